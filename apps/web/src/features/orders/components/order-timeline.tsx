import { Badge, Group, Paper, Table, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHARGE_FIELDS } from '@gsn/domain';
import { formatDateTime } from '../../../lib/format';
import { formatCharge } from '../../coverage';
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

/** A pricing event's charges (old or new): the custom tariff as stored then, or null (none). */
type PricingCharges = Record<string, unknown> | null;

const PRICING_FIELDS = ['currency', ...CHARGE_FIELDS, 'billing_incremental'] as const;

function pricingOf(details: OrderEvent['details']): { old: PricingCharges; new: PricingCharges } {
  const d = details ?? {};
  const charges = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);
  return { old: charges(d.old), new: charges(d.new) };
}

/** A custom tariff set, changed or removed: each charge that differs, before and after. */
function PricingChange({ details }: { details: OrderEvent['details'] }) {
  const { t } = useTranslation();
  const { old, new: next } = pricingOf(details);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const shown = (c: PricingCharges, f: string) => {
    const v = text(c?.[f]);
    if (v === null) return '—';
    if (f === 'currency' || f === 'billing_incremental') return v;
    return formatCharge(v, text(c?.currency)) ?? v;
  };
  const rows = PRICING_FIELDS.filter((f) => text(old?.[f]) !== text(next?.[f]));
  if (rows.length === 0) return null;
  return (
    <Table withTableBorder mt={4} fz="sm" aria-label={t('orders.timeline.pricing.table')} data-testid="pricing-change">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('coverage.charges.charge')}</Table.Th>
          <Table.Th scope="col">{t('orders.timeline.pricing.before')}</Table.Th>
          <Table.Th scope="col">{t('orders.timeline.pricing.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((f) => (
          <Table.Tr key={f} data-charge={f}>
            <Table.Th scope="row" fw={500}>
              {t(`tariffs.fields.${f}`)}
            </Table.Th>
            <Table.Td>{shown(old, f)}</Table.Td>
            <Table.Td>{shown(next, f)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** How many numbers a numbers event added or removed (a count, or the list of numbers). */
function numbersCount(v: unknown): number | null {
  if (typeof v === 'number') return v;
  return Array.isArray(v) ? v.length : null;
}

function NumbersChange({ details }: { details: OrderEvent['details'] }) {
  const { t } = useTranslation();
  const lines = (['added', 'removed'] as const).flatMap((k) => {
    const count = numbersCount(details?.[k]);
    return count ? [t(`orders.timeline.numbers.${k}`, { count })] : [];
  });
  return lines.length ? <Text size="sm">{lines.join(' · ')}</Text> : null;
}

/** The title of an event: its kind, and for a status move from which status to which. */
function useEventTitle() {
  const { t } = useTranslation();
  return (e: OrderEvent) => {
    if (e.kind === 'pricing') {
      const { old, new: next } = pricingOf(e.details);
      return t(`orders.timeline.pricing.${!old ? 'set' : !next ? 'removed' : 'changed'}`);
    }
    if (e.kind === 'numbers') return t('orders.timeline.numbers.title');
    if (e.from_status === e.to_status) return t(`orders.status.${e.to_status}`);
    return e.from_status
      ? t('orders.show.moved', { from: t(`orders.status.${e.from_status}`), to: t(`orders.status.${e.to_status}`) })
      : t('orders.show.created', { to: t(`orders.status.${e.to_status}`) });
  };
}

/**
 * The order's history, oldest first: each event's kind (status move, pricing change with the charges before and
 * after, numbers), who and when, the message to the customer, and — in staff's answers only, so only ever shown to
 * staff — the internal note, marked "Internal".
 */
export function OrderTimeline({ events, staff = false }: { events: OrderEvent[]; staff?: boolean }) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const remarksText = useRemarksText();
  const title = useEventTitle();
  if (events.length === 0) return <Text size="sm">{t('common.noData')}</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2} aria-label={t('orders.show.timeline')}>
      {events.map((e) => (
        <Timeline.Item key={e.id} data-event-id={e.id} data-kind={e.kind} title={title(e)}>
          <Text size="sm" c="dimmed">
            {t('orders.show.by', { who: accountName(e.account), when: formatDateTime(e.createdAt) ?? '' })}
          </Text>
          {e.kind === 'pricing' && <PricingChange details={e.details} />}
          {e.kind === 'numbers' && <NumbersChange details={e.details} />}
          {e.kind === 'status' && typeof e.details?.short_reason === 'string' && e.details.short_reason.trim() ? (
            <Text size="sm" data-testid="short-reason">
              {t('orders.timeline.shortReason', { reason: e.details.short_reason.trim() })}
            </Text>
          ) : null}
          {e.remarks ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="event-message">
              {staff && e.kind === 'status' && e.from_status !== e.to_status ? (
                <Text span size="sm" c="dimmed">
                  {t('orders.timeline.messageToCustomer')}{' '}
                </Text>
              ) : null}
              {remarksText(e.remarks)}
            </Text>
          ) : null}
          {e.internal_note ? (
            <Paper withBorder p={6} mt={4} bg="var(--mantine-color-grape-light)" data-testid="internal-note">
              <Group gap={6} align="flex-start" wrap="nowrap">
                <Badge color="grape" size="sm" variant="filled" tt="none" style={{ flexShrink: 0 }}>
                  {t('orders.timeline.internal')}
                </Badge>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {e.internal_note}
                </Text>
              </Group>
            </Paper>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
