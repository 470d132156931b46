import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission, RequireStaff } from '../../app/guards';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const InventoryAddPage = lazyPage(() => import('./pages/inventory-add-page'), 'InventoryAddPage');
const InventoryBulkPage = lazyPage(() => import('./pages/inventory-bulk-page'), 'InventoryBulkPage');
// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const InventoryListPage = lazyPage(() => import('./pages/inventory-list-page'), 'InventoryListPage', {
  prefetch: async (client, { search, viewer }) => {
    const { inventoryListParams, inventoryListQuery } = await import('./api/inventory-list');
    return prefetchQuery(client, inventoryListQuery(inventoryListParams.read(search, viewer)));
  },
});
const InventoryShowPage = lazyPage(() => import('./pages/inventory-show-page'), 'InventoryShowPage');
const InventoryEditPage = lazyPage(() => import('./pages/inventory-edit-page'), 'InventoryEditPage');

const F = FUNCTIONALITIES.invnumber;

const staffOnly = (page: ReactNode) => <RequireStaff>{allow(F, 'write', page)}</RequireStaff>;

/**
 * /portal/management/invnumbers (spec 2 §2 Inventory numbers, functionality 220): list (staff and customers,
 * list), /show/{id} (read), /add and /bulk (staff, write), /edit/{id} (staff, edit).
 */
export const inventoryRoute: RouteObject = {
  path: 'invnumbers',
  handle: crumb('inventory.title'),
  element: <RequirePermission functionalityId={F} action="list" />,
  children: [
    { index: true, element: <InventoryListPage /> },
    { path: 'show/:id', element: allow(F, 'read', <InventoryShowPage />), handle: crumb('inventory.show.crumb') },
    { path: 'add', element: staffOnly(<InventoryAddPage />), handle: crumb('inventory.add.crumb') },
    { path: 'bulk', element: staffOnly(<InventoryBulkPage />), handle: crumb('inventory.bulk.crumb') },
    {
      path: 'edit/:id',
      element: <RequireStaff>{allow(F, 'edit', <InventoryEditPage />)}</RequireStaff>,
      handle: crumb('inventory.edit.crumb'),
    },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'inventory.title',
    path: '/portal/management/invnumbers',
    functionalityId: FUNCTIONALITIES.invnumber,
    audience: 'always',
    order: 80,
  },
];
