import {
  CALL_STATISTICS_EXPORT_COLUMNS,
  CALL_STATISTICS_HOURLY_COLUMNS,
  CAUSE_BREAKDOWN_COLUMNS,
  callFilters,
  callStatisticsHourlyQuery,
  ORDER_OVERVIEW_COLUMNS,
  summaryOverviewQuery,
  todayUtc,
  withCostColumns,
} from '@gsn/domain';
import { type ExportReport, wholeExportReport } from '../../lib/registries.ts';
import { type CallsRepository, REPORT_LIST } from '../calls/index.ts';
import type { ReportsRepository } from './reports-repository.ts';
import { callCauseBreakdown, dailyCallStatistics, hourlyCallStatistics, orderOverview } from './reports-service.ts';

export interface ReportsExportSources {
  calls: CallsRepository;
  /** The order overview's counts (orders/summaryoverview). */
  orders: ReportsRepository;
}

/** The reports' exportable reports (modules/exports runs them): a handful of rows each, computed as on the screen. */
export function reportsExports(d: ReportsExportSources): ExportReport[] {
  return [
    // one row per day of the range (the dates default as on the screen, when the job runs), one more per further
    // currency of a day's cost
    wholeExportReport({
      category: 'calls',
      report_name: 'callstatistics',
      permission: REPORT_LIST,
      filters: callFilters,
      columns: CALL_STATISTICS_EXPORT_COLUMNS,
      rows: async (viewer, f) => withCostColumns((await dailyCallStatistics(d.calls, viewer, f, todayUtc())).data),
    }),
    // 24 rows per chosen day (1 to 4 days, as on the screen), one more per further currency of an hour's cost
    wholeExportReport({
      category: 'calls',
      report_name: 'callstatisticshourly',
      permission: REPORT_LIST,
      filters: callStatisticsHourlyQuery,
      columns: CALL_STATISTICS_HOURLY_COLUMNS,
      rows: async (viewer, f) => withCostColumns((await hourlyCallStatistics(d.calls, viewer, f)).data),
    }),
    wholeExportReport({
      category: 'orders',
      report_name: 'summaryoverview',
      permission: REPORT_LIST,
      filters: summaryOverviewQuery,
      columns: ORDER_OVERVIEW_COLUMNS,
      // one row per service type with orders: a handful
      rows: async (viewer, f) => (await orderOverview(d.orders, viewer, f)).data,
    }),
    wholeExportReport({
      category: 'calls',
      report_name: 'callcauses',
      permission: REPORT_LIST,
      filters: callFilters,
      columns: CAUSE_BREAKDOWN_COLUMNS,
      // one row per cause (and answered or not): a few dozen at most
      rows: async (viewer, f) => (await callCauseBreakdown(d.calls, viewer, f, todayUtc())).data,
    }),
  ];
}
