import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Table, TextInput, Tooltip } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../page-loader';
import { ApiError } from '../../lib/api';
import { serverFieldErrors } from '../../lib/form-validation';
import { notifySuccess, translateServerMessage } from '../../lib/notify';
import type { Answer, messageAnswer } from '@gsn/domain';
import { adminPageParams, useListSearch } from './use-list-search';
import { AddButton, AdminListTable, DeleteRowButton, EditRowButton } from './admin-list-table';
import { AdminPage, BackButton, LoadFailed, useBackTo, useIdParam, useListState } from './admin-page';
import { ConfirmDeleteModal, ConfirmDeletePanel } from './confirm-delete';
import { pageSlice } from './list-pagination';
import { useViewer } from '../../lib/viewer';
import { type DraftControl, useFormDraft } from '../../lib/form-draft';
import { DraftNotice } from '../draft-notice';

/*
 * The list/add/edit/delete scaffolding of the administration records with a numeric id and a set of built-in
 * records that cannot be deleted (account types, functionalities). `ns` is the records' translation prefix
 * (e.g. 'admin.accountTypes'): title, add, builtIn, deleted, deleteTitle, addTitle, editTitle.
 */

interface Identified {
  id: number;
}

interface DeleteMutation {
  mutate(id: number, options: { onSuccess: (res: Answer<typeof messageAnswer> | null | undefined) => void }): void;
  isPending: boolean;
}

interface RecordQuery<R> {
  data?: R;
  isError: boolean;
}

interface BuiltInRecordListProps<R extends Identified> {
  ns: string;
  listPath: string;
  /** The functionality whose write, edit and delete permissions show the buttons. */
  functionality: number;
  list: { data?: R[]; isPending: boolean };
  remove: DeleteMutation;
  builtIn: ReadonlySet<number>;
  describe: (row: R) => string;
  minWidth: number;
  /** The headers of the data columns (the actions column follows). */
  columns: readonly string[];
  /** The data cells of a row. */
  cells: (row: R) => ReactNode;
}

/** A whole list paged here: add, edit and delete (with a confirmation; built-in records cannot be deleted). */
export function BuiltInRecordList<R extends Identified>(props: BuiltInRecordListProps<R>) {
  const { ns, listPath, functionality, list, remove, builtIn, describe, minWidth, columns, cells } = props;
  const { t } = useTranslation();
  const listState = useListState();
  const viewer = useViewer();
  const { page, setPage } = useListSearch(adminPageParams);
  const [toDelete, setToDelete] = useState<R | null>(null);
  const rows = list.data ?? [];
  const mayEdit = viewer.can(functionality, 'edit');
  const mayDelete = viewer.can(functionality, 'delete');

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : t(`${ns}.deleted`));
        setToDelete(null);
      },
    });
  };

  return (
    <AdminPage
      title={t(`${ns}.title`)}
      actions={
        viewer.can(functionality, 'write') ? (
          <AddButton to={`${listPath}/add`} state={listState}>
            {t(`${ns}.add`)}
          </AddButton>
        ) : null
      }
    >
      <AdminListTable
        loading={list.isPending}
        label={t(`${ns}.title`)}
        minWidth={minWidth}
        columns={[...columns, t('admin.common.actions')]}
        empty={rows.length === 0}
        count={rows.length}
        page={page}
        onPageChange={setPage}
      >
        {pageSlice(rows, page).map((row) => (
          <Table.Tr key={row.id}>
            {cells(row)}
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {mayEdit ? <EditRowButton to={`${listPath}/edit/${row.id}`} state={listState} name={describe(row)} /> : null}
                {mayDelete ? (
                  <Tooltip label={t(`${ns}.builtIn`)} disabled={!builtIn.has(row.id)} withArrow>
                    <DeleteRowButton onClick={() => setToDelete(row)} disabled={builtIn.has(row.id)} name={describe(row)} />
                  </Tooltip>
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
        title={t(`${ns}.deleteTitle`)}
      >
        {toDelete ? describe(toDelete) : null}
      </ConfirmDeleteModal>
    </AdminPage>
  );
}

/** The edit route: the record's form once loaded, or why it could not be. */
export function RecordEditPage<R extends Identified>({
  title,
  listPath,
  maw,
  useRecord,
  children,
}: {
  title: string;
  listPath: string;
  maw: number;
  useRecord: (id: number) => RecordQuery<R>;
  children: (record: R) => ReactNode;
}) {
  const backTo = useBackTo(listPath);
  const id = useIdParam();
  const record = useRecord(id);
  return (
    <AdminPage title={title} maw={maw}>
      {record.isError || Number.isNaN(id) ? <LoadFailed backTo={backTo} /> : record.data ? children(record.data) : <PageLoader />}
    </AdminPage>
  );
}

/** The /delete/{id} route: the confirmation as a page, back to the list once deleted. */
export function RecordDeletePage<R extends Identified>({
  ns,
  listPath,
  useRecord,
  useDelete,
  describe,
}: {
  ns: string;
  listPath: string;
  useRecord: (id: number) => RecordQuery<R>;
  useDelete: () => DeleteMutation;
  describe: (row: R) => string;
}) {
  const { t } = useTranslation();
  const backTo = useBackTo(listPath);
  const navigate = useNavigate();
  const id = useIdParam();
  const record = useRecord(id);
  const remove = useDelete();
  const row = record.data;
  return (
    <AdminPage title={t(`${ns}.deleteTitle`)}>
      {record.isError || Number.isNaN(id) ? (
        <LoadFailed backTo={backTo} />
      ) : row ? (
        <ConfirmDeletePanel
          title={t(`${ns}.deleteTitle`)}
          backTo={backTo}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(row.id, {
              onSuccess: (res) => {
                notifySuccess(res?.message ? translateServerMessage(res.message) : t(`${ns}.deleted`));
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

/**
 * A record form's save callbacks: on success a toast and back to the list; server field errors on the fields. The
 * form's unsaved changes are kept as a draft (lib/form-draft.ts; RecordForm shows its note) until it is saved.
 */
export function useRecordSave<V extends object>(listPath: string, form: UseFormReturnType<V>, fields: readonly string[]) {
  const backTo = useBackTo(listPath);
  const navigate = useNavigate();
  const draft = useFormDraft(form);
  const done = (fallback: string) => (res: Answer<typeof messageAnswer> | null) => {
    draft.clear();
    notifySuccess(res?.message ? translateServerMessage(res.message) : fallback);
    void navigate(backTo);
  };
  const onError = (e: Error) => {
    if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, fields));
  };
  return { backTo, done, onError, draft };
}

/** The add/edit form of a record: its id (read-only once created), the fields, back and submit. */
export function RecordForm({
  title,
  onSubmit,
  editing,
  id,
  idMax,
  idInput,
  backTo,
  loading,
  draft,
  children,
}: {
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  editing: boolean;
  id?: number;
  idMax: number;
  idInput: GetInputPropsReturnType;
  backTo: string;
  loading: boolean;
  /** The form's draft (useRecordSave): its note shows above the fields when earlier changes came back. */
  draft?: DraftControl;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack>
          {draft && <DraftNotice draft={draft} />}
          {editing ? (
            <TextInput label={t('admin.common.id')} value={String(id ?? '')} readOnly />
          ) : (
            <NumberInput label={t('admin.common.id')} required min={1} max={idMax} allowDecimal={false} {...idInput} />
          )}
          {children}
          <Group justify="space-between">
            <BackButton to={backTo} />
            <Button type="submit" loading={loading}>
              {editing ? t('admin.common.update') : t('admin.common.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
