import { useRoutes } from 'react-router';
import { UrlStateAdapter } from '../lib/url-state';
import { RouteTableContext } from './route-table';
import { routes } from './routes';

/**
 * The app's screens (routes.tsx) under whichever router is around: BrowserRouter in the app, MemoryRouter in tests;
 * the lists' address state (nuqs, lib/list-view.ts) follows that router.
 * Declarative routing, not a data router: the portal uses no loaders or actions, and leaving the data router out
 * takes about 16 KB (Brotli) off every first load.
 */
export function AppRoutes() {
  return (
    <RouteTableContext value={routes}>
      <UrlStateAdapter>{useRoutes(routes)}</UrlStateAdapter>
    </RouteTableContext>
  );
}
