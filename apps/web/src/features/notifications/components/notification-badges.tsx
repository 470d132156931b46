import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<string, string> = { requested: 'blue' };
const KNOWN_STATUSES = ['requested'] as const;

/** The notification's status, translated when it is one the portal knows (tickets start as requested). */
export function NotificationStatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (!status) return <>—</>;
  const known = (KNOWN_STATUSES as readonly string[]).includes(status);
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} tt="none">
      {known ? t(`notifications.statuses.${status}`) : status}
    </Badge>
  );
}

/** Read? as a badge: read (grey) or new (orange). */
export function ReadBadge({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant={read ? 'outline' : 'filled'} color={read ? 'gray' : 'orange'} tt="none">
      {read ? t('notifications.read.yes') : t('notifications.read.no')}
    </Badge>
  );
}
