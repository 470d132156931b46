import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconTableImport } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { formatNumber } from '../../../lib/format';
import { inventoryListParams, inventoryListQuery } from '../api/inventory-list';
import type { InventoryNumber } from '../api/use-inventory';
import { NumberStateBadge } from '../components/number-state-badge';
import { InventoryFilters } from '../components/inventory-filters';
import { INVENTORY_PATH } from '../lib/paths';
import { useViewer } from '../../../lib/viewer';
import { useListParams } from '../../../lib/list-view';
import { ExportMenu, ExportNotice } from '../../exports';
import { useCountryName } from '../../reference';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));

/**
 * /portal/management/invnumbers (spec 2 §2 Inventory numbers; staff and customers with 220 list): filters,
 * sorted by jurisdiction, 10 a page, each number with its state; Show; Add and Bulk add with 220 write (staff); Download
 * when there are results.
 */
export function InventoryListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  const [params] = useSearchParams();
  const view = useListParams(inventoryListParams, { staff });
  const { filters } = view;
  const list = useQuery(inventoryListQuery(view));
  const [notice, setNotice] = useState<string | null>(null);
  const rows = list.data?.data ?? [];
  const count = list.data?.count ?? 0;
  const canWrite = staff && viewer.can(FUNCTIONALITIES.invnumber, 'write');
  const capped = !!list.data?.count_capped;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('inventory.title')}
        </Title>
        <Group gap="xs">
          {count > 0 && (
            <ExportMenu request={{ category: 'inventory', report: 'inventorynumbers', filters: { ...filters } }} onQueued={setNotice} />
          )}
          {canWrite && (
            <>
              <Button
                component={Link}
                to={`${INVENTORY_PATH}/bulk`}
                variant="light"
                leftSection={<IconTableImport size={16} aria-hidden />}
              >
                {t('inventory.bulk.button')}
              </Button>
              <Button component={Link} to={`${INVENTORY_PATH}/add`} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('inventory.add.button')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <ExportNotice message={notice} onClose={() => setNotice(null)} />
      <InventoryFilters key={params.toString()} value={filters} staff={staff} onSearch={view.setFilters} />
      <PagedList
        list={list}
        capped={capped}
        totalText={t(capped ? 'inventory.list.totalCapped' : 'inventory.list.total', { total: formatNumber(count) })}
        view={view}
        label={t('inventory.list.pagination')}
      >
        <ListTable
          caption={t('inventory.list.caption')}
          minWidth={1200}
          columns={[
            { label: t('inventory.fields.service_number'), sort: 'service_number' },
            { label: t('inventory.fields.service_type'), sort: 'service_type' },
            { label: t('inventory.fields.jurisdiction'), sort: 'jurisdiction' },
            { label: t('inventory.fields.city'), sort: 'city' },
            staff && t('inventory.columns.customer'),
            t('inventory.fields.routing_vendor'),
            { label: t('inventory.fields.order_id'), sort: 'order_id' },
            t('inventory.state.label'),
            t('inventory.fields.currency'),
            t('inventory.fields.nrc'),
            t('inventory.fields.mrc'),
            t('inventory.fields.expired'),
            t('inventory.columns.actions'),
          ]}
          rows={rows}
          loading={list.isPending}
        >
          {(row) => <InventoryRow key={row.id} row={row} staff={staff} />}
        </ListTable>
      </PagedList>
    </Stack>
  );
}

function InventoryRow({ row, staff }: { row: InventoryNumber; staff: boolean }) {
  const { t } = useTranslation();
  const country = useCountryName();
  return (
    <Table.Tr data-inventory-id={row.id}>
      <Table.Th scope="row" ff="monospace" fw={500}>
        {row.service_number}
      </Table.Th>
      <Table.Td>{row.service_type}</Table.Td>
      <Table.Td>{country(row.jurisdiction)}</Table.Td>
      <Table.Td>{dash(row.city)}</Table.Td>
      {staff && (
        <Table.Td>
          {row.customer_name ? (
            <Stack gap={0}>
              <Text size="sm">{row.customer_name}</Text>
              {row.customer_insight_code && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {row.customer_insight_code}
                </Text>
              )}
            </Stack>
          ) : (
            dash(row.customer_insight_code)
          )}
        </Table.Td>
      )}
      <Table.Td>{dash(row.routing_vendor)}</Table.Td>
      <Table.Td>{dash(row.order_id)}</Table.Td>
      <Table.Td>
        <NumberStateBadge state={row.state} />
      </Table.Td>
      <Table.Td>{dash(row.currency)}</Table.Td>
      <Table.Td ta="right" ff="monospace">
        {dash(row.nrc)}
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {dash(row.mrc)}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={row.expired ? 'red' : 'gray'}>
          {row.expired ? t('inventory.yes') : t('inventory.no')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={`${INVENTORY_PATH}/show/${row.id}`}
          size="sm"
          aria-label={t('inventory.list.showNumber', { number: row.service_number })}
        >
          {t('inventory.list.show')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
