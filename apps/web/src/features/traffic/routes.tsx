import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

// the list's query (its address read by its parser map) starts while the page's chunk loads
const TrafficAlertsPage = lazyPage(() => import('./pages/traffic-alerts-page'), 'TrafficAlertsPage', {
  prefetch: async (client, { search }) => {
    const { alertListParams, alertListQuery } = await import('./api/alert-list');
    return prefetchQuery(client, alertListQuery(alertListParams.read(search)));
  },
});
const TrafficAlertPage = lazyPage(() => import('./pages/traffic-alert-page'), 'TrafficAlertPage');

/** /portal/report/traffic/alerts (docs/traffic-alerts.md): with the call reports (900 list). */
export const trafficRoute: RouteObject = {
  path: 'report/traffic/alerts',
  handle: crumb('traffic.list.title'),
  element: <RequirePermission functionalityId={FUNCTIONALITIES.report} action="list" />,
  children: [
    { index: true, element: <TrafficAlertsPage /> },
    { path: ':id', element: <TrafficAlertPage />, handle: crumb('traffic.show.crumb') },
  ],
};

/** This feature's entry in the portal's top navigation. */
export const nav: NavItem[] = [
  {
    group: 'reports',
    labelKey: 'traffic.list.title',
    path: '/portal/report/traffic/alerts',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
    order: 175,
  },
];
