import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

export { orderEditRoute } from './edit/routes';

const OrderAddPage = lazyPage(() => import('./pages/order-add-page'), 'OrderAddPage');
// each starts its page's query (the feature's factory, the page's key) while the page's chunk loads
const OrderShowPage = lazyPage(() => import('./pages/order-show-page'), 'OrderShowPage', {
  prefetch: async (client, { params }) => {
    const { orderQueries, orderIdOf } = await import('./api/use-orders');
    return prefetchQuery(client, orderQueries.detail(orderIdOf(params.id)));
  },
});
const OrdersListPage = lazyPage(() => import('./pages/orders-list-page'), 'OrdersListPage', {
  prefetch: async (client, { search, viewer }) => {
    const { orderListParams, orderListQuery } = await import('./api/order-list');
    return prefetchQuery(client, orderListQuery(orderListParams.read(search, viewer)));
  },
});

const O = FUNCTIONALITIES.order;

/**
 * The pages under /portal/management/orders (spec 2 §2 Orders, functionality 200; the parent route requires
 * list): the list, the add wizard (write) with its submit step, and the read-only order (read).
 */
export const orderPages: RouteObject[] = [
  { index: true, element: <OrdersListPage /> },
  { path: 'add', element: allow(O, 'write', <OrderAddPage />), handle: crumb('orders.add.crumb') },
  { path: 'add/submit-order', element: allow(O, 'write', <OrderAddPage />), handle: crumb('orders.add.crumb') },
  { path: 'show/:id', element: allow(O, 'read', <OrderShowPage />), handle: crumb('orders.show.crumb') },
];

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'orders.list.title',
    path: '/portal/management/orders',
    functionalityId: FUNCTIONALITIES.order,
    audience: 'always',
    order: 30,
  },
];
