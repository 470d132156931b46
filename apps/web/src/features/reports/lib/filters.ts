import {
  CALL_DIRECTIONS,
  type CallDirection,
  callFilters,
  callFiltersShape,
  daysBefore,
  HOURLY_MAX_DATES,
  REPORT_DEFAULT_DAYS,
  REPORT_MESSAGES,
  SERVICE_TYPES,
} from '@gsn/domain';
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

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v && (list as readonly string[]).includes(v) ? (v as T) : null;
const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
/** A real calendar day written YYYY-MM-DD, by the domain's own day rule (2026-02-30 is not). */
export const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && callFiltersShape.fromDate.safeParse(v).success;
const day = (v: string | null) => (v && isDay(v) ? v : null);
const trimmed = (v: string | null) => v?.trim() || null;

/**
 * The filters of the address (so Back and a shared link restore the report); the customer only for staff. An
 * address without dates reads as yesterday to today (spec 2 §9, the default daily range).
 */
export function readCallFilters(params: URLSearchParams, staff: boolean, today: string = utcToday()): CallReportFilters {
  const jurisdiction = trimmed(params.get('jurisdiction'));
  const fromDate = day(params.get('fromDate'));
  const toDate = day(params.get('toDate'));
  const dated = fromDate !== null || toDate !== null;
  return {
    customer_id: staff ? positive(params.get('customer_id')) : null,
    service_type: oneOf(SERVICE_TYPES, params.get('service_type')),
    jurisdiction,
    city: jurisdiction ? trimmed(params.get('city')) : null,
    direction: oneOf(CALL_DIRECTIONS, params.get('direction')),
    fromDate: dated ? fromDate : daysBefore(today, 1),
    toDate: dated ? toDate : today,
  };
}

/**
 * The address of filters plus the page's own parameters (view, kpi, dates, page); empty values are left out, and so
 * is the default range (yesterday to today), which an address keeps relative to the day it is opened.
 */
export function writeCallFilters(
  f: Partial<CallReportFilters>,
  extra: Record<string, string | number | null> = {},
  today: string = utcToday(),
): URLSearchParams {
  const byDefault = f.toDate === today && f.fromDate === daysBefore(today, 1);
  const values = byDefault ? { ...f, fromDate: null, toDate: null } : f;
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
