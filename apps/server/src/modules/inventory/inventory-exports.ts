import { FUNCTIONALITIES, INVENTORY_TEMPLATE_COLUMNS, inventoryFilters } from '@gsn/domain';
import { type ExportReport, exportReport } from '../../lib/registries.ts';
import type { InventoryRepository } from './inventory-repository.ts';
import { inventoryFilter, inventoryScope } from './inventory-service.ts';

/** The inventory's exportable report (modules/exports runs it): the numbers the viewer sees, as on the list. */
export function inventoryExports(inventory: InventoryRepository): ExportReport[] {
  return [
    exportReport({
      category: 'inventory',
      report_name: 'inventorynumbers',
      permission: { functionality: FUNCTIONALITIES.invnumber, action: 'list' },
      filters: inventoryFilters,
      // the template's columns (the file can be edited and uploaded again), then who holds it and when it changed
      columns: [...INVENTORY_TEMPLATE_COLUMNS, 'customer_name', 'createdAt', 'updatedAt'],
      count(viewer, f, cap) {
        const scope = inventoryScope(viewer);
        return inventory.count(scope, inventoryFilter(scope, f), cap);
      },
      async *batches(viewer, f, size) {
        const scope = inventoryScope(viewer);
        const filter = inventoryFilter(scope, f);
        let after: { jurisdiction: string; id: number } | null = null;
        for (;;) {
          const rows = await inventory.batchAfter(scope, filter, after, size);
          if (rows.length) yield rows as unknown as Record<string, unknown>[];
          const last = rows.at(-1);
          if (!last || rows.length < size) return;
          after = { jurisdiction: last.jurisdiction, id: last.id };
        }
      },
    }),
  ];
}
