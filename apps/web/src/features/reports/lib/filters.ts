import {
  CALL_DIRECTIONS,
  type CallDirection,
  callFilters,
  callFiltersShape,
  callSearch,
  daysBefore,
  HOURLY_MAX_DATES,
  REPORT_DEFAULT_DAYS,
  REPORT_MESSAGES,
  SERVICE_TYPES,
} from '@gsn/domain';
import { createParser, parseAsStringLiteral } from 'nuqs';
import { defineListParams, type ListValuesOf, parseAsId, parseAsOneOf, parseAsTrimmed } from '../../../lib/list-view';
import { firstIssues } from '../../../lib/zod-issues';

/** The filters of every call report and of the call records (docs/api-reports.md), as the address and the API name them. */
export interface CallReportFilters {
  /** A customer company (staff only; the server applies a customer's own company). */
  customer_id: number | null;
  service_type: string | null;
  jurisdiction: string | null;
  city: string | null;
  direction: CallDirection | null;
  /** YYYY-MM-DD, UTC days, inclusive; with one of them, the server puts the other 29 days away (30-day window). */
  fromDate: string | null;
  toDate: string | null;
}

export const NO_CALL_FILTERS: CallReportFilters = {
  customer_id: null,
  service_type: null,
  jurisdiction: null,
  city: null,
  direction: null,
  fromDate: null,
  toDate: null,
};

export type ReportMessageKey = keyof typeof REPORT_MESSAGES;
export type DateField = 'fromDate' | 'toDate';

/** A real calendar day written YYYY-MM-DD, by the domain's own day rule (2026-02-30 is not). */
export const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && callFiltersShape.fromDate.safeParse(v).success;
const parseAsDay = createParser({ parse: (v) => (isDay(v) ? v : null), serialize: (v: string) => v });

/**
 * The call filters of an address (so Back and a shared link restore a report): the call records list's parser map,
 * which the statistics pages read too; the customer only for staff.
 */
const callParsers = {
  customer_id: parseAsId,
  service_type: parseAsOneOf(SERVICE_TYPES),
  jurisdiction: parseAsTrimmed,
  city: parseAsTrimmed,
  direction: parseAsStringLiteral(CALL_DIRECTIONS),
  fromDate: parseAsDay,
  toDate: parseAsDay,
};
export const callListParams = defineListParams({ filters: callParsers, staffOnly: ['customer_id'] });

/**
 * The call records' search as the address and the API name it (`cause` comma-separated), kept as written: the
 * page checks it with the domain's rules (`searchErrors`) and shows what is wrong instead of dropping it.
 */
export interface CallSearchFilters {
  calling_prefix: string | null;
  called_prefix: string | null;
  cause: string | null;
  min_duration: string | null;
  max_duration: string | null;
}
export type SearchField = keyof CallSearchFilters;
export const SEARCH_FIELDS = ['calling_prefix', 'called_prefix', 'cause', 'min_duration', 'max_duration'] as const;

export const NO_CALL_SEARCH: CallSearchFilters = {
  calling_prefix: null,
  called_prefix: null,
  cause: null,
  min_duration: null,
  max_duration: null,
};

/** The call records list's address: the report filters and the search. */
export const callRecordListParams = defineListParams({
  filters: {
    ...callParsers,
    calling_prefix: parseAsTrimmed,
    called_prefix: parseAsTrimmed,
    cause: parseAsTrimmed,
    min_duration: parseAsTrimmed,
    max_duration: parseAsTrimmed,
  },
  staffOnly: ['customer_id'],
});

/** The search of an address's values (the report filters aside). */
export function callSearchOf(f: Partial<CallSearchFilters>): CallSearchFilters {
  return Object.fromEntries(SEARCH_FIELDS.map((k) => [k, f[k] ?? null])) as unknown as CallSearchFilters;
}

