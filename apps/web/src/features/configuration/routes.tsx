import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { RequireAdministrator } from '../../app/guards';
import { crumb } from '../../app/route-table';

const ConfigurationPage = lazyPage(() => import('./pages/configuration-page'), 'ConfigurationPage');

/** /portal/administration/configuration/edit (spec 1 §2 Administration): administrator only. */
export const configurationRoute: RouteObject = {
  path: 'configuration/edit',
  element: (
    <RequireAdministrator>
      <ConfigurationPage />
    </RequireAdministrator>
  ),
  handle: crumb('admin.nav.configuration'),
};
