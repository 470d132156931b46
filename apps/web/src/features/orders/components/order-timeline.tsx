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

/** The remarks the server records with a document upload (docs/api-orders.md): `Document uploaded: <input> (<name>)`. */
const UPLOAD_REMARKS = /^Document uploaded: ([a-z_]+) \((.*)\)$/;

/** A line of remarks in the reader's language: an upload names the document by its label, not its field name. */
export function useRemarksText() {
  const { t } = useTranslation();
  return (remarks: string) =>
    remarks
      .split('\n')
      .map((line) => {
        const m = UPLOAD_REMARKS.exec(line.trim());
        if (!m) return line;
        const document = t(`orders.edit.fields.${m[1]}`, { defaultValue: '' }) || t('orders.show.aDocument');
        return t('orders.show.documentUploaded', { document, name: m[2] });
      })
      .join('\n');
}

/** The order's history, oldest first: who moved it, when, from which status to which, and the remarks. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const remarksText = useRemarksText();
  if (events.length === 0) return <Text size="sm">{t('common.noData')}</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2} aria-label={t('orders.show.timeline')}>
      {events.map((e) => (
        <Timeline.Item
          key={e.id}
          data-event-id={e.id}
          title={
            e.from_status === e.to_status
              ? t(`orders.status.${e.to_status}`)
              : e.from_status
                ? t('orders.show.moved', { from: t(`orders.status.${e.from_status}`), to: t(`orders.status.${e.to_status}`) })
                : t('orders.show.created', { to: t(`orders.status.${e.to_status}`) })
          }
        >
          <Text size="sm" c="dimmed">
            {t('orders.show.by', { who: accountName(e.account), when: formatDateTime(e.createdAt) ?? '' })}
          </Text>
          {e.remarks ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {remarksText(e.remarks)}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
