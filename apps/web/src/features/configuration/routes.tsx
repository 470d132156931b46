import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { RequireAdministrator } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';

const ConfigurationPage = lazyPage(() => import('./pages/configuration-page'), 'ConfigurationPage');

/** /portal/administration/configuration/edit (spec 1 §2 Administration): administrator only. */
export const configurationRoute: RouteObject = {
  path: 'configuration/edit',
  element: (
    <RequireAdministrator>
      <ConfigurationPage />
    </RequireAdministrator>
  ),
  handle: { crumb: 'admin.nav.configuration' } satisfies RouteHandle,
};
