import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { expectedColumns, ratingWorld, type RatingWorld, storedRatedCalls } from '../../../test/rating-world.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { billingRepository } from './billing-repository.ts';
import { billingService } from './billing-service.ts';

/**
 * Calls loaded before rating existed (every rating column empty) are rated by a background job, a chunk at a time, by
 * the SQL that rates a load, with their hourly costs and statements' usage counted: as if they had been rated when
 * loaded. Twice rates nothing more.
 */

let ctx: TestContext;
let w: RatingWorld;

const rows = async <T>(q: string, c = ctx) => ((await c.database.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;
const counters = async () => ({
  costs: await rows('select * from call_costs_hourly order by hour, customer_id, service_type, currency'),
  usage: await rows(`select * from call_usage_monthly order by statement_month, customer_id, calls_month, inventory_number_id,
    origin_type, currency, rate`),
});
const time = (t: number) => new Date(t).toISOString().replace('T', ' ').slice(0, 19);

/** A day of calls to every kind of number of the rating world, through POST /calls/import. */
async function loadCalls(c: TestContext): Promise<void> {
  const world = await reportWorld(c);
  w = await ratingWorld(c, world.companyA);
  const t = Date.now() - 86_400_000;
  const numbers = [w.numbers.uifn, w.numbers.itfsOrder, w.numbers.didOwn, w.numbers.didNoRate, w.numbers.itfsBare, w.numbers.sip];
  const origins = ['mobile', 'fixed', '', 'payphone'];
  // answered calls of 1–300 s from every origin, and every fifth call unanswered
  const lines = Array.from({ length: 24 }, (_, i) => {
    const at = t + i * 60_000;
    const answered = i % 5 !== 4;
    return `${time(at)},${numbers[i % numbers.length]},+3361234${String(5000 + i)},inbound,${answered ? time(at + 5000) : ''},${time(at + 5000 + (1 + ((i * 37) % 300)) * 1000)},${origins[i % origins.length]}`;
  });
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/calls/import',
    headers: { ...bearer(world.ops), 'content-type': 'text/csv' },
    payload: ['CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME,CDR_ORIGIN_TYPE', ...lines].join('\n'),
  });
  expect(res.json()).toMatchObject({ loaded: 24 });
}

beforeAll(async () => {
  ctx = await createTestContext();
  await loadCalls(ctx);
});
afterAll(async () => ctx?.close());

describe('calls loaded before rating existed', () => {
  it('are rated in chunks by the rating SQL, with their counters, as a load would have; twice rates nothing more', async () => {
    const rated = await storedRatedCalls(ctx);
    const ratedCounters = await counters();
    expect(ratedCounters.usage.length).toBeGreaterThan(3);
    // the calls as they were before rating: no rating column filled, counted by no cost or usage counter
    await ctx.database.db.execute(sql`update calls set billed_seconds = null, rate = null, cost = null, currency = null,
      rating_source = null, rating_source_id = null, rating_increment = null, unrated_reason = null`);
    await ctx.database.db.execute(sql`delete from call_costs_hourly`);
    await ctx.database.db.execute(sql`delete from call_usage_monthly`);

    const job = billingService(billingRepository(ctx.database.db), { chunk: 5 });
    expect(await job.rateNeverRated()).toBe(24);
    const after = await storedRatedCalls(ctx);
    expect(after).toEqual(rated);
    for (const c of after) expect(c).toMatchObject(expectedColumns(c));
    expect(after.filter((c) => c.unrated_reason).map((c) => c.unrated_reason)).toContain('no_tariff');
    expect(await counters()).toEqual(ratedCounters);

    // the module's job finds nothing left
    expect(await ctx.app.services.billing.rateNeverRated()).toBe(0);
    expect(await storedRatedCalls(ctx)).toEqual(rated);
    expect(await counters()).toEqual(ratedCounters);
  });
});

describe('an import with rating deferred (CALL_RATING_ON_LOAD=false)', () => {
  it('loads the calls unrated and uncounted in costs; the never-rated job then prices them as a rating load would', async () => {
    const deferred = await createTestContext({ callRatingOnLoad: false });
    try {
      await loadCalls(deferred);
      const loaded = await storedRatedCalls(deferred);
      expect(loaded).toHaveLength(24);
      for (const c of loaded) expect([c.currency, c.cost, c.rating_source, c.unrated_reason]).toEqual([null, null, null, null]);
      expect(await rows('select * from call_costs_hourly', deferred)).toEqual([]);
      expect(await rows('select * from call_usage_monthly', deferred)).toEqual([]);

      expect(await deferred.app.services.billing.rateNeverRated()).toBe(24);
      const rated = await storedRatedCalls(deferred);
      for (const c of rated) expect(c).toMatchObject(expectedColumns(c));
      expect(rated.filter((c) => c.cost !== null).length).toBeGreaterThan(10);
      // the counters hold what the calls hold, to the cent
      const [sums] = await rows<{ calls: string; costs: string; usage: string }>(
        `select (select coalesce(sum(cost), 0)::text from calls) as calls, (select coalesce(sum(cost), 0)::text from call_costs_hourly) as costs,
          (select coalesce(sum(cost), 0)::text from call_usage_monthly) as usage`,
        deferred,
      );
      expect(Number(sums!.calls)).toBeGreaterThan(0);
      expect([sums!.costs, sums!.usage].map(Number)).toEqual([Number(sums!.calls), Number(sums!.calls)]);
    } finally {
      await deferred.close();
    }
  });
});
