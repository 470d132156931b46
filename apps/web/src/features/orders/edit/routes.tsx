import { lazyPage } from '../../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import type { RouteHandle } from '../../../components/page-breadcrumbs';
import { allow } from '../../../app/guards';

const OrderEditPage = lazyPage(() => import('./pages/order-edit-page'), 'OrderEditPage');

/** /portal/management/orders/edit/{id} (spec 2 §2 Edit order): edit on functionality 200. */
export const orderEditRoute: RouteObject = {
  path: 'edit/:id',
  element: allow(FUNCTIONALITIES.order, 'edit', <OrderEditPage />),
  handle: { crumb: 'orders.edit.crumb' } satisfies RouteHandle,
};
