import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission, RequireStaff } from '../../app/guards';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const ProductAddPage = lazyPage(() => import('./pages/product-form-pages'), 'ProductAddPage');
const ProductEditPage = lazyPage(() => import('./pages/product-form-pages'), 'ProductEditPage');
const ProductsBulkPage = lazyPage(() => import('./pages/products-bulk-page'), 'ProductsBulkPage');
// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const ProductsListPage = lazyPage(() => import('./pages/products-list-page'), 'ProductsListPage', {
  prefetch: async (client, { search }) => {
    const { productListParams, productListQuery } = await import('./api/product-list');
    return prefetchQuery(client, productListQuery(productListParams.read(search)));
  },
});

const P = FUNCTIONALITIES.service_number_type;

/**
 * /portal/management/service_number_types (spec 2 §2, staff only, functionality 210): list (list), /add and
 * /bulk (write), /edit/{id} (edit), /delete/{id} (delete: the list with the confirmation open).
 */
export const productsRoute: RouteObject = {
  path: 'service_number_types',
  handle: crumb('products.title'),
  element: (
    <RequireStaff>
      <RequirePermission functionalityId={P} action="list" />
    </RequireStaff>
  ),
  children: [
    { index: true, element: <ProductsListPage /> },
    { path: 'add', element: allow(P, 'write', <ProductAddPage />), handle: crumb('products.add.crumb') },
    { path: 'bulk', element: allow(P, 'write', <ProductsBulkPage />), handle: crumb('products.bulk.crumb') },
    { path: 'edit/:id', element: allow(P, 'edit', <ProductEditPage />), handle: crumb('products.edit.crumb') },
    { path: 'delete/:id', element: allow(P, 'delete', <ProductsListPage />), handle: crumb('products.delete.crumb') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'products.title',
    path: '/portal/management/service_number_types',
    functionalityId: FUNCTIONALITIES.service_number_type,
    audience: 'staff',
    order: 60,
  },
];
