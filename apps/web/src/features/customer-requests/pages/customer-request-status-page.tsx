import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconLogin } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { clearSession } from '../../../lib/session';
import { customerRequestQueries } from '../api/use-customer-requests';
import { BECOME_CUSTOMER_PATH } from '../components/become-customer-cta';
import { RequestDetails } from '../components/request-details';
import { RequestStatusBadge } from '../components/request-status-badge';

/** Polled while the request waits, so that the decision shows without a reload. */
const POLL_MS = 60_000;

/**
 * The session ended while the page was open: an approval ends the requester's sessions (its account is a customer's
 * master now, and a session carries its account type), as an idle expiry would. Continue signs in again, and the new
 * session opens the portal of the account as it now is.
 */
function SignInAgain() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert color="blue" title={t('customerRequests.status.sessionEndedTitle')} role="alert">
      <Text size="sm">{t('customerRequests.status.sessionEnded')}</Text>
      <Button
        mt="md"
        leftSection={<IconLogin size={16} aria-hidden />}
        onClick={() => {
          clearSession();
          navigate('/account/login', { replace: true });
        }}
      >
        {t('customerRequests.status.continue')}
      </Button>
    </Alert>
  );
}

/** /visitor/customer-request: how the signed-in account's request to become a customer stands. */
export function CustomerRequestStatusPage() {
  const { t } = useTranslation();
  const mine = useQuery({
    ...customerRequestQueries.mine(),
    refetchInterval: (q) => (q.state.data?.data?.status === 'pending' ? POLL_MS : false),
  });
  const request = mine.data?.data ?? null;
  const ended = mine.error instanceof ApiError && mine.error.status === 401;
  return (
    <Stack maw={960}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('customerRequests.status.title')}
        </Title>
        {request ? <RequestStatusBadge status={request.status} /> : null}
      </Group>
      {ended ? (
        <SignInAgain />
      ) : mine.isPending ? (
        <PageLoader />
      ) : mine.isError ? (
        <Alert color="red">{t('customerRequests.status.loadFailed')}</Alert>
      ) : !request ? (
        <Paper withBorder p="lg">
          <Text>{t('customerRequests.status.none')}</Text>
          <Button mt="md" component={Link} to={BECOME_CUSTOMER_PATH} leftSection={<IconBuildingStore size={16} aria-hidden />}>
            {t('visitor.becomeCustomer.action')}
          </Button>
        </Paper>
      ) : (
        <>
          {request.status === 'pending' ? (
            <Alert color="yellow" title={t('customerRequests.status.pendingTitle')}>
              {t('customerRequests.status.pending')}
            </Alert>
          ) : request.status === 'approved' ? (
            <Alert color="teal" title={t('customerRequests.status.approvedTitle')}>
              <Text size="sm">{t('customerRequests.status.approved', { company: request.company_name })}</Text>
              <Button mt="md" component={Link} to="/portal">
                {t('customerRequests.status.openPortal')}
              </Button>
            </Alert>
          ) : (
            <Alert color="red" title={t('customerRequests.status.declinedTitle')}>
              <Text size="sm">{t('customerRequests.status.declined')}</Text>
              <Text size="sm" mt="xs" fw={600}>
                {t('customerRequests.fields.decline_reason')}: <span style={{ fontWeight: 400 }}>{request.decline_reason}</span>
              </Text>
              <Button mt="md" component={Link} to={BECOME_CUSTOMER_PATH}>
                {t('customerRequests.status.again')}
              </Button>
            </Alert>
          )}
          <Paper withBorder p="lg" component="section" aria-labelledby="request-details-title">
            <Title order={2} size="h4" id="request-details-title" mb="md">
              {t('customerRequests.status.details')}
            </Title>
            <RequestDetails request={request} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
