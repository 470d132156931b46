import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { NER_CAUSES } from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import {
  callCostsHourly,
  calls,
  callStatsDailyAll,
  callStatsHourly,
  callStatsHourlyAll,
  customers,
  inventoryNumbers,
  vendors,
} from '../../db/schema.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  addCosts,
  addUsage,
  costRows,
  DROP_EMPTY_USAGE,
  everyFieldOf,
  RATING_COLUMNS,
  type RatedCallFields,
  ratingExpressions,
  ratingJoin,
  storedCost,
  storedUsage,
  usageRows,
} from '../billing/index.ts';

/**
 * Loading calls: one statement inserts the calls and adds them to the hourly, the all-customer daily and the
 * all-customer hourly counters, so the counters never drift from the calls (every loading path goes through here).
 */

/**
 * A call as loaded (the spec's CDR fields under the table's column names; times as ISO strings or Dates); its
 * rating columns are filled by the statement that inserts it.
 */
export type CallInsert = Omit<typeof calls.$inferInsert, 'id' | 'createdAt' | (typeof RATING_COLUMNS)[number]>;

/** The columns a call is inserted with (all but the id and created_at) and their SQL types. */
const INSERT_COLUMNS = Object.values(getTableColumns(calls))
  .filter((c) => !['id', 'created_at'].includes(c.name))
  .map((c) => ({ name: c.name, type: c.getSQLType() }));

const hourUtc = sql.raw(`date_trunc('hour', seized_at at time zone 'UTC') at time zone 'UTC'`);

/** The counter columns of call_stats_hourly and call_stats_daily_all, and their values over a group of new calls. */
const COUNTER_COLUMNS = ['attempts', 'answered', 'effective', 'answered_seconds', 'pdd_ms_sum', 'pdd_count'] as const;
const COUNTER_COLUMNS_SQL = sql.raw(COUNTER_COLUMNS.join(', '));
const COUNTER_EXPRESSIONS = [
  'count(*)::int',
  'count(answered_at)::int',
  `(count(*) filter (where answered_at is not null or completion_code in (${NER_CAUSES.join(', ')})))::int`,
  'coalesce(sum(duration_seconds), 0)::bigint',
  'coalesce(sum(round(extract(epoch from (alerted_at - seized_at)) * 1000)) filter (where alerted_at is not null), 0)::bigint',
  'count(alerted_at)::int',
];
/**
 * The new calls counted once, by hour and every key of the finest counters (`groups`); the coarser counters add up
 * those groups — a few hundred rows — instead of counting the new calls again (a million-call import counted them
 * three times).
 */
const COUNTER_NAMED = sql.raw(COUNTER_COLUMNS.map((c, i) => `${COUNTER_EXPRESSIONS[i]} as ${c}`).join(', '));
const COUNTER_TYPES = ['int', 'int', 'int', 'bigint', 'bigint', 'int'] as const;
const COUNTER_SUMS = sql.raw(COUNTER_COLUMNS.map((c, i) => `sum(${c})::${COUNTER_TYPES[i]}`).join(', '));
/** The rows of hourly costs (`addCosts`) of the new calls' groups (`insertCallsFrom`): a rated call has a currency. */
const COSTS_OF_GROUPS = `select hour, customer_id, service_type, jurisdiction, city, direction, currency, attempts as calls, billed_seconds, cost
  from groups where currency is not null`;
/** ON CONFLICT: the stored counters plus the new calls'. */
const addExcluded = (table: string) => sql.raw(COUNTER_COLUMNS.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));

/** The column defaults, which a select from jsonb_to_recordset would replace with NULL. */
const withDefaults = (r: CallInsert): CallInsert => ({
  ...r,
  duration_seconds: r.duration_seconds ?? 0,
  direction: r.direction ?? 'inbound',
});

/** The columns of `calls` a loading statement's source selects, in this order (`insertCallsFrom`). */
export const CALL_INSERT_COLUMNS: readonly string[] = INSERT_COLUMNS.map((c) => c.name);

/**
 * What the foreign keys of `calls` did (migration 0016 dropped them: their per-row triggers cost as much as the rest
 * of the insert), once per statement: every company, vendor and inventory number the new calls refer to is locked
 * FOR KEY SHARE — so that it cannot be deleted before the calls are committed, as a foreign key check locks it — and
 * must exist, else `calls_missing_reference()` fails the statement with a foreign key violation (23503).
 */
const referencesHeld = (table: typeof customers | typeof vendors | typeof inventoryNumbers, column: string) =>
  sql`(select count(distinct ${sql.raw(column)}) from refs) = (select count(*) from (select 1 from ${table} where ${table.id} in (select ${sql.raw(column)} from refs) for key share of ${table}) held)`;

