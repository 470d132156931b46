import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES, ORDER_ORDER_FIELDS, ORDER_STATUSES, SERVICE_TYPES } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { useListUrl } from '../../../lib/list-view';
import { EMPTY_ORDER_FILTERS, ORDER_LIST_DEFAULT, type OrderFilters, useOrdersList } from '../api/use-orders';
import { OrdersFilters } from '../components/orders-filters';
import { OrdersTable } from '../components/orders-table';
import { ORDER_ADD_PATH } from '../lib/paths';
import { useViewer } from '../../../lib/viewer';

const oneOf = (list: readonly string[], v: string | null) => (v && list.includes(v) ? v : null);
const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? v : null);

function readFilters(params: URLSearchParams, staff: boolean): OrderFilters {
  const customer = positive(params.get('customer_id'));
  return {
    customer_id: staff && customer ? Number(customer) : null,
    service_type: oneOf(SERVICE_TYPES, params.get('service_type')),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    order_id: positive(params.get('order_id')),
    reference: params.get('reference')?.trim() || null,
    jurisdiction: params.get('jurisdiction')?.trim() || null,
  };
}

function writeFilters(f: OrderFilters): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== null && v !== '') p.set(k, String(v));
  return p;
}

const LIST_DEFAULT = { sort: ORDER_LIST_DEFAULT.sort, asc: ORDER_LIST_DEFAULT.asc };

/**
 * /portal/management/orders (functionality 200, list): the orders most recently updated first, 10 a page,
 * filtered from the address; Make order with write, Edit with edit, Show for everyone who may list.
 */
export function OrdersListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  // filters, page, size and sort in the address; a new search keeps the size and sort
  const view = useListUrl({ read: (p) => readFilters(p, staff), write: writeFilters, sorts: ORDER_ORDER_FIELDS, defaults: LIST_DEFAULT });
  const { filters } = view;
  const list = useOrdersList(filters, view.view.page - 1, view.view);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('orders.list.title')}
        </Title>
        {viewer.can(FUNCTIONALITIES.order, 'write') && (
          <Button component={Link} to={ORDER_ADD_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('orders.list.makeOrder')}
          </Button>
        )}
      </Group>
      <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="orders-note">
        <Text size="sm">{t('orders.list.noteRequested')}</Text>
        <Text size="sm">{t('orders.list.noteProcessed')}</Text>
      </Alert>
      <OrdersFilters value={filters} staff={staff} onSearch={(f) => view.setFilters({ ...EMPTY_ORDER_FILTERS, ...f })} />
      <PagedList list={list} view={view} label={t('orders.list.pagination')}>
        <OrdersTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          showCustomer={staff}
          canEdit={viewer.can(FUNCTIONALITIES.order, 'edit')}
        />
      </PagedList>
    </Stack>
  );
}
