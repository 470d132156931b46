import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import { RequirePermission, RequireStaff } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

/** The registered user's pages (the visitor area): the request form and its status. */
export const BecomeCustomerPage = lazyPage(() => import('./pages/become-customer-page'), 'BecomeCustomerPage');
export const CustomerRequestStatusPage = lazyPage(() => import('./pages/customer-request-status-page'), 'CustomerRequestStatusPage');

// the queue's query (its address read by its parser map) starts while the page's chunk loads
const CustomerRequestsPage = lazyPage(() => import('./pages/customer-requests-page'), 'CustomerRequestsPage', {
  prefetch: async (client, { search }) => {
    const { requestListParams, requestListQuery } = await import('./api/request-list');
    return prefetchQuery(client, requestListQuery(requestListParams.read(search)));
  },
});
const CustomerRequestPage = lazyPage(() => import('./pages/customer-request-page'), 'CustomerRequestPage');

/** /portal/account/customer-requests: staff who create customers (customer write) review the requests. */
export const customerRequestsRoute: RouteObject = {
  path: 'customer-requests',
  handle: crumb('customerRequests.list.title'),
  element: (
    <RequireStaff>
      <RequirePermission functionalityId={FUNCTIONALITIES.customer} action="write" />
    </RequireStaff>
  ),
  children: [
    { index: true, element: <CustomerRequestsPage /> },
    { path: ':id', element: <CustomerRequestPage />, handle: crumb('customerRequests.review.crumb') },
  ],
};

/** This feature's entry in the portal's top navigation: beside the customers, for staff. */
export const nav: NavItem[] = [
  {
    group: 'accounts',
    labelKey: 'customerRequests.list.title',
    path: '/portal/account/customer-requests',
    functionalityId: FUNCTIONALITIES.customer,
    // approving creates a company: the same right as adding one
    action: 'write',
    audience: 'staff',
    order: 25,
  },
];
