import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { calls, callStatsDailyAll, callStatsHourly, callStatsHourlyAll, customers, inventoryNumbers, vendors } from '../../db/schema.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { type CallInsert, callsRepository } from './calls-repository.ts';

let ctx: TestContext;
let company: number;

beforeAll(async () => {
  ctx = await createTestContext();
  company = (await ctx.database.db.insert(customers).values({ name: 'Calls Co', provider_insight_company_code: 'CALL01' }).returning())[0]!
    .id;
});
afterAll(async () => ctx?.close());

const call = (over: Partial<CallInsert>): CallInsert => ({
  seized_at: new Date('2026-11-02T09:15:00Z'),
  service_type: 'DID',
  direction: 'inbound',
  called_number: '+4930123456',
  jurisdiction: 'Germany',
  city: 'Berlin',
  customer_id: company,
  ...over,
});

describe('loading calls', () => {
  it('inserts the calls and adds them to the hourly and daily counters (per customer and over all) in the same statement, summing on a second load', async () => {
    const repo = callsRepository(ctx.database.db);
    const first = [
      call({
        alerted_at: new Date('2026-11-02T09:15:02Z'),
        answered_at: new Date('2026-11-02T09:15:05Z'),
        disconnected_at: new Date('2026-11-02T09:17:05Z'),
        duration_seconds: 120,
        completion_code: 16,
      }),
      call({ seized_at: new Date('2026-11-02T09:40:00Z'), alerted_at: new Date('2026-11-02T09:40:04Z'), completion_code: 17 }),
      call({ seized_at: new Date('2026-11-02T09:59:59Z'), completion_code: 34 }),
      call({ seized_at: new Date('2026-11-02T10:00:00Z'), completion_code: 34, city: null, customer_id: null }),
    ];
    expect(await repo.insertCalls(first)).toBe(4);
    expect(await repo.insertCalls([call({ seized_at: new Date('2026-11-02T09:05:00Z'), completion_code: 19 })])).toBe(1);
    expect(await repo.insertCalls([])).toBe(0);

    const db = ctx.database.db;
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(calls))[0]!.n).toBe(5);
    const counters = await db
      .select({
        hour: sql<string>`to_char(${callStatsHourly.hour} at time zone 'UTC', 'YYYY-MM-DD HH24')`,
        customer_id: callStatsHourly.customer_id,
        city: callStatsHourly.city,
        attempts: callStatsHourly.attempts,
        answered: callStatsHourly.answered,
        effective: callStatsHourly.effective,
        answered_seconds: callStatsHourly.answered_seconds,
        pdd_ms_sum: callStatsHourly.pdd_ms_sum,
        pdd_count: callStatsHourly.pdd_count,
      })
      .from(callStatsHourly)
      .orderBy(callStatsHourly.hour);
    expect(counters).toEqual([
      {
        hour: '2026-11-02 09',
        customer_id: company,
        city: 'Berlin',
        attempts: 4,
        answered: 1,
        effective: 3,
        answered_seconds: 120,
        pdd_ms_sum: 6000,
        pdd_count: 2,
      },
      {
        hour: '2026-11-02 10',
        customer_id: 0,
        city: '',
        attempts: 1,
        answered: 0,
        effective: 0,
        answered_seconds: 0,
        pdd_ms_sum: 0,
        pdd_count: 0,
      },
    ]);

    // the all-customer daily counters: one row per day and key, whatever the customer
    const daily = await db
      .select({
        day: callStatsDailyAll.day,
        city: callStatsDailyAll.city,
        attempts: callStatsDailyAll.attempts,
        answered: callStatsDailyAll.answered,
        effective: callStatsDailyAll.effective,
        answered_seconds: callStatsDailyAll.answered_seconds,
        pdd_ms_sum: callStatsDailyAll.pdd_ms_sum,
        pdd_count: callStatsDailyAll.pdd_count,
      })
      .from(callStatsDailyAll)
      .orderBy(callStatsDailyAll.city);
    expect(daily).toEqual([
      { day: '2026-11-02', city: '', attempts: 1, answered: 0, effective: 0, answered_seconds: 0, pdd_ms_sum: 0, pdd_count: 0 },
      { day: '2026-11-02', city: 'Berlin', attempts: 4, answered: 1, effective: 3, answered_seconds: 120, pdd_ms_sum: 6000, pdd_count: 2 },
    ]);

    // the all-customer hourly counters, without the city: both cities of hour 09 and 10 in one row each
    const hourlyAll = await db
      .select({
        hour: sql<string>`to_char(${callStatsHourlyAll.hour} at time zone 'UTC', 'YYYY-MM-DD HH24')`,
        attempts: callStatsHourlyAll.attempts,
        answered: callStatsHourlyAll.answered,
        effective: callStatsHourlyAll.effective,
        pdd_count: callStatsHourlyAll.pdd_count,
      })
      .from(callStatsHourlyAll)
      .orderBy(callStatsHourlyAll.hour);
    expect(hourlyAll).toEqual([
      { hour: '2026-11-02 09', attempts: 4, answered: 1, effective: 3, pdd_count: 2 },
      { hour: '2026-11-02 10', attempts: 1, answered: 0, effective: 0, pdd_count: 0 },
    ]);
  });
});

