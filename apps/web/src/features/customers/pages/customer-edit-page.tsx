import { useMemo } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerUpdateSchema } from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { useAccountOptions } from '../../accounts';
import type { CustomerRow } from '../api/types';
import { useCustomer, useUpdateCustomer } from '../api/use-customers';
import { type CompanyForm, CompanyFormView } from '../../../components/company-form/company-form';
import { COMPANY_FORM_FIELDS, type CompanyValues, companyToValues } from '../../../components/company-form/company-values';
import { companyValidator } from '../../../components/company-form/validation';
import { updatePayload } from '../lib/customer-values';
import { customerFieldErrors, customerMessage, showCustomerError } from '../lib/messages';
import { CUSTOMERS_PATH } from './paths';
import { CompanyMfa } from '../components/company-mfa';
import { CompanyRateLimit } from '../../rate-limits';
import { CompanyTrafficSettings } from '../../traffic';
import { useViewer } from '../../../lib/viewer';

/** /portal/account/customers/edit/{id}: the company form; the master is read-only once set. */
export function CustomerEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const customerId = Number(id);
  const valid = Number.isInteger(customerId) && customerId > 0;
  const customer = useCustomer(valid ? customerId : null);

  if (!valid) return <Navigate to="/portal/404" replace />;
  if (customer.isPending) return <PageLoader />;
  if (!customer.data) {
    return (
      <Stack>
        <Alert color="red">{t('customers.edit.notFound')}</Alert>
        <Group>
          <Button variant="default" component={Link} to={CUSTOMERS_PATH}>
            {t('customers.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <CustomerEdit customer={customer.data} />;
}

/** Staff's choice of master for a company without one: its own accounts or registered (type 400) accounts. */
function MasterChoice({ form, customerId }: { form: CompanyForm; customerId: number }) {
  const { t } = useTranslation();
  const typeName = useAccountTypeName();
  const own = useAccountOptions({ customer_id: customerId });
  const registered = useAccountOptions({ account_type_code: '400' });
  const data = useMemo(() => {
    const seen = new Set<number>();
    const group = (label: string, rows: typeof own.data) => ({
      group: label,
      items: (rows ?? [])
        .filter((a) => !seen.has(a.id) && seen.add(a.id))
        .map((a) => ({ value: String(a.id), label: `${a.email} (${typeName(a.account_type_id, a.accounttype?.account_type)})` })),
    });
    return [group(t('customers.edit.companyAccounts'), own.data), group(t('customers.edit.registeredAccounts'), registered.data)].filter(
      (g) => g.items.length > 0,
    );
  }, [own.data, registered.data, t, typeName]);
  return (
    <Select
      label={t('customers.fields.master')}
      description={t('customers.edit.masterHint')}
      placeholder={t('customers.edit.noMaster')}
      data={data}
      searchable
      clearable
      nothingFoundMessage={own.isFetching || registered.isFetching ? t('common.loading') : t('common.noData')}
      autoComplete="off"
      {...form.getInputProps('master_id')}
    />
  );
}

function CustomerEdit({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const staff = viewer.staff;
  const update = useUpdateCustomer(customer.id);
  const hadMaster = !!(customer.master || customer.master_id);
  const validate = useMemo(() => companyValidator<CompanyValues>(customerUpdateSchema, (v) => updatePayload(v, hadMaster)), [hadMaster]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('customers.edit.title')}
      </Title>
      <CompanyFormView
        label={t('customers.edit.title')}
        initialValues={companyToValues(customer)}
        validate={validate}
        staff={staff}
        pending={update.isPending}
        submitLabel={t('customers.edit.submit')}
        backTo={CUSTOMERS_PATH}
        masterSection={(form) =>
          hadMaster ? (
            <TextInput
              label={t('customers.fields.master')}
              value={customer.master?.email ?? `#${customer.master_id}`}
              readOnly
              variant="filled"
              description={t('customers.edit.masterReadOnly')}
            />
          ) : staff ? (
            <MasterChoice form={form} customerId={customer.id} />
          ) : (
            <TextInput label={t('customers.fields.master')} value={t('customers.edit.noMaster')} readOnly variant="filled" />
          )
        }
        onSubmit={(values, form, draft) =>
          update.mutate(updatePayload(values, hadMaster), {
            onSuccess: (res) => {
              draft.clear();
              notifySuccess(customerMessage(res?.message, 'customers.messages.updated'));
              void navigate(CUSTOMERS_PATH);
            },
            onError: (e) => {
              showCustomerError(e, COMPANY_FORM_FIELDS);
              form.setErrors(customerFieldErrors(e, COMPANY_FORM_FIELDS));
            },
          })
        }
      />
      {/* the master's own company: its second-factor policy */}
      {viewer.accountType === 200 && viewer.customerId === customer.id && <CompanyMfa customerId={customer.id} />}
      {/* staff: the company's API quota */}
      {staff && <CompanyRateLimit customerId={customer.id} />}
      {/* staff: the company's traffic alert thresholds and muted numbers */}
      {staff && <CompanyTrafficSettings customerId={customer.id} />}
    </Stack>
  );
}
