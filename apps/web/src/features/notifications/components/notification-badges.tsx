import { Badge } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@gsn/domain';
import { StatusBadge } from '../../../components/status-badge';
import { OrderStatusBadge } from '../../orders';

const KNOWN_STATUSES = ['requested', 'created', 'activated', 'disabled', 'registered', 'open', 'answered'] as const;

/**
 * The notification's status, translated when it is one the portal knows: an order's status (order events), an
 * account event (created, activated…), requested (a new ticket) or a ticket's status after a reply (open, answered).
 */
export function NotificationStatusBadge({ status, order = false }: { status: string | null; order?: boolean }) {
  const { t } = useTranslation();
  if (!status) return <>—</>;
  if (order && (ORDER_STATUSES as readonly string[]).includes(status)) return <OrderStatusBadge status={status as OrderStatus} />;
  const known = (KNOWN_STATUSES as readonly string[]).includes(status);
  return (
    <StatusBadge
      label={known ? t(`notifications.statuses.${status}`) : status}
      color={status === 'disabled' ? 'gray' : 'blue'}
      icon={IconInfoCircle}
      status={status}
    />
  );
}

/** Read? as a badge: read (grey) or new (orange). */
export function ReadBadge({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={read ? 'outline' : 'filled'}
      color={read ? 'gray' : 'orange.9'}
      tt="none"
      classNames={{ root: 'status-badge', label: 'status-badge-label' }}
    >
      {read ? t('notifications.read.yes') : t('notifications.read.no')}
    </Badge>
  );
}
