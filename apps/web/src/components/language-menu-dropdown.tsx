import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@gsn/domain/accounts/languages';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, setLanguage } from '../lib/i18n';
import { LanguageButton, type LanguageMenuProps } from './language-menu';

/**
 * The language menu proper (Mantine Menu, with floating-ui): loaded on the first press of the language button, so
 * the first load of a page does not carry it. Opens at once when `opened` (the press that loaded it).
 */
export function LanguageMenuDropdown({ variant = 'subtle', iconOnly = false, opened }: LanguageMenuProps & { opened: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={opened} returnFocus>
      <Menu.Target>
        <LanguageButton variant={variant} iconOnly={iconOnly} />
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
