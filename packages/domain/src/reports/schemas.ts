import { z } from 'zod';
import { SERVICE_TYPES } from '../catalogue/products.ts';
import { isIsoDay } from '../common/dates.ts';
import { idFilter, listQuery, updatedSince } from '../common/pagination.ts';
import { blankToNull, optionalText } from '../common/text.ts';
import { CALL_SEARCH_MESSAGES, callSearchShape, checkDurations } from './call-search.ts';
import type { CallKpis } from './kpis.ts';
import type { CurrencyCost } from './cost-series.ts';

/**
 * Reports (spec 2 §2 Reports, §3 Call record and Call statistics row, §7 `/reports/...` and `/calls`):
 * the order overview, daily and hourly call statistics and the call records (CDRs). Customers always see their own
 * company's figures only; staff may pick a customer. Days and hours are UTC.
 */

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/** Which party released the call (CDR_RELEASEDIR). */
export const RELEASE_DIRECTIONS = ['calling', 'called', 'network'] as const;
export type ReleaseDirection = (typeof RELEASE_DIRECTIONS)[number];

/** Daily statistics cover at most this many days per request (a year and a day for a leap year). */
export const REPORT_MAX_DAYS = 366;
/** Without dates, daily statistics and call records cover the last this many days up to today. */
export const REPORT_DEFAULT_DAYS = 30;
/** Hourly statistics compare at most this many days (spec 2 §2: up to 4 dates). */
export const HOURLY_MAX_DATES = 4;
/** Call record counts are exact up to this many rows, then reported as `count_capped` (as for inventory). */
export const CALLS_COUNT_CAP = 10_000;

export const REPORT_MESSAGES = {
  /** Spec 2 §8, shown when from is after to (on the from field). */
  fromAfterTo: 'Please select a date before the “To date”',
  /** Spec 2 §8, shown when to is before from (on the to field). */
  toBeforeFrom: 'Please select a date after the “From date”',
  /** Spec 2 §8, hourly: the same day picked twice. */
  dateTaken: 'Date already selected, please pick another one',
  badDate: 'Please enter a date as YYYY-MM-DD',
  tooManyDays: `Please choose at most ${REPORT_MAX_DAYS} days`,
  tooManyDates: `Please choose at most ${HOURLY_MAX_DATES} dates`,
  noDates: 'Please choose at least one date',
  ...CALL_SEARCH_MESSAGES,
} as const;

/** A report day: a real calendar day in years 1000–9998, so that the range arithmetic (± days) stays in YYYY-MM-DD. */
export const isReportDay = (s: string) => isIsoDay(s) && s >= '1000-01-01' && s <= '9998-12-31';
const day = z.preprocess(blankToNull, z.string().trim().refine(isReportDay, REPORT_MESSAGES.badDate).nullable().optional());
/** A company id (a PostgreSQL integer: larger is a 400, not a database error). */
const id = idFilter();

/** Days between two YYYY-MM-DD days, inclusive of both. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The day `n` days before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The filters shared by every call report and the call records (spec 2 §7: customer_id, customer_code,
 * service_type, jurisdiction, city, direction, fromDate, toDate). A customer's customer filters are ignored:
 * the server applies the caller's own company.
 */
export const callFiltersShape = {
  customer_id: id,
  customer_code: optionalText(40),
  service_type: z.preprocess(blankToNull, z.enum(SERVICE_TYPES).nullable().optional()),
  jurisdiction: optionalText(100),
  city: optionalText(100),
  direction: z.preprocess(blankToNull, z.enum(CALL_DIRECTIONS).nullable().optional()),
  fromDate: day,
  toDate: day,
};

/** The date range rules: from ≤ to (each field gets the spec's message) and at most REPORT_MAX_DAYS days. */
function checkRange(v: { fromDate?: string | null | undefined; toDate?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (!v.fromDate || !v.toDate) return;
  if (v.fromDate > v.toDate) {
    ctx.addIssue({ code: 'custom', path: ['fromDate'], message: REPORT_MESSAGES.fromAfterTo });
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: REPORT_MESSAGES.toBeforeFrom });
  } else if (daysInclusive(v.fromDate, v.toDate) > REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: REPORT_MESSAGES.tooManyDays });
  }
}

export const callFilters = z.object(callFiltersShape).superRefine(checkRange);
export type CallFilters = z.infer<typeof callFilters>;

/** GET /reports/calls/callstatistics: one row per day of the range, days without calls included as zeros. */
export const callStatisticsQuery = callFilters;
export type CallStatisticsQuery = CallFilters;

/**
 * GET /reports/calls/callstatisticshourly: 24 rows per chosen day (`dates`, comma-separated YYYY-MM-DD, 1 to 4,
 * distinct), each day a separate series. fromDate/toDate are not used here.
 */
export const callStatisticsHourlyQuery = z
  .object({
    ...callFiltersShape,
    dates: z.preprocess(
      (v) =>
        (Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      z
        .array(z.string().refine(isReportDay, REPORT_MESSAGES.badDate))
        .min(1, REPORT_MESSAGES.noDates)
        .max(HOURLY_MAX_DATES, REPORT_MESSAGES.tooManyDates),
    ),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.dates).size !== v.dates.length) ctx.addIssue({ code: 'custom', path: ['dates'], message: REPORT_MESSAGES.dateTaken });
  });
