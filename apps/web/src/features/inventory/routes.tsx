import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain';
import { RequirePermission, RequireStaff } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';
import { allow } from '../accounts/routes';
import { InventoryAddPage } from './pages/inventory-add-page';
import { InventoryBulkPage } from './pages/inventory-bulk-page';
import { InventoryListPage } from './pages/inventory-list-page';
import { InventoryShowPage } from './pages/inventory-show-page';

const crumb = (key: string): RouteHandle => ({ crumb: key });
const F = FUNCTIONALITIES.invnumber;

const staffOnly = (page: ReactNode) => <RequireStaff>{allow(F, 'write', page)}</RequireStaff>;

/**
 * /portal/management/invnumbers (spec 2 §2 Inventory numbers, functionality 220): list (staff and customers,
 * list), /show/{id} (read), /add and /bulk (staff, write).
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
  ],
};
