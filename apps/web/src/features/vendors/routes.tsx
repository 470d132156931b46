import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission } from '../../app/guards';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const VendorAddPage = lazyPage(() => import('./pages/vendor-form-pages'), 'VendorAddPage');
const VendorEditPage = lazyPage(() => import('./pages/vendor-form-pages'), 'VendorEditPage');
const VendorsBulkPage = lazyPage(() => import('./pages/vendors-bulk-page'), 'VendorsBulkPage');
// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const VendorsListPage = lazyPage(() => import('./pages/vendors-list-page'), 'VendorsListPage', {
  prefetch: async (client, { search }) => {
    const { vendorListParams, vendorListQuery } = await import('./api/vendor-list');
    return prefetchQuery(client, vendorListQuery(vendorListParams.read(search)));
  },
});

const V = FUNCTIONALITIES.vendor;

/**
 * /portal/management/vendor (spec 2 §2 Vendor screens; staff only, functionality 240): list (list), /add and
 * /bulk (write), /edit/{id} (edit), /delete/{id} (delete: the list with the confirmation open).
 */
export const vendorsRoute: RouteObject = {
  path: 'vendor',
  handle: crumb('vendors.title'),
  element: <RequirePermission functionalityId={V} action="list" />,
  children: [
    { index: true, element: <VendorsListPage /> },
    { path: 'add', element: allow(V, 'write', <VendorAddPage />), handle: crumb('vendors.add.crumb') },
    { path: 'bulk', element: allow(V, 'write', <VendorsBulkPage />), handle: crumb('vendors.bulk.crumb') },
    { path: 'edit/:id', element: allow(V, 'edit', <VendorEditPage />), handle: crumb('vendors.edit.crumb') },
    { path: 'delete/:id', element: allow(V, 'delete', <VendorsListPage />), handle: crumb('vendors.delete.crumb') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'vendors.title',
    path: '/portal/management/vendor',
    functionalityId: FUNCTIONALITIES.vendor,
    audience: 'staff',
    order: 50,
  },
];
