import { INVENTORY_TEMPLATE_COLUMNS, inventoryFilters, type PermissionAction } from '@gsn/domain';
import type { z } from 'zod';
import type { CountResult, InventoryRepository } from '../inventory/inventory-repository.ts';
import { inventoryConditions } from '../inventory/inventory-repository.ts';
import { inventoryFilter, inventoryScope } from '../inventory/inventory-service.ts';

/** Who asked for an export, as the job sees the account when it runs. */
export interface ExportViewer {
  accountTypeId: number;
  customerId: number | null;
}

/**
 * One exportable report (`GET /reports/download/{category}/{report_name}`): who may export it, its filters (the
 * same query parameters as its list), the file's columns and the rows in keyset batches (flat memory, constant
 * cost per batch however deep). Each report applies its own visibility from the viewer.
 */
export interface ExportReport<F extends z.ZodObject = z.ZodObject> {
  category: string;
  report_name: string;
  permission: { functionality: number; action: PermissionAction };
  filters: F;
  columns: readonly string[];
  /** Matching rows, counted up to `cap`. */
  count(viewer: ExportViewer, filters: z.output<F>, cap: number): Promise<CountResult>;
  batches(viewer: ExportViewer, filters: z.output<F>, size: number): AsyncIterable<Record<string, unknown>[]>;
}

/** Keeps a report's filter type while the registry holds them all. */
const report = <F extends z.ZodObject>(r: ExportReport<F>) => r as unknown as ExportReport;

/** Rows per batch read from the database and written to the file. */
export const EXPORT_BATCH_SIZE = 2000;

export interface ExportSources {
  inventory: InventoryRepository;
}

/** The reports that can be exported. A new one is one more entry (calls/callstatistics, calls/callsummary…). */
export function exportReports(d: ExportSources): ExportReport[] {
  return [
    report({
      category: 'inventory',
      report_name: 'inventorynumbers',
      permission: { functionality: 220, action: 'list' },
      filters: inventoryFilters,
      // the template's columns (the file can be edited and uploaded again), then who holds it and when it changed
      columns: [...INVENTORY_TEMPLATE_COLUMNS, 'customer_name', 'createdAt', 'updatedAt'],
      count(viewer, f, cap) {
        const scope = inventoryScope(viewer);
        return d.inventory.count(inventoryConditions(scope, inventoryFilter(scope, f)), cap);
      },
      async *batches(viewer, f, size) {
        const scope = inventoryScope(viewer);
        const where = inventoryConditions(scope, inventoryFilter(scope, f));
        let after: { jurisdiction: string; id: number } | null = null;
        for (;;) {
          const rows = await d.inventory.batchAfter(where, after, size);
          if (rows.length) yield rows as unknown as Record<string, unknown>[];
          const last = rows.at(-1);
          if (!last || rows.length < size) return;
          after = { jurisdiction: last.jurisdiction, id: last.id };
        }
      },
    }),
  ];
}
