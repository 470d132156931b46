import { ScrollTable } from '../../../components/scroll-table';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/i18n';
import { formatCharge } from '../../coverage';
import { type ChargeLine, type Charges, orderCharges } from '../lib/charges';

interface OrderChargesProps {
  /** The custom tariff when the order has one, else the snapshot's standard tariff. */
  tariff: Charges | null;
  serviceType: string;
  numberQuantity: number;
  channelQuantity: number;
  outboundCalling?: boolean;
  /** Says which tariff applies. */
  custom?: boolean;
}

/**
 * Spec 2 §9 charges of an order: NRC and MRC per number × numbers, per channel × channels (SIP Trunking), totals,
 * then the per-minute rates. Every figure is exact decimal arithmetic on the tariff's strings.
 */
export function OrderCharges({
  tariff,
  serviceType,
  numberQuantity,
  channelQuantity,
  outboundCalling = false,
  custom = false,
}: OrderChargesProps) {
  const { t, i18n } = useTranslation();
  if (!tariff) return <Text size="sm">{t('orders.show.charges.none')}</Text>;
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const s = orderCharges(tariff, serviceType, { number_quantity: numberQuantity, channel_quantity: channelQuantity }, outboundCalling);
  const na = t('coverage.details.na');
  const money = (v: string | null) => formatCharge(v, s.currency, lang) ?? na;
  const row = (l: ChargeLine) => (
    <Table.Tr key={l.field} data-charge={l.field}>
      <Table.Th scope="row" fw={500}>
        {t(`coverage.charges.fields.${l.field}`)}
      </Table.Th>
      <Table.Td ta="right">{money(l.unit)}</Table.Td>
      <Table.Td ta="right">{l.quantity ?? ''}</Table.Td>
      <Table.Td ta="right" data-testid={`charge-total-${l.field}`}>
        {l.quantity === null ? '' : money(l.total)}
      </Table.Td>
    </Table.Tr>
  );
  const total = (label: string, value: string | null, id: string) => (
    <Table.Tr>
      <Table.Th scope="row" colSpan={3} ta="right">
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={700} data-testid={id}>
        {money(value)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {custom ? t('orders.show.charges.custom', { currency: s.currency }) : t('orders.show.charges.standard', { currency: s.currency })}
      </Text>
      <ScrollTable label={t('orders.show.charges.title')} minWidth={480}>
        <Table withTableBorder aria-label={t('orders.show.charges.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('coverage.charges.charge')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('orders.show.charges.unit')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('orders.show.charges.quantity')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('orders.show.charges.total')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.oneTime.map(row)}
            {total(t('orders.show.charges.totalOneTime'), s.totalOneTime, 'charges-total-one-time')}
            {s.monthly.map(row)}
            {total(t('orders.show.charges.totalMonthly'), s.totalMonthly, 'charges-total-monthly')}
            {s.perMinute.map(row)}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}
