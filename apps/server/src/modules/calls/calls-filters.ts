import { and, type Column, eq, gte, inArray, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import { type DateRange, dayStart, daysAfter } from '@gsn/domain';
import { type callCostsHourly, calls, type callStatsHourly, type callStatsHourlyAll, customers } from '../../db/schema.ts';
import type { InventoryScope } from '../inventory/index.ts';

/**
 * Who sees which calls and the report filters, as SQL conditions over `calls` or a counter table: shared by the
 * call records, the call statistics and the reports.
 */

/**
 * Whose calls a caller sees: every call (staff), or one company's (customers; `null` = a customer account without
 * a company, which sees none) — the same visibility as the inventory. Decided by the service, applied here.
 */
export type CallScope = InventoryScope;

/** The report filters as the queries take them; `customerId` / `customerCode` are staff filters (the service). */
export interface CallFilter {
  customerId?: number | null | undefined;
  /** The company's insight code, case-insensitive (the lowest id when several share it); unknown → nothing. */
  customerCode?: string | null | undefined;
  serviceType?: string | null | undefined;
  jurisdiction?: string | null | undefined;
  city?: string | null | undefined;
  direction?: string | null | undefined;
  /** Sync: only calls loaded at or after this instant (the call list's `updated_since`). */
  loadedSince?: Date | undefined;
  /** The call records' search (`calls` only: the counter tables keep no numbers, causes or durations). */
  search?: CallSearchFilter | undefined;
}

/** The search of the call records, as the domain's `callSearch` reads it (prefixes in E.164, `+` then digits). */
export interface CallSearchFilter {
  callingPrefix?: string | null | undefined;
  calledPrefix?: string | null | undefined;
  causes?: readonly number[] | null | undefined;
  minDuration?: number | null | undefined;
  maxDuration?: number | null | undefined;
}

/**
 * The columns the filters read: of `calls`, of `call_stats_hourly` (whose customer 0 / city '' mean none), of
 * `orders`, or of `call_stats_daily_all`, which has no customer and so serves only staff asking about every company.
 */
interface FilterColumns {
  customer_id?: Column;
  service_type?: Column;
  jurisdiction?: Column;
  city?: Column;
  direction?: Column;
}

/** The company with this insight code, case-insensitively; the lowest id when several share it (as the inventory). */
export const companyWithCode = (code: string) =>
  sql`(select ${customers.id} from ${customers} where lower(${customers.provider_insight_company_code}) = lower(${code}) order by ${customers.id} limit 1)`;

/** The scope and the filters over a table's columns (dates aside); a filter on a column the table lacks is not applied. */
export function scopeAndFilter(t: FilterColumns, scope: CallScope, f: CallFilter): SQL | undefined {
  const customer = t.customer_id;
  if (!customer) {
    if (!allCustomers(scope, f)) throw new Error('a customer scope or filter needs a table with customer_id');
  }
  return and(
    'all' in scope || !customer ? undefined : scope.customerId === null ? sql`false` : eq(customer, scope.customerId),
    f.customerId && customer ? eq(customer, f.customerId) : undefined,
    f.customerCode && customer ? sql`${customer} = ${companyWithCode(f.customerCode)}` : undefined,
    f.serviceType && t.service_type ? eq(t.service_type, f.serviceType) : undefined,
    f.jurisdiction && t.jurisdiction ? eq(t.jurisdiction, f.jurisdiction) : undefined,
    f.city && t.city ? eq(t.city, f.city) : undefined,
    f.direction && t.direction ? eq(t.direction, f.direction) : undefined,
  );
}

/** Instants of the UTC days `from`..`to` (inclusive): [start of from, start of the day after to). */
export const withinDays = (
  time: typeof calls.seized_at | typeof callStatsHourly.hour | typeof callStatsHourlyAll.hour | typeof callCostsHourly.hour,
  r: DateRange,
) => and(gte(time, dayStart(r.from)), lt(time, dayStart(daysAfter(r.to, 1))));

/**
 * The search's conditions over `calls`. A prefix is digits after `+` (the domain refuses anything else), so it needs
 * no LIKE escaping, and `like 'prefix%'` is a range on the number for the planner.
 */
export function searchConditions(s: CallSearchFilter | undefined): SQL | undefined {
  if (!s) return undefined;
  return and(
    s.callingPrefix ? like(calls.calling_number, `${s.callingPrefix}%`) : undefined,
    s.calledPrefix ? like(calls.called_number, `${s.calledPrefix}%`) : undefined,
    s.causes?.length ? inArray(calls.completion_code, [...s.causes]) : undefined,
    s.minDuration != null ? gte(calls.duration_seconds, s.minDuration) : undefined,
    s.maxDuration != null ? lte(calls.duration_seconds, s.maxDuration) : undefined,
  );
}

/** The calls of a request: scope, filters, search and date range. */
export const callConditions = (scope: CallScope, f: CallFilter, range: DateRange) =>
  and(
    scopeAndFilter(calls, scope, f),
    withinDays(calls.seized_at, range),
    f.loadedSince ? gte(calls.createdAt, f.loadedSince) : undefined,
    searchConditions(f.search),
  );

/** Staff asking about every company: the all-customer daily counters can answer. */
export const allCustomers = (scope: CallScope, f: CallFilter) => 'all' in scope && !f.customerId && !f.customerCode;
