import {
  CAUSE_RULE,
  type CauseBreakdown,
  type CallFilters,
  causeBreakdown,
  type CallKpis,
  type CurrencyCost,
  type CallStatisticsHourlyQuery,
  type CallStatisticsRow,
  dailySeries,
  hourlySeries,
  resolveRange,
  SERVICE_TYPES,
  type SummaryOverviewQuery,
  type SummaryOverviewRow,
  todayUtc,
} from '@gsn/domain';
import { notFound } from '../../lib/errors.ts';
import type { CallsRepository } from '../calls/index.ts';
import { callFilter, callScope } from '../calls/index.ts';
import type { Principal } from '../../security/principal.ts';
import type { ReportsRepository } from './reports-repository.ts';

/** GET /reports/{category}/{report_name} for a report that is not one of the above. */
export const UNKNOWN_REPORT = 'This report does not exist';

type Viewer = { accountTypeId: number; customerId: number | null };

export interface DailyStatistics {
  data: CallStatisticsRow[];
  totals: CallKpis & { costs: CurrencyCost[] };
  from: string;
  to: string;
}

/**
 * Daily call statistics: one row per day of the range (by default the last 30 days up to `today`), zeros for days
 * without calls, and the range's totals from the summed counters. Shared by the report and its export.
 */
export async function dailyCallStatistics(calls: CallsRepository, viewer: Viewer, q: CallFilters, today: string): Promise<DailyStatistics> {
  const scope = callScope(viewer);
  const range = resolveRange(q, today);
  const filter = callFilter(scope, q);
  const [counters, costs] = await Promise.all([calls.daily(scope, filter, range), calls.dailyCosts(scope, filter, range)]);
  const { data, totals } = dailySeries(range, counters, costs);
  return { data, totals, ...range };
}

export interface CauseBreakdownAnswer extends CauseBreakdown {
  /** The rule of the shares, the classes and the effectiveness (shown beside the figures). */
  rule: string;
  from: string;
  to: string;
}

/** The cause breakdown over the range (by default the last 30 days up to `today`). Shared by the report and its export. */
export async function callCauseBreakdown(
  calls: CallsRepository,
  viewer: Viewer,
  q: CallFilters,
  today: string,
): Promise<CauseBreakdownAnswer> {
  const scope = callScope(viewer);
  const range = resolveRange(q, today);
  return { ...causeBreakdown(await calls.causeCounts(scope, callFilter(scope, q), range)), rule: CAUSE_RULE, ...range };
}

/** Order counts per service type, in SERVICE_TYPES order, only the types with orders. Shared by the report and its export. */
export async function orderOverview(
  repo: ReportsRepository,
  viewer: Viewer,
  q: SummaryOverviewQuery,
): Promise<{ data: SummaryOverviewRow[]; total: number }> {
  const scope = callScope(viewer);
  const f = callFilter(scope, q);
  const counts = new Map(
    (await repo.orderCounts(scope, { customerId: f.customerId, customerCode: f.customerCode, jurisdiction: q.jurisdiction })).map((r) => [
      r.service_type,
      r.count,
    ]),
  );
  const data = SERVICE_TYPES.filter((t) => (counts.get(t) ?? 0) > 0).map((t) => ({ service_type: t, count: counts.get(t)! }));
  return { data, total: data.reduce((n, r) => n + r.count, 0) };
}

/** Hourly call statistics: 24 rows per chosen day, the days in the order given. Shared by the report and its export. */
export async function hourlyCallStatistics(
  calls: CallsRepository,
  viewer: Viewer,
  q: CallStatisticsHourlyQuery,
): Promise<{ data: CallStatisticsRow[] }> {
  const scope = callScope(viewer);
  const filter = callFilter(scope, q);
  const [counters, costs] = await Promise.all([calls.hourly(scope, filter, q.dates), calls.hourlyCosts(scope, filter, q.dates)]);
  return { data: hourlySeries(q.dates, counters, costs) };
}

export interface ReportsServiceDeps {
  repo: ReportsRepository;
  calls: CallsRepository;
  /** The clock of the default date range. */
  now?: () => Date;
}

/**
 * Reports (functionality 900; spec 2 §2 Reports, §7 /reports/{category}/{report_name}): the order overview and the
 * daily and hourly call statistics. Customers see their own company's figures whatever company they name; staff
 * see everything and may narrow to one company.
 */
export function reportsService(d: ReportsServiceDeps) {
  const now = d.now ?? (() => new Date());
  return {
    /** Order counts per service type, in SERVICE_TYPES order, only the types with orders; `total` of them all. */
    summaryOverview: (p: Principal, q: SummaryOverviewQuery) => orderOverview(d.repo, p, q),

    callStatistics: (p: Principal, q: CallFilters) => dailyCallStatistics(d.calls, p, q, todayUtc(now())),

    /** Per Q.850 cause: count, share of the attempts, E.411 class, effective for NER. */
    callCauses: (p: Principal, q: CallFilters) => callCauseBreakdown(d.calls, p, q, todayUtc(now())),

    /** 24 rows per chosen day, the days in the order given. */
    callStatisticsHourly: (p: Principal, q: CallStatisticsHourlyQuery) => hourlyCallStatistics(d.calls, p, q),

    unknownReport(): never {
      throw notFound('report.unknown', UNKNOWN_REPORT);
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
