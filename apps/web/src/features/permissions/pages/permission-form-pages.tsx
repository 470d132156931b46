import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCustomer, isStaff, permissionCreateSchema } from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { schemaValidator, serverFieldErrors } from '../../../lib/form-validation';
import { notifySuccess, translateServerMessage } from '../../../lib/notify';
import { useAccountTypes } from '../../account-types';
import { useCreatePermission, useDeletePermission, usePermissionRecord, useUpdatePermission } from '../api/use-admin-permissions';
import { useFunctionalities } from '../../functionalities';
import type { PermissionFlagsValue, PermissionRecord } from '../../../components/admin/types';
import { AdminPage, BackButton, LoadFailed, useBackTo, useIdParam } from '../../../components/admin/admin-page';
import { ConfirmDeletePanel } from '../../../components/admin/confirm-delete';
import { PermissionFlagsField } from '../components/permission-flags-field';
import { useFunctionalityName } from '../../../components/admin/labels';
import { ADMIN_PATHS } from '../../../components/admin/paths';
import {
  allowedFlags,
  flagsToSend,
  grantableBy,
  NO_FLAGS,
  operationsOf,
  permissionAccountTypes,
  permissionFunctionalities,
} from '../lib/permission-options';
import { useViewer } from '../../../lib/viewer';
import { CustomerSelect } from '../../customers';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

interface PermissionFormValues extends PermissionFlagsValue {
  account_type_id: number | null;
  functionality_id: number | null;
  /** Staff only: the company the row is for; empty for a default row (every company's). */
  customer_id: string | null;
}

const FIELDS = ['account_type_id', 'functionality_id', 'customer_id', 'read', 'list', 'write', 'edit', 'delete'] as const;

function flagsOf(v: PermissionFlagsValue): PermissionFlagsValue {
  return { read: v.read, list: v.list, write: v.write, edit: v.edit, delete: v.delete };
}

/**
 * /portal/administration/permissions/add: account type, functionality, and the flags the pair allows. Staff may
 * also pick a company: the row then overrides the default for that company's accounts, so only customer types
 * are offered (the server refuses a staff type with a company).
 */
