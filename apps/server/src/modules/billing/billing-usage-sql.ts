/**
 * The usage counters of statements (`call_usage_monthly`, docs/billing.md, Statements): what a month's statement bills
 * for calls, kept in step with `calls` by the statements that insert, remove and re-rate them — as the hourly cost
 * counters are (billing-rating-sql.ts) — so that a statement reads a few hundred counter rows, never the calls.
 */

/** Where a call's rating is read (a stored call's columns, or the rating a re-rating replaces). */
export interface UsageSource {
  currency: string;
  rate: string;
  billed_seconds: string;
  cost: string;
  increment: string;
  source: string;
  source_id: string;
}

/** A call's (`a`) stored rating as a UsageSource. */
export const storedUsage = (a: string): UsageSource => ({
  currency: `${a}.currency`,
  rate: `${a}.rate`,
  billed_seconds: `${a}.billed_seconds`,
  cost: `${a}.cost`,
  increment: `${a}.rating_increment`,
  source: `${a}.rating_source`,
  source_id: `${a}.rating_source_id`,
});

/** The key of a usage counter row but the statement month (which `addUsage` derives from the calls month and load time). */
const KEY = [
  'customer_id',
  'calls_month',
  'inventory_number_id',
  'called_number',
  'service_type',
  'origin_type',
  'currency',
  'rate',
  'rating_increment',
  'rating_source',
  'rating_source_id',
].join(', ');
/** KEY but the calls month, which rows carry as the month's first instant (`calls_month_at`, formatted per group). */
const KEY_AT = KEY.replace('calls_month, ', '');

/**
 * Rows of usage counters, one per billed call of `a` (rated, with billed seconds: an unanswered or unrated call bills
 * nothing), `sign` 1 to add it, -1 to take it off: the calls month (as its first instant, formatted once per group
 * rather than once per call), the time the call was loaded (`created_at`), the
 * key, 1 call, its billed seconds and cost. `a` has the columns of `calls` the key reads and `created_at`.
 */
export const usageRows = (a: string, v: UsageSource, sign: 1 | -1) => `
  select coalesce(${a}.customer_id, 0) as customer_id, date_trunc('month', ${a}.seized_at at time zone 'UTC') as calls_month_at,
    coalesce(${a}.inventory_number_id, 0) as inventory_number_id,
    case when ${a}.inventory_number_id is null then ${a}.called_number else '' end as called_number,
    ${a}.service_type, coalesce(${a}.origin_type, '') as origin_type, ${v.currency} as currency, ${v.rate} as rate,
    coalesce(${v.increment}, '') as rating_increment, coalesce(${v.source}, '') as rating_source,
    coalesce(${v.source_id}, 0) as rating_source_id, ${a}.created_at as loaded_at,
    ${sign} as calls, ${sign} * ${v.billed_seconds} as billed_seconds, ${sign} * ${v.cost} as cost
  from ${a} where ${v.currency} is not null and ${v.billed_seconds} > 0`;

/**
 * The statement month of calls of `callsMonth` loaded at `loadedAt`: their own month, unless a month closed at or
 * before that time was theirs or a later one — then the month after the last month closed by then (months close in
 * order). Loads and closes serialise on the call loading lock and a call is stamped by its loading statement's start,
 * after the lock, so this is the month whose statement was open when the call came in, whenever it is asked.
 */
export const statementMonthOf = (callsMonth: string, loadedAt: string) => `greatest(${callsMonth}, coalesce((
    select to_char(to_date(max(bm.month), 'YYYY-MM') + interval '1 month', 'YYYY-MM') from billing_months bm
    where bm.closed_at <= ${loadedAt}), ''))`;

/**
 * Adds the rows of `rows` (`usageRows`; negative to take off) to `call_usage_monthly`: summed per load time first,
 * so that the statement month is derived once per load and key (a handful of rows), not once per call.
 */
export const addUsage = (rows: string) => `
  insert into call_usage_monthly (statement_month, ${KEY}, calls, billed_seconds, cost)
  select statement_month, ${KEY}, sum(calls)::int, sum(billed_seconds)::bigint, sum(cost)
  from (select ${statementMonthOf('u.calls_month', 'u.loaded_at')} as statement_month, u.*
    from (select to_char(calls_month_at, 'YYYY-MM') as calls_month, ${KEY_AT}, loaded_at, sum(calls) as calls,
        sum(billed_seconds) as billed_seconds, sum(cost) as cost
      from (${rows}) r group by calls_month_at, ${KEY_AT}, loaded_at) u) m
  group by statement_month, ${KEY}
  on conflict (statement_month, ${KEY}) do update set calls = call_usage_monthly.calls + excluded.calls,
    billed_seconds = call_usage_monthly.billed_seconds + excluded.billed_seconds, cost = call_usage_monthly.cost + excluded.cost
  returning 1`;

/** Deletes the usage counter rows that count no call any more (after calls were removed or re-rated). */
export const DROP_EMPTY_USAGE = 'delete from call_usage_monthly where calls = 0';

/**
 * `DROP_EMPTY_USAGE` for the statement months from `month` (YYYY-MM) on: what a re-rating of the calls seized since
 * that month can have emptied (a call's statement month is never before its own), read by the key's index rather than
 * the whole table.
 */
export const dropEmptyUsageFrom = (month: string) =>
  `delete from call_usage_monthly where statement_month >= '${month.replace(/[^0-9-]/g, '')}' and calls = 0`;
