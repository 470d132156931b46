import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission, RequireStaff } from '../../app/guards';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const CarriersBulkPage = lazyPage(() => import('./pages/carriers-bulk-page'), 'CarriersBulkPage');
// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const CarriersListPage = lazyPage(() => import('./pages/carriers-list-page'), 'CarriersListPage', {
  prefetch: async (client, { search }) => {
    const { carrierListParams, carrierListQuery } = await import('./api/carrier-list');
    return prefetchQuery(client, carrierListQuery(carrierListParams.read(search)));
  },
});

const F = FUNCTIONALITIES.invnumber;

/** /portal/management/carriers (spec 2 §2 Carriers): staff only; list (220 list) and /bulk (220 write). */
export const carriersRoute: RouteObject = {
  path: 'carriers',
  handle: crumb('carriers.title'),
  element: (
    <RequireStaff>
      <RequirePermission functionalityId={F} action="list" />
    </RequireStaff>
  ),
  children: [
    { index: true, element: <CarriersListPage /> },
    { path: 'bulk', element: allow(F, 'write', <CarriersBulkPage />), handle: crumb('carriers.bulk.crumb') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'carriers.title',
    path: '/portal/management/carriers',
    functionalityId: FUNCTIONALITIES.invnumber,
    audience: 'staff',
    order: 40,
  },
];
