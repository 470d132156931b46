import { Box, Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_NAMES } from '../lib/i18n';

export interface LanguageMenuProps {
  variant?: 'subtle' | 'default' | 'white' | 'light';
  /** Only the icon (a narrow header); the button keeps its accessible name. */
  iconOnly?: boolean;
}

const loadDropdown = () => import('./language-menu-dropdown');
const LanguageMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).LanguageMenuDropdown }));

/** The button that shows the interface language; the menu's target. */
export const LanguageButton = forwardRef<
  HTMLButtonElement,
  Pick<ButtonProps, 'variant'> & { iconOnly?: boolean } & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'>
>(function LanguageButton({ variant, iconOnly = false, ...rest }, ref) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Button
      ref={ref}
      variant={variant}
      size="compact-sm"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={t('common.chooseLanguage', { language: LANGUAGE_NAMES[active] })}
      aria-haspopup="menu"
      {...rest}
    >
      {iconOnly ? null : (
        <Box component="span" visibleFrom="sm">
          {LANGUAGE_NAMES[active]}
        </Box>
      )}
    </Button>
  );
});

/**
 * Switches the interface language (stored under `language`). Until first used it is a plain button: the menu
 * (language-menu-dropdown.tsx) loads on the first press, or ahead of it when the pointer comes over the button.
 */
export function LanguageMenu({ variant = 'subtle', iconOnly = false }: LanguageMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <LanguageButton variant={variant} iconOnly={iconOnly} onPointerEnter={() => void loadDropdown()} onClick={() => setWanted(true)} />
    );
  return (
    <Suspense fallback={<LanguageButton variant={variant} iconOnly={iconOnly} aria-busy />}>
      <LanguageMenuDropdown variant={variant} iconOnly={iconOnly} opened />
    </Suspense>
  );
}
