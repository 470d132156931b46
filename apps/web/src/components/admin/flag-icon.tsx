import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A permission flag in a list: a checked box or a dash, with a spoken yes/no. */
export function FlagIcon({ value, label }: { value: boolean; label: string }) {
  const { t } = useTranslation();
  const spoken = `${label}: ${value ? t('admin.common.yes') : t('admin.common.no')}`;
  return (
    <ThemeIcon
      size="sm"
      radius="sm"
      variant={value ? 'filled' : 'light'}
      color={value ? 'teal' : 'gray'}
      role="img"
      aria-label={spoken}
      title={spoken}
      data-checked={value}
    >
      {value ? <IconCheck size={14} aria-hidden /> : <IconMinus size={14} aria-hidden />}
    </ThemeIcon>
  );
}
