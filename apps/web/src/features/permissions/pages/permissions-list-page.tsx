import { useState } from 'react';
import { Badge, Group, Paper, Select, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allowedOperations, FUNCTIONALITIES, isStaff, planPermissionDelete } from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { notifySuccess, translateServerMessage } from '../../../lib/notify';
import { useAccountTypes } from '../../account-types';
import { useDeletePermission, usePermissionList } from '../api/use-admin-permissions';
import { useFunctionalities } from '../../functionalities';
import type { PermissionRecord } from '../../../components/admin/types';
import { AddButton, AdminListTable, DeleteRowButton, EditRowButton } from '../../../components/admin/admin-list-table';
import { AdminPage, useListState } from '../../../components/admin/admin-page';
import { ConfirmDeleteModal } from '../../../components/admin/confirm-delete';
import { FlagIcon } from '../../../components/admin/flag-icon';
import { useFunctionalityName, useOperationLabel } from '../../../components/admin/labels';
import { ADMIN_PATHS } from '../../../components/admin/paths';
import { permissionAccountTypes } from '../lib/permission-options';
import { useViewer } from '../../../lib/viewer';
import { useListSearch } from '../../../components/admin/use-list-search';
import { defineListParams, parseAsCount, parseAsId } from '../../../lib/list-view';
import { CustomerSelect } from '../../customers';

const F = FUNCTIONALITIES.permission;

/**
 * The permissions list's address: `account_type_id`, `functionality_id`, for staff `customer_id` (a master only
 * ever sees its own company's rows) and the page (the entry replaced).
 */
const permissionListParams = defineListParams({
  filters: { account_type_id: parseAsCount, functionality_id: parseAsCount, customer_id: parseAsId },
  staffOnly: ['customer_id'],
  replace: true,
});

/** /portal/administration/permissions: filters account type, functionality and (staff) company; 10 per page. */
export function PermissionsListPage() {
  const { t } = useTranslation();
  const listState = useListState();
  const viewer = useViewer();
  const typeName = useAccountTypeName();
  const functionalityName = useFunctionalityName();
  const op = useOperationLabel();
  const actorType = viewer.accountType;
  const staff = isStaff(actorType);
  const { page, filters, setFilter, setPage } = useListSearch(permissionListParams, { staff });
  const list = usePermissionList({
    account_type_id: filters.account_type_id,
    functionality_id: filters.functionality_id,
    customer_id: filters.customer_id,
    page,
  });
  const types = useAccountTypes();
  const functionalities = useFunctionalities();
  const remove = useDeletePermission();
  const [toDelete, setToDelete] = useState<PermissionRecord | null>(null);

  const typeOptions = permissionAccountTypes(actorType, types.data).map((a) => ({ value: a.id, label: typeName(a.id, a.account_type) }));
  const functionalityOptions = (functionalities.data ?? [])
    .filter((f) => isStaff(actorType) || allowedOperations(f.id, 200).length > 0)
    .map((f) => ({ value: f.id, label: functionalityName(f.id, f.description) }));

  const mayWrite = viewer.can(F, 'write');
  const mayEdit = viewer.can(F, 'edit');
  const mayDelete = viewer.can(F, 'delete');
  const rows = list.data?.data ?? [];
  // a company row is named with its company: it and the default row would otherwise read the same
  const describe = (r: PermissionRecord) =>
    [
      typeName(r.account_type_id, r.accounttype?.account_type),
      functionalityName(r.functionality_id, r.functionality?.description),
      r.customer?.name,
    ]
      .filter(Boolean)
      .join(' · ');

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.permissions.deleted'));
        setToDelete(null);
      },
    });
  };

  return (
    <AdminPage
      title={t('admin.permissions.title')}
      actions={
        mayWrite ? (
          <AddButton to={`${ADMIN_PATHS.permissions}/add`} state={listState}>
            {t('admin.permissions.add')}
          </AddButton>
        ) : null
      }
    >
      <Paper withBorder p="md" role="search" aria-label={t('admin.common.filters')}>
        <Group grow align="flex-end" wrap="wrap">
          <Select
            label={t('admin.permissions.fields.accountType')}
            placeholder={t('admin.common.all')}
            data={typeOptions}
            value={filters.account_type_id}
            onChange={(v) => setFilter('account_type_id', v ?? null)}
            clearable
            searchable
          />
          <Select
            label={t('admin.permissions.fields.functionality')}
            placeholder={t('admin.common.all')}
            data={functionalityOptions}
            value={filters.functionality_id}
            onChange={(v) => setFilter('functionality_id', v ?? null)}
            clearable
            searchable
          />
          {staff ? (
            <CustomerSelect
              label={t('admin.permissions.fields.customer')}
              placeholder={t('admin.common.all')}
              value={filters.customer_id === null ? null : String(filters.customer_id)}
              onChange={(v) => setFilter('customer_id', v ? Number(v) : null)}
              // an address opened with a company: its rows name it before any search does
              selectedName={rows.find((r) => r.customer?.id === filters.customer_id)?.customer?.name ?? null}
            />
          ) : null}
        </Group>
      </Paper>
      <AdminListTable
        loading={list.isPending}
        label={t('admin.permissions.title')}
        busy={list.isFetching}
        minWidth={720}
        columns={[
          t('admin.permissions.fields.accountType'),
          t('admin.permissions.fields.functionality'),
          op('read'),
          op('write'),
          op('edit'),
          op('delete'),
          t('admin.common.actions'),
        ]}
        empty={rows.length === 0}
        count={list.data?.count ?? 0}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((r) => (
          <Table.Tr key={r.id} data-permission-id={r.id}>
            <Table.Td>
              {typeName(r.account_type_id, r.accounttype?.account_type)}
              {r.customer_id !== null ? (
                <Badge ml="xs" size="xs" variant="light" color="grape" tt="none">
                  {r.customer?.name ?? t('admin.permissions.companySpecific')}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{functionalityName(r.functionality_id, r.functionality?.description)}</Table.Td>
            <Table.Td>
              <FlagIcon value={r.read} label={op('read')} />
            </Table.Td>
            <Table.Td>
              <FlagIcon value={r.write} label={op('write')} />
            </Table.Td>
            <Table.Td>
              <FlagIcon value={r.edit} label={op('edit')} />
            </Table.Td>
            <Table.Td>
              <FlagIcon value={r.delete} label={op('delete')} />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {mayEdit ? <EditRowButton to={`${ADMIN_PATHS.permissions}/edit/${r.id}`} state={listState} name={describe(r)} /> : null}
                {/* a master cannot delete a default row (the server refuses it): no Delete offered */}
                {mayDelete && planPermissionDelete({ account_type_id: actorType, customer_id: viewer.customerId }, r).kind === 'delete' ? (
                  <DeleteRowButton onClick={() => setToDelete(r)} name={describe(r)} />
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminListTable>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        title={t('admin.permissions.deleteTitle')}
      >
        {toDelete ? describe(toDelete) : null}
      </ConfirmDeleteModal>
    </AdminPage>
  );
}
