import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { type GivenCall, insertRatedCalls, ratedCallsInsert } from '../../../test/rated-calls.ts';
import { CALL_LOAD_LOCK } from '../../db/call-load-lock.ts';
import { customers } from '../../db/schema.ts';

/**
 * A call load whose transaction began before a month's close but waited for the call loading lock the close held,
 * and committed after it (docs/billing.md, Statements): its calls are stamped by their loading statement, after the
 * close, so they are not in the closed statement and are the next month's adjustments. Two transactions interleave
 * only on PostgreSQL; the embedded engine has one connection, where a load after the close is the same adjustment.
 */
describe('a load that waited for a month’s close', () => {
  let ctx: TestContext;
  let token: string;
  let company: number;
  const call = (day: number, cost: string): GivenCall => ({
    seized_at: `2026-10-${day}T10:00:00Z`,
    answered_at: `2026-10-${day}T10:00:05Z`,
    duration_seconds: 50,
    service_type: 'ITFS',
    called_number: `+4480000100${day}`,
    jurisdiction: 'United Kingdom',
    customer_id: company,
    origin_type: 'fixed',
    billed_seconds: 60,
    rate: cost,
    cost,
    currency: 'GBP',
    rating_source: 'product_tariff',
    rating_source_id: 1,
    rating_increment: '60/60',
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    const [c] = await ctx.database.db.insert(customers).values({ name: 'Race Calls' }).returning({ id: customers.id });
    company = c!.id;
    await addAccount(ctx, { email: 'billing@race.test', account_type_id: 140 });
    token = await login(ctx, 'billing@race.test');
    await insertRatedCalls(ctx.database.db, [call(20, '0.0200')]);
  });
  afterAll(async () => ctx?.close());

  const close = () => ctx.app.inject({ method: 'POST', url: '/api/billing/months/2026-10/close', headers: bearer(token), payload: {} });

  it('stamps the late load after the close: not in the closed statement, an adjustment on the next month', async () => {
    if (ctx.database.pglite) {
      // one connection: the close and the load run one after the other, the load after
      const closed = await close();
      expect(closed.statusCode, closed.body).toBe(200);
      await insertRatedCalls(ctx.database.db, [call(25, '0.0500')]);
    } else await interleaved();
    const get = async (month: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/billing/statements/${company}/${month}`, headers: bearer(token) })).json().data[0];
    expect(await get('2026-10')).toMatchObject({ status: 'closed', usage: '0.0200', adjustments: '0.0000', total: '0.0200' });
    const november = await get('2026-11');
    expect(november).toMatchObject({ status: 'open', usage: '0.0000', adjustments: '0.0500', total: '0.0500' });
    expect(november.lines).toMatchObject([{ kind: 'adjustment', calls_month: '2026-10', calls: 1, amount: '0.0500' }]);
  });

  /** PostgreSQL: the late load's transaction begins before the close and commits after it (two connections). */
  async function interleaved() {
    const pool = ctx.database.pool!;
    const waiting = async () =>
      Number((await pool.query(`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`)).rows[0].n);
    // a load in progress holds the lock; the close queues behind it
    const holder = await pool.connect();
    const late = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1)', [CALL_LOAD_LOCK]);
      const closing = close();
      await expect.poll(waiting).toBe(1);
      // the late load's transaction begins before the close takes its time, and queues behind the close
      await late.query('begin');
      const began = new Date((await late.query('select now() as at')).rows[0].at);
      const locked = late.query('select pg_advisory_xact_lock($1)', [CALL_LOAD_LOCK]);
      await expect.poll(waiting).toBe(2);
      await holder.query('commit');
      const closed = await closing;
      expect(closed.statusCode, closed.body).toBe(200);
      await locked;
      const q = new PgDialect().sqlToQuery(ratedCallsInsert([call(25, '0.0500')]));
      await late.query(q.sql, q.params);
      await late.query('commit');

      const closedAt = new Date(closed.json().data.closed_at);
      expect(began.getTime()).toBeLessThan(closedAt.getTime());
      const stamped = (await pool.query(`select created_at from calls where called_number = '+448000010025'`)).rows[0].created_at;
      expect(new Date(stamped).getTime()).toBeGreaterThan(closedAt.getTime());
    } finally {
      holder.release();
      late.release();
    }
  }
});
