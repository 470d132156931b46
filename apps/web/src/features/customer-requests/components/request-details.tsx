import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useCountryName } from '../../reference';
import type { CustomerRequest } from '../api/use-customer-requests';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What a request says, as a description list (the requester's status page and the staff's review page). */
export function RequestDetails({ request: r, staff = false }: { request: CustomerRequest; staff?: boolean }) {
  const { t } = useTranslation();
  const country = useCountryName();
  const none = '—';
  const address = [
    r.address_line_1,
    r.address_line_2,
    [r.address_postcode, r.address_city].filter(Boolean).join(' '),
    country(r.address_country),
  ]
    .filter((l) => l?.trim())
    .join('\n');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      <Field label={t('customerRequests.fields.company_name')}>{r.company_name}</Field>
      {staff ? (
        <Field label={t('customerRequests.fields.requester')}>
          {r.requester_name ? `${r.requester_name} <${r.requester_email}>` : r.requester_email}
        </Field>
      ) : null}
      <Field label={t('customerRequests.fields.business_jurisdiction')}>{country(r.business_jurisdiction)}</Field>
      <Field label={t('customerRequests.fields.address')}>{address}</Field>
      <Field label={t('customerRequests.fields.vat_number')}>{r.vat_number ?? none}</Field>
      <Field label={t('customerRequests.fields.business_registration_number')}>{r.business_registration_number ?? none}</Field>
      <Field label={t('customerRequests.fields.phone')}>{r.phone}</Field>
      <Field label={t('customerRequests.fields.expected_services')}>{r.expected_services.join(', ')}</Field>
      <Field label={t('customerRequests.fields.expected_volumes')}>{r.expected_volumes ?? none}</Field>
      <Field label={t('customerRequests.fields.note')}>{r.note ?? none}</Field>
      <Field label={t('customerRequests.fields.createdAt')}>{formatDateTime(String(r.createdAt)) ?? none}</Field>
      {r.decided_at ? <Field label={t('customerRequests.fields.decided_at')}>{formatDateTime(String(r.decided_at)) ?? none}</Field> : null}
    </SimpleGrid>
  );
}
