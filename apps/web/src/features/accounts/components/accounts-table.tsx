import { Group, Table } from '@mantine/core';
import { IconBuildingPlus, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountRow } from '../api/use-accounts';
import { AccountTypeLabel } from '../../../components/account-type-label';
import { DeleteAction, EditAction, ListTable, RowAction } from '../../../components/list-table';
import { AccountStatusBadge, DisabledBadge } from './account-badges';

export interface RowActions {
  canEdit: (row: AccountRow) => boolean;
  canDelete: (row: AccountRow) => boolean;
  canAddCustomer: (row: AccountRow) => boolean;
  onDelete: (row: AccountRow) => void;
  /** A new activation e-mail for an account still `created` (absent: no such action). */
  canResend?: (row: AccountRow) => boolean;
  onResend?: (row: AccountRow) => void;
}

const COLUMNS = ['username', 'company', 'firstname', 'lastname', 'account_type', 'status', 'disabled'] as const;
/** The list's sort field of the sortable columns (ACCOUNT_ORDER_FIELDS). */
const SORTS: Partial<Record<(typeof COLUMNS)[number], string>> = {
  username: 'username',
  account_type: 'account_type_id',
  status: 'status',
};

/** Spec 1 §2 Accounts columns: username, company, first name, last name, account type, status, disabled. */
export function AccountsTable({
  rows,
  actions,
  caption,
  loading = false,
}: {
  rows: AccountRow[];
  actions: RowActions;
  caption: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ListTable
      caption={caption}
      hideCaption
      minWidth={900}
      columns={[...COLUMNS.map((c) => ({ label: t(`accounts.fields.${c}`), sort: SORTS[c] })), t('accounts.fields.actions')]}
      rows={rows}
      loading={loading}
    >
      {(row) => {
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
                {actions.canEdit(row) && <EditAction ns="accounts" name={name} to={`/portal/account/accounts/edit/${row.id}`} />}
                {actions.canAddCustomer(row) && (
                  <RowAction
                    label={t('accounts.actions.addCustomer')}
                    name={t('accounts.actions.addCustomerNamed', { name })}
                    icon={IconBuildingPlus}
                    to={`/portal/account/customers/master/${row.id}`}
                    color="teal"
                  />
                )}
                {row.status === 'created' && actions.canResend?.(row) && (
                  <RowAction
                    label={t('accounts.actions.resendActivation')}
                    name={t('accounts.actions.resendActivationNamed', { name })}
                    icon={IconMailForward}
                    onClick={() => actions.onResend?.(row)}
                    color="blue"
                  />
                )}
                {actions.canDelete(row) && <DeleteAction ns="accounts" name={name} onClick={() => actions.onDelete(row)} />}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      }}
    </ListTable>
  );
}
