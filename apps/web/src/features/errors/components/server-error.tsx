import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../app/lazy-page';
import { ErrorBoundary } from './error-boundary';
import { StatusPage } from './status-page';

// the report-issue form (and its validation rules) loads only when the 500 page shows
const TicketForm = lazyPage(() => import('../../support/components/ticket-form'), 'TicketForm');

/**
 * The 500 page's content (spec 1 §2): the message, a way back, and the report-issue form. Should the form itself
 * fail, the page still shows without it.
 */
export function ServerError() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="500"
      color="red"
      icon={<IconAlertOctagon size={40} />}
      title={t('errors.server.title')}
      text={t('messages.serverError')}
    >
      <Box w="100%" ta="left">
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <TicketForm initialTitle="Portal Issue" />
          </Suspense>
        </ErrorBoundary>
      </Box>
    </StatusPage>
  );
}