/**
 * The statement that inserts the calls `source` selects (the columns `CALL_INSERT_COLUMNS`, in order, rated: see
 * modules/billing/billing-rating-sql.ts) and adds them to the hourly, the all-customer daily and the all-customer hourly counters, to
 * the hourly costs and to the statements' usage counters (billing-usage-sql.ts), answering `inserted`: a CTE inserts
 * the calls and returns what the counters need; five more upsert one counter row per hour, day or month and key, so
 * the counters never drift from the calls. Used by `insertCalls` and by the staged loads (`calls-import-repository.ts`),
 * which pass `skipStored`: calls already stored are left out by the identity's unique index.
 */
export function insertCallsFrom(source: SQL, noted?: SQL, opts: { skipStored?: boolean } = {}): SQL {
  const cols = sql.raw(INSERT_COLUMNS.map((c) => `"${c.name}"`).join(', '));
  // skipStored: a call whose identity is stored already, or earlier in `source`, is left out (calls_call_key)
  const onConflict = opts.skipStored ? sql`on conflict on constraint calls_call_key do nothing` : sql``;
  return sql`
        with ins as (
          insert into ${calls} (${cols})
          ${source}
          ${onConflict}
          returning id, called_number, calling_number, seized_at, alerted_at, answered_at, duration_seconds, completion_code, customer_id,
            service_type, jurisdiction, city, direction, vendor_id, inventory_number_id, origin_type, currency, rate, billed_seconds, cost,
            rating_increment, rating_source, rating_source_id, created_at
        ),${noted ? sql` noted as (${noted}),` : sql``} groups as (
          -- by currency too, with the rated calls' billed seconds and cost: the hourly costs add up these groups
          -- rather than read the new calls again
          select ${hourUtc} as hour, coalesce(customer_id, 0) as customer_id, service_type, jurisdiction, coalesce(city, '') as city,
            direction, currency, ${COUNTER_NAMED}, sum(billed_seconds) as billed_seconds, sum(cost) as cost
          from ins
          group by 1, 2, 3, 4, 5, 6, 7
        ), hourly as (
          insert into ${callStatsHourly} (hour, customer_id, service_type, jurisdiction, city, direction, ${COUNTER_COLUMNS_SQL})
          select hour, customer_id, service_type, jurisdiction, city, direction, ${COUNTER_SUMS}
          from groups
          group by 1, 2, 3, 4, 5, 6
          on conflict (hour, customer_id, service_type, jurisdiction, city, direction) do update set ${addExcluded('call_stats_hourly')}
          returning 1
        ), daily as (
          insert into ${callStatsDailyAll} (day, service_type, jurisdiction, city, direction, ${COUNTER_COLUMNS_SQL})
          select (hour at time zone 'UTC')::date, service_type, jurisdiction, city, direction, ${COUNTER_SUMS}
          from groups
          group by 1, 2, 3, 4, 5
          on conflict (day, service_type, jurisdiction, city, direction) do update set ${addExcluded('call_stats_daily_all')}
          returning 1
        ), hourly_all as (
          insert into ${callStatsHourlyAll} (hour, service_type, jurisdiction, direction, ${COUNTER_COLUMNS_SQL})
          select hour, service_type, jurisdiction, direction, ${COUNTER_SUMS}
          from groups
          group by 1, 2, 3, 4
          on conflict (hour, service_type, jurisdiction, direction) do update set ${addExcluded('call_stats_hourly_all')}
          returning 1
        ), costs as (${sql.raw(addCosts(COSTS_OF_GROUPS))}
        ), usage as (${sql.raw(addUsage(usageRows('ins', storedUsage('ins'), 1)))}
        ), refs as (
          select customer_id, vendor_id, inventory_number_id from ins group by 1, 2, 3
        )
        select (select count(*) from ins)::int as inserted,
          case when ${referencesHeld(customers, 'customer_id')} and ${referencesHeld(vendors, 'vendor_id')}
            and ${referencesHeld(inventoryNumbers, 'inventory_number_id')} then 0 else calls_missing_reference() end as checked`;
}

/**
 * The statement that deletes the calls `selector` selects (as `(seized_at, id)` pairs) and takes them off the hourly,
 * the all-customer daily and the all-customer hourly counters, the hourly costs and the usage counters, answering `removed`: the undoing of `insertCallsFrom`
 * (an embedded-engine import that failed part-way, modules/call-import). Counter rows left at zero attempts are
 * deleted by `dropEmptyCounters`.
 */
