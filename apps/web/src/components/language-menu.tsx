import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@gsn/domain/accounts/languages';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, setLanguage } from '../lib/i18n';

interface LanguageMenuProps {
  variant?: 'subtle' | 'default' | 'white' | 'light';
  /** Only the icon (a narrow header); the button keeps its accessible name. */
  iconOnly?: boolean;
}

/** Switches the interface language (stored under `language`). */
export function LanguageMenu({ variant = 'subtle', iconOnly = false }: LanguageMenuProps) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant={variant}
          size="compact-sm"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('common.chooseLanguage', { language: LANGUAGE_NAMES[active] })}
        >
          {iconOnly ? null : (
            <Box component="span" visibleFrom="sm">
              {LANGUAGE_NAMES[active]}
            </Box>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common.language')}</Menu.Label>
        {LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={LANGUAGE_TAGS[lng]}
            onClick={() => void setLanguage(lng)}
            rightSection={lng === active ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={lng === active ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[lng]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
