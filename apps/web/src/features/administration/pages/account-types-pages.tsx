import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Table, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE_LIST, accountTypeSchema, accountTypeUpdateSchema, FUNCTIONALITIES } from '@gsn/domain';
import { NoDataRow } from '../../../components/no-data';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { schemaValidator, serverFieldErrors } from '../../../lib/form-validation';
import { notifySuccess, translateServerMessage } from '../../../lib/notify';
import { can, usePermissions } from '../../../lib/permissions';
import {
  useAccountType,
  useAccountTypes,
  useCreateAccountType,
  useDeleteAccountType,
  useUpdateAccountType,
} from '../api/use-account-types';
import type { AccountTypeRecord } from '../api/types';
import { AdminPage, BackButton, LoadFailed, useBackTo, useIdParam, useListState } from '../components/admin-page';
import { ConfirmDeleteModal, ConfirmDeletePanel } from '../components/confirm-delete';
import { ListPagination, pageSlice } from '../components/list-pagination';
import { ADMIN_PATHS } from '../lib/paths';
import { useListSearch } from '../lib/use-list-search';

const F = FUNCTIONALITIES.account_type;
const FIELDS = ['id', 'account_type', 'description'] as const;
/** The 12 built-in account types cannot be deleted (the server answers 409). */
const BUILT_IN = new Set<number>(ACCOUNT_TYPE_LIST.map((a) => a.id));

const describe = (a: Pick<AccountTypeRecord, 'id' | 'account_type'>) => `${a.id} · ${a.account_type}`;

