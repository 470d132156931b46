import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@gsn/domain';
import { StatusBadge } from '../../../components/status-badge';
import { STATUS_CLASS, STATUS_CLASS_ICONS, STATUS_COLORS } from '../lib/status';

/** An order status as a badge: the whole translated label, the icon of its class and what the class means. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const label = t(`orders.status.${status}`, { defaultValue: status });
  const cls = STATUS_CLASS[status];
  return (
    <StatusBadge
      label={label}
      description={cls ? `${label}: ${t(`orders.statusClass.${cls}`)}` : label}
      color={STATUS_COLORS[status] ?? 'gray'}
      icon={cls ? STATUS_CLASS_ICONS[cls] : STATUS_CLASS_ICONS.provider}
      status={status}
    />
  );
}
