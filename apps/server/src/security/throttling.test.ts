import { MESSAGES } from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from '../config.ts';
import { accounts, accountTokens, configuration } from '../db/schema.ts';
import { addAccount, bearer, createTestContext, STRONG, type TestContext } from '../../test/helpers.ts';

/**
 * What a security review found possible, replayed (docs/security.md): sign-in throttling, mail flooding, the user
 * limit.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const signIn = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password }, remoteAddress, headers });

describe('sign-in throttling', () => {
  it('ignores X-Forwarded-For by default: a rotating header does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await signIn(`victim${i}@throttle.test`, 'Wrong!pass1', '198.51.100.7', { 'x-forwarded-for': `10.9.${i}.1` });
      statuses.push(res.statusCode);
    }
    // 20 failures per address are free, then the address waits.
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it('lets the owner sign in from their own address while another address hammers the account', async () => {
    await addAccount(ctx, { email: 'owner@throttle.test', account_type_id: 100 });
    const attacker = '203.0.113.66';
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await signIn('owner@throttle.test', `Guess!${i}aa`, attacker)).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).every((s) => s === 429)).toBe(true);
    // From the attacker's address even the right password waits (no guessing through the lock)…
    const locked = await signIn('owner@throttle.test', STRONG, attacker);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // …while the owner, from their own address, signs in.
    const owner = await signIn('owner@throttle.test', STRONG, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().account.email).toBe('owner@throttle.test');
  });

  it('answers a known and an unknown e-mail alike, throttled or not', async () => {
    await addAccount(ctx, { email: 'known@throttle.test', account_type_id: 120 });
    const known: { status: number; body: string }[] = [];
    const unknown: { status: number; body: string }[] = [];
    for (let i = 0; i < 7; i++) {
      const k = await signIn('known@throttle.test', 'Wrong!pass1', '198.51.100.21');
      const u = await signIn('nobody@throttle.test', 'Wrong!pass1', '198.51.100.22');
      known.push({ status: k.statusCode, body: k.body });
      unknown.push({ status: u.statusCode, body: u.body });
    }
    expect(known).toEqual(unknown);
    expect(known.at(-1)).toEqual({ status: 429, body: expect.stringContaining(MESSAGES.tooManyAttempts) });
    expect(known[0]).toEqual({ status: 401, body: expect.stringContaining(MESSAGES.unauthorizedLogin) });
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, takes a hop count or a list of proxy addresses and CIDR ranges, refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1, ::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    // A hop count n trusts the n addresses nearest the server (the socket's, then the forwarded ones).
    const oneHop = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('198.51.100.1', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
  });

  it('keys the limits on the client address the trusted proxy forwards', async () => {
    const proxied = await createTestContext({ trustProxy: ['127.0.0.1'] });
    try {
      const from = async (client: string) =>
        (
          await proxied.app.inject({
            method: 'POST',
            url: '/api/account/login',
            payload: { email: 'x@proxy.test', password: 'Wrong!pass1' },
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': client },
          })
        ).statusCode;
      for (let i = 0; i < 5; i++) expect(await from('198.51.100.1')).toBe(401);
      expect(await from('198.51.100.1')).toBe(429);
      // Another client behind the same proxy is not held back.
      expect(await from('198.51.100.2')).toBe(401);
      // The session list shows the forwarded client address.
      await addAccount(proxied, { email: 'behind@proxy.test', account_type_id: 120 });
      const signedIn = await proxied.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'behind@proxy.test', password: STRONG },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      const list = await proxied.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(signedIn.json().token) });
      expect(list.json().data[0].ip).toBe('203.0.113.77');
    } finally {
      await proxied.close();
    }
  });
});

describe('mail flooding', () => {
  const forgot = (email: string, remoteAddress = '198.51.100.50') =>
    ctx.app.inject({ method: 'GET', url: `/api/account/forgotpassword/${encodeURIComponent(email)}`, remoteAddress });
  const mailsTo = async (email: string) => (await ctx.mails()).filter((m) => m.to.includes(email));

  it('sends at most one reset mail per e-mail per 15 minutes, with the same answer each time', async () => {
    await addAccount(ctx, { email: 'flooded@throttle.test', account_type_id: 120 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await forgot('flooded@throttle.test', `198.51.100.${60 + i}`)).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ message: MESSAGES.forgotPassword });
    expect(await mailsTo('flooded@throttle.test')).toHaveLength(1);
  });

  it('throttles forgot-password per e-mail and per address (429), for known and unknown e-mails alike', async () => {
    const perEmail = [];
    for (let i = 0; i < 6; i++) perEmail.push((await forgot('ghost@throttle.test', `198.51.100.${70 + i}`)).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
    const perAddress = [];
    for (let i = 0; i < 21; i++) perAddress.push((await forgot(`someone${i}@throttle.test`, '198.51.100.99')).statusCode);
    expect(perAddress.slice(0, 20).every((s) => s === 200)).toBe(true);
    const last = await forgot('someone-else@throttle.test', '198.51.100.99');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends at most one "already registered" mail per e-mail per 15 minutes; register is throttled too', async () => {
    await addAccount(ctx, { email: 'registered@throttle.test', account_type_id: 400 });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/register',
        payload: { email: 'registered@throttle.test', firstname: 'R', lastname: 'T' },
        remoteAddress: `198.51.100.${120 + i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await mailsTo('registered@throttle.test')).filter((m) => /already have an account/.test(m.subject))).toHaveLength(1);
  });
});

describe('the user limit', () => {
  it('does not count unactivated registrations, which expire after 72 hours', async () => {
    const register = (email: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/register',
        payload: { email, firstname: 'Junk', lastname: 'Bot' },
        remoteAddress: `198.51.100.${150 + i}`,
      });
    const active = async () =>
      (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(sql`${accounts.status} <> 'requested'`))[0]!.n;
    await ctx.database.db
      .update(configuration)
      .set({ value: String((await active()) + 1) })
      .where(eq(configuration.field, 'site_user_limit'));
    try {
      // Junk registrations fill nothing: the real one still gets in.
      for (let i = 0; i < 5; i++) expect((await register(`junk${i}@throttle.test`, i)).statusCode).toBe(201);
      expect((await register('real@throttle.test', 9)).statusCode).toBe(201);
      // The registrations expire after 72 hours: the e-mail is free again.
      await ctx.database.db
        .update(accounts)
        .set({ createdAt: sql`now() - interval '73 hours'` })
        .where(eq(accounts.email, 'junk0@throttle.test'));
      expect((await register('someone.new@throttle.test', 10)).statusCode).toBe(201);
      const junk0 = await ctx.database.db.select().from(accounts).where(eq(accounts.email, 'junk0@throttle.test'));
      expect(junk0).toHaveLength(0);
      // The activation link of a self-registration lasts 72 hours, not a week.
      const [real] = await ctx.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'real@throttle.test'));
      const [token] = await ctx.database.db
        .select({ expires: accountTokens.expires_at })
        .from(accountTokens)
        .where(eq(accountTokens.account_id, real!.id));
      expect(token!.expires.getTime() - Date.now()).toBeLessThanOrEqual(72 * 3600_000);
      expect(token!.expires.getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
    } finally {
      await ctx.database.db.update(configuration).set({ value: '10000' }).where(eq(configuration.field, 'site_user_limit'));
    }
  });
});
