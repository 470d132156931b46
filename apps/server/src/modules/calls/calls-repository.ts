import { and, type Column, desc, eq, getTableColumns, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  CALLS_COUNT_CAP,
  type CallCounters,
  type CallDirection,
  type CallRecordRow,
  type DateRange,
  type DayCounters,
  dayStart,
  daysAfter,
  type HourCounters,
  NER_CAUSES,
  type ReleaseDirection,
} from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { calls, callStatsDailyAll, callStatsHourly, callStatsHourlyAll, customers, vendors } from '../../db/schema.ts';
import type { CountResult, InventoryScope } from '../inventory/inventory-repository.ts';

/**
 * Call records and their hourly counters (docs/api-reports.md): the only SQL of calls and call statistics.
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
}

/** Where a keyset batch of the call records resumes: the last row's seizure time (as the database wrote it) and id. */
export interface CallCursor {
  seizedAt: string;
  id: number;
}

/** A call as loaded (the spec's CDR fields under the table's column names; times as ISO strings or Dates). */
export type CallInsert = Omit<typeof calls.$inferInsert, 'id' | 'createdAt'>;

/** The columns a call is inserted with (all but the id and created_at) and their SQL types. */
const INSERT_COLUMNS = Object.values(getTableColumns(calls))
  .filter((c) => !['id', 'created_at'].includes(c.name))
  .map((c) => ({ name: c.name, type: c.getSQLType() }));

const hourUtc = sql.raw(`date_trunc('hour', seized_at at time zone 'UTC') at time zone 'UTC'`);

/** The counter columns of call_stats_hourly and call_stats_daily_all, and their values over a group of new calls. */
const COUNTER_COLUMNS = ['attempts', 'answered', 'effective', 'answered_seconds', 'pdd_ms_sum', 'pdd_count'] as const;
const COUNTER_COLUMNS_SQL = sql.raw(COUNTER_COLUMNS.join(', '));
const COUNTER_VALUES = sql.raw(
  [
    'count(*)::int',
    'count(answered_at)::int',
    `(count(*) filter (where answered_at is not null or completion_code in (${NER_CAUSES.join(', ')})))::int`,
    'coalesce(sum(duration_seconds), 0)::bigint',
    'coalesce(sum(round(extract(epoch from (alerted_at - seized_at)) * 1000)) filter (where alerted_at is not null), 0)::bigint',
    'count(alerted_at)::int',
  ].join(', '),
);
/** ON CONFLICT: the stored counters plus the new calls'. */
const addExcluded = (table: string) => sql.raw(COUNTER_COLUMNS.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));

/** The column defaults, which a select from jsonb_to_recordset would replace with NULL. */
const withDefaults = (r: CallInsert): CallInsert => ({
  ...r,
  duration_seconds: r.duration_seconds ?? 0,
  direction: r.direction ?? 'inbound',
});