/** The domain's search rules (prefixes, causes, seconds, min ≤ max): the message keys per field, none when fine. */
export function searchErrors(s: CallSearchFilters): Partial<Record<SearchField, ReportMessageKey>> {
  const parsed = callSearch.safeParse(s);
  return firstIssues(parsed.error?.issues, (issue) => {
    const field = issue.path[0];
    const key = reportMessageKey(issue.message);
    return typeof field === 'string' && (SEARCH_FIELDS as readonly string[]).includes(field) && key ? ([field, key] as const) : undefined;
  }) as Partial<Record<SearchField, ReportMessageKey>>;
}

/**
 * The filters an address's values stand for: the city only with a jurisdiction, and without dates yesterday to
 * today (spec 2 §9, the default daily range).
 */
export function callFiltersOf(f: ListValuesOf<typeof callListParams>['filters'], today: string = utcToday()): CallReportFilters {
  const dated = f.fromDate !== null || f.toDate !== null;
  return {
    customer_id: f.customer_id,
    service_type: f.service_type,
    jurisdiction: f.jurisdiction,
    city: f.jurisdiction ? f.city : null,
    direction: f.direction,
    fromDate: dated ? f.fromDate : daysBefore(today, 1),
    toDate: dated ? f.toDate : today,
  };
}

/** The filters of an address (`callListParams`), as `callFiltersOf` completes them. */
export function readCallFilters(params: URLSearchParams, staff: boolean, today: string = utcToday()): CallReportFilters {
  return callFiltersOf(callListParams.read(params, { staff }).filters, today);
}

/** The filters to write: the default range (yesterday to today) left out, an address keeps it relative to its day. */
export function withoutDefaultRange<F extends Partial<CallReportFilters>>(f: F, today: string = utcToday()): F {
  return f.toDate === today && f.fromDate === daysBefore(today, 1) ? { ...f, fromDate: null, toDate: null } : f;
}

/**
 * The address of filters plus the page's own parameters (view, kpi, dates, page); empty values are left out, and so
 * is the default range (yesterday to today), which an address keeps relative to the day it is opened.
 */
export function writeCallFilters(
  f: Partial<CallReportFilters & CallSearchFilters>,
  extra: Record<string, string | number | null> = {},
  today: string = utcToday(),
): URLSearchParams {
  const values = withoutDefaultRange(f, today);
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...values, ...extra })) if (v !== null && v !== undefined && v !== '') p.set(k, String(v));
  return p;
}

/** The key of a REPORT_MESSAGES text (the domain schema's issues carry the English text). */
export function reportMessageKey(message: string): ReportMessageKey | null {
  const hit = Object.entries(REPORT_MESSAGES).find(([, text]) => text.trim() === message.trim());
  return hit ? (hit[0] as ReportMessageKey) : null;
}

/**
 * The date rules of the domain (from ≤ to, each field with the spec's message; at most a year), checked before
 * asking the server: the message keys per date field, none when the range is fine.
 */
export function dateErrors(f: Pick<CallReportFilters, DateField>): Partial<Record<DateField, ReportMessageKey>> {
  const parsed = callFilters.safeParse({ fromDate: f.fromDate, toDate: f.toDate });
  return firstIssues(parsed.error?.issues, (issue) => {
    const field = issue.path[0];
    const key = reportMessageKey(issue.message);
    return (field === 'fromDate' || field === 'toDate') && key ? ([field, key] as const) : undefined;
  }) as Partial<Record<DateField, ReportMessageKey>>;
}

/** The first day a date field offers: the call date window is the last 30 days, today included (spec 2 §5, §9). */
export const firstSelectableDay = (today: string = utcToday()) => daysBefore(today, REPORT_DEFAULT_DAYS - 1);

/** Today as a UTC calendar day (the reports' days are UTC). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The hourly report's days from the address parameter `dates` (comma-separated): real days, distinct, at most
 * HOURLY_MAX_DATES; without the parameter yesterday and today (spec 2 §9).
 */
export function readHourlyDates(raw: string | null, today: string = utcToday()): string[] {
  if (raw === null) return [daysBefore(today, 1), today];
  const days = raw
    .split(',')
    .map((s) => s.trim())
    .filter(isDay);
  return [...new Set(days)].slice(0, HOURLY_MAX_DATES);
}
