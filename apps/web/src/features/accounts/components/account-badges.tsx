import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<string, string> = { requested: 'yellow', created: 'blue', active: 'green', terminated: 'gray' };

export function AccountStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status in STATUS_COLORS;
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {known ? t(`accounts.status.${status}`) : status}
    </Badge>
  );
}

export function DisabledBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={disabled ? 'red' : 'gray'}>
      {disabled ? t('accounts.flags.disabled') : t('accounts.flags.enabled')}
    </Badge>
  );
}
