import { Box, Center, Container } from '@mantine/core';
import { Logo } from '../../../components/logo';
import { ServerError } from '../components/server-error';

/**
 * The 500 page with the report-issue form (spec 1 §2), shown by the route error boundaries
 * (components/route-error-boundary.tsx). `embedded` renders it inside a layout (the portal shell keeps its navigation).
 */
export function ErrorPage({ embedded = false }: { embedded?: boolean }) {
  const content = <ServerError />;
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
