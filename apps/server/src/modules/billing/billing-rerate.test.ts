import { rerateWindow } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { expectedColumns, ratingWorld, type RatingWorld, storedRatedCalls } from '../../../test/rating-world.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { rerateCalls } from './billing-rerate-repository.ts';

/**
 * Re-rating (docs/billing.md): a price change rates again the calls of the current and previous month it prices, by
 * the SQL of the load, and moves their costs in the hourly cost counters; older calls keep their rating.
 */

let ctx: TestContext;
let admin: string;
let ops: string;
let w: RatingWorld;

const MONTH = 30 * 86_400_000;
const now = Date.now();
const window = rerateWindow(new Date(now));
/** A call in the current month, one in the previous month, one three months back (outside the window). */
const TIMES = [window.to.getTime() - MONTH + 3_600_000, window.from.getTime() + 3_600_000, window.from.getTime() - 2 * MONTH];

const rows = async <T>(q: string) => ((await ctx.database.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;
const snapshot = () => storedRatedCalls(ctx, `c.seized_at >= '${new Date(TIMES[2]! - 86_400_000).toISOString()}'`);
const time = (t: number) => new Date(t).toISOString().replace('T', ' ').slice(0, 19);

/** The cost counters equal the sums of the rated calls, per currency. */
async function costsMatchCalls() {
  const q = (from: string) =>
    rows<{ currency: string; calls: number; billed: string; cost: string }>(`
    select currency, sum(calls)::int as calls, sum(billed)::text as billed, sum(cost)::text as cost from (${from}) x group by currency order by currency`);
  const counters = await q('select currency, calls, billed_seconds as billed, cost from call_costs_hourly');
  const calls = await q('select currency, 1 as calls, billed_seconds as billed, cost from calls where currency is not null');
  expect(counters).toEqual(calls);
  expect((await rows<{ n: number }>('select count(*)::int as n from call_costs_hourly where calls = 0'))[0]!.n).toBe(0);
  await usageMatchesCalls();
}

/** The statements' usage counters equal the billed calls, per calls month, number, origin, rate and currency. */
async function usageMatchesCalls() {
  const q = (from: string) =>
    rows(`select calls_month, number, origin, rate::text, currency, source, sum(calls)::int as calls, sum(billed)::text as billed,
      sum(cost)::text as cost from (${from}) x group by 1, 2, 3, 4, 5, 6 having sum(calls) <> 0 order by 1, 2, 3, 4, 5, 6`);
  const counters = await q(`select calls_month, inventory_number_id as number, origin_type as origin, rate, currency,
    rating_source as source, calls, billed_seconds as billed, cost from call_usage_monthly`);
  const calls = await q(`select to_char(seized_at at time zone 'UTC', 'YYYY-MM') as calls_month, inventory_number_id as number,
    coalesce(origin_type, '') as origin, rate, currency, rating_source as source, 1 as calls, billed_seconds as billed, cost
    from calls where currency is not null and billed_seconds > 0`);
  expect(counters.length).toBeGreaterThan(0);
  expect(counters).toEqual(calls);
  expect((await rows<{ n: number }>('select count(*)::int as n from call_usage_monthly where calls = 0'))[0]!.n).toBe(0);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const world = await reportWorld(ctx);
  ops = world.ops;
  w = await ratingWorld(ctx, world.companyA);
  await addAccount(ctx, { email: 'admin@gsn.test', account_type_id: 100 });
  admin = await login(ctx, 'admin@gsn.test');
  const lines = TIMES.flatMap((t) =>
    [w.numbers.uifn, w.numbers.itfsOrder, w.numbers.didOwn].map(
      (n, k) => `${time(t + k * 60_000)},${n},+33612345678,inbound,${time(t + k * 60_000 + 5000)},${time(t + k * 60_000 + 95_000)},`,
    ),
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/calls/import',
    headers: { ...bearer(ops), 'content-type': 'text/csv' },
    payload: ['CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME,CDR_ORIGIN_TYPE', ...lines].join('\n'),
  });
  expect(res.json()).toMatchObject({ loaded: 9 });
});
afterAll(async () => ctx?.close());

