import { ActionIcon, Anchor, Group, Table, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoDataRow } from '../../../components/no-data';
import { VISUALLY_HIDDEN } from '../../accounts/lib/visually-hidden';
import { LoadingRow } from '../../accounts/components/loading-row';
import type { CustomerRow } from '../api/types';

export interface CustomerRowActions {
  canEdit: boolean;
  canDelete: boolean;
  canAddMaster: (row: CustomerRow) => boolean;
  onDelete: (row: CustomerRow) => void;
}

const COLUMNS = ['name', 'former_name', 'website', 'provider_insight_company_code', 'business_jurisdiction'] as const;

/** Only http(s) addresses become links; anything else is shown as text. */
function websiteHref(value: string): string | null {
  const v = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Spec 1 §2 Customers columns: company, company alias (former name), website, vendor code, jurisdiction. */
export function CustomersTable({
  rows,
  actions,
  caption,
  loading = false,
}: {
  rows: CustomerRow[];
  actions: CustomerRowActions;
  caption: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Caption style={VISUALLY_HIDDEN}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col">
                {t(`customers.columns.${c}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('customers.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && loading ? (
            <LoadingRow colSpan={COLUMNS.length + 1} />
          ) : rows.length === 0 ? (
            <NoDataRow colSpan={COLUMNS.length + 1} />
          ) : (
            rows.map((row) => {
              const href = row.website ? websiteHref(row.website) : null;
              return (
                <Table.Tr key={row.id} data-customer-id={row.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.name}
                  </Table.Th>
                  <Table.Td>{row.former_name ?? ''}</Table.Td>
                  <Table.Td>
                    {href ? (
                      <Anchor href={href} target="_blank" rel="noopener noreferrer">
                        {row.website}
                      </Anchor>
                    ) : (
                      (row.website ?? '')
                    )}
                  </Table.Td>
                  <Table.Td>{row.provider_insight_company_code ?? ''}</Table.Td>
                  <Table.Td>{row.business_jurisdiction ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {actions.canEdit && (
                        <Tooltip label={t('customers.actions.edit')} withinPortal>
                          <ActionIcon
                            component={Link}
                            to={`/portal/account/customers/edit/${row.id}`}
                            variant="subtle"
                            aria-label={t('customers.actions.editNamed', { name: row.name })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {actions.canAddMaster(row) && (
                        <Tooltip label={t('customers.actions.addMaster')} withinPortal>
                          <ActionIcon
                            component={Link}
                            to={`/portal/account/customers/addmaster/${row.id}`}
                            variant="subtle"
                            color="teal"
                            aria-label={t('customers.actions.addMasterNamed', { name: row.name })}
                          >
                            <IconUserPlus size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {actions.canDelete && (
                        <Tooltip label={t('customers.actions.delete')} withinPortal>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => actions.onDelete(row)}
                            aria-label={t('customers.actions.deleteNamed', { name: row.name })}
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
