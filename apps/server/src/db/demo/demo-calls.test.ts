import { NER_CAUSES, Q850, toE164 } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { callStatsHourly, calls, customers, inventoryNumbers } from '../schema.ts';
import { CALLER_COUNTRIES, type DemoCallNumber, demoCallers, demoCalls } from './demo-calls.ts';
import { loadDemoData } from './index.ts';

const NOW = new Date('2026-03-18T15:30:00Z');
const number = (id: number, service_type: string, extra: Partial<DemoCallNumber> = {}): DemoCallNumber => ({
  id,
  service_number: `+44800100${String(id).padStart(4, '0')}`,
  service_type,
  jurisdiction: 'United Kingdom',
  city: null,
  vendor_id: 1,
  customer_id: 7,
  customer_name: 'Northwind Telecom',
  translation_termination_number: '+442071234567',
  expiration_date: null,
  region: 'Europe',
  ...extra,
});

describe('demoCalls', () => {
  const numbers = Array.from({ length: 40 }, (_, i) => number(i + 1, i % 4 === 0 ? 'SIP Trunking' : 'ITFS'));

  it('makes the same calls for the same numbers and day, inside the 35 days before now', () => {
    const a = demoCalls(numbers, demoCallers(), NOW);
    expect(a).toEqual(demoCalls(numbers, demoCallers(), NOW));
    expect(a.length).toBeGreaterThan(1000);
    const first = Date.parse('2026-02-11T00:00:00Z');
    for (const c of a) {
      const seized = (c.seized_at as Date).getTime();
      expect(seized).toBeGreaterThanOrEqual(first);
      expect((c.disconnected_at as Date).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(c.customer_id).toBe(7);
      expect(c.ic_customer_name ?? c.og_customer_name).toBe('Northwind Telecom');
    }
  });

  it('answers about 70 % with 10 s–15 min, alerts 1–6 s after seizure, releases the rest with the listed causes', () => {
    const a = demoCalls(numbers, demoCallers(), NOW);
    const answered = a.filter((c) => c.answered_at);
    expect(answered.length / a.length).toBeGreaterThan(0.62);
    expect(answered.length / a.length).toBeLessThan(0.78);
    for (const c of answered) {
      expect(c.completion_code).toBe(Q850.normalClearing);
      expect(c.duration_seconds).toBeGreaterThanOrEqual(10);
      expect(c.duration_seconds).toBeLessThanOrEqual(900);
    }
    for (const c of a.filter((x) => x.alerted_at)) {
      const pdd = (c.alerted_at as Date).getTime() - (c.seized_at as Date).getTime();
      expect(pdd).toBeGreaterThanOrEqual(1000);
      expect(pdd).toBeLessThanOrEqual(6000);
    }
    const causes = new Set(a.filter((c) => !c.answered_at).map((c) => c.completion_code));
    expect(causes).toEqual(new Set([17, 18, 19, 21, 42, 34]));
    expect(a.filter((c) => !c.answered_at).every((c) => c.duration_seconds === 0)).toBe(true);
  });

  it('calls more in local business hours and on weekdays; SIP Trunking numbers also call out', () => {
    const a = demoCalls(numbers, demoCallers(), NOW);
    // Europe is UTC+1 here: local 08–20 is 07–19 UTC
    const business = a.filter((c) => {
      const h = (c.seized_at as Date).getUTCHours();
      return h >= 7 && h < 19;
    });
    expect(business.length / a.length).toBeGreaterThan(0.75);
    const weekend = a.filter((c) => [0, 6].includes((c.seized_at as Date).getUTCDay())).length;
    expect(weekend / a.length).toBeLessThan(0.2);
    const outbound = a.filter((c) => c.direction === 'outbound');
    expect(outbound.length).toBeGreaterThan(0);
    expect(outbound.every((c) => c.service_type === 'SIP Trunking' && c.calling_number?.startsWith('+44800100'))).toBe(true);
    const countries = new Set(CALLER_COUNTRIES.map(([, name]) => name));
    for (const c of a.filter((x) => x.direction === 'inbound')) {
      expect(countries.has(c.origin ?? '')).toBe(true);
      expect(toE164(c.calling_number ?? '')).toBe(c.calling_number);
      expect([c.destination, c.connected_number]).toEqual(['United Kingdom', '+442071234567']);
    }
  });

  it('stops at a number expiration date', () => {
    const a = demoCalls([number(1, 'ITFS', { expiration_date: '2026-03-01' })], demoCallers(), NOW);
    expect(a.length).toBeGreaterThan(0);
    expect(a.every((c) => (c.seized_at as Date).getTime() < Date.parse('2026-03-01T00:00:00Z'))).toBe(true);
  });
});

describe('demo calls', () => {
  let ctx: TestContext;
  let first: Awaited<ReturnType<typeof loadDemoData>>;
  let loadMs = 0;
  const q = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows[0] as T;

  beforeAll(async () => {
    ctx = await createTestContext();
    const t0 = performance.now();
    first = await loadDemoData(ctx.database.db, { storage: ctx.app.services.storage, publicUrl: ctx.config.publicUrl });
    loadMs = performance.now() - t0;
    console.info(`demo load with ${first.calls} calls: ${Math.round(loadMs)} ms (${ctx.database.engine})`);
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('loads tens of thousands of calls, each on a number the call customer has in service', async () => {
    const r = await q<{ n: number; mismatched: number; numbers: number; held: number }>(sql`
      select count(*)::int as n,
             (count(*) filter (where n.id is null or n.customer_id is distinct from c.customer_id or n.state <> 'active'
                or cu.name is distinct from coalesce(c.ic_customer_name, c.og_customer_name)
                or n.vendor_id is distinct from c.vendor_id or n.jurisdiction <> c.jurisdiction))::int as mismatched,
             count(distinct c.inventory_number_id)::int as numbers,
             (select count(*)::int from ${inventoryNumbers} where customer_id is not null and state = 'active') as held
      from ${calls} c left join ${inventoryNumbers} n on n.id = c.inventory_number_id
      left join ${customers} cu on cu.id = c.customer_id`);
    expect(first.calls).toBe(r.n);
    expect(r.n).toBeGreaterThan(30_000);
    expect(r.n).toBeLessThan(60_000);
    expect(r.mismatched).toBe(0);
    expect(r.numbers).toBeGreaterThan(r.held * 0.9);
  });

  it('keeps the hourly counters equal to the calls, with a plausible ASR and NER', async () => {
    const r = await q<{
      attempts: number;
      answered: number;
      effective: number;
      seconds: number;
      calls: number;
      answeredCalls: number;
      effectiveCalls: number;
      secondsCalls: number;
    }>(sql`
      select (select sum(attempts)::int from ${callStatsHourly}) as attempts,
             (select sum(answered)::int from ${callStatsHourly}) as answered,
             (select sum(effective)::int from ${callStatsHourly}) as effective,
             (select sum(answered_seconds)::bigint from ${callStatsHourly})::float8 as seconds,
             (select count(*)::int from ${calls}) as calls,
             (select count(answered_at)::int from ${calls}) as "answeredCalls",
             (select count(*)::int from ${calls} where answered_at is not null or completion_code in (${sql.raw(NER_CAUSES.join(','))})) as "effectiveCalls",
             (select sum(duration_seconds)::bigint from ${calls})::float8 as "secondsCalls"`);
    expect([r.attempts, r.answered, r.effective, r.seconds]).toEqual([r.calls, r.answeredCalls, r.effectiveCalls, r.secondsCalls]);
    const asr = (r.answered / r.attempts) * 100;
    expect(asr).toBeGreaterThan(60);
    expect(asr).toBeLessThan(80);
    expect((r.effective / r.attempts) * 100).toBeGreaterThan(85);
  });

  it('rates the answered calls by their numbers’ pricing, origin types from the calling numbers', async () => {
    const r = await q<{ answered: number; rated: number; unrated: number; origins: number; sources: string[] }>(sql`
      select count(*) filter (where answered_at is not null and duration_seconds > 0)::int as answered,
        count(*) filter (where rating_source is not null)::int as rated,
        count(*) filter (where unrated_reason is not null)::int as unrated,
        count(distinct origin_type)::int as origins,
        array_agg(distinct origin_source) as sources
      from ${calls}`);
    // every answered call is rated or says why not (numbers out of an order, tariffs without the caller's rate)
    expect(r.rated + r.unrated).toBe(r.answered);
    expect(r.rated).toBeGreaterThan(r.answered * 0.3);
    expect(r.origins).toBeGreaterThan(1);
    expect(r.sources).toContain('number_type');
  });

  it('adds nothing on a second load', async () => {
    const before = await q<{ calls: number; rows: number }>(
      sql`select (select count(*)::int from ${calls}) as calls, (select count(*)::int from ${callStatsHourly}) as rows`,
    );
    const second = await loadDemoData(ctx.database.db, { storage: ctx.app.services.storage, publicUrl: ctx.config.publicUrl });
    expect(second.calls).toBe(0);
    expect(
      await q<{ calls: number; rows: number }>(
        sql`select (select count(*)::int from ${calls}) as calls, (select count(*)::int from ${callStatsHourly}) as rows`,
      ),
    ).toEqual(before);
  });
});
