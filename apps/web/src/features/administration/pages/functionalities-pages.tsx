import { useState } from 'react';
import { Badge, Button, Group, MultiSelect, NumberInput, Paper, SimpleGrid, Stack, Table, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FUNCTIONALITIES,
  FUNCTIONALITY_LIST,
  functionalitySchema,
  functionalityUpdateSchema,
  PERMISSION_ACTIONS,
  type PermissionAction,
} from '@gsn/domain';
import { NoDataRow } from '../../../components/no-data';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { schemaValidator, serverFieldErrors } from '../../../lib/form-validation';
import { notifySuccess, translateServerMessage } from '../../../lib/notify';
import { can, usePermissions } from '../../../lib/permissions';
import {
  useCreateFunctionality,
  useDeleteFunctionality,
  useFunctionalities,
  useFunctionality,
  useUpdateFunctionality,
} from '../api/use-functionalities';
import type { FunctionalityRecord } from '../api/types';
import { AdminPage, BackButton, LoadFailed, useBackTo, useIdParam, useListState } from '../components/admin-page';
import { ConfirmDeleteModal, ConfirmDeletePanel } from '../components/confirm-delete';
import { ListPagination, pageSlice } from '../components/list-pagination';
import { isPermissionAction, useOperationLabel } from '../lib/labels';
import { ADMIN_PATHS } from '../lib/paths';
import { useListSearch } from '../lib/use-list-search';

const F = FUNCTIONALITIES.functionality;
const FIELDS = ['id', 'description', 'category', 'sub_category', 'customercrud', 'providercrud'] as const;
/** The 16 built-in functionalities cannot be deleted (the server answers 409). */
const BUILT_IN = new Set<number>(FUNCTIONALITY_LIST.map((f) => f.id));

const describe = (f: Pick<FunctionalityRecord, 'id' | 'description'>) => `${f.id} · ${f.description}`;

function Operations({ ops }: { ops: readonly string[] }) {
  const label = useOperationLabel();
  if (!PERMISSION_ACTIONS.some((op) => ops.includes(op))) return <>—</>;
  return (
    <Group gap={4}>
      {PERMISSION_ACTIONS.filter((op) => ops.includes(op)).map((op) => (
        <Badge key={op} size="sm" variant="light">
          {label(op)}
        </Badge>
      ))}
    </Group>
  );
}

