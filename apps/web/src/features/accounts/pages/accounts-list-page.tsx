import { useEffect, useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canManageAccount, FUNCTIONALITIES, isStaff } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { accountListParams, accountListQuery } from '../api/account-list';
import { useAccount, type AccountRow } from '../api/use-accounts';
import { AccountFiltersBar } from '../components/account-filters';
import { AccountsTable } from '../components/accounts-table';
import { DeleteAccountModal, type DeleteTarget } from '../components/delete-account-modal';
import { ResendActivationModal, type ResendTarget } from '../components/resend-activation-modal';
import { useViewer } from '../../../lib/viewer';
import { useListParams } from '../../../lib/list-view';

export const ACCOUNTS_PATH = '/portal/account/accounts';

/**
 * /portal/account/accounts (and /delete/{id}, which opens the same list with the confirmation): spec 1 §2
 * Accounts list with filters, 10 per page, and the actions the permissions and spec 1 §6 rules allow (Resend
 * activation on accounts still created, whose link was lost or expired).
 */
export function AccountsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const me = viewer.user;
  const actorType = viewer.accountType;
  const staff = isStaff(actorType);
  const [params] = useSearchParams();
  // filters (?status=&disabled=&type=&customer=), page, size and sort in the address (api/account-list.ts)
  const view = useListParams(accountListParams, { staff });
  const { filters } = view;
  const list = useQuery(accountListQuery(view));

  const { id: routeId } = useParams();
  const deleteId = routeId ? Number(routeId) : null;
  const routed = useAccount(deleteId);
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [resendTarget, setResendTarget] = useState<ResendTarget | null>(null);

  const may = (action: 'write' | 'edit' | 'delete') => viewer.can(FUNCTIONALITIES.account, action);
  const manageable = (row: AccountRow) => !!me && canManageAccount(me, row);

  // biome-ignore lint/correctness/useExhaustiveDependencies: open the confirmation once per loaded account
  useEffect(() => {
    const a = routed.data;
    if (!a || !me) return;
    if (may('delete') && canManageAccount(me, a)) setTarget({ id: a.id, username: a.username, email: a.email });
    else void navigate('/portal/unauthorised', { replace: true });
  }, [routed.data]);

  const closeDelete = () => {
    setTarget(null);
    if (routeId) void navigate(`${ACCOUNTS_PATH}${params.size ? `?${params}` : ''}`, { replace: true });
  };

  const rows = list.data?.data ?? [];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('accounts.title')}
        </Title>
        {may('write') && (
          <Button component={Link} to={`${ACCOUNTS_PATH}/add`} leftSection={<IconUserPlus size={16} aria-hidden />}>
            {t('accounts.add.button')}
          </Button>
        )}
      </Group>
      <AccountFiltersBar actorType={actorType} value={filters} onChange={view.setFilters} />
      <PagedList list={list} view={view} label={t('accounts.pagination.label')}>
        <AccountsTable
          rows={rows}
          loading={list.isPending}
          caption={t('accounts.list.caption')}
          actions={{
            canEdit: (row) => may('edit') && manageable(row),
            canDelete: (row) => may('delete') && manageable(row),
            canAddCustomer: (row) => staff && row.account_type_id === 400 && may('edit') && viewer.can(FUNCTIONALITIES.customer, 'write'),
            onDelete: (row) => setTarget({ id: row.id, username: row.username, email: row.email }),
            // the server's rule: whoever may edit the account (staff with edit rights, a master for its company)
            canResend: (row) => may('edit') && manageable(row),
            onResend: (row) => setResendTarget({ id: row.id, username: row.username, email: row.email }),
          }}
        />
      </PagedList>
      <DeleteAccountModal target={target} onClose={closeDelete} />
      <ResendActivationModal target={resendTarget} onClose={() => setResendTarget(null)} />
    </Stack>
  );
}
