import { useRef } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountUpdateSchema, canManageAccount, canSecureAccount, type AccountRef, type AccountUpdateInput } from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { PageLoader } from '../../../components/page-loader';
import { schemaValidator } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { type AccountDetail, useAccount, useResendActivation, useUpdateAccount } from '../api/use-accounts';
import { ResetFactors } from '../components/reset-factors';
import { editableTypeIds, STATUS_VALUES } from '../lib/account-options';
import { accountFieldErrors, accountMessage, showAccountError } from '../lib/account-messages';
import { focusFirstInvalid } from '../../../lib/focus';
import { ACCOUNTS_PATH } from './accounts-list-page';
import { AccountSecurity } from '../components/account-security';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

interface EditValues {
  account_type_id: string;
  email: string;
  status: string;
  disabled: boolean;
}

/**
 * /portal/account/accounts/edit/{id}: account type, username (read-only), e-mail, status, disabled; for staff, the
 * account's sign-in security (end its sessions, forget its failed sign-ins).
 */
export function AccountEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const accountId = Number(id);
  const account = useAccount(Number.isInteger(accountId) && accountId > 0 ? accountId : null);
  const session = useSession();

  if (!Number.isInteger(accountId) || accountId <= 0) return <Navigate to="/portal/404" replace />;
  if (account.isPending) return <PageLoader />;
  if (!account.data) {
    return (
      <Stack maw={640}>
        <Alert color="red">{t('accounts.edit.notFound')}</Alert>
        <Group>
          <Button variant="default" component={Link} to={ACCOUNTS_PATH}>
            {t('accounts.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!session || !canManageAccount(session.user, account.data)) return <Navigate to="/portal/unauthorised" replace />;
  return <AccountEditForm account={account.data} actor={session.user} />;
}

function toValues(a: AccountDetail): EditValues {
  return { account_type_id: String(a.account_type_id), email: a.email ?? '', status: a.status, disabled: !!a.disabled };
}

function AccountEditForm({ account, actor }: { account: AccountDetail; actor: AccountRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const typeName = useAccountTypeName();
  const update = useUpdateAccount(account.id);
  const resend = useResendActivation(account.id);
  const resendActivation = () =>
    resend.mutate(undefined, {
      onSuccess: () => notifySuccess(t('accounts.messages.activationResent')),
      onError: (e) => showAccountError(e, []),
    });

  /** Only what changed of type and e-mail is sent (an e-mail change ends the account's sessions). */
  const toPayload = (v: EditValues): AccountUpdateInput => ({
    ...(v.account_type_id !== String(account.account_type_id) ? { account_type_id: Number(v.account_type_id) } : {}),
    ...(v.email.trim().toLowerCase() !== account.email.toLowerCase() ? { email: v.email.trim() } : {}),
    status: v.status as AccountUpdateInput['status'],
    disabled: v.disabled,
  });
  const baseValidate = schemaValidator(accountUpdateSchema, toPayload);
  const form = useForm<EditValues>({
    initialValues: toValues(account),
    validate: (v) => {
      const errors = baseValidate(v);
      if (v.email.trim() === '') errors.email = t('validation.emailRequired');
      return errors;
    },
  });
  const draft = useFormDraft(form);

  const formRef = useRef<HTMLFormElement>(null);
  const fields = ['email', 'account_type_id', 'status', 'disabled'];
  const submit = form.onSubmit(
    (values) => {
      update.mutate(toPayload(values), {
        onSuccess: (res) => {
          draft.clear();
          notifySuccess(accountMessage(res?.message, 'accounts.messages.updated'));
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

  const typeOptions = editableTypeIds(actor, account).map((id) => ({
    value: String(id),
    label: typeName(id, id === account.account_type_id ? account.accounttype?.account_type : undefined),
  }));

  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('accounts.edit.title')}
      </Title>
      <Paper ref={formRef} withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t('accounts.edit.title')}>
        <Stack>
          <DraftNotice draft={draft} />
          <Select
            label={t('accounts.fields.account_type')}
            data={typeOptions}
            required
            allowDeselect={false}
            {...form.getInputProps('account_type_id')}
          />
          <TextInput
            label={t('accounts.fields.username')}
            value={account.username}
            readOnly
            variant="filled"
            description={t('accounts.edit.usernameReadOnly')}
          />
          <TextInput label={t('accounts.fields.email')} type="email" autoComplete="off" required {...form.getInputProps('email')} />
          <Select
            label={t('accounts.fields.status')}
            data={STATUS_VALUES.map((s) => ({ value: s, label: t(`accounts.status.${s}`) }))}
            required
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Switch label={t('accounts.fields.disabled')} {...form.getInputProps('disabled', { type: 'checkbox' })} />
          <Group justify="flex-end">
            {account.status === 'created' && (
              <Button variant="light" onClick={resendActivation} loading={resend.isPending}>
                {t('accounts.edit.resendActivation')}
              </Button>
            )}
            <Button variant="default" component={Link} to={ACCOUNTS_PATH}>
              {t('accounts.back')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('accounts.edit.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {/* the administrator resets a lost second factor */}
      {actor.account_type_id === 100 && <ResetFactors accountId={account.id} email={account.email} />}
      {canSecureAccount(actor, account) && <AccountSecurity account={account} />}
    </Stack>
  );
}
