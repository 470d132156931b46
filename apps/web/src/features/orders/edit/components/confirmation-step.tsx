import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Card,
  Checkbox,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@gsn/domain';
import type { OrderDetail } from '../../api/use-orders';
import { OrderCharges } from '../../components/order-charges';
import { customerDataFields, OrderCustomerData } from '../../components/order-customer-data';
import { translationFormatLabel } from '../../lib/translation-formats';
import { type PricingValues, pricingFields } from '../lib/edit-model';
import { editMessage } from '../lib/messages';
import { useCountryName } from '../../../reference';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Spec 2 §4 messages by status for the customer (incomplete: the provider remarks or the generic message). */
export function CustomerMessage({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const s = order.status;
  let color = 'blue';
  let lines: string[] = [];
  if (s === 'requested' || s === 'saved' || s === 'confirmed') {
    lines = [t(order.requirements.complete ? 'orders.edit.statusMessage.pendingCheck' : 'orders.edit.statusMessage.missing')];
    if (!order.requirements.complete) color = 'yellow';
  } else if (s === 'incomplete') {
    color = 'orange';
    // why: the message staff gave with the move, else the provider remarks, else the spec's generic text
    lines = [order.incomplete_reason?.trim() || order.provider_remarks?.trim() || editMessage('incompleteGeneric')];
  } else if (s === 'accepted') {
    lines = [t('orders.edit.statusMessage.accepted'), editMessage('cancelAfterAcceptance')];
  } else {
    lines = [t(`orders.edit.statusMessage.${s}`)];
    if (s === 'cancelled' || s === 'terminated') color = 'gray';
    if (s === 'completed') color = 'green';
  }
  return (
    <Alert color={color} title={t('orders.edit.statusTitle', { status: t(`orders.edit.status.${s}`) })} data-testid="customer-message">
      <Stack gap={4}>
        {lines.map((l) => (
          <Text key={l} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {l}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function Summary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const country = useCountryName();
  const na = t('orders.edit.na');
  const yes = (v: boolean) => t(v ? 'orders.edit.yes' : 'orders.edit.no');
  const by = order.created_by;
  const rows: [string, ReactNode][] = [
    ['id', order.id],
    ['customer', order.customer ?? na],
    ['service_type', order.service_type],
    ['jurisdiction', country(order.jurisdiction)],
    ['city', order.city || na],
    [
      'status',
      <Badge key="s" variant="light" tt="none">
        {t(`orders.edit.status.${order.status}`)}
      </Badge>,
    ],
    ['number_quantity', order.number_quantity],
  ];
  if (order.service_type === 'SIP Trunking') rows.push(['channel_quantity', order.channel_quantity]);
  rows.push(['reference', order.reference]);
  rows.push([
    'translation',
    order.translation_number_required
      ? [
          translationFormatLabel(t, order.translation_number_format),
          order.translation_number_prefix ? `${t('orders.fields.translation_number_prefix')}: ${order.translation_number_prefix}` : '',
        ]
          .filter(Boolean)
          .join(' · ') || na
      : yes(false),
  ]);
  rows.push(['porting', yes(order.porting)]);
  rows.push(['additional_remarks', order.additional_remarks || na]);
  rows.push(['created_by', by ? [by.firstname, by.lastname].filter(Boolean).join(' ') || by.email : t('orders.edit.accountDeleted')]);
  return (
    <Table variant="vertical" layout="fixed" withRowBorders aria-label={t('orders.edit.summary')}>
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k} data-field={k}>
            <Table.Th scope="row" w="40%" fw={500}>
              {t(`orders.edit.summaryFields.${k}`)}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-line' }}>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The order's charges with their totals (NRC and MRC × quantity, channel charges), as on the order's page. */
function Charges({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const snapshot = order.servicenumbertypeorderhistory;
  const tariff = order.custom_tariff ?? snapshot?.tariff ?? null;
  if (!tariff) return <Text size="sm">{t('orders.edit.noCharges')}</Text>;
  return (
    <Stack gap={4}>
      {order.custom_tariff && (
        <Badge variant="light" color="grape" tt="none">
          {t('orders.edit.customPriced')}
        </Badge>
      )}
      <OrderCharges
        tariff={{ ...tariff, currency: tariff.currency ?? snapshot?.currency ?? null }}
        custom={!!order.custom_tariff}
        serviceType={snapshot?.service_type ?? order.service_type}
        numberQuantity={order.number_quantity}
        channelQuantity={order.channel_quantity}
        outboundCalling={!!snapshot?.product?.outbound_calling_enabled}
      />
    </Stack>
  );
}

function Requirements({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const missing = order.requirements?.missing ?? [];
  if (missing.length === 0) {
    return (
      <Badge color="green" variant="light" tt="none" data-testid="requirements-complete">
        {t('orders.edit.requirementsComplete')}
      </Badge>
    );
  }
  return (
    <Stack gap={4}>
      <Badge color="yellow" variant="light" tt="none">
        {t('orders.edit.requirementsIncomplete')}
      </Badge>
      <List size="sm" aria-label={t('orders.edit.missingFields')}>
        {missing.map((f) => (
          <List.Item key={f} data-missing={f}>
            {t(`orders.edit.fields.${f}`, { defaultValue: f })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export interface StaffInputs {
  remarks: string;
  setRemarks: (v: string) => void;
  remarksEditable: boolean;
  customOn: boolean;
  setCustomOn: (v: boolean) => void;
  pricing: PricingValues;
  setPricing: (field: string, v: string) => void;
  pricingErrors: Record<string, string>;
}

/** Spec 2 §6: staff write the provider remarks; types 100/110/120 set custom pricing while it is allowed. */
function StaffSection({ order, staff }: { order: OrderDetail; staff: StaffInputs }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Textarea
        label={t('orders.edit.providerRemarks')}
        description={t('orders.edit.providerRemarksHint')}
        rows={3}
        value={staff.remarks}
        disabled={!staff.remarksEditable}
        onChange={(e) => staff.setRemarks(e.currentTarget.value)}
      />
      {order.may_custom_price && (
        <Stack gap="xs">
          <Checkbox
            label={t('orders.edit.customPricing')}
            checked={staff.customOn}
            onChange={(e) => staff.setCustomOn(e.currentTarget.checked)}
          />
          {staff.customOn && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="custom-pricing">
              <Select
                label={t('tariffs.fields.currency')}
                data={[...CURRENCY_CODES]}
                allowDeselect={false}
                value={staff.pricing.currency ?? 'USD'}
                onChange={(v) => staff.setPricing('currency', v ?? 'USD')}
              />
              {pricingFields(order).map((f) => (
                <TextInput
                  key={f}
                  label={t(`tariffs.fields.${f}`)}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  value={staff.pricing[f] ?? ''}
                  error={staff.pricingErrors[f]}
                  onChange={(e) => staff.setPricing(f, e.currentTarget.value)}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface ConfirmationStepProps {
  order: OrderDetail;
  isStaff: boolean;
  staff: StaffInputs;
  actions: ReactNode;
}

/** Step 5 (and the whole page when the wizard is skipped): summary, requirements, status message, staff inputs, actions. */
export function ConfirmationStep({ order, isStaff, staff, actions }: ConfirmationStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="step-confirmation">
      {!isStaff && <CustomerMessage order={order} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('orders.edit.summary')} testId="order-summary">
          <Summary order={order} />
        </Section>
        <Stack gap="md">
          <Section title={t('orders.edit.requirements')} testId="order-requirements">
            <Requirements order={order} />
          </Section>
          <Section title={t('orders.edit.charges')} testId="order-charges">
            <Charges order={order} />
          </Section>
        </Stack>
      </SimpleGrid>
      {order.confirmation_only && customerDataFields(order).length > 0 && (
        // the wizard's steps are skipped now: their data and documents are read here
        <Section title={isStaff ? t('orders.show.customerData.titleStaff') : t('orders.show.customerData.title')} testId="customer-data">
          <OrderCustomerData order={order} />
        </Section>
      )}
      {isStaff ? (
        <Section title={t('orders.edit.staffSection')} testId="staff-section">
          <StaffSection order={order} staff={staff} />
        </Section>
      ) : order.provider_remarks?.trim() && order.status !== 'incomplete' ? (
        <Section title={t('orders.edit.providerRemarks')} testId="provider-remarks">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.provider_remarks}
          </Text>
        </Section>
      ) : null}
      <Group justify="flex-end">{actions}</Group>
    </Stack>
  );
}
