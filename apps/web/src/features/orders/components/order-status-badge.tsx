import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@gsn/domain';
import { STATUS_COLORS } from '../lib/status';

/** An order status as a coloured badge with its translated label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" data-status={status}>
      {t(`orders.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
