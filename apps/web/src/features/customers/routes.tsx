import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission } from '../../app/guards';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const CustomerAddMasterPage = lazyPage(() => import('./pages/customer-add-master-page'), 'CustomerAddMasterPage');
const CustomerAddPage = lazyPage(() => import('./pages/customer-add-page'), 'CustomerAddPage');
const CustomerFromMasterPage = lazyPage(() => import('./pages/customer-add-page'), 'CustomerFromMasterPage');
const CustomerEditPage = lazyPage(() => import('./pages/customer-edit-page'), 'CustomerEditPage');
const CustomersBulkPage = lazyPage(() => import('./pages/customers-bulk-page'), 'CustomersBulkPage');
// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const CustomersListPage = lazyPage(() => import('./pages/customers-list-page'), 'CustomersListPage', {
  prefetch: async (client, { search, viewer }) => {
    const { customerListParams, customerListQuery } = await import('./api/customer-list');
    return prefetchQuery(client, customerListQuery(customerListParams.read(search, viewer)));
  },
});

const C = FUNCTIONALITIES.customer;

/**
 * /portal/account/customers (spec 1 §2 Customers): list (120 list), /add, /master/{accountId} and /bulk
 * (write), /edit/{id} (edit), /delete/{id} (delete), /addmaster/{customerId} (account 110 write: it creates
 * the master account).
 */
export const customersRoute: RouteObject = {
  path: 'customers',
  handle: crumb('customers.title'),
  element: <RequirePermission functionalityId={C} action="list" />,
  children: [
    { index: true, element: <CustomersListPage /> },
    { path: 'add', element: allow(C, 'write', <CustomerAddPage />), handle: crumb('customers.add.crumb') },
    { path: 'master/:id', element: allow(C, 'write', <CustomerFromMasterPage />), handle: crumb('customers.master.crumb') },
    { path: 'bulk', element: allow(C, 'write', <CustomersBulkPage />), handle: crumb('customers.bulk.crumb') },
    { path: 'edit/:id', element: allow(C, 'edit', <CustomerEditPage />), handle: crumb('customers.edit.crumb') },
    { path: 'delete/:id', element: allow(C, 'delete', <CustomersListPage />), handle: crumb('customers.delete.crumb') },
    {
      path: 'addmaster/:id',
      element: allow(FUNCTIONALITIES.account, 'write', <CustomerAddMasterPage />),
      handle: crumb('customers.addMaster.crumb'),
    },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'accounts',
    labelKey: 'customers.title',
    path: '/portal/account/customers',
    functionalityId: FUNCTIONALITIES.customer,
    audience: 'always',
    order: 20,
  },
];
