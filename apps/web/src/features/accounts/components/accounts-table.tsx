import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { IconBuildingPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountListRow } from '@gsn/domain';
import { AccountTypeLabel } from '../../../components/account-type-label';
import { NoDataRow } from '../../../components/no-data';
import { VISUALLY_HIDDEN } from '../lib/visually-hidden';
import { LoadingRow } from './loading-row';
import { AccountStatusBadge, DisabledBadge } from './account-badges';

export interface RowActions {
  canEdit: (row: AccountListRow) => boolean;
  canDelete: (row: AccountListRow) => boolean;
  canAddCustomer: (row: AccountListRow) => boolean;
  onDelete: (row: AccountListRow) => void;
}

const COLUMNS = ['username', 'company', 'firstname', 'lastname', 'account_type', 'status', 'disabled'] as const;

/** Spec 1 §2 Accounts columns: username, company, first name, last name, account type, status, disabled. */
export function AccountsTable({
  rows,
  actions,
  caption,
  loading = false,
}: {
  rows: AccountListRow[];
  actions: RowActions;
  caption: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Caption style={VISUALLY_HIDDEN}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col">
                {t(`accounts.fields.${c}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('accounts.fields.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && loading ? (
            <LoadingRow colSpan={COLUMNS.length + 1} />
          ) : rows.length === 0 ? (
            <NoDataRow colSpan={COLUMNS.length + 1} />
          ) : (
            rows.map((row) => {
              const name = row.username || row.email;
              return (
                <Table.Tr key={row.id} data-account-id={row.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.username}
                  </Table.Th>
                  <Table.Td>{row.customer?.name ?? ''}</Table.Td>
                  <Table.Td>{row.userprofile?.firstname ?? ''}</Table.Td>
                  <Table.Td>{row.userprofile?.lastname ?? ''}</Table.Td>
                  <Table.Td>
                    <AccountTypeLabel id={row.account_type_id} fallback={row.accounttype?.account_type} />
                  </Table.Td>
                  <Table.Td>
                    <AccountStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    <DisabledBadge disabled={row.disabled} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {actions.canEdit(row) && (
                        <Tooltip label={t('accounts.actions.edit')} withinPortal>
                          <ActionIcon
                            component={Link}
                            to={`/portal/account/accounts/edit/${row.id}`}
                            variant="subtle"
                            aria-label={t('accounts.actions.editNamed', { name })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {actions.canAddCustomer(row) && (
                        <Tooltip label={t('accounts.actions.addCustomer')} withinPortal>
                          <ActionIcon
                            component={Link}
                            to={`/portal/account/customers/master/${row.id}`}
                            variant="subtle"
                            color="teal"
                            aria-label={t('accounts.actions.addCustomerNamed', { name })}
                          >
                            <IconBuildingPlus size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {actions.canDelete(row) && (
                        <Tooltip label={t('accounts.actions.delete')} withinPortal>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => actions.onDelete(row)}
                            aria-label={t('accounts.actions.deleteNamed', { name })}
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
