import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission, RequireStaff } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';

const DnisPage = lazyPage(() => import('./pages/dnis-page'), 'DnisPage');

/** /portal/management/dnis (spec 2 §2 Tariff, dnis): staff only, functionality 220 list; editing needs 220 edit. */
export const dnisRoute: RouteObject = {
  path: 'dnis',
  handle: { crumb: 'dnis.title' } satisfies RouteHandle,
  element: (
    <RequireStaff>
      <RequirePermission functionalityId={FUNCTIONALITIES.invnumber} action="list">
        <DnisPage />
      </RequirePermission>
    </RequireStaff>
  ),
};
