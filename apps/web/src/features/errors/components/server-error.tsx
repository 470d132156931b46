import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './error-boundary';
import { TicketForm } from '../../support';
import { StatusPage } from './status-page';

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
