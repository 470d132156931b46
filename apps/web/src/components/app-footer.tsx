import { type ReactNode, Suspense } from 'react';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './page-loader';

/** Footer with the current year. */
export function AppFooter({ c = 'dimmed' }: { c?: string }) {
  const { t } = useTranslation();
  return (
    <Text component="p" size="sm" c={c} ta="center" m={0}>
      {t('app.footer', { year: new Date().getFullYear() })}
    </Text>
  );
}

/** What AppShell.Main gets so that PageFrame's footer sits at the bottom of a short page. */
export const MAIN_COLUMN = { display: 'flex', flexDirection: 'column' } as const;

/**
 * A layout's page and the footer under it, shown together once the page has loaded (a loader meanwhile): the footer
 * never appears under the loader only to be pushed down by the page (a layout shift), and on a short page it stays
 * at the bottom of the screen (AppShell.Main is at least the screen's height; give it MAIN_COLUMN).
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Box style={{ flex: 1 }}>{children}</Box>
      <Box component="footer" mt="xl" py="md">
        <AppFooter />
      </Box>
    </Suspense>
  );
}
