import { RATE_LIMIT_MESSAGES, windowStart } from '@gsn/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { auditEvents, customers, rateLimitWindows } from '../../db/schema.ts';
import { rateLimitsRepository } from './rate-limits-repository.ts';
import { rateLimitsService } from './rate-limits-service.ts';

const QUOTA = 60;
let ctx: TestContext;
let company: number;
const ADMIN = 'limits-admin@gsn.test';
const MASTER = 'limits-master@northwind.test';

beforeAll(async () => {
  ctx = await createTestContext({ apiRateLimit: QUOTA });
  [{ id: company }] = (await ctx.database.db.insert(customers).values({ name: 'Northwind Limits' }).returning({ id: customers.id })) as [
    { id: number },
  ];
  await addAccount(ctx, { email: ADMIN, account_type_id: 100, customer_id: null });
  await addAccount(ctx, { email: MASTER, account_type_id: 200, customer_id: company });
});
afterAll(async () => ctx?.close());

/** The windows start on the minute: a burst that must fit in one waits when the minute is nearly over. */
async function earlyInTheMinute() {
  const second = new Date().getUTCSeconds();
  if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
}

const profile = (token: string, remoteAddress?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(token), ...(remoteAddress ? { remoteAddress } : {}) });

describe('API rate limits', () => {
  it('counts a session’s calls in the minute, answers the RateLimit fields and refuses past the quota with 429', async () => {
    await earlyInTheMinute();
    const token = await login(ctx, MASTER);
    const first = await profile(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe(`"minute";q=${QUOTA};w=60`);
    expect(first.headers.ratelimit).toMatch(new RegExp(`^"minute";r=${QUOTA - 1};t=\\d+$`));
    const rest = await Promise.all(Array.from({ length: QUOTA - 1 }, () => profile(token)));
    expect(rest.map((r) => r.statusCode)).toEqual(Array(QUOTA - 1).fill(200));

    const refused = await profile(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limit.exceeded', message: RATE_LIMIT_MESSAGES.exceeded });
    const reset = Number(/t=(\d+)/.exec(String(refused.headers.ratelimit))?.[1]);
    expect(refused.headers.ratelimit).toBe(`"minute";r=0;t=${reset}`);
    expect(Number(refused.headers['retry-after'])).toBe(reset);
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(60);

    // the quota is the session's: another session of the same account, and public calls, go on
    expect((await profile(await login(ctx, MASTER))).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // what went through is in the shared table, under the session's window (a refused call is not counted)
    const [row] = await ctx.database.db
      .select({ hits: rateLimitWindows.hits })
      .from(rateLimitWindows)
      .where(and(sql`${rateLimitWindows.key} like 's:%'`, eq(rateLimitWindows.window_start, new Date(windowStart(Date.now())))))
      .orderBy(sql`${rateLimitWindows.hits} desc`)
      .limit(1);
    expect(row?.hits).toBe(QUOTA);
  });

  it('lets provider staff set a company’s own quota, which its sessions get at once; customers may not', async () => {
    const admin = await login(ctx, ADMIN);
    const master = await login(ctx, MASTER);
    const before = await ctx.app.inject({ method: 'GET', url: `/api/rate_limits/${company}`, headers: bearer(admin) });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ customer_id: company, requests_per_minute: null, effective_requests_per_minute: QUOTA });

    const set = (token: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/rate_limits/${company}`, headers: bearer(token), payload });
    expect((await set(master, { requests_per_minute: 100_000 })).statusCode).toBe(403);
    const tooLow = await set(admin, { requests_per_minute: 10 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors[0]).toMatchObject({ field: 'requests_per_minute', message: RATE_LIMIT_MESSAGES.range });
    expect((await set(admin, { requests_per_minute: 600, burst: 10 })).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/rate_limits/999999',
          headers: bearer(admin),
          payload: { requests_per_minute: 600 },
        })
      ).statusCode,
    ).toBe(404);

    const saved = await set(admin, { requests_per_minute: 600 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      requests_per_minute: 600,
      effective_requests_per_minute: 600,
      default_requests_per_minute: QUOTA,
    });
    expect((await profile(master)).headers['ratelimit-policy']).toBe('"minute";q=600;w=60');
    // staff keep the installation's default
    expect((await profile(admin)).headers['ratelimit-policy']).toBe(`"minute";q=${QUOTA};w=60`);
    const events = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'rate_limits.update'), eq(auditEvents.subject_id, String(company))));
    expect(events).toHaveLength(1);

    const cleared = await set(admin, { requests_per_minute: null });
    expect(cleared.json()).toMatchObject({ requests_per_minute: null, effective_requests_per_minute: QUOTA });
    expect((await profile(master)).headers['ratelimit-policy']).toBe(`"minute";q=${QUOTA};w=60`);
  });

  it('shares one window between instances: together they let through the quota and not more', async () => {
    await earlyInTheMinute();
    const repo = rateLimitsRepository(ctx.database.db);
    const warn = () => {};
    const a = rateLimitsService({ repo, defaultQuota: 100, warn });
    const b = rateLimitsService({ repo, defaultQuota: 100, warn });
    const partition = `k:shared-${Date.now()}`;
    const decisions = await Promise.all(Array.from({ length: 150 }, (_, i) => (i % 2 ? a : b).hit(partition, null)));
    const allowed = decisions.filter((d) => d.allowed).length;
    // n instances: at most the quota plus (n − 1) batches of 1 % (here 1)
    expect(allowed).toBeGreaterThanOrEqual(100);
    expect(allowed).toBeLessThanOrEqual(101);
    expect((await a.hit(partition, null)).allowed).toBe(false);
    expect((await b.hit(partition, null)).allowed).toBe(false);
  });

  it('slows unknown API keys from one address, doubling, and never the owner’s key from elsewhere', async () => {
    const master = await login(ctx, MASTER);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/api_keys',
      headers: bearer(master),
      payload: { name: 'limits' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().secret as string;
    const attacker = '203.0.113.77';
    const guess = (i: number) => `gsn_${String(i).padStart(43, 'x')}`;
    for (let i = 0; i < 20; i++) expect((await profile(guess(i), attacker)).statusCode).toBe(401);
    const slowed = await profile(guess(20), attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().code).toBe('rate_limit.key_attempts');
    expect(slowed.headers['retry-after']).toBe('1');
    // while it waits the address's next key is not looked at
    expect((await profile(guess(21), attacker)).statusCode).toBe(429);
    // the owner elsewhere goes on
    expect((await profile(key, '198.51.100.7')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const next = await profile(guess(22), attacker);
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBe('2');
  });
});