/** /portal/administration/functionalities (staff with 1030 list). */
export function FunctionalitiesListPage() {
  const { t } = useTranslation();
  const listState = useListState();
  const perms = usePermissions();
  const list = useFunctionalities();
  const remove = useDeleteFunctionality();
  const { page, setPage } = useListSearch([] as const);
  const [toDelete, setToDelete] = useState<FunctionalityRecord | null>(null);
  const rows = list.data ?? [];
  const mayEdit = can(perms, F, 'edit');
  const mayDelete = can(perms, F, 'delete');

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.functionalities.deleted'));
        setToDelete(null);
      },
    });
  };

  return (
    <AdminPage
      title={t('admin.functionalities.title')}
      actions={
        can(perms, F, 'write') ? (
          <Button
            component={Link}
            to={`${ADMIN_PATHS.functionalities}/add`}
            state={listState}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('admin.functionalities.add')}
          </Button>
        ) : null
      }
    >
      {list.isPending ? (
        <PageLoader />
      ) : (
        <Paper withBorder p="md">
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover aria-label={t('admin.functionalities.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.common.id')}</Table.Th>
                  <Table.Th scope="col">{t('admin.common.description')}</Table.Th>
                  <Table.Th scope="col">{t('admin.functionalities.fields.category')}</Table.Th>
                  <Table.Th scope="col">{t('admin.functionalities.fields.subCategory')}</Table.Th>
                  <Table.Th scope="col">{t('admin.functionalities.fields.customercrud')}</Table.Th>
                  <Table.Th scope="col">{t('admin.functionalities.fields.providercrud')}</Table.Th>
                  <Table.Th scope="col">{t('admin.common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <NoDataRow colSpan={7} />
                ) : (
                  pageSlice(rows, page).map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>{f.id}</Table.Td>
                      <Table.Td>{f.description}</Table.Td>
                      <Table.Td>{f.category}</Table.Td>
                      <Table.Td>{f.sub_category}</Table.Td>
                      <Table.Td>
                        <Operations ops={f.customercrud ?? []} />
                      </Table.Td>
                      <Table.Td>
                        <Operations ops={f.providercrud ?? []} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {mayEdit ? (
                            <Button
                              component={Link}
                              to={`${ADMIN_PATHS.functionalities}/edit/${f.id}`}
                              state={listState}
                              size="xs"
                              variant="subtle"
                              leftSection={<IconEdit size={14} aria-hidden />}
                              aria-label={`${t('admin.common.edit')}: ${describe(f)}`}
                            >
                              {t('admin.common.edit')}
                            </Button>
                          ) : null}
                          {mayDelete ? (
                            <Tooltip label={t('admin.functionalities.builtIn')} disabled={!BUILT_IN.has(f.id)} withArrow>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                leftSection={<IconTrash size={14} aria-hidden />}
                                onClick={() => setToDelete(f)}
                                disabled={BUILT_IN.has(f.id)}
                                aria-label={`${t('admin.common.delete')}: ${describe(f)}`}
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
        title={t('admin.functionalities.deleteTitle')}
      >
        {toDelete ? describe(toDelete) : null}
      </ConfirmDeleteModal>
    </AdminPage>
  );
}

interface FunctionalityFormValues {
  id: number | string;
  description: string;
  category: string;
  sub_category: string;
  customercrud: PermissionAction[];
  providercrud: PermissionAction[];
}

function FunctionalityForm({ initial, editing }: { initial?: FunctionalityRecord; editing: boolean }) {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.functionalities);
  const navigate = useNavigate();
  const label = useOperationLabel();
  const create = useCreateFunctionality();
  const update = useUpdateFunctionality(initial?.id ?? 0);
  const form = useForm<FunctionalityFormValues>({
    initialValues: {
      id: initial?.id ?? '',
      description: initial?.description ?? '',
      category: initial?.category ?? '',
      sub_category: initial?.sub_category ?? '',
      customercrud: (initial?.customercrud ?? []).filter(isPermissionAction),
      providercrud: (initial?.providercrud ?? []).filter(isPermissionAction),
    },
    validate: editing
      ? schemaValidator(functionalityUpdateSchema, ({ id: _id, ...rest }: FunctionalityFormValues) => rest)
      : schemaValidator(functionalitySchema, (v: FunctionalityFormValues) => ({ ...v, id: v.id === '' ? undefined : v.id })),
  });
  const operations = PERMISSION_ACTIONS.map((op) => ({ value: op, label: label(op) }));
  /** In the fixed order read, list, write, edit, delete. */
  const ordered = (ops: PermissionAction[]) => PERMISSION_ACTIONS.filter((op) => ops.includes(op));

  const done = (fallback: string) => (res: { message?: string } | null) => {
    notifySuccess(res?.message ? translateServerMessage(res.message) : fallback);
    void navigate(backTo);
  };
  const onError = (e: Error) => {
    if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, FIELDS));
  };

  const submit = form.onSubmit((v) => {
    const body = {
      description: v.description.trim(),
      category: v.category.trim(),
      sub_category: v.sub_category.trim(),
      customercrud: ordered(v.customercrud),
      providercrud: ordered(v.providercrud),
    };
    if (editing) update.mutate(body, { onSuccess: done(t('admin.functionalities.updated')), onError });
    else create.mutate({ id: Number(v.id), ...body }, { onSuccess: done(t('admin.functionalities.created')), onError });
  });

  const title = editing ? t('admin.functionalities.editTitle') : t('admin.functionalities.addTitle');
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          {editing ? (
            <TextInput label={t('admin.common.id')} value={String(initial?.id ?? '')} readOnly />
          ) : (
            <NumberInput label={t('admin.common.id')} required min={1} max={99999} allowDecimal={false} {...form.getInputProps('id')} />
          )}
          <TextInput label={t('admin.common.description')} required maxLength={100} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.functionalities.fields.category')} required maxLength={40} {...form.getInputProps('category')} />
            <TextInput
              label={t('admin.functionalities.fields.subCategory')}
              required
              maxLength={60}
              {...form.getInputProps('sub_category')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('admin.functionalities.fields.customercrud')}
            description={t('admin.functionalities.customercrudHelp')}
            data={operations}
            {...form.getInputProps('customercrud')}
          />
          <MultiSelect
            label={t('admin.functionalities.fields.providercrud')}
            description={t('admin.functionalities.providercrudHelp')}
            data={operations}
            {...form.getInputProps('providercrud')}
          />
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

export function FunctionalityAddPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.functionalities.addTitle')} maw={720}>
      <FunctionalityForm editing={false} />
    </AdminPage>
  );
}

export function FunctionalityEditPage() {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.functionalities);
  const id = useIdParam();
  const record = useFunctionality(id);
  return (
    <AdminPage title={t('admin.functionalities.editTitle')} maw={720}>
      {record.isError || Number.isNaN(id) ? (
        <LoadFailed backTo={backTo} />
      ) : record.data ? (
        <FunctionalityForm key={record.data.id} initial={record.data} editing />
      ) : (
        <PageLoader />
      )}
    </AdminPage>
  );
}

export function FunctionalityDeletePage() {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.functionalities);
  const navigate = useNavigate();
  const id = useIdParam();
  const record = useFunctionality(id);
  const remove = useDeleteFunctionality();
  const row = record.data;
  return (
    <AdminPage title={t('admin.functionalities.deleteTitle')}>
      {record.isError || Number.isNaN(id) ? (
        <LoadFailed backTo={backTo} />
      ) : row ? (
        <ConfirmDeletePanel
          title={t('admin.functionalities.deleteTitle')}
          backTo={backTo}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(row.id, {
              onSuccess: (res) => {
                notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.functionalities.deleted'));
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
