import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FUNCTIONALITIES } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { useListParams } from '../../../lib/list-view';
import { orderListParams, orderListQuery } from '../api/order-list';
import { EMPTY_ORDER_FILTERS } from '../api/use-orders';
import { OrderDrafts } from '../components/order-drafts';
import { OrdersFilters } from '../components/orders-filters';
import { OrdersTable } from '../components/orders-table';
import { ORDER_ADD_PATH } from '../lib/paths';
import { useViewer } from '../../../lib/viewer';

/**
 * /portal/management/orders (functionality 200, list): the orders most recently updated first, 10 a page,
 * filtered from the address; Make order with write, Edit with edit, Show for everyone who may list.
 */
export function OrdersListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  // filters, page, size and sort in the address (api/order-list.ts); a new search keeps the size and sort
  const view = useListParams(orderListParams, viewer);
  const { filters } = view;
  const list = useQuery(orderListQuery(view));

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
      {viewer.can(FUNCTIONALITIES.order, 'write') && <OrderDrafts />}
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