export function removeCallsFrom(selector: SQL): SQL {
  const sums = sql.raw(COUNTER_COLUMNS.map((c, i) => `${COUNTER_EXPRESSIONS[i]} as ${c}`).join(', '));
  const minus = (t: string) => sql.raw(COUNTER_COLUMNS.map((c) => `${c} = ${t}.${c} - g.${c}`).join(', '));
  return sql`
        with gone as (
          delete from ${calls} where (seized_at, id) in (${selector})
          returning seized_at, alerted_at, answered_at, duration_seconds, completion_code, customer_id, service_type, jurisdiction, city, direction,
            called_number, inventory_number_id, origin_type, currency, rate, billed_seconds, cost, rating_increment, rating_source,
            rating_source_id, created_at
        ), costs as (${sql.raw(addCosts(costRows('gone', storedCost('gone'), -1)))}
        ), usage as (${sql.raw(addUsage(usageRows('gone', storedUsage('gone'), -1)))}
        ), hourly as (
          update ${callStatsHourly} t set ${minus('t')}
          from (select ${hourUtc} as hour, coalesce(customer_id, 0) as customer_id, service_type, jurisdiction, coalesce(city, '') as city, direction, ${sums}
            from gone group by 1, 2, 3, 4, 5, 6) g
          where t.hour = g.hour and t.customer_id = g.customer_id and t.service_type = g.service_type and t.jurisdiction = g.jurisdiction
            and t.city = g.city and t.direction = g.direction
          returning 1
        ), daily as (
          update ${callStatsDailyAll} t set ${minus('t')}
          from (select (seized_at at time zone 'UTC')::date as day, service_type, jurisdiction, coalesce(city, '') as city, direction, ${sums}
            from gone group by 1, 2, 3, 4, 5) g
          where t.day = g.day and t.service_type = g.service_type and t.jurisdiction = g.jurisdiction and t.city = g.city and t.direction = g.direction
          returning 1
        ), hourly_all as (
          update ${callStatsHourlyAll} t set ${minus('t')}
          from (select ${hourUtc} as hour, service_type, jurisdiction, direction, ${sums} from gone group by 1, 2, 3, 4) g
          where t.hour = g.hour and t.service_type = g.service_type and t.jurisdiction = g.jurisdiction and t.direction = g.direction
          returning 1
        )
        select (select count(*) from gone)::int as removed`;
}

/** Deletes the counter rows that count no call any more (after `removeCallsFrom`). */
export const dropEmptyCounters = (): SQL[] => [
  ...[callStatsHourly, callStatsDailyAll, callStatsHourlyAll].map((t) => sql`delete from ${t} where attempts = 0`),
  sql`delete from ${callCostsHourly} where calls = 0`,
  sql.raw(DROP_EMPTY_USAGE),
];

const isRating = (c: string): c is (typeof RATING_COLUMNS)[number] => (RATING_COLUMNS as readonly string[]).includes(c);
/** The columns a loader gives (all but the rating ones). */
const GIVEN_COLUMNS = INSERT_COLUMNS.filter((c) => !isRating(c.name));
const GIVEN: RatedCallFields = {
  service_type: 'r.service_type',
  direction: 'r.direction',
  duration_seconds: 'r.duration_seconds',
  answered_at: 'r.answered_at',
  origin_type: 'r.origin_type',
  called_type: 'r.called_type',
};
const GIVEN_RATING = ratingExpressions(GIVEN);

/**
 * Loads calls and adds them to the counters in one statement (`insertCallsFrom`), rated on the way in
 * (modules/billing/billing-rating-sql.ts). Rows go as one jsonb parameter (`jsonb_to_recordset`), so a batch of thousands of calls is a
 * single small statement. Answers the number of calls inserted.
 */
export async function insertCalls(db: Db, rows: CallInsert[]): Promise<number> {
  if (!rows.length) return 0;
  const select = INSERT_COLUMNS.map((c) => (isRating(c.name) ? GIVEN_RATING[c.name] : `r."${c.name}"`)).join(', ');
  // the pricing of the batch's numbers, read once per number
  const numbers = [...new Set(rows.flatMap((r) => (typeof r.inventory_number_id === 'number' ? [Math.trunc(r.inventory_number_id)] : [])))];
  // in the batch's order (its ordinality): the joins to the pricing may reorder rows, and ids follow the batch
  const source = sql`select ${sql.raw(select)}
      from rows from (jsonb_to_recordset(${JSON.stringify(rows.map(withDefaults))}::jsonb) as (${sql.raw(GIVEN_COLUMNS.map((c) => `"${c.name}" ${c.type}`).join(', '))})) with ordinality as r
      ${sql.raw(ratingJoin(GIVEN, 'r.inventory_number_id', everyFieldOf(numbers)))}
      order by r.ordinality`;
  const result: unknown = await db.execute(insertCallsFrom(source));
  return rowsOf<{ inserted: number }>(result)[0]?.inserted ?? 0;
}