describe('re-rating', () => {
  it('rates again, on a product tariff change through PUT /pricing, the open months’ calls of its numbers only', async () => {
    await costsMatchCalls();
    const before = await snapshot();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/pricing/${w.tariffs.uifn}`,
      headers: bearer(admin),
      payload: { currency: 'USD', fix_usage_rate: '0.0400', mobile_usage_rate: '0.0600', payphone_usage_rate: '0.2500' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot();
    const uifn = after.filter((c) => c.called_number === w.numbers.uifn);
    // 90 s from a mobile at 60/60: 120 s; in the window at the new 0.0600, the older call at the old 0.0500
    expect(uifn.map((c) => [c.rate, c.cost])).toEqual([
      ['0.0500', '0.1000'],
      ['0.0600', '0.1200'],
      ['0.0600', '0.1200'],
    ]);
    for (const c of after.slice(1)) expect(c).toMatchObject(expectedColumns(c));
    // the other numbers' calls are as they were
    const others = (xs: typeof before) => xs.filter((c) => c.called_number !== w.numbers.uifn);
    expect(others(after)).toEqual(others(before));
    await costsMatchCalls();
  });

  it("rates again on a number's charges and an order's custom tariff; twice gives the same rows and counters", async () => {
    await ctx.database.db.execute(sql`update inventory_numbers set inbound_charges = '0.0200' where service_number = ${w.numbers.didOwn}`);
    await ctx.database.db.execute(
      sql`update tariffs set mobile_usage_rate = '0.0900', billing_incremental = '6/6' where id = ${w.tariffs.orderItfs}`,
    );
    const [did] = await rows<{ id: number }>(`select id from inventory_numbers where service_number = '${w.numbers.didOwn}'`);
    const rerate = () =>
      ctx.database.db.transaction((tx) => rerateCalls(tx as never, { numbers: [did!.id], orders: [w.orders.itfs] }, window));
    expect(await rerate()).toBe(4);
    const once = await snapshot();
    const inWindow = once.filter((c) => c.called_number !== w.numbers.uifn).slice(2);
    for (const c of inWindow) expect(c).toMatchObject(expectedColumns(c));
    // the ITFS order number: 90 s from a mobile at the order's 0.0900, by its 6/6 now: 90 s → 0.1350; the DID number's
    // own 0.0200, by the order's 60/6: 90 s → 0.0300
    expect(inWindow.map((c) => [c.called_number, c.billed_seconds, c.rate, c.cost])).toEqual([
      [w.numbers.itfsOrder, 90, '0.0900', '0.1350'],
      [w.numbers.didOwn, 90, '0.0200', '0.0300'],
      [w.numbers.itfsOrder, 90, '0.0900', '0.1350'],
      [w.numbers.didOwn, 90, '0.0200', '0.0300'],
    ]);
    await costsMatchCalls();
    const counters = await rows('select * from call_costs_hourly order by hour, currency');
    expect(await rerate()).toBe(4);
    expect(await snapshot()).toEqual(once);
    expect(await rows('select * from call_costs_hourly order by hour, currency')).toEqual(counters);
  });

  it('rates the calls of a deleted custom tariff by the product’s tariff', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/tariff/${w.tariffs.orderItfs}`, headers: bearer(admin) });
    expect([200, 204]).toContain(res.statusCode);
    const itfs = (await snapshot()).filter((c) => c.called_number === w.numbers.itfsOrder);
    expect(itfs.map((c) => [c.rating_source, c.rate, c.currency])).toEqual([
      ['order_tariff', '0.0800', 'USD'],
      ['product_tariff', '0.1000', 'EUR'],
      ['product_tariff', '0.1000', 'EUR'],
    ]);
    await costsMatchCalls();
  });
});