describe('what a call refers to (the foreign keys of calls, once per statement: migration 0016)', () => {
  it('refuses a call whose company, vendor or inventory number does not exist, inserting none of the statement', async () => {
    const db = ctx.database.db;
    const repo = callsRepository(db);
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(calls))[0]!.n;
    for (const over of [{ customer_id: 999_999 }, { vendor_id: 999_999 }, { inventory_number_id: 999_999 }]) {
      const err = await repo
        .insertCalls([
          call({ seized_at: new Date('2026-11-03T08:00:00Z') }),
          call({ seized_at: new Date('2026-11-03T08:30:00Z'), ...over }),
        ])
        .catch((e: unknown) => e);
      expect(isForeignKeyViolation(err), JSON.stringify(over)).toBe(true);
    }
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(calls))[0]!.n).toBe(before);
  });

  it('stores a call once: its identity (seizure time, called and calling number, none a value of its own) is unique', async () => {
    const db = ctx.database.db;
    const repo = callsRepository(db);
    const seized_at = new Date('2026-11-03T10:00:00Z');
    expect(await repo.insertCalls([call({ seized_at }), call({ seized_at, calling_number: '+4930555000' })])).toBe(2);
    for (const again of [call({ seized_at }), call({ seized_at, calling_number: '+4930555000' })]) {
      const err = (await repo.insertCalls([again]).catch((e: unknown) => e)) as { code?: string; cause?: { code?: string } };
      expect(err?.code ?? err?.cause?.code).toBe('23505');
    }
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(calls).where(eq(calls.seized_at, seized_at)))[0]!.n).toBe(2);
  });

  it('deleting a company, vendor or inventory number sets its calls’ column to NULL, as ON DELETE SET NULL did', async () => {
    const db = ctx.database.db;
    const repo = callsRepository(db);
    const co = (await db.insert(customers).values({ name: 'Gone Co', provider_insight_company_code: 'GONE01' }).returning())[0]!.id;
    const vendor = (await db.insert(vendors).values({ name: 'Gone Carrier' }).returning())[0]!.id;
    const number = (
      await db.insert(inventoryNumbers).values({ service_number: '+4930999000', service_type: 'DID', jurisdiction: 'Germany' }).returning()
    )[0]!.id;
    const seized_at = new Date('2026-11-04T08:00:00Z');
    expect(await repo.insertCalls([call({ seized_at, customer_id: co, vendor_id: vendor, inventory_number_id: number })])).toBe(1);
    const refs = async () =>
      (
        await db
          .select({ customer: calls.customer_id, vendor: calls.vendor_id, number: calls.inventory_number_id })
          .from(calls)
          .where(eq(calls.seized_at, seized_at))
      )[0];
    expect(await refs()).toEqual({ customer: co, vendor, number });
    await db.delete(inventoryNumbers).where(eq(inventoryNumbers.id, number));
    expect(await refs()).toEqual({ customer: co, vendor, number: null });
    await db.delete(vendors).where(eq(vendors.id, vendor));
    expect(await refs()).toEqual({ customer: co, vendor: null, number: null });
    await db.delete(customers).where(eq(customers.id, co));
    expect(await refs()).toEqual({ customer: null, vendor: null, number: null });
  });
});
