import { useEffect } from 'react';
import { Box, Center, Container } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '../../../components/logo';
import { IS_DEV } from '../../../lib/env';
import { ServerError } from '../components/server-error';
import { NotFoundPage } from './not-found-page';

/**
 * The router's errorElement: the 500 page with the report-issue form (spec 1 §2). `embedded` renders it inside
 * a layout (the portal shell keeps its navigation).
 */
export function ErrorPage({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    if (IS_DEV && error) console.error(error);
  }, [error]);
  const content = <ServerError />;
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
