import { useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRegistered } from '@gsn/domain/accounts/account-types';
import { SERVICE_TYPES } from '@gsn/domain/catalogue/products';
import { CUSTOMER_REQUEST_MESSAGES } from '@gsn/domain/customer-requests/error-codes';
import { customerRequestSchema, type CustomerRequestInput } from '@gsn/domain/customer-requests/schemas';
import { JurisdictionSelect } from '../../../components/catalogue-selects';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { focusFirstInvalid } from '../../../lib/focus';
import { schemaValidator } from '../../../lib/form-validation';
import { jurisdictionNames, useJurisdictions } from '../../../lib/jurisdictions';
import { knownFieldErrors, knownMessage } from '../../../lib/known-messages';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCountries } from '../../reference';
import { customerRequestQueries, useSubmitRequest } from '../api/use-customer-requests';
import { REQUEST_STATUS_PATH } from '../components/become-customer-cta';

interface RequestValues {
  company_name: string;
  business_jurisdiction: string | null;
  address_country: string | null;
  address_city: string;
  address_line_1: string;
  address_line_2: string;
  address_postcode: string;
  vat_number: string;
  business_registration_number: string;
  phone: string;
  expected_services: string[];
  expected_volumes: string;
  note: string;
}

const FIELDS = [
  'company_name',
  'business_jurisdiction',
  'address_country',
  'address_city',
  'address_line_1',
  'address_line_2',
  'address_postcode',
  'vat_number',
  'business_registration_number',
  'phone',
  'expected_services',
  'expected_volumes',
  'note',
] as const;

/** The domain's English messages → this form's texts (the server's field errors carry the same messages). */
const MESSAGE_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(CUSTOMER_REQUEST_MESSAGES).map(([key, message]) => [message, `customerRequests.messages.${key}`]),
);
const KNOWN = {
  ...Object.fromEntries(Object.entries(MESSAGE_KEYS).map(([m, k]) => [m.toLowerCase(), k])),
  'this jurisdiction does not exist': 'customerRequests.messages.jurisdictionUnknown',
  'this country does not exist': 'customerRequests.messages.countryUnknown',
};

export function toRequestPayload(v: RequestValues): CustomerRequestInput {
  return {
    company_name: v.company_name,
    business_jurisdiction: v.business_jurisdiction ?? '',
    address_country: v.address_country ?? '',
    address_city: v.address_city,
    address_line_1: v.address_line_1,
    address_line_2: v.address_line_2,
    address_postcode: v.address_postcode,
    vat_number: v.vat_number,
    business_registration_number: v.business_registration_number,
    phone: v.phone,
    expected_services: v.expected_services as CustomerRequestInput['expected_services'],
    expected_volumes: v.expected_volumes,
    note: v.note,
  } as CustomerRequestInput;
}

const EMPTY: RequestValues = {
  company_name: '',
  business_jurisdiction: null,
  address_country: null,
  address_city: '',
  address_line_1: '',
  address_line_2: '',
  address_postcode: '',
  vat_number: '',
  business_registration_number: '',
  phone: '',
  expected_services: [],
  expected_volumes: '',
  note: '',
};

function RequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitRequest();
  const jurisdictions = useJurisdictions();
  const countries = useCountries();
  const countryData = useMemo(() => (countries.data ?? []).map((c) => ({ value: c.name, label: c.label })), [countries.data]);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RequestValues>({
    initialValues: EMPTY,
    validate: schemaValidator(customerRequestSchema, toRequestPayload, { messages: MESSAGE_KEYS }),
  });
  const onSubmit = form.onSubmit(
    (values) =>
      submit.mutate(toRequestPayload(values), {
        onSuccess: () => {
          notifySuccess(t('customerRequests.form.sent'));
          navigate(REQUEST_STATUS_PATH);
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'customer_request.pending_exists') return navigate(REQUEST_STATUS_PATH);
          form.setErrors(knownFieldErrors(KNOWN, e, FIELDS));
          focusFirstInvalid(formRef.current);
        },
      }),
    () => focusFirstInvalid(formRef.current),
  );
  const failure = submit.error instanceof ApiError && submit.error.errors.length === 0 ? submit.error : null;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="become-customer-heading">
      <Stack>
        <Fieldset legend={t('customerRequests.form.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('customerRequests.fields.company_name')}
              required
              autoComplete="organization"
              {...form.getInputProps('company_name')}
            />
            <JurisdictionSelect
              label={t('customerRequests.fields.business_jurisdiction')}
              required
              names={jurisdictionNames(jurisdictions.data ?? [])}
              fetching={jurisdictions.isFetching}
              {...form.getInputProps('business_jurisdiction')}
              value={form.getValues().business_jurisdiction}
              onChange={(name) => form.setFieldValue('business_jurisdiction', name)}
            />
            <TextInput
              label={t('customerRequests.fields.vat_number')}
              description={t('customerRequests.form.identifierHint')}
              {...form.getInputProps('vat_number')}
            />
            <TextInput
              label={t('customerRequests.fields.business_registration_number')}
              description={t('customerRequests.form.identifierHint')}
              {...form.getInputProps('business_registration_number')}
            />
            <TextInput
              label={t('customerRequests.fields.phone')}
              description={t('customerRequests.form.phoneHint')}
              type="tel"
              required
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('customerRequests.form.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('customerRequests.fields.address_country')}
              required
              data={countryData}
              searchable
              clearable
              nothingFoundMessage={countries.isFetching ? t('common.loading') : t('common.noData')}
              autoComplete="off"
              {...form.getInputProps('address_country')}
            />
            <TextInput
              label={t('customerRequests.fields.address_city')}
              autoComplete="address-level2"
              {...form.getInputProps('address_city')}
            />
            <TextInput
              label={t('customerRequests.fields.address_line_1')}
              required
              autoComplete="address-line1"
              {...form.getInputProps('address_line_1')}
            />
            <TextInput
              label={t('customerRequests.fields.address_line_2')}
              autoComplete="address-line2"
              {...form.getInputProps('address_line_2')}
            />
            <TextInput
              label={t('customerRequests.fields.address_postcode')}
              autoComplete="postal-code"
              {...form.getInputProps('address_postcode')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('customerRequests.form.needs')}>
          <Stack>
            <Checkbox.Group label={t('customerRequests.fields.expected_services')} required {...form.getInputProps('expected_services')}>
              <Group mt="xs">
                {SERVICE_TYPES.map((s) => (
                  <Checkbox key={s} value={s} label={s} />
                ))}
              </Group>
            </Checkbox.Group>
            <TextInput
              label={t('customerRequests.fields.expected_volumes')}
              description={t('customerRequests.form.volumesHint')}
              {...form.getInputProps('expected_volumes')}
            />
            <Textarea label={t('customerRequests.fields.note')} rows={3} maxLength={2000} {...form.getInputProps('note')} />
          </Stack>
        </Fieldset>
        {failure ? (
          <Alert color="red" title={t('customerRequests.form.failed')}>
            {knownMessage(KNOWN, failure.message, undefined, failure.code)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {t('customerRequests.form.submit')}
          </Button>
          <Button component={Link} to="/visitor" variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /visitor/become-customer: a registered user's request to become a customer. One at a time: with a request waiting
 * (or approved) the status page shows instead. Other accounts are customers or staff already.
 */
export function BecomeCustomerPage() {
  const { t } = useTranslation();
  const session = useSession();
  const registered = !!session && isRegistered(session.user.account_type_id);
  const mine = useQuery({ ...customerRequestQueries.mine(), enabled: registered });
  const status = mine.data?.data?.status;
  if (registered && (status === 'pending' || status === 'approved')) return <Navigate to={REQUEST_STATUS_PATH} replace />;
  return (
    <Stack maw={960}>
      <Title order={1} size="h2" id="become-customer-heading">
        {t('customerRequests.form.title')}
      </Title>
      {!registered ? (
        <Alert color="blue">
          {t('customerRequests.form.notRegistered')}{' '}
          <Anchor component={Link} to="/portal">
            {t('customerRequests.status.openPortal')}
          </Anchor>
        </Alert>
      ) : mine.isPending ? (
        <PageLoader />
      ) : (
        <>
          <Text>{t('customerRequests.form.intro')}</Text>
          {status === 'declined' ? <Alert color="yellow">{t('customerRequests.form.again')}</Alert> : null}
          <RequestForm />
        </>
      )}
    </Stack>
  );
}
