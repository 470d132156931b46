import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { styleNonce } from '../lib/csp-nonce';
import { i18n } from '../lib/i18n';
import { onSessionCleared } from '../lib/session';
import { theme } from './theme';

const LazyToasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

/**
 * The toast container joins the page with the first toast (the store queues it meanwhile), so a page that shows none
 * never downloads it.
 */
function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  ) : null;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // the API client already shows each failure as a toast; a retry would show it twice
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /**
   * 'test' turns off transitions and portals (Testing Library), and the responsive hidden-from/visible-from classes:
   * jsdom's window is fixed at 1024px, below the `lg` breakpoint where the desktop navigation shows, so the tests
   * see both the desktop menus and the burger (the switch itself is checked in a real browser by e2e).
   */
  env?: 'default' | 'test';
}

/** Mantine (theme, toasts), TanStack Query and i18next around the app. */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // nothing of a signed-out session stays in memory
  useEffect(() => onSessionCleared(() => client.clear()), [client]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env} withGlobalClasses={env !== 'test'} getStyleNonce={styleNonce}>
        <ToastHost />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
