import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission, RequireStaff } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';
import type { NavItem } from '../../app/navigation';

// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const DnisPage = lazyPage(() => import('./pages/dnis-page'), 'DnisPage', {
  prefetch: async (client, { search }) => {
    const { dnisListParams, dnisListQuery } = await import('./api/dnis-list');
    return prefetchQuery(client, dnisListQuery(dnisListParams.read(search)));
  },
});

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

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'dnis.title',
    path: '/portal/management/dnis',
    functionalityId: FUNCTIONALITIES.invnumber,
    audience: 'staff',
    order: 90,
  },
];
