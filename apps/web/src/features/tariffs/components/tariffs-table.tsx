import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TariffRow } from '@gsn/domain';
import { NoDataRow } from '../../../components/no-data';
import { LoadingRow } from '../../accounts/components/loading-row';
import { VISUALLY_HIDDEN } from '../../accounts/lib/visually-hidden';
import { productLabel } from '../../service-number-types/lib/product-label';
import { tariffEditPath } from '../lib/paths';

const COLUMNS = ['product', 'currency', 'nrc', 'mrc', 'billing_incremental', 'commencement_date'] as const;

export interface TariffActions {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (row: TariffRow) => void;
}

/** Spec 2 §2 Tariff list: product (jurisdiction · service type · vendor option), currency, NRC, MRC, billing increment, commencement. */
export function TariffsTable({ rows, loading, actions }: { rows: TariffRow[]; loading: boolean; actions: TariffActions }) {
  const { t } = useTranslation();
  const span = COLUMNS.length + 1;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Caption style={VISUALLY_HIDDEN}>{t('tariffs.list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col">
                {t(`tariffs.columns.${c}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('tariffs.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && loading ? (
            <LoadingRow colSpan={span} />
          ) : rows.length === 0 ? (
            <NoDataRow colSpan={span} />
          ) : (
            rows.map((row) => {
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
                      {actions.canEdit && (
                        <Tooltip label={t('tariffs.actions.edit')} withinPortal>
                          <ActionIcon
                            component={Link}
                            to={tariffEditPath(row.id)}
                            variant="subtle"
                            aria-label={t('tariffs.actions.editNamed', { name })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {actions.canDelete && (
                        <Tooltip label={t('tariffs.actions.delete')} withinPortal>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => actions.onDelete(row)}
                            aria-label={t('tariffs.actions.deleteNamed', { name })}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
