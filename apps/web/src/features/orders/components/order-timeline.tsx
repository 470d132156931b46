import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { OrderAccount, OrderEvent } from '../api/use-orders';

/** Who an account is: first and last name, else the e-mail; null (deleted) reads "Account deleted". */
export function useAccountName() {
  const { t } = useTranslation();
  return (a: OrderAccount | null) => {
    if (!a) return t('orders.show.accountDeleted');
    const name = [a.firstname, a.lastname].filter(Boolean).join(' ').trim();
    return name || a.email;
  };
}

/** The order's history, oldest first: who moved it, when, from which status to which, and the remarks. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  if (events.length === 0) return <Text size="sm">{t('common.noData')}</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2} aria-label={t('orders.show.timeline')}>
      {events.map((e) => (
        <Timeline.Item
          key={e.id}
          data-event-id={e.id}
          title={
            e.from_status
              ? t('orders.show.moved', { from: t(`orders.status.${e.from_status}`), to: t(`orders.status.${e.to_status}`) })
              : t('orders.show.created', { to: t(`orders.status.${e.to_status}`) })
          }
        >
          <Text size="sm" c="dimmed">
            {t('orders.show.by', { who: accountName(e.account), when: formatDateTime(e.createdAt) ?? '' })}
          </Text>
          {e.remarks ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {e.remarks}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
