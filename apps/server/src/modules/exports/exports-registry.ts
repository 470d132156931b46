import {
  FUNCTIONALITIES,
  CALL_RECORD_COLUMNS,
  CALL_STATISTICS_COLUMNS,
  CALL_STATISTICS_HOURLY_COLUMNS,
  CAUSE_BREAKDOWN_COLUMNS,
  callFilters,
  callStatisticsHourlyQuery,
  daysInclusive,
  INVENTORY_TEMPLATE_COLUMNS,
  inventoryFilters,
  ORDER_OVERVIEW_COLUMNS,
  type PermissionAction,
  resolveRange,
  summaryOverviewQuery,
  todayUtc,
} from '@gsn/domain';
import type { z } from 'zod';
import type { CallCursor, CallsRepository } from '../calls/calls-repository.ts';
import { callFilter, callScope } from '../calls/calls-service.ts';
import type { CountResult, InventoryRepository } from '../inventory/inventory-repository.ts';
import { inventoryConditions } from '../inventory/inventory-repository.ts';
import { inventoryFilter, inventoryScope } from '../inventory/inventory-service.ts';
import type { ReportsRepository } from '../reports/reports-repository.ts';
import { callCauseBreakdown, dailyCallStatistics, hourlyCallStatistics, orderOverview } from '../reports/reports-service.ts';

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
  calls: CallsRepository;
  /** The order overview's counts (orders/summaryoverview). */
  orders: ReportsRepository;
}

/** The report permission (functionality 900, list) of the call exports. */
const REPORT_LIST = { functionality: FUNCTIONALITIES.report, action: 'list' } as const;

/** The reports that can be exported. A new one is one more entry. */
export function exportReports(d: ExportSources): ExportReport[] {
  return [
    report({
      category: 'inventory',
      report_name: 'inventorynumbers',
      permission: { functionality: FUNCTIONALITIES.invnumber, action: 'list' },
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
    report({
      category: 'calls',
      report_name: 'callstatistics',
      permission: REPORT_LIST,
      filters: callFilters,
      columns: CALL_STATISTICS_COLUMNS,
      // one row per day of the range (the dates default as on the screen, when the job runs)
      async count(_viewer, f) {
        const { from, to } = resolveRange(f, todayUtc());
        return { count: daysInclusive(from, to), capped: false };
      },
      async *batches(viewer, f) {
        yield (await dailyCallStatistics(d.calls, viewer, f, todayUtc())).data as unknown as Record<string, unknown>[];
      },
    }),
    report({
      category: 'calls',
      report_name: 'callstatisticshourly',
      permission: REPORT_LIST,
      filters: callStatisticsHourlyQuery,
      columns: CALL_STATISTICS_HOURLY_COLUMNS,
      // 24 rows per chosen day (1 to 4 days, as on the screen)
      async count(_viewer, f) {
        return { count: f.dates.length * 24, capped: false };
      },
      async *batches(viewer, f) {
        yield (await hourlyCallStatistics(d.calls, viewer, f)).data as unknown as Record<string, unknown>[];
      },
    }),
    report({
      category: 'orders',
      report_name: 'summaryoverview',
      permission: REPORT_LIST,
      filters: summaryOverviewQuery,
      columns: ORDER_OVERVIEW_COLUMNS,
      // one row per service type with orders: a handful
      async count(viewer, f) {
        return { count: (await orderOverview(d.orders, viewer, f)).data.length, capped: false };
      },
      async *batches(viewer, f) {
        yield (await orderOverview(d.orders, viewer, f)).data as unknown as Record<string, unknown>[];
      },
    }),
    report({
      category: 'calls',
      report_name: 'callcauses',
      permission: REPORT_LIST,
      filters: callFilters,
      columns: CAUSE_BREAKDOWN_COLUMNS,
      // one row per cause (and answered or not): a few dozen at most
      async count(viewer, f) {
        return { count: (await callCauseBreakdown(d.calls, viewer, f, todayUtc())).data.length, capped: false };
      },
      async *batches(viewer, f) {
        yield (await callCauseBreakdown(d.calls, viewer, f, todayUtc())).data as unknown as Record<string, unknown>[];
      },
    }),
    report({
      category: 'calls',
      report_name: 'callsummary',
      permission: REPORT_LIST,
      filters: callFilters,
      columns: CALL_RECORD_COLUMNS,
      count(viewer, f, cap) {
        const scope = callScope(viewer);
        return d.calls.count(scope, callFilter(scope, f), resolveRange(f, todayUtc()), cap);
      },
      async *batches(viewer, f, size) {
        const scope = callScope(viewer);
        const filter = callFilter(scope, f);
        const range = resolveRange(f, todayUtc());
        let cursor: CallCursor | null = null;
        for (;;) {
          const batch = await d.calls.batchAfter(scope, filter, range, cursor, size);
          if (batch.rows.length) yield batch.rows as unknown as Record<string, unknown>[];
          if (!batch.cursor || batch.rows.length < size) return;
          cursor = batch.cursor;
        }
      },
    }),
  ];
}
