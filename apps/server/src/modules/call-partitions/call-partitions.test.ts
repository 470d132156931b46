import { callPartition, monthOffset } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { type CallInsert, callsRepository } from '../calls/index.ts';
import { callPartitionsRepository } from './call-partitions-repository.ts';
import { callPartitionsService } from './call-partitions-service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const rows = async <T>(q: string) => ((await ctx.database.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;
const call = (seized: string): CallInsert => ({
  seized_at: new Date(seized),
  service_type: 'DID',
  direction: 'inbound',
  called_number: '+4930100000',
  jurisdiction: 'Germany',
  completion_code: 16,
});

describe('calls partitioned by month', () => {
  it('routes each call to its month (the default partition outside the created months)', async () => {
    const now = new Date();
    const thisMonth = `${monthOffset(now, 0)}-15T10:00:00Z`;
    await callsRepository(ctx.database.db).insertCalls([call(thisMonth), call('1999-01-05T10:00:00Z')]);
    const where = await rows<{ part: string }>(`select tableoid::regclass::text as part from calls order by seized_at`);
    expect(where.map((r) => r.part)).toEqual(['calls_default', callPartition(monthOffset(now, 0)).name]);
    const parts = await callPartitionsRepository(ctx.database.db).list();
    for (let i = -13; i <= 3; i++) expect(parts).toContain(callPartition(monthOffset(now, i)).name);
  });

  it('creates months ahead and drops whole expired months with their calls; the counters keep the totals', async () => {
    const repo = callPartitionsRepository(ctx.database.db);
    // a month 20 months back, with a call in it
    const old = monthOffset(new Date(), -20);
    await repo.create(callPartition(old));
    await callsRepository(ctx.database.db).insertCalls([call(`${old}-10T08:00:00Z`)]);
    const attempts = async () => (await rows<{ n: number }>('select sum(attempts)::int as n from call_stats_hourly'))[0]?.n;
    const before = await attempts();
    expect(before).toBe(3);

    // the clock moved 5 months on: retention 13 months
    const later = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 5, 2));
    const svc = callPartitionsService({
      repo,
      jobs: { define: () => {}, send: async () => {}, every: () => {} } as never,
      retentionMonths: 13,
      log: { error: () => {} },
      now: () => later,
    });
    const { created, dropped } = await svc.maintain();
    expect(created).toEqual([0, 1, 2, 3].map((k) => callPartition(monthOffset(later, k)).name));
    expect(dropped).toContain(callPartition(old).name);
    expect(dropped).not.toContain('calls_default');
    const parts = await repo.list();
    expect(parts).not.toContain(callPartition(old).name);
    expect(parts).toContain(callPartition(monthOffset(later, -13)).name);
    // the old month's call is gone, the others stay; the counters keep every attempt
    expect((await rows<{ n: number }>('select count(*)::int as n from calls'))[0]?.n).toBe(2);
    expect(await attempts()).toBe(before);
    // a second run has nothing to do
    expect(await svc.maintain()).toEqual({ created: [], dropped: [] });
  });
});
