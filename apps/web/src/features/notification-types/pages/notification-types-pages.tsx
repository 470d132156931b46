import { Badge, Button, Checkbox, Fieldset, Group, Paper, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_RECEIVER_TYPES,
  FUNCTIONALITIES,
  isStaff,
  normalizeReceivers,
  notificationTypeUpdateSchema,
  STAFF_RECEIVER_TYPES,
} from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { schemaValidator, serverFieldErrors } from '../../../lib/form-validation';
import { notifySuccess, translateServerMessage } from '../../../lib/notify';
import { useNotificationType, useNotificationTypeList, useUpdateNotificationType } from '../api/use-notification-types';
import { useViewer } from '../../../lib/viewer';
import { useFunctionalities } from '../../functionalities';
import type { NotificationTypeRecord } from '../../../components/admin/types';
import { AdminListTable, EditRowButton } from '../../../components/admin/admin-list-table';
import { AdminPage, BackButton, LoadFailed, useBackTo, useIdParam, useListState } from '../../../components/admin/admin-page';
import { useFunctionalityName } from '../../../components/admin/labels';
import { ADMIN_PATHS } from '../../../components/admin/paths';
import { useListSearch } from '../../../components/admin/use-list-search';
import { defineListParams, parseAsCount } from '../../../lib/list-view';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

const F = FUNCTIONALITIES.notification_type;
const ALERTS = ['alert_user', 'alert_group', 'alert_email', 'alert_client'] as const;
type AlertFlag = (typeof ALERTS)[number];
/** Spec 1 §2: default receivers are provider staff types 100–140 and customer types 200–240. */
const STAFF_RECEIVERS: readonly number[] = STAFF_RECEIVER_TYPES;
const CUSTOMER_RECEIVERS: readonly number[] = CUSTOMER_RECEIVER_TYPES;

function ReceiverBadges({ ids }: { ids: readonly number[] }) {
  const typeName = useAccountTypeName();
  if (ids.length === 0) return <>—</>;
  return (
    <Group gap={4}>
      {[...ids]
        .sort((a, b) => a - b)
        .map((id) => (
          <Badge key={id} size="sm" variant="light" color={isStaff(id) ? 'blue' : 'teal'}>
            {typeName(id)}
          </Badge>
        ))}
    </Group>
  );
}

/** The notification types list's address: `functionality_id` and the page (the entry replaced). */
const notificationTypeListParams = defineListParams({ filters: { functionality_id: parseAsCount }, replace: true });

