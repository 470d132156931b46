import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TariffRow } from '../api/use-tariffs';
import { DeleteAction, EditAction, ListTable } from '../../../components/list-table';
import { productLabel } from '../../products';
import { tariffEditPath } from '../lib/paths';

const COLUMNS = ['product', 'currency', 'nrc', 'mrc', 'billing_incremental', 'commencement_date'] as const;

/** The list's sort field of each column (TARIFF_ORDER_FIELDS): the product sorts by its jurisdiction. */
const SORTS: Partial<Record<(typeof COLUMNS)[number], string>> = { product: 'jurisdiction', currency: 'currency', nrc: 'nrc', mrc: 'mrc' };

export interface TariffActions {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (row: TariffRow) => void;
}

/** Spec 2 §2 Tariff list: product (jurisdiction · service type · vendor option), currency, NRC, MRC, billing increment, commencement. */
export function TariffsTable({ rows, loading, actions }: { rows: TariffRow[]; loading: boolean; actions: TariffActions }) {
  const { t } = useTranslation();
  return (
    <ListTable
      caption={t('tariffs.list.caption')}
      hideCaption
      minWidth={800}
      columns={[...COLUMNS.map((c) => ({ label: t(`tariffs.columns.${c}`), sort: SORTS[c] })), t('tariffs.columns.actions')]}
      rows={rows}
      loading={loading}
    >
      {(row) => {
        const name = productLabel(row);
        return (
          <Table.Tr key={row.id} data-tariff-id={row.id}>
            <Table.Th scope="row" fw={500}>
              {name}
            </Table.Th>
            <Table.Td>{row.currency}</Table.Td>
            <Table.Td ta="right">{row.nrc ?? ''}</Table.Td>
            <Table.Td ta="right">{row.mrc ?? ''}</Table.Td>
            <Table.Td>{row.billing_incremental ?? ''}</Table.Td>
            <Table.Td>{row.commencement_date ?? ''}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {actions.canEdit && <EditAction ns="tariffs" name={name} to={tariffEditPath(row.id)} />}
                {actions.canDelete && <DeleteAction ns="tariffs" name={name} onClick={() => actions.onDelete(row)} />}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      }}
    </ListTable>
  );
}