export type CallStatisticsHourlyQuery = z.infer<typeof callStatisticsHourlyQuery>;

/**
 * The call records' filters (the list and its export): the report filters and the search of the records themselves
 * (number prefixes, release causes, answered seconds; `call-search.ts`).
 */
export const callRecordFilters = z
  .object({ ...callFiltersShape, ...callSearchShape })
  .superRefine(checkRange)
  .superRefine(checkDurations);
export type CallRecordFilters = z.infer<typeof callRecordFilters>;

/**
 * GET /calls: the call records, newest first (orderby seizure time only), with the call record filters;
 * `updated_since` keeps the calls loaded at or after an instant (a poll for calls loaded late, within the date range).
 */
export const callsListQuery = listQuery()
  .extend({ ...callFiltersShape, ...callSearchShape, updated_since: updatedSince() })
  .superRefine(checkRange)
  .superRefine(checkDurations);
export type CallsListQuery = z.infer<typeof callsListQuery>;

/** GET /calls/cities?jurisdiction: the cities that have calls. */
export const callCitiesQuery = z.object({ jurisdiction: optionalText(100) });

/** GET /reports/orders/summaryoverview: order counts per service type (customer for staff, jurisdiction). */
export const summaryOverviewQuery = z.object({
  customer_id: id,
  customer_code: optionalText(40),
  jurisdiction: optionalText(100),
});
export type SummaryOverviewQuery = z.infer<typeof summaryOverviewQuery>;

export interface SummaryOverviewRow {
  service_type: string;
  count: number;
}

/**
 * A call statistics row (spec 2 §3): `date` (YYYY-MM-DD), `hour` (0–23, hourly only), the KPIs and the cost of the
 * rated calls per currency.
 */
export interface CallStatisticsRow extends CallKpis {
  date: string;
  hour?: number;
  costs: CurrencyCost[];
}

/** A call record (spec 2 §3 Call record), as listed and exported. Times are ISO 8601 UTC. */
export interface CallRecordRow {
  id: number;
  CDR_SEIZTIME: string;
  SERVICE_TYPE: string;
  vendor_name: string | null;
  /** Called number: the service number dialled (E.164). */
  CDR_CLDNUM: string;
  /** Calling number (A-number). */
  CDR_CLGNUM: string | null;
  /** Called connected number: where the call was delivered (the translation / termination number). */
  CDR_CLDCNUM: string | null;
  /** Origin and destination jurisdictions (country names). */
  CDR_ORIGIN: string | null;
  CDR_DESTINATION: string | null;
  CDR_DISCTIME: string | null;
  /** Q.850 cause of the release. */
  CDR_COMPCODE: number | null;
  CDR_RELEASEDIR: ReleaseDirection | null;
  CDR_IC_CUSTOMER_NAME: string | null;
  CDR_OG_CUSTOMER_NAME: string | null;
  /**
   * Beyond the spec's fields (the KPIs and the filters need them; docs/api-reports.md): answer and alerting times,
   * answered seconds, the filters' columns.
   */
  answer_time: string | null;
  alerting_time: string | null;
  duration_seconds: number;
  direction: CallDirection;
  jurisdiction: string;
  city: string | null;
  /**
   * Rating (docs/billing.md): the caller's origin type, billed seconds, the rate per minute, the cost and their
   * currency (4-decimal strings); a free call (not answered) costs 0, an unrated one carries `unrated_reason`.
   */
  origin_type: string | null;
  billed_seconds: number | null;
  rate: string | null;
  cost: string | null;
  currency: string | null;
  unrated_reason: string | null;
}

/** The export columns of calls/callsummary (the call records) and calls/callstatistics (daily rows). */
export const CALL_RECORD_COLUMNS = [
  'CDR_SEIZTIME',
  'SERVICE_TYPE',
  'vendor_name',
  'CDR_CLDNUM',
  'CDR_CLGNUM',
  'CDR_CLDCNUM',
  'CDR_ORIGIN',
  'CDR_DESTINATION',
  'CDR_DISCTIME',
  'CDR_COMPCODE',
  'CDR_RELEASEDIR',
  'CDR_IC_CUSTOMER_NAME',
  'CDR_OG_CUSTOMER_NAME',
  'answer_time',
  'alerting_time',
  'duration_seconds',
  'direction',
  'jurisdiction',
  'city',
  'origin_type',
  'billed_seconds',
  'rate',
  'cost',
  'currency',
  'unrated_reason',
] as const;
export const CALL_STATISTICS_COLUMNS = ['date', 'callattempts', 'successfulcalls', 'minutes', 'aloc', 'asr', 'ner', 'pdd'] as const;
/** The export columns of calls/callstatistics: the daily columns and the day's cost (`withCostColumns`). */
export const CALL_STATISTICS_EXPORT_COLUMNS = [...CALL_STATISTICS_COLUMNS, 'cost', 'currency'] as const;
