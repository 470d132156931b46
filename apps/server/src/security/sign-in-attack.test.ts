import { DEFAULT_LOGIN_THROTTLE } from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, STRONG, type TestContext } from '../../test/helpers.ts';
import { loginAttempts, signInOrigins } from '../db/schema.ts';
import { redactTokens } from '../lib/log-redaction.ts';

/**
 * The attack a security review replayed (docs/security.md, Sign-in throttling): 105 wrong passwords from 21 loopback
 * addresses used to lock the owner — the administrator too — out for 15 minutes. Now strangers are slowed by short,
 * capped delays, the owner's own browser is not slowed at all, and a reset or an administrator clears the counters.
 */

let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  // the production window: time is moved by moving the recorded failures back
  ctx = await createTestContext(
    { loginRateLimit: { max: 5, windowMs: 15 * 60_000 } },
    { logger: undefined, logStream: { write: (l) => void logLines.push(l) } },
  );
});
afterAll(async () => ctx?.close());

const signIn = (email: string, password: string, remoteAddress: string, device?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password, ...(device ? { device } : {}) },
    remoteAddress,
    headers: { 'user-agent': 'Replay/1.0' },
  });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
/** As if `ms` had passed since every failure recorded so far. */
const elapse = (ms: number) =>
  ctx.database.db.update(loginAttempts).set({ at: sql`${loginAttempts.at} - ${`${ms} milliseconds`}::interval` });
const mailsTo = async (email: string) => (await ctx.mails()).filter((m) => m.to.includes(email));

/** 105 wrong passwords from 127.0.0.1 … 127.0.0.21, five each, as fast as the server answers. */
async function replay(email: string) {
  const tally: Record<number, number> = {};
  for (let i = 0; i < 105; i++) {
    const res = await signIn(email, `Wrong!guess${i}`, `127.0.0.${(i % 21) + 1}`);
    tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
  }
  return tally;
}

