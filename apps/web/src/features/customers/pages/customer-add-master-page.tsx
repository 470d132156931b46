import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountSignupSchema } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { schemaValidator } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useAddMaster, useCustomer } from '../api/use-customers';
import { accountFieldErrors, showAccountError } from '../../accounts';
import { customerMessage } from '../lib/messages';
import { CUSTOMERS_PATH } from './paths';

const MASTER = 200;

/** /portal/account/customers/addmaster/{customerId}: only an e-mail; the new account becomes the company's master. */
export function CustomerAddMasterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const customerId = Number(id);
  const valid = Number.isInteger(customerId) && customerId > 0;
  const customer = useCustomer(valid ? customerId : null);
  const add = useAddMaster();
  const toPayload = (v: { email: string }) => ({ email: v.email.trim(), account_type_id: MASTER, customer_id: customerId });
  const baseValidate = schemaValidator(accountSignupSchema, toPayload);
  const form = useForm({
    initialValues: { email: '' },
    validate: (v) => {
      const errors = baseValidate(v);
      if (v.email.trim() === '') errors.email = t('validation.emailRequired');
      return errors;
    },
  });

  if (!valid) return <Navigate to="/portal/404" replace />;
  if (customer.isPending) return <PageLoader />;

  const hasMaster = !!(customer.data?.master || customer.data?.master_id);
  const submit = form.onSubmit((values) =>
    add.mutate(toPayload(values), {
      onSuccess: (res) => {
        notifySuccess(customerMessage(res?.message, 'customers.messages.masterAdded'));
        void navigate(CUSTOMERS_PATH);
      },
      onError: (e) => {
        showAccountError(e, ['email']);
        form.setErrors(accountFieldErrors(e, ['email']));
      },
    }),
  );

  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('customers.addMaster.title')}
      </Title>
      {customer.data && (
        <Text>
          {t('customers.addMaster.company')}: <strong>{customer.data.name}</strong>
        </Text>
      )}
      {hasMaster && <Alert color="yellow">{t('customers.addMaster.hasMaster', { email: customer.data?.master?.email ?? '' })}</Alert>}
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t('customers.addMaster.title')}>
        <Stack>
          <TextInput
            label={t('customers.fields.master_email')}
            description={t('customers.add.masterHint')}
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={CUSTOMERS_PATH}>
              {t('customers.back')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={hasMaster || !customer.data}>
              {t('customers.addMaster.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
