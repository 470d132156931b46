import { useEffect } from 'react';
import { Box, Center, Container } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { IS_DEV } from '../../../lib/env';
import { ReportIssueForm } from '../components/report-issue-form';
import { StatusPage } from '../components/status-page';
import { NotFoundPage } from './not-found-page';

/**
 * The router's errorElement: the 500 page with the report-issue form (spec 1 §2). `embedded` renders it inside
 * a layout (the portal shell keeps its navigation).
 */
export function ErrorPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (IS_DEV && error) console.error(error);
  }, [error]);
  const content = (
    <StatusPage
      code="500"
      color="red"
      icon={<IconAlertOctagon size={40} />}
      title={t('errors.server.title')}
      text={t('messages.serverError')}
    >
      <Box w="100%" ta="left">
        <ReportIssueForm />
      </Box>
    </StatusPage>
  );
  if (isRouteErrorResponse(error) && error.status === 404) {
    if (embedded) return <NotFoundPage />;
    return (
      <Container component="main" id="main" size="md" py="xl">
        <NotFoundPage />
      </Container>
    );
  }
  if (embedded) return content;
  return (
    <Box component="main" id="main" py="xl">
      <Center mb="md">
        <Logo height={40} />
      </Center>
      <Container size="md">{content}</Container>
    </Box>
  );
}
