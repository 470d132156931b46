import { sql } from 'drizzle-orm';
import { type RerateScope, rerateScopeEmpty } from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows.ts';
import { CALL_LOAD_LOCK } from '../../db/call-load-lock.ts';
import {
  addCosts,
  costRows,
  everyFieldWhere,
  RATING_COLUMNS,
  type RatedCallFields,
  ratingJoin,
  ratingSelectList,
  storedCost,
} from './billing-rating-sql.ts';
import { addUsage, DROP_EMPTY_USAGE, dropEmptyUsageFrom, storedUsage, type UsageSource, usageRows } from './billing-usage-sql.ts';

/** A stored call's fields as rating reads them. */
const STORED: RatedCallFields = {
  service_type: 'c.service_type',
  direction: 'c.direction',
  duration_seconds: 'c.duration_seconds',
  answered_at: 'c.answered_at',
  origin_type: 'c.origin_type',
  called_type: 'c.called_type',
};

/** The rating a re-rating replaces, as the CTE `x` carries it (`old_*`). */
const OLD_USAGE: UsageSource = {
  currency: 'x.old_currency',
  rate: 'x.old_rate',
  billed_seconds: 'x.old_billed_seconds',
  cost: 'x.old_cost',
  increment: 'x.old_rating_increment',
  source: 'x.old_rating_source',
  source_id: 'x.old_rating_source_id',
};
const OLD_RATING = Object.entries({
  currency: 'c.currency',
  rate: 'c.rate',
  billed_seconds: 'c.billed_seconds',
  cost: 'c.cost',
  rating_increment: 'c.rating_increment',
  rating_source: 'c.rating_source',
  rating_source_id: 'c.rating_source_id',
})
  .map(([k, v]) => `${v} as old_${k}`)
  .join(', ');

const ids = (v: readonly number[] | undefined) => `{${(v ?? []).map((n) => Math.trunc(n)).join(',')}}`;

/**
 * The statement that rates again the calls `where` selects (on `c`, a stored call), priced for the pairs `need`
 * selects (`ratingJoin`: `inner` keeps only the calls of those numbers), after the CTEs `prelude` (`name as (…), `),
 * and moves their costs in the hourly cost counters and the statements' usage counters from the old rating to the
 * new one, answering `rerated`.
 */
function rateAgain(o: { where: string; need: string; kind: 'inner' | 'left'; prelude?: string }) {
  const cols = RATING_COLUMNS.join(', ');
  return sql`
    with ${sql.raw(o.prelude ?? '')}x as (
      select c.seized_at, c.id, c.customer_id, c.service_type, c.jurisdiction, c.city, c.direction, c.called_number,
        c.inventory_number_id, c.origin_type, c.created_at, ${sql.raw(OLD_RATING)}, ${sql.raw(ratingSelectList(STORED))}
      from calls c${sql.raw(ratingJoin(STORED, 'c.inventory_number_id', o.need, o.kind))}
      where ${sql.raw(o.where)}
    ), upd as (
      update calls c set (${sql.raw(cols)}) = (${sql.raw(RATING_COLUMNS.map((col) => `x.${col}`).join(', '))})
      from x where c.seized_at = x.seized_at and c.id = x.id
      returning 1
    ), costs as (${sql.raw(addCosts(`${costRows('x', OLD_USAGE, -1)} union all ${costRows('x', storedCost('x'), 1)}`))}
    ), usage as (${sql.raw(addUsage(`${usageRows('x', OLD_USAGE, -1)} union all ${usageRows('x', storedUsage('x'), 1)}`))}
    )
    select (select count(*) from upd)::int as rerated`;
}

/**
 * Runs `rateAgain`'s statement under the call loading lock and drops the counter rows left empty (`dropUsage`: the
 * statement that drops the empty usage rows the calls re-rated can have left).
 */
