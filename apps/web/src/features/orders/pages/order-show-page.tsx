import { Alert, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { ProductDetails } from '../../coverage';
import { PortPanel } from '../../ports';
import { type OrderDetail, orderIdOf, useOrder } from '../api/use-orders';
import { OrderCharges } from '../components/order-charges';
import { OrderNumbersPanel } from '../components/order-numbers-panel';
import { customerDataFields, OrderCustomerData } from '../components/order-customer-data';
import { FieldRows, type FieldRow, OrderSection } from '../components/order-section';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTimeline, useAccountName } from '../components/order-timeline';
import { orderEditPath, ORDERS_PATH } from '../lib/paths';
import { statusMessage } from '../lib/status';
import { translationFormatLabel } from '../lib/translation-formats';
import { useViewer } from '../../../lib/viewer';

function Summary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const na = t('coverage.details.na');
  const yesNo = (v: boolean) => (v ? t('coverage.details.yes') : t('coverage.details.no'));
  const text = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? na : String(v));
  const f = (key: string, value: FieldRow['value'], label = t(`orders.fields.${key}`)): FieldRow => ({ key, label, value });
  const rows: FieldRow[] = [
    f('id', order.id),
    f('customer', text(order.customer)),
    f('reference', order.reference),
    f('created_by', accountName(order.created_by)),
    f('createdAt', formatDateTime(order.createdAt) ?? na),
    f('updatedAt', formatDateTime(order.updatedAt) ?? na),
    f('service_type', order.service_type),
    f('jurisdiction', order.jurisdiction),
    f('city', order.city ?? t('orders.show.allCities')),
    f('number_quantity', order.number_quantity),
  ];
  if (order.service_type === 'SIP Trunking') rows.push(f('channel_quantity', order.channel_quantity));
  rows.push(f('translation_number_required', yesNo(order.translation_number_required)));
  if (order.translation_number_required) {
    rows.push(f('translation_number_type', text(order.translation_number_type)));
    rows.push(f('translation_number_format', text(translationFormatLabel(t, order.translation_number_format))));
    if (order.translation_number_prefix) rows.push(f('translation_number_prefix', order.translation_number_prefix));
    if (order.translation_number_to) rows.push(f('translation_number_to', order.translation_number_to));
  }
  rows.push(f('porting', yesNo(order.porting)));
  if (order.porting && order.porting_number_to) rows.push(f('porting_number_to', order.porting_number_to));
  rows.push(f('additional_remarks', text(order.additional_remarks)));
  if (order.date_purchase) rows.push(f('date_purchase', formatDateTime(order.date_purchase) ?? na));
  return <FieldRows rows={rows} label={t('orders.show.summary')} />;
}

function CurrentStatus({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const m = statusMessage(order);
  return (
    <Stack gap="xs">
      <Group>
        <OrderStatusBadge status={order.status} />
      </Group>
      {order.status === 'incomplete' ? (
        // why is told prominently above, not twice
        <Text size="sm">{t('orders.show.incomplete.seeAbove')}</Text>
      ) : (
        <Text size="sm" data-testid="status-message" style={{ whiteSpace: 'pre-wrap' }}>
          {'text' in m ? m.text : t(m.key)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * An incomplete order's reason, first on the page: the message staff gave with the move (what the customer must
 * complete), until the order moves on.
 */
function IncompleteAlert({ order, staff }: { order: OrderDetail; staff: boolean }) {
  const { t } = useTranslation();
  const m = statusMessage(order);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={staff ? t('orders.show.incomplete.titleStaff') : t('orders.show.incomplete.title')}
      data-testid="incomplete-alert"
    >
      <Stack gap={4}>
        <Text size="sm" data-testid="status-message" style={{ whiteSpace: 'pre-wrap' }}>
          {'text' in m ? m.text : t(m.key)}
        </Text>
        {!staff && <Text size="sm">{t('orders.show.incomplete.next')}</Text>}
      </Stack>
    </Alert>
  );
}

function Requirements({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.requirements.complete && order.status === 'incomplete') {
    // the required fields are there, yet the provider needs more: never "complete" beside an incomplete order
    return (
      <Alert color="yellow" variant="light" data-testid="requirements-complete">
        {t('orders.show.requirementsFilledButIncomplete')}
      </Alert>
    );
  }
  if (order.requirements.complete) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="requirements-complete">
        {t('orders.show.requirementsComplete')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-testid="requirements-missing">
      <Text size="sm">{t('orders.show.requirementsMissing')}</Text>
      <List size="sm" aria-label={t('orders.show.missingList')}>
        {order.requirements.missing.map((f) => (
          <List.Item key={f}>{t(`orders.fields.${f}`, { defaultValue: f })}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** /portal/management/orders/show/{id}: the order read-only (spec 2 §2 Order details). */
export function OrderShowPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const valid = orderId !== null;
  const order = useOrder(orderId);
  const viewer = useViewer();
  const missing = !valid || (order.error instanceof ApiError && order.error.status === 404);
  const o = order.data;
  const snapshot = o?.servicenumbertypeorderhistory;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {o ? t('orders.show.title', { id: o.id }) : t('orders.show.crumb')}
        </Title>
        <Group>
          {o && viewer.can(FUNCTIONALITIES.order, 'edit') && (
            <Button component={Link} to={orderEditPath(o.id)} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
              {t('orders.list.edit')}
            </Button>
          )}
          <Button component={Link} to={ORDERS_PATH} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('orders.show.back')}
          </Button>
        </Group>
      </Group>
      {missing ? (
        <Alert color="yellow">{t('orders.show.notFound')}</Alert>
      ) : o && snapshot ? (
        <>
          {o.status === 'incomplete' && <IncompleteAlert order={o} staff={viewer.staff} />}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <OrderSection title={t('orders.show.summary')} testId="order-summary">
              <Summary order={o} />
            </OrderSection>
            <Stack gap="md">
              <OrderSection title={t('orders.show.currentStatus')} testId="order-status">
                <CurrentStatus order={o} />
              </OrderSection>
              <OrderSection title={t('orders.show.requirements')} testId="order-requirements">
                <Requirements order={o} />
              </OrderSection>
              <OrderSection title={t('orders.show.charges.title')} testId="order-charges">
                <OrderCharges
                  tariff={o.custom_tariff ?? snapshot.tariff ?? (snapshot.currency ? snapshot : null)}
                  custom={!!o.custom_tariff}
                  serviceType={o.service_type}
                  numberQuantity={o.number_quantity}
                  channelQuantity={o.channel_quantity}
                  outboundCalling={!!snapshot.product?.outbound_calling_enabled}
                />
              </OrderSection>
            </Stack>
          </SimpleGrid>
          <OrderNumbersPanel order={o} />
          <PortPanel order={o} />
          {customerDataFields(o).length > 0 && (
            <OrderSection
              title={viewer.staff ? t('orders.show.customerData.titleStaff') : t('orders.show.customerData.title')}
              testId="order-customer-data-section"
            >
              <OrderCustomerData order={o} />
            </OrderSection>
          )}
          {snapshot.product ? (
            <section aria-label={t('orders.show.productFeatures')} data-testid="order-product">
              <Title order={2} size="h3" mb="sm">
                {t('orders.show.productFeatures')}
              </Title>
              <ProductDetails product={snapshot.product} showCharges={false} />
            </section>
          ) : null}
          <OrderSection title={t('orders.show.timeline')} testId="order-timeline">
            <OrderTimeline events={o.events ?? []} staff={viewer.staff} />
          </OrderSection>
        </>
      ) : order.isPending ? (
        <PageLoader />
      ) : null}
    </Stack>
  );
}