describe('the attacker replay: 105 wrong passwords from 21 addresses', () => {
  const OWNER = 'admin@attack.test';
  let device: string;
  let ownerId: number;

  beforeAll(async () => {
    ownerId = await addAccount(ctx, { email: OWNER, account_type_id: 100 });
    // the owner signed in from this browser before
    const first = await signIn(OWNER, STRONG, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    device = first.json().device;
    expect(device).toMatch(/^[\w-]{43}$/);
  });

  it('leaves the owner’s browser signing in at once, and slows strangers with short delays', async () => {
    const tally = await replay(OWNER);

    // the first failures are free; the account's delays then turn the rest away without a guess
    expect(tally[401]).toBeGreaterThanOrEqual(DEFAULT_LOGIN_THROTTLE.freePerAccount);
    expect(tally[401]).toBeLessThan(20);
    expect(tally[429]).toBe(105 - tally[401]!);
    // the owner's browser: at once, from its usual address or another one
    for (const address of ['192.0.2.10', '198.51.100.200']) {
      const owner = await signIn(OWNER, STRONG, address, device);
      expect(owner.statusCode, address).toBe(200);
      expect(owner.json().device).toBe(device);
    }
    // a stranger waits seconds, never the old 15 minutes, even with the right password — right after the last failure
    // (the failures are dated now: how long the replay took depends on the machine, the wait on the last failure)
    await ctx.database.db.update(loginAttempts).set({ at: sql`now()` });
    const stranger = await signIn(OWNER, STRONG, '203.0.113.50');
    expect(stranger.statusCode).toBe(429);
    expect(retryAfter(stranger)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(stranger)).toBeLessThanOrEqual(60);
    // the owner heard of it, once
    const alerts = (await mailsTo(OWNER)).filter((m) => /many failed sign-ins/.test(m.subject));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.links).toContain('http://portal.test/portal/profile#sessions');
  });

  it('makes each stranger’s delay grow with the account’s failures, capped at a minute', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await elapse(61_000);
      // a guess gets through once the delay has passed, from any stranger address…
      expect((await signIn(OWNER, `Wrong!later${i}`, `203.0.113.${60 + i}`)).statusCode).toBe(401);
      // …and the next one waits longer
      const next = await signIn(OWNER, STRONG, `203.0.113.${80 + i}`);
      expect(next.statusCode).toBe(429);
      waits.push(retryAfter(next));
    }
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits[0]).toBeGreaterThanOrEqual(2);
    expect(waits.at(-1)).toBe(60);
    expect(Math.max(...waits)).toBe(60);
    // the owner's browser still at once
    expect((await signIn(OWNER, STRONG, '192.0.2.10', device)).statusCode).toBe(200);
  });

  it('lets an administrator forget the failures and end the account’s sessions', async () => {
    const stranger = await signIn(OWNER, STRONG, '203.0.113.90');
    expect(stranger.statusCode).toBe(429);
    await addAccount(ctx, { email: 'second-admin@attack.test', account_type_id: 100 });
    const admin = await login(ctx, 'second-admin@attack.test');
    const owner = (await signIn(OWNER, STRONG, '192.0.2.10', device)).json().token as string;
    const cleared = await ctx.app.inject({ method: 'DELETE', url: `/api/accounts/${ownerId}/sign-in-failures`, headers: bearer(admin) });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await signIn(OWNER, STRONG, '203.0.113.91')).statusCode).toBe(200);
    const ended = await ctx.app.inject({ method: 'DELETE', url: `/api/accounts/${ownerId}/sessions`, headers: bearer(admin) });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(owner) })).statusCode).toBe(401);
    // an administrator cannot end its own sessions this way
    const self = await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(admin) });
    const own = await ctx.app.inject({ method: 'DELETE', url: `/api/accounts/${self.json().id}/sessions`, headers: bearer(admin) });
    expect(own.statusCode).toBe(403);
  });

  it('is undone by a completed password reset', async () => {
    const email = 'reset@attack.test';
    await addAccount(ctx, { email, account_type_id: 120 });
    await replay(email);
    expect((await signIn(email, STRONG, '203.0.113.120')).statusCode).toBe(429);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/account/forgotpassword/${email}`, remoteAddress: '203.0.113.121' })).statusCode,
    ).toBe(200);
    const link = (await mailsTo(email)).find((m) => /reset your password/.test(m.subject))?.links[0] ?? '';
    const token = link.split('/account/reset-password/')[1] ?? '';
    const body = { token, new_password: 'Fresh#Start2049', retry_password: 'Fresh#Start2049' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/account/activate', payload: body })).statusCode).toBe(200);
    // a browser the owner never used before, straight after the reset
    expect((await signIn(email, 'Fresh#Start2049', '203.0.113.122')).statusCode).toBe(200);
  });
});

describe('addresses and browsers', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4', async () => {
    await addAccount(ctx, { email: 'v6@attack.test', account_type_id: 130 });
    for (let i = 1; i <= 5; i++) expect((await signIn('v6@attack.test', 'Wrong!v6pass', `2001:db8:77:1::${i}`)).statusCode).toBe(401);
    // another interface of the same /64: the same client
    expect((await signIn('v6@attack.test', 'Wrong!v6pass', '2001:db8:77:1:ffff::99')).statusCode).toBe(429);
    // another /64: another client
    expect((await signIn('v6@attack.test', 'Wrong!v6pass', '2001:db8:77:2::1')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await signIn('v4@attack.test', 'Wrong!v4pass', '198.51.100.9')).statusCode).toBe(401);
    expect((await signIn('v4@attack.test', 'Wrong!v4pass', '::ffff:198.51.100.9')).statusCode).toBe(429);
  });

  it('tells the owner of a sign-in from a new browser or address, not of its usual one', async () => {
    const email = 'alerted@attack.test';
    const id = await addAccount(ctx, { email, account_type_id: 200 });
    const first = await signIn(email, STRONG, '192.0.2.30');
    const alerts = async () => (await mailsTo(email)).filter((m) => /new sign-in/.test(m.subject));
    // the very first sign-in is no news
    expect(await alerts()).toHaveLength(0);
    expect((await signIn(email, STRONG, '192.0.2.30', first.json().device)).statusCode).toBe(200);
    expect(await alerts()).toHaveLength(0);
    // another browser
    expect((await signIn(email, STRONG, '192.0.2.30')).statusCode).toBe(200);
    expect(await alerts()).toHaveLength(1);
    // the usual browser from another address
    expect((await signIn(email, STRONG, '198.51.100.31', first.json().device)).statusCode).toBe(200);
    const [, second] = await alerts();
    expect(second?.text).toContain('Address: 198.51.100.31');
    expect(second?.text).toContain('Browser: Replay/1.0');
    expect(second?.links).toContain('http://portal.test/portal/profile#sessions');
    // only the device token's hash is kept
    const kept = await ctx.database.db.select().from(signInOrigins).where(eq(signInOrigins.account_id, id));
    expect(kept.map((o) => o.value)).not.toContain(first.json().device);
    expect(kept.filter((o) => o.kind === 'device').every((o) => /^[0-9a-f]{64}$/.test(o.value))).toBe(true);
  });

  it('throttles a signed-in session’s checks of the current password with the same counters', async () => {
    const email = 'session@attack.test';
    await addAccount(ctx, { email, account_type_id: 130 });
    const token = await login(ctx, email);
    const reauth = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/account/reauth', headers: bearer(token), payload: { password } });
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await reauth(`Wrong!re${i}`)).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429, 429]);
    // the right password waits too: no guessing through the delay
    expect((await reauth(STRONG)).statusCode).toBe(429);
    // the failures counted against the account: a stranger's sign-in from the same address waits as well
    expect((await signIn(email, STRONG, '127.0.0.1')).statusCode).toBe(429);
  });
});

describe('logs', () => {
  it('never hold a mailed link’s token', async () => {
    const token = 'S3cretLinkToken_abcdefghijklmnop';
    for (const url of [
      `/api/account/token_verification/${token}`,
      `/api/account/activate/${token}`,
      `/api/account/confirm-email/${token}?x=1`,
      `/account/reset-password/${token}`,
    ]) {
      await ctx.app.inject({ method: url.includes('verification') || !url.startsWith('/api') ? 'GET' : 'POST', url, payload: {} });
    }
    const logged = logLines.join('');
    expect(logged).toContain('/api/account/token_verification/[redacted]');
    expect(logged).toContain('/api/account/confirm-email/[redacted]?x=1');
    expect(logged).not.toContain(token);
    expect(redactTokens('see http://portal.test/account/reset-password/abc-DEF_123 and /account/activate/x1')).toBe(
      'see http://portal.test/account/reset-password/[redacted] and /account/activate/[redacted]',
    );
  });
});
