import { Textarea, TextInput, Table } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE_LIST, accountTypeSchema, accountTypeUpdateSchema, FUNCTIONALITIES } from '@gsn/domain';
import { schemaValidator } from '../../../lib/form-validation';
import {
  useAccountType,
  useAccountTypes,
  useCreateAccountType,
  useDeleteAccountType,
  useUpdateAccountType,
} from '../api/use-account-types';
import type { AccountTypeRecord } from '../../../components/admin/types';
import { AdminPage } from '../../../components/admin/admin-page';
import {
  BuiltInRecordList,
  RecordDeletePage,
  RecordEditPage,
  RecordForm,
  useRecordSave,
} from '../../../components/admin/admin-record-pages';
import { ADMIN_PATHS } from '../../../components/admin/paths';

const F = FUNCTIONALITIES.account_type;
const NS = 'admin.accountTypes';
const FIELDS = ['id', 'account_type', 'description'] as const;
/** The 12 built-in account types cannot be deleted (the server answers 409). */
const BUILT_IN = new Set<number>(ACCOUNT_TYPE_LIST.map((a) => a.id));

const describe = (a: Pick<AccountTypeRecord, 'id' | 'account_type'>) => `${a.id} · ${a.account_type}`;

/** /portal/administration/account_types: id, account type, description (staff with 1000 list). */
export function AccountTypesListPage() {
  const { t } = useTranslation();
  const list = useAccountTypes();
  const remove = useDeleteAccountType();
  return (
    <BuiltInRecordList
      ns={NS}
      listPath={ADMIN_PATHS.accountTypes}
      functionality={F}
      list={list}
      remove={remove}
      builtIn={BUILT_IN}
      describe={describe}
      minWidth={560}
      columns={[t('admin.common.id'), t('admin.accountTypes.fields.accountType'), t('admin.common.description')]}
      cells={(a) => (
        <>
          <Table.Td>{a.id}</Table.Td>
          <Table.Td>{a.account_type}</Table.Td>
          <Table.Td>{a.description}</Table.Td>
        </>
      )}
    />
  );
}

interface AccountTypeFormValues {
  id: number | string;
  account_type: string;
  description: string;
}

function AccountTypeForm({ initial, editing }: { initial?: AccountTypeRecord; editing: boolean }) {
  const { t } = useTranslation();
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
  const { backTo, done, onError, draft } = useRecordSave(ADMIN_PATHS.accountTypes, form, FIELDS);

  const submit = form.onSubmit((v) => {
    const body = { account_type: v.account_type.trim(), description: v.description.trim() };
    if (editing) update.mutate(body, { onSuccess: done(t('admin.accountTypes.updated')), onError });
    else create.mutate({ id: Number(v.id), ...body }, { onSuccess: done(t('admin.accountTypes.created')), onError });
  });

  const title = editing ? t('admin.accountTypes.editTitle') : t('admin.accountTypes.addTitle');
  return (
    <RecordForm
      title={title}
      onSubmit={submit}
      editing={editing}
      id={initial?.id}
      idMax={9999}
      idInput={form.getInputProps('id')}
      backTo={backTo}
      loading={create.isPending || update.isPending}
      draft={draft}
    >
      <TextInput label={t('admin.accountTypes.fields.accountType')} required maxLength={60} {...form.getInputProps('account_type')} />
      <Textarea label={t('admin.common.description')} rows={2} maxLength={200} {...form.getInputProps('description')} />
    </RecordForm>
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
  return (
    <RecordEditPage title={t('admin.accountTypes.editTitle')} listPath={ADMIN_PATHS.accountTypes} maw={640} useRecord={useAccountType}>
      {(record) => <AccountTypeForm key={record.id} initial={record} editing />}
    </RecordEditPage>
  );
}

export function AccountTypeDeletePage() {
  return (
    <RecordDeletePage
      ns={NS}
      listPath={ADMIN_PATHS.accountTypes}
      useRecord={useAccountType}
      useDelete={useDeleteAccountType}
      describe={describe}
    />
  );
}
