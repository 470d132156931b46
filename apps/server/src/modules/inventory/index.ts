import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { FUNCTIONALITIES, INVENTORY_TEMPLATE_COLUMNS, INVENTORY_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { rollBackUnfinishedPublishes } from './inventory-bulk.ts';
import { inventoryExports } from './inventory-exports.ts';
import { inventoryRepository } from './inventory-repository.ts';
import { inventoryRoutes } from './inventory-routes.ts';
import { inventoryService } from './inventory-service.ts';
import { inventoryLifecycle } from './inventory-lifecycle.ts';

export {
  type InventoryFilter,
  type InventoryScope,
  inventoryConditions,
  inventoryRepository,
  scopeCondition,
} from './inventory-repository.ts';
export { INVENTORY_PUBLISH_CHUNK } from './inventory-repository.ts';
export { cappedPage, type InventoryService, inventoryScope } from './inventory-service.ts';
export type { InventoryLifecycle } from './inventory-lifecycle.ts';

/**
 * At start-up on the embedded engine: undoes the bulk uploads a crash left half published (they are published in
 * short chunks there, so that other requests need not wait for the whole upload); answers how many. Nothing to do on
 * PostgreSQL, whose uploads publish in one transaction.
 */
export async function recoverInventoryUploads({ db, database }: Pick<Infrastructure, 'db' | 'database'>): Promise<number> {
  return database.pglite ? rollBackUnfinishedPublishes(inventoryRepository(db, { stageUploads: true })) : 0;
}

/** Inventory numbers (functionality 220): the list, the bulk upload and its template, the export. */
export const inventoryModule = {
  name: 'inventory',
  services: ({ db, database }: Pick<Infrastructure, 'db' | 'database'>) => ({
    inventory: inventoryService(inventoryRepository(db, { stageUploads: Boolean(database.pglite) })),
    inventoryLifecycle: inventoryLifecycle(db, inventoryRepository(db)),
  }),
  routes: inventoryRoutes,
  templates: () => [
    {
      name: 'invnumbers',
      filename: 'invnumbers-template.xlsx',
      sheetName: 'Inventory numbers',
      columns: INVENTORY_TEMPLATE_COLUMNS,
      example: INVENTORY_TEMPLATE_EXAMPLE,
      access: { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' },
    },
  ],
  exportReports: ({ db, database }) => inventoryExports(inventoryRepository(db, { stageUploads: Boolean(database.pglite) })),
} satisfies ModuleManifest;
export {
  type MovedNumber,
  type NumberLifecycleQueries,
  numberLifecycleQueries,
  type OrderNumberRow,
  type StockMatch,
} from './inventory-lifecycle-repository.ts';
