import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { lazyPage } from '../../app/lazy-page';
import { RequirePermission, RequireStaff } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const RateSimulatorPage = lazyPage(() => import('./pages/rate-simulator-page'), 'RateSimulatorPage');

/** /portal/management/billing/simulate: the rate simulator (staff who may read tariffs, functionality 230). */
export const billingRoute: RouteObject = {
  path: 'billing',
  element: (
    <RequireStaff>
      <RequirePermission functionalityId={FUNCTIONALITIES.tariff} action="read" />
    </RequireStaff>
  ),
  children: [{ path: 'simulate', element: <RateSimulatorPage />, handle: crumb('billing.simulator.title') }],
};

/** This feature's entries in the portal's top navigation. */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'billing.simulator.title',
    path: '/portal/management/billing/simulate',
    functionalityId: FUNCTIONALITIES.tariff,
    audience: 'staff',
    order: 71,
  },
];