/** /portal/administration/account_types: id, account type, description (staff with 1000 list). */
export function AccountTypesListPage() {
  const { t } = useTranslation();
  const listState = useListState();
  const perms = usePermissions();
  const list = useAccountTypes();
  const remove = useDeleteAccountType();
  const { page, setPage } = useListSearch([] as const);
  const [toDelete, setToDelete] = useState<AccountTypeRecord | null>(null);
  const rows = list.data ?? [];
  const mayEdit = can(perms, F, 'edit');
  const mayDelete = can(perms, F, 'delete');

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.accountTypes.deleted'));
        setToDelete(null);
      },
    });
  };

  return (
    <AdminPage
      title={t('admin.accountTypes.title')}
      actions={
        can(perms, F, 'write') ? (
          <Button
            component={Link}
            to={`${ADMIN_PATHS.accountTypes}/add`}
            state={listState}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('admin.accountTypes.add')}
          </Button>
        ) : null
      }
    >
      {list.isPending ? (
        <PageLoader />
      ) : (
        <Paper withBorder p="md">
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover aria-label={t('admin.accountTypes.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.common.id')}</Table.Th>
                  <Table.Th scope="col">{t('admin.accountTypes.fields.accountType')}</Table.Th>
                  <Table.Th scope="col">{t('admin.common.description')}</Table.Th>
                  <Table.Th scope="col">{t('admin.common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <NoDataRow colSpan={4} />
                ) : (
                  pageSlice(rows, page).map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>{a.id}</Table.Td>
                      <Table.Td>{a.account_type}</Table.Td>
                      <Table.Td>{a.description}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {mayEdit ? (
                            <Button
                              component={Link}
                              to={`${ADMIN_PATHS.accountTypes}/edit/${a.id}`}
                              state={listState}
                              size="xs"
                              variant="subtle"
                              leftSection={<IconEdit size={14} aria-hidden />}
                              aria-label={`${t('admin.common.edit')}: ${describe(a)}`}
                            >
                              {t('admin.common.edit')}
                            </Button>
                          ) : null}
                          {mayDelete ? (
                            <Tooltip label={t('admin.accountTypes.builtIn')} disabled={!BUILT_IN.has(a.id)} withArrow>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                leftSection={<IconTrash size={14} aria-hidden />}
                                onClick={() => setToDelete(a)}
                                disabled={BUILT_IN.has(a.id)}
                                aria-label={`${t('admin.common.delete')}: ${describe(a)}`}
                              >
                                {t('admin.common.delete')}
                              </Button>
                            </Tooltip>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination count={rows.length} page={page} onChange={setPage} />
        </Paper>
      )}
      <ConfirmDeleteModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        title={t('admin.accountTypes.deleteTitle')}
      >
        {toDelete ? describe(toDelete) : null}
      </ConfirmDeleteModal>
    </AdminPage>
  );
}

interface AccountTypeFormValues {
  id: number | string;
  account_type: string;
  description: string;
}

function AccountTypeForm({ initial, editing }: { initial?: AccountTypeRecord; editing: boolean }) {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.accountTypes);
  const navigate = useNavigate();
  const create = useCreateAccountType();
  const update = useUpdateAccountType(initial?.id ?? 0);
  const form = useForm<AccountTypeFormValues>({
    initialValues: { id: initial?.id ?? '', account_type: initial?.account_type ?? '', description: initial?.description ?? '' },
    validate: editing
      ? schemaValidator(accountTypeUpdateSchema, (v: AccountTypeFormValues) => ({
          account_type: v.account_type,
          description: v.description,
        }))
      : schemaValidator(accountTypeSchema, (v: AccountTypeFormValues) => ({ ...v, id: v.id === '' ? undefined : v.id })),
  });

  const done = (fallback: string) => (res: { message?: string } | null) => {
    notifySuccess(res?.message ? translateServerMessage(res.message) : fallback);
    void navigate(backTo);
  };
  const onError = (e: Error) => {
    if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, FIELDS));
  };

  const submit = form.onSubmit((v) => {
    const body = { account_type: v.account_type.trim(), description: v.description.trim() };
    if (editing) update.mutate(body, { onSuccess: done(t('admin.accountTypes.updated')), onError });
    else create.mutate({ id: Number(v.id), ...body }, { onSuccess: done(t('admin.accountTypes.created')), onError });
  });

  const title = editing ? t('admin.accountTypes.editTitle') : t('admin.accountTypes.addTitle');
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          {editing ? (
            <TextInput label={t('admin.common.id')} value={String(initial?.id ?? '')} readOnly />
          ) : (
            <NumberInput label={t('admin.common.id')} required min={1} max={9999} allowDecimal={false} {...form.getInputProps('id')} />
          )}
          <TextInput label={t('admin.accountTypes.fields.accountType')} required maxLength={60} {...form.getInputProps('account_type')} />
          <Textarea label={t('admin.common.description')} rows={2} maxLength={200} {...form.getInputProps('description')} />
          <Group justify="space-between">
            <BackButton to={backTo} />
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? t('admin.common.update') : t('admin.common.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function AccountTypeAddPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.accountTypes.addTitle')} maw={640}>
      <AccountTypeForm editing={false} />
    </AdminPage>
  );
}

export function AccountTypeEditPage() {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.accountTypes);
  const id = useIdParam();
  const record = useAccountType(id);
  return (
    <AdminPage title={t('admin.accountTypes.editTitle')} maw={640}>
      {record.isError || Number.isNaN(id) ? (
        <LoadFailed backTo={backTo} />
      ) : record.data ? (
        <AccountTypeForm key={record.data.id} initial={record.data} editing />
      ) : (
        <PageLoader />
      )}
    </AdminPage>
  );
}

export function AccountTypeDeletePage() {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.accountTypes);
  const navigate = useNavigate();
  const id = useIdParam();
  const record = useAccountType(id);
  const remove = useDeleteAccountType();
  const row = record.data;
  return (
    <AdminPage title={t('admin.accountTypes.deleteTitle')}>
      {record.isError || Number.isNaN(id) ? (
        <LoadFailed backTo={backTo} />
      ) : row ? (
        <ConfirmDeletePanel
          title={t('admin.accountTypes.deleteTitle')}
          backTo={backTo}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(row.id, {
              onSuccess: (res) => {
                notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.accountTypes.deleted'));
                void navigate(backTo, { replace: true });
              },
            })
          }
        >
          {describe(row)}
        </ConfirmDeletePanel>
      ) : (
        <PageLoader />
      )}
    </AdminPage>
  );
}
