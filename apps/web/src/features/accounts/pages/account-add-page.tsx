import { useMemo, useRef } from 'react';
import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountSignupSchema, creatableAccountTypes, isStaff, type AccountSignupInput } from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { PageLoader } from '../../../components/page-loader';
import { schemaValidator } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { CustomerSelect } from '../../customers';
import { type CreatableType, useCreatableTypes, useCreateAccount } from '../api/use-accounts';
import { accountFieldErrors, accountMessage, showAccountError } from '../lib/account-messages';
import { focusFirstInvalid } from '../../../lib/focus';
import { ACCOUNTS_PATH } from './accounts-list-page';
import { useViewer } from '../../../lib/viewer';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

interface AddValues {
  account_type_id: string | null;
  email: string;
  customer_id: string | null;
}

const MASTER = 200;

/** The account types this user may create: the server's answer, never wider than spec 1 §6 allows. */
export function useCreatableTypeOptions(actorType: number) {
  const typeName = useAccountTypeName();
  const types = useCreatableTypes();
  const options = useMemo(() => {
    const allowed = creatableAccountTypes(actorType);
    const fromServer = types.data?.filter((x) => allowed.includes(x.id)) ?? null;
    const list: CreatableType[] =
      fromServer && !types.isError ? fromServer : allowed.map((id) => ({ id, account_type: String(id), description: '' }));
    return list.map((x) => ({ value: String(x.id), label: typeName(x.id, x.description || x.account_type) }));
  }, [types.data, types.isError, actorType, typeName]);
  return { options, loading: types.isPending && !types.isError };
}

/** /portal/account/accounts/add: account type and e-mail; staff creating a master account choose its company. */
export function AccountAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const actorType = viewer.accountType;
  const staff = isStaff(actorType);
  const { options, loading } = useCreatableTypeOptions(actorType);
  const create = useCreateAccount(!staff);

  const toPayload = (v: AddValues) => ({
    email: v.email.trim(),
    account_type_id: v.account_type_id ? Number(v.account_type_id) : undefined,
    ...(staff && v.account_type_id === String(MASTER) && v.customer_id ? { customer_id: Number(v.customer_id) } : {}),
  });
  const baseValidate = schemaValidator(accountSignupSchema, toPayload);
  const form = useForm<AddValues>({
    initialValues: { account_type_id: null, email: '', customer_id: null },
    validate: (v) => {
      const errors = baseValidate(v);
      if (!v.account_type_id) errors.account_type_id = t('accounts.validation.typeRequired');
      if (v.email.trim() === '') errors.email = t('validation.emailRequired');
      if (staff && v.account_type_id === String(MASTER) && !v.customer_id) errors.customer_id = t('accounts.validation.customerRequired');
      return errors;
    },
  });
  const draft = useFormDraft(form);
  const isMaster = staff && form.getValues().account_type_id === String(MASTER);

  const formRef = useRef<HTMLFormElement>(null);
  const fields = ['email', 'account_type_id', 'customer_id', 'username'];
  const submit = form.onSubmit(
    (values) => {
      create.mutate(toPayload(values) as AccountSignupInput, {
        onSuccess: (res) => {
          draft.clear();
          notifySuccess(accountMessage(res?.message, 'accounts.messages.added'));
          void navigate(ACCOUNTS_PATH);
        },
        onError: (e) => {
          showAccountError(e, fields);
          form.setErrors(accountFieldErrors(e, fields));
        },
      });
    },
    () => focusFirstInvalid(formRef.current),
  );

  if (loading) return <PageLoader />;

  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('accounts.add.title')}
      </Title>
      <Paper ref={formRef} withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t('accounts.add.title')}>
        <Stack>
          <DraftNotice draft={draft} />
          <Select
            label={t('accounts.fields.account_type')}
            placeholder={t('accounts.add.chooseType')}
            data={options}
            required
            allowDeselect={false}
            {...form.getInputProps('account_type_id')}
          />
          {isMaster && (
            <CustomerSelect
              label={t('accounts.fields.customer')}
              placeholder={t('accounts.add.chooseCustomer')}
              description={t('accounts.add.customerHint')}
              withoutMaster
              required
              value={form.getValues().customer_id}
              onChange={(v) => form.setFieldValue('customer_id', v)}
              error={form.errors.customer_id}
            />
          )}
          <TextInput label={t('accounts.fields.email')} type="email" autoComplete="off" required {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={ACCOUNTS_PATH}>
              {t('accounts.back')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('accounts.add.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
