import { Group, Table } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListTable, RowAction } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import type { OrderRow } from '../api/use-orders';
import { orderEditPath, orderShowPath } from '../lib/paths';
import { OrderStatusBadge } from './order-status-badge';
import { useCountryName } from '../../reference';

interface OrdersTableProps {
  rows: OrderRow[];
  loading: boolean;
  /** The customer column (staff only). */
  showCustomer: boolean;
  canEdit: boolean;
}

/**
 * Spec 2 §2 Order list columns: customer (staff), order ID, service, jurisdiction, reference, status, number
 * quantity, channel quantity, currency, NRC, MRC, created date; Edit (by permission) and Show.
 */
export function OrdersTable({ rows, loading, showCustomer, canEdit }: OrdersTableProps) {
  const { t } = useTranslation();
  const country = useCountryName();
  const right = (label: string, sort?: string) => ({ label, align: 'right' as const, sort });
  const col = (label: string, sort: string) => ({ label, sort });
  return (
    <ListTable
      caption={t('orders.list.caption')}
      hideCaption
      minWidth={showCustomer ? 1300 : 1150}
      columns={[
        showCustomer && col(t('orders.fields.customer'), 'customer'),
        col(t('orders.fields.id'), 'id'),
        col(t('orders.fields.service_type'), 'service_type'),
        col(t('orders.fields.jurisdiction'), 'jurisdiction'),
        col(t('orders.fields.reference'), 'reference'),
        col(t('orders.fields.status'), 'status'),
        right(t('orders.fields.number_quantity'), 'number_quantity'),
        right(t('orders.fields.channel_quantity'), 'channel_quantity'),
        t('orders.fields.currency'),
        right(t('orders.fields.nrc')),
        right(t('orders.fields.mrc')),
        col(t('orders.fields.createdAt'), 'createdAt'),
        t('orders.list.actions'),
      ]}
      rows={rows}
      loading={loading}
    >
      {(row) => (
        <Table.Tr key={row.id} data-order-id={row.id}>
          {showCustomer && <Table.Td>{row.customer ?? ''}</Table.Td>}
          <Table.Th scope="row" fw={500}>
            {row.id}
          </Table.Th>
          <Table.Td>{row.service_type}</Table.Td>
          <Table.Td>{country(row.jurisdiction)}</Table.Td>
          <Table.Td>{row.reference}</Table.Td>
          <Table.Td>
            <OrderStatusBadge status={row.status} />
          </Table.Td>
          <Table.Td ta="right">{row.number_quantity}</Table.Td>
          <Table.Td ta="right">{row.channel_quantity}</Table.Td>
          <Table.Td>{row.currency ?? ''}</Table.Td>
          <Table.Td ta="right">{row.nrc ?? ''}</Table.Td>
          <Table.Td ta="right">{row.mrc ?? ''}</Table.Td>
          <Table.Td>{formatDateTime(row.createdAt) ?? ''}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {canEdit && (
                <RowAction
                  label={t('orders.list.edit')}
                  name={t('orders.list.editNamed', { id: row.id })}
                  icon={IconPencil}
                  to={orderEditPath(row.id)}
                />
              )}
              <RowAction
                label={t('orders.list.show')}
                name={t('orders.list.showNamed', { id: row.id })}
                icon={IconEye}
                to={orderShowPath(row.id)}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </ListTable>
  );
}