export function PermissionAddPage() {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.permissions);
  const navigate = useNavigate();
  const viewer = useViewer();
  const typeName = useAccountTypeName();
  const functionalityName = useFunctionalityName();
  const types = useAccountTypes();
  const functionalities = useFunctionalities();
  const create = useCreatePermission();
  const own = viewer.permissions;
  const actorType = viewer.accountType;

  const form = useForm<PermissionFormValues>({
    initialValues: { account_type_id: null, functionality_id: null, customer_id: null, ...NO_FLAGS },
    validate: schemaValidator(permissionCreateSchema, (v: PermissionFormValues) => ({
      account_type_id: v.account_type_id,
      functionality_id: v.functionality_id,
      customer_id: v.customer_id === null ? null : Number(v.customer_id),
      ...flagsOf(v),
    })),
  });
  const draft = useFormDraft(form);
  const values = form.getValues();

  const staff = isStaff(actorType);
  const typeOptions = permissionAccountTypes(actorType, types.data)
    .filter((a) => values.customer_id === null || isCustomer(a.id))
    .map((a) => ({ value: a.id, label: typeName(a.id, a.account_type) }));
  const functionalityList = permissionFunctionalities(values.account_type_id, functionalities.data, (fid) =>
    grantableBy(actorType, own, fid),
  );
  const functionalityOptions = functionalityList.map((f) => ({ value: f.id, label: functionalityName(f.id, f.description) }));
  const defOf = (fid: number | null) => operationsOf(functionalities.data?.find((f) => f.id === fid));
  const grantable = (fid: number | null) => grantableBy(actorType, own, fid);
  const allowed = allowedFlags(
    values.functionality_id,
    values.account_type_id,
    defOf(values.functionality_id),
    grantable(values.functionality_id),
  );

  /** A new pair keeps only the flags it allows (and the functionality only if it has operations for the side). */
  const choose = (accountTypeId: number | null, functionalityId: number | null) => {
    const stillOffered =
      functionalityId !== null &&
      permissionFunctionalities(accountTypeId, functionalities.data, grantable).some((f) => f.id === functionalityId);
    const fid = stillOffered ? functionalityId : null;
    const flags =
      fid !== null && accountTypeId !== null
        ? flagsToSend(fid, accountTypeId, flagsOf(form.getValues()), defOf(fid), grantable(fid))
        : NO_FLAGS;
    form.setValues({ account_type_id: accountTypeId, functionality_id: fid, ...flags });
    form.clearErrors();
  };

  /** A company row is for customer types only: a staff type chosen before is dropped. */
  const chooseCustomer = (customerId: string | null) => {
    const typeId = values.account_type_id;
    if (customerId !== null && typeId !== null && !isCustomer(typeId)) choose(null, values.functionality_id);
    form.setFieldValue('customer_id', customerId);
  };

  const submit = form.onSubmit((v) => {
    if (v.account_type_id === null || v.functionality_id === null) return;
    const payload = {
      account_type_id: v.account_type_id,
      functionality_id: v.functionality_id,
      ...(staff && v.customer_id !== null ? { customer_id: Number(v.customer_id) } : {}),
      ...flagsToSend(v.functionality_id, v.account_type_id, flagsOf(v), defOf(v.functionality_id), grantable(v.functionality_id)),
    };
    create.mutate(payload, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.permissions.created'));
        draft.clear();
        void navigate(backTo);
      },
      onError: (e) => {
        if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, FIELDS));
      },
    });
  });

  return (
    <AdminPage title={t('admin.permissions.addTitle')} maw={720}>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate aria-label={t('admin.permissions.addTitle')}>
          <Stack>
            <DraftNotice draft={draft} />
            {staff ? (
              <CustomerSelect
                label={t('admin.permissions.fields.customer')}
                description={t('admin.permissions.customerHint')}
                placeholder={t('admin.permissions.allCompanies')}
                value={values.customer_id}
                onChange={(v) => chooseCustomer(v)}
                error={form.errors.customer_id}
              />
            ) : null}
            <Select
              label={t('admin.permissions.fields.accountType')}
              placeholder={t('admin.common.choose')}
              required
              searchable
              data={typeOptions}
              value={values.account_type_id}
              onChange={(v) => choose(v ?? null, values.functionality_id)}
              error={form.errors.account_type_id}
            />
            <Select
              label={t('admin.permissions.fields.functionality')}
              placeholder={values.account_type_id === null ? t('admin.permissions.chooseTypeFirst') : t('admin.common.choose')}
              required
              searchable
              disabled={values.account_type_id === null}
              data={functionalityOptions}
              value={values.functionality_id}
              onChange={(v) => choose(values.account_type_id, v ?? null)}
              error={form.errors.functionality_id}
              nothingFoundMessage={t('common.noData')}
            />
            <PermissionFlagsField allowed={allowed} value={flagsOf(values)} onChange={(f) => form.setValues(f)} />
            <Group justify="space-between">
              <BackButton to={backTo} />
              <Button type="submit" loading={create.isPending}>
                {t('admin.common.addSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </AdminPage>
  );
}

function PermissionEditForm({ row }: { row: PermissionRecord }) {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.permissions);
  const navigate = useNavigate();
  const typeName = useAccountTypeName();
  const functionalityName = useFunctionalityName();
  const viewer = useViewer();
  const own = viewer.permissions;
  const update = useUpdatePermission(row.id, row.account_type_id);
  const def = operationsOf(row.functionality);
  const grantable = grantableBy(viewer.accountType, own, row.functionality_id);
  const form = useForm<PermissionFlagsValue>({ initialValues: flagsOf(row) });
  const draft = useFormDraft(form);
  const allowed = allowedFlags(row.functionality_id, row.account_type_id, def, grantable);
  const typeLabel = typeName(row.account_type_id, row.accounttype?.account_type);
  const functionalityLabel = functionalityName(row.functionality_id, row.functionality?.description);

  const submit = form.onSubmit((v) => {
    update.mutate(flagsToSend(row.functionality_id, row.account_type_id, v, def, grantable), {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.permissions.updated'));
        draft.clear();
        void navigate(backTo);
      },
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate aria-label={t('admin.permissions.editTitle')}>
        <Stack>
          <DraftNotice draft={draft} />
          {row.customer ? <TextInput label={t('admin.permissions.fields.customer')} value={row.customer.name} disabled /> : null}
          <Select
            label={t('admin.permissions.fields.accountType')}
            data={[{ value: row.account_type_id, label: typeLabel }]}
            value={row.account_type_id}
            disabled
          />
          <Select
            label={t('admin.permissions.fields.functionality')}
            data={[{ value: row.functionality_id, label: functionalityLabel }]}
            value={row.functionality_id}
            disabled
          />
          <PermissionFlagsField allowed={allowed} value={form.getValues()} onChange={(f) => form.setValues(f)} />
          <Group justify="space-between">
            <BackButton to={backTo} />
            <Button type="submit" loading={update.isPending}>
              {t('admin.common.update')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /portal/administration/permissions/edit/{id}: the selectors are disabled; only the allowed checkboxes. */
export function PermissionEditPage() {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.permissions);
  const id = useIdParam();
  const record = usePermissionRecord(id);
  return (
    <AdminPage title={t('admin.permissions.editTitle')} maw={720}>
      {record.isError || Number.isNaN(id) ? (
        <LoadFailed backTo={backTo} />
      ) : record.data ? (
        <PermissionEditForm key={record.data.id} row={record.data} />
      ) : (
        <PageLoader />
      )}
    </AdminPage>
  );
}

/** /portal/administration/permissions/delete/{id}: the confirmation as a page. */
export function PermissionDeletePage() {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.permissions);
  const navigate = useNavigate();
  const id = useIdParam();
  const record = usePermissionRecord(id);
  const remove = useDeletePermission();
  const typeName = useAccountTypeName();
  const functionalityName = useFunctionalityName();
  const row = record.data;
  return (
    <AdminPage title={t('admin.permissions.deleteTitle')}>
      {record.isError || Number.isNaN(id) ? (
        <LoadFailed backTo={backTo} />
      ) : row ? (
        <ConfirmDeletePanel
          title={t('admin.permissions.deleteTitle')}
          backTo={backTo}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(row, {
              onSuccess: (res) => {
                notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.permissions.deleted'));
                void navigate(backTo, { replace: true });
              },
            })
          }
        >
          {[
            typeName(row.account_type_id, row.accounttype?.account_type),
            functionalityName(row.functionality_id, row.functionality?.description),
            row.customer?.name,
          ]
            .filter(Boolean)
            .join(' · ')}
        </ConfirmDeletePanel>
      ) : (
        <PageLoader />
      )}
    </AdminPage>
  );
}