function rowsOf<T>(r: unknown): T[] {
  return ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
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
const companyWithCode = (code: string) =>
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
const withinDays = (time: typeof calls.seized_at | typeof callStatsHourly.hour | typeof callStatsHourlyAll.hour, r: DateRange) =>
  and(gte(time, dayStart(r.from)), lt(time, dayStart(daysAfter(r.to, 1))));

/** The calls of a request: scope, filters and date range. */
const callConditions = (scope: CallScope, f: CallFilter, range: DateRange) =>
  and(scopeAndFilter(calls, scope, f), withinDays(calls.seized_at, range));

/** Staff asking about every company: the all-customer daily counters can answer. */
const allCustomers = (scope: CallScope, f: CallFilter) => 'all' in scope && !f.customerId && !f.customerCode;

const s = callStatsHourly;
const d = callStatsDailyAll;
const h = callStatsHourlyAll;
/** The counters of a counter table summed (float8: exact integers far beyond int4, a JS number on both drivers). */
const sumsOf = (t: typeof s | typeof d | typeof h) =>
  ({
    attempts: sql<number>`coalesce(sum(${t.attempts}), 0)::float8`,
    answered: sql<number>`coalesce(sum(${t.answered}), 0)::float8`,
    effective: sql<number>`coalesce(sum(${t.effective}), 0)::float8`,
    answeredSeconds: sql<number>`coalesce(sum(${t.answered_seconds}), 0)::float8`,
    pddMsSum: sql<number>`coalesce(sum(${t.pdd_ms_sum}), 0)::float8`,
    pddCount: sql<number>`coalesce(sum(${t.pdd_count}), 0)::float8`,
  }) satisfies Record<keyof CallCounters, SQL>;
const sums = sumsOf(s);
const dailyDay = sql<string>`to_char(${d.day}, 'YYYY-MM-DD')`;
/** The UTC day and hour of a counter row (literal SQL, so that GROUP BY repeats the same expression). */
const statDay = sql<string>`to_char(${s.hour} at time zone 'UTC', 'YYYY-MM-DD')`;
const statHour = sql<number>`extract(hour from ${s.hour} at time zone 'UTC')::int`;

/** A call record as the API shows it (spec 2 §3): the CDR_* names, times in ISO 8601 UTC. */
const recordSelection = {
  id: calls.id,
  seized_at: calls.seized_at,
  service_type: calls.service_type,
  vendor_name: vendors.name,
  called_number: calls.called_number,
  calling_number: calls.calling_number,
  connected_number: calls.connected_number,
  origin: calls.origin,
  destination: calls.destination,
  disconnected_at: calls.disconnected_at,
  completion_code: calls.completion_code,
  release_direction: calls.release_direction,
  ic_customer_name: calls.ic_customer_name,
  og_customer_name: calls.og_customer_name,
  answered_at: calls.answered_at,
  alerted_at: calls.alerted_at,
  duration_seconds: calls.duration_seconds,
  direction: calls.direction,
  jurisdiction: calls.jurisdiction,
  city: calls.city,
};
/**
 * The selection for a viewer: customers never see which vendor carried a call (the provider's upstream carriers
 * stay confidential, as vendors are hidden from customers everywhere else), so `vendor_name` is null for them.
 */
const selectionFor = (scope: CallScope) =>
  'all' in scope ? recordSelection : { ...recordSelection, vendor_name: sql<string | null>`null::text` };

type RecordSelected = Pick<typeof calls.$inferSelect, Exclude<keyof typeof recordSelection, 'vendor_name'>> & {
  vendor_name: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toCallRecordRow(r: RecordSelected): CallRecordRow {
  return {
    id: r.id,
    CDR_SEIZTIME: r.seized_at.toISOString(),
    SERVICE_TYPE: r.service_type,
    vendor_name: r.vendor_name,
    CDR_CLDNUM: r.called_number,
    CDR_CLGNUM: r.calling_number,
    CDR_CLDCNUM: r.connected_number,
    CDR_ORIGIN: r.origin,
    CDR_DESTINATION: r.destination,
    CDR_DISCTIME: iso(r.disconnected_at),
    CDR_COMPCODE: r.completion_code,
    CDR_RELEASEDIR: r.release_direction as ReleaseDirection | null,
    CDR_IC_CUSTOMER_NAME: r.ic_customer_name,
    CDR_OG_CUSTOMER_NAME: r.og_customer_name,
    answer_time: iso(r.answered_at),
    alerting_time: iso(r.alerted_at),
    duration_seconds: r.duration_seconds,
    direction: r.direction as CallDirection,
    jurisdiction: r.jurisdiction,
    city: r.city,
  };
}

/** The columns of `calls` a loading statement's source selects, in this order (`insertCallsFrom`). */
export const CALL_INSERT_COLUMNS: readonly string[] = INSERT_COLUMNS.map((c) => c.name);

/**
 * The statement that inserts the calls `source` selects (the columns `CALL_INSERT_COLUMNS`, in order) and adds them
 * to the hourly, the all-customer daily and the all-customer hourly counters, answering `inserted`: a CTE inserts the
 * calls and returns what the counters need; three more upsert one counter row per hour or day and key, so the
 * counters never drift from the calls. Used by `insertCalls` and by the CSV import (modules/call-import).
 */
export function insertCallsFrom(source: SQL): SQL {
  const cols = sql.raw(INSERT_COLUMNS.map((c) => `"${c.name}"`).join(', '));
  return sql`
        with ins as (
          insert into ${calls} (${cols})
          ${source}
          returning seized_at, alerted_at, answered_at, duration_seconds, completion_code, customer_id, service_type, jurisdiction, city, direction
        ), hourly as (
          insert into ${callStatsHourly} (hour, customer_id, service_type, jurisdiction, city, direction, ${COUNTER_COLUMNS_SQL})
          select ${hourUtc}, coalesce(customer_id, 0), service_type, jurisdiction, coalesce(city, ''), direction, ${COUNTER_VALUES}
          from ins
          group by 1, 2, 3, 4, 5, 6
          on conflict (hour, customer_id, service_type, jurisdiction, city, direction) do update set ${addExcluded('call_stats_hourly')}
          returning 1
        ), daily as (
          insert into ${callStatsDailyAll} (day, service_type, jurisdiction, city, direction, ${COUNTER_COLUMNS_SQL})
          select (seized_at at time zone 'UTC')::date, service_type, jurisdiction, coalesce(city, ''), direction, ${COUNTER_VALUES}
          from ins
          group by 1, 2, 3, 4, 5
          on conflict (day, service_type, jurisdiction, city, direction) do update set ${addExcluded('call_stats_daily_all')}
          returning 1
        ), hourly_all as (
          insert into ${callStatsHourlyAll} (hour, service_type, jurisdiction, direction, ${COUNTER_COLUMNS_SQL})
          select ${hourUtc}, service_type, jurisdiction, direction, ${COUNTER_VALUES}
          from ins
          group by 1, 2, 3, 4
          on conflict (hour, service_type, jurisdiction, direction) do update set ${addExcluded('call_stats_hourly_all')}
          returning 1
        )
        select (select count(*) from ins)::int as inserted`;
}

export function callsRepository(db: Db) {
  const records = (scope: CallScope) => db.select(selectionFor(scope)).from(calls).leftJoin(vendors, eq(vendors.id, calls.vendor_id));

  return {
    /**
     * A page of the call records, newest seizure first (ties by id; the (seized_at, id) and (customer_id, seized_at,
     * id) indexes serve it), and the number of matching calls counted up to `cap` (a LIMITed subquery).
     */
    async list(
      scope: CallScope,
      f: CallFilter,
      range: DateRange,
      page: { limit: number; offset: number },
      cap = CALLS_COUNT_CAP,
    ): Promise<{ data: CallRecordRow[] } & CountResult> {
      const where = callConditions(scope, f, range);
      const [rows, counted] = await Promise.all([
        records(scope).where(where).orderBy(desc(calls.seized_at), desc(calls.id)).limit(page.limit).offset(page.offset),
        this.count(scope, f, range, cap),
      ]);
      return { data: rows.map(toCallRecordRow), ...counted };
    },

    async count(scope: CallScope, f: CallFilter, range: DateRange, cap: number): Promise<CountResult> {
      const limited = db
        .select({ one: sql`1` })
        .from(calls)
        .where(callConditions(scope, f, range))
        .limit(cap + 1)
        .as('limited');
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
      const n = r?.n ?? 0;
      return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
    },

    /**
     * Keyset batches newest first, after `cursor` (the previous batch's last row): constant cost per batch however
     * deep (exports). The cursor keeps the seizure time as the database wrote it (microseconds), not a JS Date.
     */
    async batchAfter(
      scope: CallScope,
      f: CallFilter,
      range: DateRange,
      cursor: CallCursor | null,
      limit: number,
    ): Promise<{ rows: CallRecordRow[]; cursor: CallCursor | null }> {
      const rows = await db
        .select({ ...selectionFor(scope), cursor: sql<string>`${calls.seized_at}::text` })
        .from(calls)
        .leftJoin(vendors, eq(vendors.id, calls.vendor_id))
        .where(
          and(
            callConditions(scope, f, range),
            cursor ? sql`(${calls.seized_at}, ${calls.id}) < (${cursor.seizedAt}::timestamptz, ${cursor.id})` : undefined,
          ),
        )
        .orderBy(desc(calls.seized_at), desc(calls.id))
        .limit(limit);
      const last = rows.at(-1);
      return { rows: rows.map(toCallRecordRow), cursor: last ? { seizedAt: last.cursor, id: last.id } : null };
    },

    /**
     * The jurisdictions (or the non-empty cities, of one jurisdiction when given) that have calls the caller sees,
     * sorted: read from the hourly counters, which hold every combination with calls in far fewer rows than `calls`.
     */
    async jurisdictions(scope: CallScope): Promise<string[]> {
      const t = allCustomers(scope, {}) ? d : s;
      const rows = await db
        .selectDistinct({ v: t.jurisdiction })
        .from(t)
        .where(scopeAndFilter(t, scope, {}))
        .orderBy(t.jurisdiction);
      return rows.map((r) => r.v);
    },

    async cities(scope: CallScope, jurisdiction: string | null | undefined): Promise<string[]> {
      const t = allCustomers(scope, {}) ? d : s;
      const rows = await db
        .selectDistinct({ v: t.city })
        .from(t)
        .where(and(scopeAndFilter(t, scope, { jurisdiction }), sql`${t.city} <> ''`))
        .orderBy(t.city);
      return rows.map((r) => r.v);
    },

    /** The counters summed per UTC day of the range (days without calls are absent). */
    async daily(scope: CallScope, f: CallFilter, range: DateRange): Promise<DayCounters[]> {
      if (allCustomers(scope, f)) {
        return db
          .select({ date: dailyDay, ...sumsOf(d) })
          .from(d)
          .where(and(scopeAndFilter(d, scope, f), gte(d.day, range.from), lte(d.day, range.to)))
          .groupBy(d.day)
          .orderBy(d.day);
      }
      return db
        .select({ date: statDay, ...sums })
        .from(s)
        .where(and(scopeAndFilter(s, scope, f), withinDays(s.hour, range)))
        .groupBy(statDay)
        .orderBy(statDay);
    },

    /** The counters summed per UTC hour of the given days (hours without calls are absent). */
    async hourly(scope: CallScope, f: CallFilter, dates: readonly string[]): Promise<HourCounters[]> {
      if (!dates.length) return [];
      if (allCustomers(scope, f) && !f.city) {
        const day = sql<string>`to_char(${h.hour} at time zone 'UTC', 'YYYY-MM-DD')`;
        const hour = sql<number>`extract(hour from ${h.hour} at time zone 'UTC')::int`;
        return db
          .select({ date: day, hour, ...sumsOf(h) })
          .from(h)
          .where(and(scopeAndFilter(h, scope, f), or(...dates.map((x) => withinDays(h.hour, { from: x, to: x })))))
          .groupBy(day, hour);
      }
      return db
        .select({ date: statDay, hour: statHour, ...sums })
        .from(s)
        .where(and(scopeAndFilter(s, scope, f), or(...dates.map((d) => withinDays(s.hour, { from: d, to: d })))))
        .groupBy(statDay, statHour);
    },

    /**
     * The calls of the range counted per release cause and answered or not (the cause breakdown): read from the
     * calls themselves, through the same scope, filters and dates as the lists.
     */
    async causeCounts(
      scope: CallScope,
      f: CallFilter,
      range: DateRange,
    ): Promise<{ cause: number | null; answered: boolean; count: number }[]> {
      const answered = sql<boolean>`(${calls.answered_at} is not null)`;
      return db
        .select({ cause: calls.completion_code, answered, count: sql<number>`count(*)::float8` })
        .from(calls)
        .where(callConditions(scope, f, range))
        .groupBy(calls.completion_code, answered);
    },

    /**
     * Loads calls and adds them to the hourly, the all-customer daily and the all-customer hourly counters in one
     * statement (a CTE inserts the calls and returns what the counters need; three more upsert one counter row per
     * hour or day and key), so the counters never drift from the calls. Rows go as one jsonb parameter
     * (`jsonb_to_recordset`), so a batch of thousands of calls is a single small statement. Answers the number of
     * calls inserted.
     */
    async insertCalls(rows: CallInsert[]): Promise<number> {
      if (!rows.length) return 0;
      const source = sql`select ${sql.raw(INSERT_COLUMNS.map((c) => `r."${c.name}"`).join(', '))}
          from jsonb_to_recordset(${JSON.stringify(rows.map(withDefaults))}::jsonb) as r(${sql.raw(INSERT_COLUMNS.map((c) => `"${c.name}" ${c.type}`).join(', '))})`;
      const result: unknown = await db.execute(insertCallsFrom(source));
      return rowsOf<{ inserted: number }>(result)[0]?.inserted ?? 0;
    },
  };
}

export type CallsRepository = ReturnType<typeof callsRepository>;
