import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';
import type { NavItem } from '../../app/navigation';

// the list's query (its address read by its parser map) starts while the page's chunk loads
const PortsListPage = lazyPage(() => import('./pages/ports-list-page'), 'PortsListPage', {
  prefetch: async (client, { search }) => {
    const { portListParams, portListQuery } = await import('./api/port-list');
    return prefetchQuery(client, portListQuery(portListParams.read(search)));
  },
});

/** /portal/management/ports (docs/api-ports.md): the ports as orders list them (200 list); each opens its order. */
export const portsRoute: RouteObject = {
  path: 'ports',
  handle: { crumb: 'ports.list.title' } satisfies RouteHandle,
  element: (
    <RequirePermission functionalityId={FUNCTIONALITIES.order} action="list">
      <PortsListPage />
    </RequirePermission>
  ),
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'ports.list.title',
    path: '/portal/management/ports',
    functionalityId: FUNCTIONALITIES.order,
    audience: 'always',
    order: 35,
  },
];
