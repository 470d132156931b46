import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain';
import type { RouteHandle } from '../../../components/page-breadcrumbs';
import { allow } from '../../accounts/routes';
import { OrderEditPage } from './pages/order-edit-page';

/** /portal/management/orders/edit/{id} (spec 2 §2 Edit order): edit on functionality 200. */
export const orderEditRoute: RouteObject = {
  path: 'edit/:id',
  element: allow(FUNCTIONALITIES.order, 'edit', <OrderEditPage />),
  handle: { crumb: 'orders.edit.crumb' } satisfies RouteHandle,
};
