import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { notifySuccess, serverErrorText } from '../../../lib/notify';
import { type CustomerRequest, customerRequestQueries, useDecision } from '../api/use-customer-requests';
import { RequestDetails } from '../components/request-details';
import { RequestStatusBadge } from '../components/request-status-badge';
import { CUSTOMER_REQUESTS_PATH } from './customer-requests-page';

/** Approve (the company's name may be corrected first: another customer may hold it) or decline with a reason. */
function Decision({ request }: { request: CustomerRequest }) {
  const { t } = useTranslation();
  const decide = useDecision(request.id);
  const [name, setName] = useState(request.company_name);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const error = decide.error instanceof ApiError ? decide.error : null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" component="section" aria-labelledby="approve-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) return setNameError(t('customerRequests.messages.companyNameRequired'));
            setNameError(null);
            const corrected = name.trim() !== request.company_name ? name.trim() : undefined;
            decide.mutate(
              { to: 'approve', ...(corrected ? { company_name: corrected } : {}) },
              { onSuccess: () => notifySuccess(t('customerRequests.review.approved')) },
            );
          }}
        >
          <Stack>
            <Title order={2} size="h4" id="approve-title">
              {t('customerRequests.review.approveTitle')}
            </Title>
            <Text size="sm">{t('customerRequests.review.approveHint')}</Text>
            <TextInput
              label={t('customerRequests.review.companyName')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError ?? (error?.code === 'customer.name_taken' ? serverErrorText(error) : null)}
              required
              maxLength={200}
            />
            <Group>
              <Button type="submit" color="teal" loading={decide.isPending} leftSection={<IconCheck size={16} aria-hidden />}>
                {t('customerRequests.review.approve')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="decline-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setReasonError(t('customerRequests.messages.reasonRequired'));
            setReasonError(null);
            decide.mutate(
              { to: 'decline', reason: reason.trim() },
              { onSuccess: () => notifySuccess(t('customerRequests.review.declined')) },
            );
          }}
        >
          <Stack>
            <Title order={2} size="h4" id="decline-title">
              {t('customerRequests.review.declineTitle')}
            </Title>
            <Textarea
              label={t('customerRequests.fields.decline_reason')}
              description={t('customerRequests.review.reasonHint')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reasonError}
              required
              maxLength={1000}
              rows={3}
            />
            <Group>
              <Button type="submit" color="red" variant="light" loading={decide.isPending} leftSection={<IconX size={16} aria-hidden />}>
                {t('customerRequests.review.decline')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {error && error.code !== 'customer.name_taken' ? (
        <Alert color="red" role="alert" style={{ gridColumn: '1 / -1' }}>
          {serverErrorText(error)}
        </Alert>
      ) : null}
    </SimpleGrid>
  );
}

/** /portal/account/customer-requests/:id: one request, and the decision on it while it waits. */
export function CustomerRequestPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...customerRequestQueries.show(id), enabled: valid });
  const request = query.data?.data;
  if (!valid || query.isError) return <Alert color="red">{t('customerRequests.review.notFound')}</Alert>;
  if (!request) return <Text>{t('common.loading')}</Text>;
  return (
    <Stack>
      <Anchor component={Link} to={CUSTOMER_REQUESTS_PATH} size="sm">
        {t('customerRequests.review.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('customerRequests.review.title', { company: request.company_name })}
        </Title>
        <RequestStatusBadge status={request.status} />
      </Group>
      <Paper withBorder p="lg">
        <RequestDetails request={request} staff />
      </Paper>
      {request.status === 'pending' ? (
        <Decision request={request} />
      ) : request.status === 'approved' ? (
        <Alert color="teal" title={t('customerRequests.statuses.approved')}>
          {request.customer_id ? (
            <Anchor component={Link} to={`/portal/account/customers/edit/${request.customer_id}`}>
              {t('customerRequests.review.openCustomer')}
            </Anchor>
          ) : null}
        </Alert>
      ) : (
        <Alert color="red" title={t('customerRequests.statuses.declined')}>
          {t('customerRequests.fields.decline_reason')}: {request.decline_reason}
        </Alert>
      )}
    </Stack>
  );
}
