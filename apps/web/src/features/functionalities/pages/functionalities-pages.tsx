import { Badge, Group, MultiSelect, SimpleGrid, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  FUNCTIONALITIES,
  FUNCTIONALITY_LIST,
  functionalitySchema,
  functionalityUpdateSchema,
  PERMISSION_ACTIONS,
  type PermissionAction,
} from '@gsn/domain';
import { schemaValidator } from '../../../lib/form-validation';
import {
  useCreateFunctionality,
  useDeleteFunctionality,
  useFunctionalities,
  useFunctionality,
  useUpdateFunctionality,
} from '../api/use-functionalities';
import type { FunctionalityRecord } from '../../../components/admin/types';
import { AdminPage } from '../../../components/admin/admin-page';
import {
  BuiltInRecordList,
  RecordDeletePage,
  RecordEditPage,
  RecordForm,
  useRecordSave,
} from '../../../components/admin/admin-record-pages';
import { isPermissionAction, useOperationLabel } from '../../../components/admin/labels';
import { ADMIN_PATHS } from '../../../components/admin/paths';

const F = FUNCTIONALITIES.functionality;
const NS = 'admin.functionalities';
const FIELDS = ['id', 'description', 'category', 'sub_category', 'customercrud', 'providercrud'] as const;
/** The 17 built-in functionalities cannot be deleted (the server answers 409). */
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
  const list = useFunctionalities();
  const remove = useDeleteFunctionality();
  return (
    <BuiltInRecordList
      ns={NS}
      listPath={ADMIN_PATHS.functionalities}
      functionality={F}
      list={list}
      remove={remove}
      builtIn={BUILT_IN}
      describe={describe}
      minWidth={900}
      columns={[
        t('admin.common.id'),
        t('admin.common.description'),
        t('admin.functionalities.fields.category'),
        t('admin.functionalities.fields.subCategory'),
        t('admin.functionalities.fields.customercrud'),
        t('admin.functionalities.fields.providercrud'),
      ]}
      cells={(f) => (
        <>
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
        </>
      )}
    />
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
  const { backTo, done, onError, draft } = useRecordSave(ADMIN_PATHS.functionalities, form, FIELDS);
  const operations = PERMISSION_ACTIONS.map((op) => ({ value: op, label: label(op) }));
  /** In the fixed order read, list, write, edit, delete. */
  const ordered = (ops: PermissionAction[]) => PERMISSION_ACTIONS.filter((op) => ops.includes(op));

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
    <RecordForm
      title={title}
      onSubmit={submit}
      editing={editing}
      id={initial?.id}
      idMax={99999}
      idInput={form.getInputProps('id')}
      backTo={backTo}
      loading={create.isPending || update.isPending}
      draft={draft}
    >
      <TextInput label={t('admin.common.description')} required maxLength={100} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('admin.functionalities.fields.category')} required maxLength={40} {...form.getInputProps('category')} />
        <TextInput label={t('admin.functionalities.fields.subCategory')} required maxLength={60} {...form.getInputProps('sub_category')} />
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
    </RecordForm>
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
  return (
    <RecordEditPage
      title={t('admin.functionalities.editTitle')}
      listPath={ADMIN_PATHS.functionalities}
      maw={720}
      useRecord={useFunctionality}
    >
      {(record) => <FunctionalityForm key={record.id} initial={record} editing />}
    </RecordEditPage>
  );
}

export function FunctionalityDeletePage() {
  return (
    <RecordDeletePage
      ns={NS}
      listPath={ADMIN_PATHS.functionalities}
      useRecord={useFunctionality}
      useDelete={useDeleteFunctionality}
      describe={describe}
    />
  );
}
