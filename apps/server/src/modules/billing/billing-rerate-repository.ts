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

/** A stored call's fields as rating reads them. */
const STORED: RatedCallFields = {
  service_type: 'c.service_type',
  direction: 'c.direction',
  duration_seconds: 'c.duration_seconds',
  answered_at: 'c.answered_at',
  origin_type: 'c.origin_type',
  called_type: 'c.called_type',
};

const ids = (v: readonly number[] | undefined) => `{${(v ?? []).map((n) => Math.trunc(n)).join(',')}}`;

/**
 * Re-rates the calls seized in [from, to) of the numbers, orders, products or tariffs of `scope`, set-based, by the
 * SQL that rates calls as they are loaded (billing-rating-sql.ts), and moves their costs in the hourly cost counters
 * from the old rating to the new one. Under the call loading lock, so that no load rates calls of the same numbers
 * with the old prices meanwhile. Answers the number of calls re-rated. Re-rating twice changes nothing more.
 */
export async function rerateCalls(db: Db, scope: RerateScope, range: { from: Date; to: Date }): Promise<number> {
  if (rerateScopeEmpty(scope)) return 0;
  const cols = RATING_COLUMNS.join(', ');
  // the numbers in scope, by their pricing's joins (a number, its order, the order's product, either tariff)
  const inScope = `(i.id = any('${ids(scope.numbers)}'::int[]) or i.order_id = any('${ids(scope.orders)}'::int[])
    or ro.service_number_type_id = any('${ids(scope.products)}'::int[])
    or rot.id = any('${ids(scope.tariffs)}'::int[]) or rpt.id = any('${ids(scope.tariffs)}'::int[]))`;
  const q = sql`
    with x as (
      select c.seized_at, c.id, c.customer_id, c.service_type, c.jurisdiction, c.city, c.direction,
        c.currency as old_currency, c.billed_seconds as old_billed_seconds, c.cost as old_cost, ${sql.raw(ratingSelectList(STORED))}
      from calls c${sql.raw(ratingJoin(STORED, 'c.inventory_number_id', everyFieldWhere(inScope), 'inner'))}
      where c.seized_at >= ${range.from.toISOString()}::timestamptz and c.seized_at < ${range.to.toISOString()}::timestamptz
    ), upd as (
      update calls c set (${sql.raw(cols)}) = (${sql.raw(RATING_COLUMNS.map((col) => `x.${col}`).join(', '))})
      from x where c.seized_at = x.seized_at and c.id = x.id
      returning 1
    ), costs as (${sql.raw(
      addCosts(
        `${costRows('x', { currency: 'x.old_currency', billed_seconds: 'x.old_billed_seconds', cost: 'x.old_cost' }, -1)}
        union all ${costRows('x', storedCost('x'), 1)}`,
      ),
    )}
    )
    select (select count(*) from upd)::int as rerated`;
  await db.execute(sql`select pg_advisory_xact_lock(${CALL_LOAD_LOCK})`);
  const rerated = rowsOf<{ rerated: number }>(await db.execute(q))[0]?.rerated ?? 0;
  await db.execute(sql`delete from call_costs_hourly where calls = 0`);
  return rerated;
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
  rerateCalls: (scope: RerateScope, range: { from: Date; to: Date }) => rerateCalls(db, scope, range),
  scopeOfTariff: (tariffId: number) => scopeOfTariff(db, tariffId),
});
