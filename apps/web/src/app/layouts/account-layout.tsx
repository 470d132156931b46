import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { Box, Center, Container, Group, Paper } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../../components/app-footer';
import { LanguageMenu } from '../../components/language-menu';
import { Logo } from '../../components/logo';

/** A world-map-like dot grid and arcs over a deep blue gradient (no image file needed). */
const BACKGROUND_SVG = encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<g fill="none" stroke="rgba(255,255,255,0.07)" stroke-width="1.2">` +
    `<circle cx="80" cy="80" r="60"/><path d="M20 80h120M80 20c-30 35-30 85 0 120M80 20c30 35 30 85 0 120"/></g>` +
    `<g fill="rgba(255,255,255,0.10)"><circle cx="10" cy="10" r="1.5"/><circle cx="150" cy="150" r="1.5"/>` +
    `<circle cx="150" cy="10" r="1.5"/><circle cx="10" cy="150" r="1.5"/></g></svg>`,
);

const background = [
  `url("data:image/svg+xml,${BACKGROUND_SVG}")`,
  'radial-gradient(circle at 20% 20%, rgba(34,139,230,0.55), transparent 55%)',
  'radial-gradient(circle at 80% 90%, rgba(18,184,134,0.45), transparent 50%)',
  'linear-gradient(135deg, #0b1f3a 0%, #14365f 55%, #0c2b3f 100%)',
].join(', ');

/** Public account area (spec 1 §2): own background, logo and a footer with the current year. */
export function AccountLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ background, display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="flex-end" p="md">
        <LanguageMenu variant="white" />
      </Group>
      {/* top-aligned, not centred: when the page replaces its loader the card grows downwards and nothing shifts */}
      <Box
        component="main"
        id="main"
        style={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
        px="md"
        pt="xl"
      >
        <Container size={460} w="100%" p={0}>
          <Paper shadow="xl" radius="lg" p="xl" withBorder>
            <Center mb="lg">
              <Link to="/visitor" aria-label={t('nav.visitorHome')}>
                <Logo height={44} />
              </Link>
            </Center>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Paper>
        </Container>
      </Box>
      <Box component="footer" p="md">
        <AppFooter c="gray.3" />
      </Box>
    </Box>
  );
}