/** /portal/administration/notification_types: filter by functionality; category, action, default receivers. */
export function NotificationTypesListPage() {
  const { t } = useTranslation();
  const listState = useListState();
  const functionalityName = useFunctionalityName();
  const functionalities = useFunctionalities();
  const { page, filters, setFilter, setPage } = useListSearch(notificationTypeListParams);
  const list = useNotificationTypeList({ functionality_id: filters.functionality_id, page });
  const rows = list.data?.data ?? [];
  const viewer = useViewer();
  const mayEdit = viewer.can(F, 'edit');
  const options = (functionalities.data ?? []).map((f) => ({ value: f.id, label: functionalityName(f.id, f.description) }));

  return (
    <AdminPage title={t('admin.notificationTypes.title')}>
      <Paper withBorder p="md" role="search" aria-label={t('admin.common.filters')}>
        <Select
          maw={420}
          label={t('admin.notificationTypes.fields.functionality')}
          placeholder={t('admin.common.all')}
          data={options}
          value={filters.functionality_id}
          onChange={(v) => setFilter('functionality_id', v ?? null)}
          clearable
          searchable
        />
      </Paper>
      <AdminListTable
        loading={list.isPending}
        label={t('admin.notificationTypes.title')}
        busy={list.isFetching}
        minWidth={720}
        columns={[
          t('admin.notificationTypes.fields.category'),
          t('admin.notificationTypes.fields.action'),
          t('admin.notificationTypes.fields.receivers'),
          t('admin.common.actions'),
        ]}
        empty={rows.length === 0}
        count={list.data?.count ?? 0}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((n) => (
          <Table.Tr key={n.id}>
            <Table.Td>{n.category}</Table.Td>
            <Table.Td>{n.action}</Table.Td>
            <Table.Td>
              <ReceiverBadges ids={n.default_receiver_account_type_id ?? []} />
            </Table.Td>
            <Table.Td>
              {mayEdit ? (
                <EditRowButton
                  to={`${ADMIN_PATHS.notificationTypes}/edit/${n.id}`}
                  state={listState}
                  name={`${n.category} · ${n.action}`}
                />
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminListTable>
    </AdminPage>
  );
}

interface NotificationTypeFormValues extends Record<AlertFlag, boolean> {
  default_receiver_account_type_id: number[];
}

function NotificationTypeForm({ row }: { row: NotificationTypeRecord }) {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.notificationTypes);
  const navigate = useNavigate();
  const viewer = useViewer();
  const typeName = useAccountTypeName();
  const functionalityName = useFunctionalityName();
  const update = useUpdateNotificationType(row.id);
  // customers choose only customer receivers (their company's copy keeps the default's staff receivers)
  const staff = viewer.staff;
  const form = useForm<NotificationTypeFormValues>({
    initialValues: {
      default_receiver_account_type_id: [...(row.default_receiver_account_type_id ?? [])],
      alert_user: !!row.alert_user,
      alert_group: !!row.alert_group,
      alert_email: !!row.alert_email,
      alert_client: !!row.alert_client,
    },
    validate: schemaValidator(notificationTypeUpdateSchema),
  });
  const draft = useFormDraft(form);
  const receivers = form.getValues().default_receiver_account_type_id;
  const within = (group: readonly number[]) => receivers.filter((id) => group.includes(id));
  const replaceGroup = (group: readonly number[], chosen: number[]) =>
    form.setFieldValue(
      'default_receiver_account_type_id',
      [...receivers.filter((id) => !group.includes(id)), ...chosen].sort((a, b) => a - b),
    );

  const submit = form.onSubmit((v) => {
    const body = {
      default_receiver_account_type_id: normalizeReceivers(
        staff ? v.default_receiver_account_type_id : v.default_receiver_account_type_id.filter((id) => CUSTOMER_RECEIVERS.includes(id)),
      ),
      alert_user: v.alert_user,
      alert_group: v.alert_group,
      alert_email: v.alert_email,
      alert_client: v.alert_client,
    };
    update.mutate(body, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.notificationTypes.updated'));
        draft.clear();
        void navigate(backTo);
      },
      onError: (e) => {
        if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, ['default_receiver_account_type_id', ...ALERTS]));
      },
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate aria-label={t('admin.notificationTypes.editTitle')}>
        <Stack>
          <DraftNotice draft={draft} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.notificationTypes.fields.functionality')}
              value={functionalityName(row.functionality_id, row.functionality?.description)}
              readOnly
            />
            <TextInput label={t('admin.notificationTypes.fields.category')} value={row.category} readOnly />
            <TextInput label={t('admin.notificationTypes.fields.subCategory')} value={row.sub_category} readOnly />
            <TextInput label={t('admin.notificationTypes.fields.action')} value={row.action} readOnly />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: staff ? 2 : 1 }}>
            {staff ? (
              <Checkbox.Group
                label={t('admin.notificationTypes.staffReceivers')}
                value={within(STAFF_RECEIVERS).map(String)}
                onChange={(chosen) => replaceGroup(STAFF_RECEIVERS, chosen.map(Number))}
              >
                <Stack gap="xs" mt="xs">
                  {STAFF_RECEIVERS.map((id) => (
                    <Checkbox key={id} value={String(id)} label={typeName(id)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            ) : null}
            <Checkbox.Group
              label={t('admin.notificationTypes.customerReceivers')}
              value={within(CUSTOMER_RECEIVERS).map(String)}
              onChange={(chosen) => replaceGroup(CUSTOMER_RECEIVERS, chosen.map(Number))}
              error={form.errors.default_receiver_account_type_id}
            >
              <Stack gap="xs" mt="xs">
                {CUSTOMER_RECEIVERS.map((id) => (
                  <Checkbox key={id} value={String(id)} label={typeName(id)} />
                ))}
              </Stack>
            </Checkbox.Group>
          </SimpleGrid>
          <Fieldset legend={t('admin.notificationTypes.alerts')} variant="unstyled">
            <Group gap="lg" mt="xs">
              {ALERTS.map((a) => (
                <Checkbox key={a} label={t(`admin.notificationTypes.alertFlags.${a}`)} {...form.getInputProps(a, { type: 'checkbox' })} />
              ))}
            </Group>
          </Fieldset>
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

/** /portal/administration/notification_types/edit/{id}: read-only category, sub-category, action; receivers and alerts. */
export function NotificationTypeEditPage() {
  const { t } = useTranslation();
  const backTo = useBackTo(ADMIN_PATHS.notificationTypes);
  const id = useIdParam();
  const record = useNotificationType(id);
  return (
    <AdminPage title={t('admin.notificationTypes.editTitle')} maw={820}>
      {record.isError || Number.isNaN(id) ? (
        <LoadFailed backTo={backTo} />
      ) : record.data ? (
        <NotificationTypeForm key={record.data.id} row={record.data} />
      ) : (
        <PageLoader />
      )}
    </AdminPage>
  );
}
