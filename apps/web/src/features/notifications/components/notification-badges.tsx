import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<string, string> = { requested: 'blue' };
const KNOWN_STATUSES = ['requested'] as const;

/**
 * A badge clips its label to one line with an ellipsis, which in a narrow table column left "Reque…": these
 * badges keep their whole text instead, wrapping between words (a word is never cut) and growing in height.
 */
const WHOLE_TEXT = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible' },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** The notification's status, translated when it is one the portal knows (tickets start as requested). */
export function NotificationStatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (!status) return <>—</>;
  const known = (KNOWN_STATUSES as readonly string[]).includes(status);
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} tt="none" styles={WHOLE_TEXT}>
      {known ? t(`notifications.statuses.${status}`) : status}
    </Badge>
  );
}

/** Read? as a badge: read (grey) or new (orange). */
export function ReadBadge({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant={read ? 'outline' : 'filled'} color={read ? 'gray' : 'orange'} tt="none" styles={WHOLE_TEXT}>
      {read ? t('notifications.read.yes') : t('notifications.read.no')}
    </Badge>
  );
}