async function runRateAgain(db: Db, q: ReturnType<typeof rateAgain>, dropUsage = DROP_EMPTY_USAGE): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${CALL_LOAD_LOCK})`);
  const rerated = rowsOf<{ rerated: number }>(await db.execute(q))[0]?.rerated ?? 0;
  await db.execute(sql`delete from call_costs_hourly where calls = 0`);
  await db.execute(sql.raw(dropUsage));
  return rerated;
}

/**
 * Re-rates the calls seized in [from, to) of the numbers, orders, products or tariffs of `scope`, set-based, by the
 * SQL that rates calls as they are loaded (billing-rating-sql.ts), and moves their costs in the hourly cost counters
 * and the statements' usage counters from the old rating to the new one. Under the call loading lock, so that no
 * load rates calls of the same numbers with the old prices meanwhile. Answers the number of calls re-rated.
 * Re-rating twice changes nothing more.
 */
export async function rerateCalls(db: Db, scope: RerateScope, range: { from: Date; to: Date }): Promise<number> {
  if (rerateScopeEmpty(scope)) return 0;
  // the numbers in scope, by their pricing's joins (a number, its order, the order's product, either tariff)
  const inScope = `(i.id = any('${ids(scope.numbers)}'::int[]) or i.order_id = any('${ids(scope.orders)}'::int[])
    or ro.service_number_type_id = any('${ids(scope.products)}'::int[])
    or rot.id = any('${ids(scope.tariffs)}'::int[]) or rpt.id = any('${ids(scope.tariffs)}'::int[]))`;
  const where = `c.seized_at >= '${range.from.toISOString()}'::timestamptz and c.seized_at < '${range.to.toISOString()}'::timestamptz`;
  return runRateAgain(
    db,
    rateAgain({ where, need: everyFieldWhere(inScope), kind: 'inner' }),
    dropEmptyUsageFrom(range.from.toISOString().slice(0, 7)),
  );
}

/**
 * Rates up to `limit` calls loaded before rating existed (every rating column empty: a rated call has billed seconds
 * or an unrated reason), oldest first, by the same SQL, and adds them to the counters. A call no pricing rates gets
 * its reason, so each call is rated once and a second run finds nothing. The partial index
 * `calls_never_rated_idx` finds them without reading the rated calls. Answers the number of calls rated.
 */
export async function rateNeverRated(db: Db, limit: number): Promise<number> {
  const prelude = `todo as (select seized_at, id, inventory_number_id from calls
      where billed_seconds is null and unrated_reason is null order by seized_at, id limit ${Math.trunc(limit)}), `;
  return runRateAgain(
    db,
    rateAgain({
      prelude,
      where: '(c.seized_at, c.id) in (select seized_at, id from todo)',
      need: everyFieldWhere('i.id in (select inventory_number_id from todo)'),
      kind: 'left',
    }),
  );
}

/**
 * The calls a tariff prices, named before it goes (once deleted it joins nothing): a standard tariff's product, a
 * customized tariff's orders.
 */
export async function scopeOfTariff(db: Db, tariffId: number): Promise<RerateScope> {
  const r = rowsOf<{ type: string; product: number | null; orders: number[] | null }>(
    await db.execute(sql`
      select t.type, t.service_number_type_id as product, (select array_agg(o.id) from orders o where o.custom_tariff_id = t.id) as orders
      from tariffs t where t.id = ${tariffId}`),
  )[0];
  if (!r) return {};
  return r.type === 'standard' ? { products: r.product === null ? [] : [r.product] } : { orders: r.orders ?? [] };
}

/** The re-rating a feature's repository offers its service, on its connection or transaction. */
export const callRerating = (db: Db) => ({
  rateNeverRated: (limit: number) => rateNeverRated(db, limit),
  rerateCalls: (scope: RerateScope, range: { from: Date; to: Date }) => rerateCalls(db, scope, range),
  scopeOfTariff: (tariffId: number) => scopeOfTariff(db, tariffId),
});
