import { CALL_RECORD_COLUMNS, callRecordFilters, FUNCTIONALITIES, resolveRange, todayUtc } from '@gsn/domain';
import { type ExportReport, exportReport } from '../../lib/registries.ts';
import type { CallCursor, CallsRepository } from './calls-repository.ts';
import { callFilter, callScope } from './calls-service.ts';

/** The report permission (functionality 900, list) of the call exports. */
export const REPORT_LIST = { functionality: FUNCTIONALITIES.report, action: 'list' } as const;

/** The call records' exportable report (modules/exports runs it): the records the viewer sees, in keyset batches. */
export function callsExports(calls: CallsRepository): ExportReport[] {
  return [
    exportReport({
      category: 'calls',
      report_name: 'callsummary',
      permission: REPORT_LIST,
      filters: callRecordFilters,
      columns: CALL_RECORD_COLUMNS,
      count(viewer, f, cap) {
        const scope = callScope(viewer);
        return calls.count(scope, callFilter(scope, f), resolveRange(f, todayUtc()), cap);
      },
      async *batches(viewer, f, size) {
        const scope = callScope(viewer);
        const filter = callFilter(scope, f);
        const range = resolveRange(f, todayUtc());
        let cursor: CallCursor | null = null;
        for (;;) {
          const batch = await calls.batchAfter(scope, filter, range, cursor, size);
          if (batch.rows.length) yield batch.rows as unknown as Record<string, unknown>[];
          if (!batch.cursor || batch.rows.length < size) return;
          cursor = batch.cursor;
        }
      },
    }),
  ];
}
