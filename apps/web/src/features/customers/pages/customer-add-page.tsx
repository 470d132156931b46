import { type ReactNode, useMemo } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerCreateSchema } from '@gsn/domain';
import { AccountTypeLabel } from '../../../components/account-type-label';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { type AccountDetail, useAccount } from '../../accounts';
import { useCreateCustomer } from '../api/use-customers';
import { CompanyFormView } from '../../../components/company-form/company-form';
import { COMPANY_FORM_FIELDS, type CompanyValues, emptyCompanyValues } from '../../../components/company-form/company-values';
import { companyValidator } from '../../../components/company-form/validation';
import { createPayload, fromMasterPayload } from '../lib/customer-values';
import { customerFieldErrors, customerMessage, showCustomerError } from '../lib/messages';
import { CUSTOMERS_PATH } from './paths';
import { useViewer } from '../../../lib/viewer';

/** /portal/account/customers/add: the company form plus the e-mail of its master account. */
export function CustomerAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const create = useCreateCustomer();
  const validate = useMemo(() => companyValidator(customerCreateSchema, createPayload), []);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('customers.add.title')}
      </Title>
      <CompanyFormView
        label={t('customers.add.title')}
        initialValues={emptyCompanyValues()}
        validate={validate}
        staff={viewer.staff}
        pending={create.isPending}
        submitLabel={t('customers.add.submit')}
        backTo={CUSTOMERS_PATH}
        masterSection={(form) => (
          <TextInput
            label={t('customers.fields.master_email')}
            description={t('customers.add.masterHint')}
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps('master_email')}
          />
        )}
        onSubmit={(values, form, draft) =>
          create.mutate(createPayload(values), {
            onSuccess: (res) => {
              draft.clear();
              notifySuccess(customerMessage(res?.message, 'customers.messages.added'));
              void navigate(CUSTOMERS_PATH);
            },
            onError: (e) => {
              showCustomerError(e, COMPANY_FORM_FIELDS);
              form.setErrors(customerFieldErrors(e, COMPANY_FORM_FIELDS));
            },
          })
        }
      />
    </Stack>
  );
}

function RegisteredAccountCard({ account }: { account: AccountDetail }) {
  const { t } = useTranslation();
  const name = [account.userprofile?.firstname, account.userprofile?.lastname].filter(Boolean).join(' ');
  const rows: [string, ReactNode][] = [
    [t('accounts.fields.username'), account.username],
    [t('accounts.fields.email'), account.email],
    [t('customers.master.name'), name || '—'],
    [
      t('accounts.fields.account_type'),
      <AccountTypeLabel key="type" id={account.account_type_id} fallback={account.accounttype?.account_type} />,
    ],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="master-account-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="master-account-title">
          {t('customers.master.title')}
        </Title>
        <Badge variant="light">{t('customers.master.becomesMaster')}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" spacing="xs">
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

const REGISTERED = 400;

/**
 * /portal/account/customers/master/{accountId}: "add customer from a master": the registered account is
 * loaded and shown, the form has no master e-mail, and the account becomes the company's master.
 */
export function CustomerFromMasterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const { id } = useParams();
  const accountId = Number(id);
  const valid = Number.isInteger(accountId) && accountId > 0;
  const account = useAccount(valid ? accountId : null);
  const create = useCreateCustomer();
  const validate = useMemo(
    () => companyValidator<CompanyValues>(customerCreateSchema, (v) => fromMasterPayload(v, accountId)),
    [accountId],
  );

  if (!valid) return <Navigate to="/portal/404" replace />;
  if (account.isPending) return <PageLoader />;
  if (!account.data) {
    return (
      <Stack>
        <Alert color="red">{t('customers.master.notFound')}</Alert>
        <Group>
          <Button variant="default" component={Link} to="/portal/account/accounts">
            {t('customers.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const eligible = account.data.account_type_id === REGISTERED;
  const initial = emptyCompanyValues();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('customers.master.pageTitle')}
      </Title>
      <CompanyFormView
        label={t('customers.master.pageTitle')}
        initialValues={initial}
        validate={validate}
        staff={viewer.staff}
        pending={create.isPending}
        submitLabel={t('customers.add.submit')}
        backTo="/portal/account/accounts"
        disabled={!eligible}
        header={
          <>
            <RegisteredAccountCard account={account.data} />
            {!eligible && <Alert color="yellow">{t('customers.master.notRegistered')}</Alert>}
          </>
        }
        onSubmit={(values, form, draft) =>
          create.mutate(fromMasterPayload(values, accountId), {
            onSuccess: (res) => {
              draft.clear();
              notifySuccess(customerMessage(res?.message, 'customers.messages.added'));
              void navigate(CUSTOMERS_PATH);
            },
            onError: (e) => {
              showCustomerError(e, COMPANY_FORM_FIELDS);
              form.setErrors(customerFieldErrors(e, COMPANY_FORM_FIELDS));
            },
          })
        }
      />
    </Stack>
  );
}
