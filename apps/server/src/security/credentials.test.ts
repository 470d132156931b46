import { API_KEY_MESSAGES, PERSONAL_PASSWORD_MESSAGE } from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, STRONG, type TestContext } from '../../test/helpers.ts';
import { apiKeys, customers, userProfiles, webhookEndpoints } from '../db/schema.ts';

/**
 * Credentials that die with a recovery (docs/security.md, Credentials; docs/integrating.md, API keys): what a leaked key
 * or session can no longer do, replayed.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, credential: string | undefined, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: credential ? bearer(credential) : {}, ...(payload ? { payload } : {}) });
const mailsTo = async (email: string) => (await ctx.mails()).filter((m) => m.to.includes(email));
const DAY = 86_400_000;
/** Quoted-printable text (a mail's body, or a subject's `=?UTF-8?Q?…?=` words) as read. */
const unquote = (text: string) =>
  text
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, w: string) => w.replace(/_/g, ' '))
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

async function newKey(token: string, body: object = {}) {
  const res = await call('POST', '/account/api_keys', token, { name: 'integration', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; prefix: string; expires_at: string };
}

/** A reset link mailed and followed with the token in the body (as the web app does). */
async function resetPassword(email: string, password: string) {
  expect((await call('GET', `/account/forgotpassword/${email}`, undefined)).statusCode).toBe(200);
  const link = (await mailsTo(email)).find((m) => /reset your password/.test(m.subject))?.links[0] ?? '';
  const token = link.split('/account/reset-password/')[1] ?? '';
  const res = await call('POST', '/account/activate', undefined, { token, new_password: password, retry_password: password });
  expect(res.statusCode, res.body).toBe(200);
}

describe('API keys', () => {
  it('expire after 90 days unless their creator chooses up to a year, and an expired key answers 401', async () => {
    await addAccount(ctx, { email: 'keys@cred.test', account_type_id: 120 });
    const session = await login(ctx, 'keys@cred.test');
    const before = Date.now();
    const key = await newKey(session);
    expect(Date.parse(key.expires_at) - before).toBeGreaterThanOrEqual(90 * DAY - 1000);
    expect(Date.parse(key.expires_at) - Date.now()).toBeLessThanOrEqual(90 * DAY);
    const listed = (await call('GET', '/account/api_keys', session)).json().data.find((k: { id: number }) => k.id === key.id);
    expect(listed.expires_at).toBe(key.expires_at);
    const year = await newKey(session, { expires_in_days: 365 });
    expect(Math.round((Date.parse(year.expires_at) - Date.now()) / DAY)).toBe(365);
    for (const bad of [0, 366, 1.5, '30']) {
      const res = await call('POST', '/account/api_keys', session, { name: 'x', expires_in_days: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'expires_in_days', message: API_KEY_MESSAGES.lifetime }));
    }
    expect((await call('GET', '/account/profile', key.secret)).statusCode).toBe(200);
    await ctx.database.db.update(apiKeys).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(apiKeys.id, key.id));
    const expired = await call('GET', '/account/profile', key.secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('auth.session_expired');
  });

  it('are announced to the owner by e-mail, in its language', async () => {
    const id = await addAccount(ctx, { email: 'announced@cred.test', account_type_id: 120 });
    await ctx.database.db.update(userProfiles).set({ language: 'fr' }).where(eq(userProfiles.account_id, id));
    const key = await newKey(await login(ctx, 'announced@cred.test'), { name: 'Facturation' });
    const [mail] = (await mailsTo('announced@cred.test')).filter((m) => /API/.test(m.subject));
    // (the helper reads a header's first line only: a long encoded subject is folded)
    expect(unquote(mail?.subject ?? '')).toMatch(/^GSN Portal : une nouvelle clé API/);
    expect(unquote(mail?.text ?? '')).toContain(`« Facturation » (${key.prefix}…)`);
    expect(mail?.links).toContain('http://portal.test/portal/profile#api-keys');
    expect(mail?.text).not.toContain(key.secret);
  });

  it('cannot change the e-mail, delete the account or prove the password; other profile fields they may change', async () => {
    await addAccount(ctx, { email: 'integrator@cred.test', account_type_id: 400 });
    const { secret } = await newKey(await login(ctx, 'integrator@cred.test'));
    const email = await call('PUT', '/account/profile', secret, {
      email: 'attacker@evil.test',
      current_password: STRONG,
      firstname: 'Test',
      lastname: 'User',
    });
    expect(email.statusCode).toBe(403);
    expect(email.json()).toMatchObject({ code: 'auth.session_only', message: API_KEY_MESSAGES.sessionOnly });
    expect((await mailsTo('attacker@evil.test')).length).toBe(0);
    const renamed = await call('PUT', '/account/profile', secret, { firstname: 'Renamed', lastname: 'User', jobtitle: 'Ops' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().account).toMatchObject({ email: 'integrator@cred.test', userprofile: { firstname: 'Renamed' } });
    for (const [method, url, body] of [
      ['DELETE', '/accounts/', { password: STRONG }],
      ['POST', '/account/reauth', { password: STRONG }],
      ['POST', '/account/password_update', { password: STRONG, new_password: 'Brand#New7Pass', retry_password: 'Brand#New7Pass' }],
    ] as const) {
      const res = await call(method, url, secret, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('auth.session_only');
    }
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(200);
  });
});

describe('a recovery ends every session and key', () => {
  it('a password reset: the old key and session answer 401, the owner is told', async () => {
    const id = await addAccount(ctx, { email: 'victim@cred.test', account_type_id: 200 });
    const session = await login(ctx, 'victim@cred.test');
    const { secret } = await newKey(session);
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(200);
    await resetPassword('victim@cred.test', 'Recovered#Owner42');
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(401);
    expect((await call('GET', '/account/profile', session)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.account_id, id))).toHaveLength(0);
    const told = (await mailsTo('victim@cred.test')).find((m) => /sessions and API keys/.test(m.subject));
    expect(told?.text).toMatch(/^The password of your GSN Portal account victim@cred.test was reset\./);
    expect(told?.text).toContain('API keys (1) revoked');
    expect(await login(ctx, 'victim@cred.test', 'Recovered#Owner42')).toBeTruthy();
  });

  it('a password change: the other sessions and every key end, the caller’s session stays', async () => {
    await addAccount(ctx, { email: 'changer@cred.test', account_type_id: 130 });
    const mine = await login(ctx, 'changer@cred.test');
    const other = await login(ctx, 'changer@cred.test');
    const { secret } = await newKey(mine);
    const res = await call('POST', '/account/password_update', mine, {
      password: STRONG,
      new_password: 'Changed#Again42',
      retry_password: 'Changed#Again42',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect([
      (await call('GET', '/account/profile', mine)).statusCode,
      (await call('GET', '/account/profile', other)).statusCode,
      (await call('GET', '/account/profile', secret)).statusCode,
    ]).toEqual([200, 401, 401]);
    expect((await mailsTo('changer@cred.test')).some((m) => /was changed\./.test(m.text) && /API keys \(1\)/.test(m.text))).toBe(true);
  });

  it('an e-mail change: every session and key end once the new address confirms; the old address is told', async () => {
    await addAccount(ctx, { email: 'mover@cred.test', account_type_id: 130 });
    const session = await login(ctx, 'mover@cred.test');
    const { secret } = await newKey(session);
    const change = await call('PUT', '/account/profile', session, {
      email: 'moved@cred.test',
      current_password: STRONG,
      firstname: 'Test',
      lastname: 'User',
    });
    expect(change.statusCode, change.body).toBe(200);
    const link = (await mailsTo('moved@cred.test'))[0]?.links[0] ?? '';
    const token = link.split('/account/confirm-email/')[1] ?? '';
    expect((await call('POST', '/account/confirm-email', undefined, { token })).statusCode).toBe(200);
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(401);
    expect((await call('GET', '/account/profile', session)).statusCode).toBe(401);
    const told = (await mailsTo('mover@cred.test')).find((m) => /sessions and API keys/.test(m.subject));
    expect(told?.text).toContain('was changed to moved@cred.test');
  });
});

describe('a stopped account', () => {
  it('loses its keys and webhook endpoints for good; its company’s master is told', async () => {
    const [company] = await ctx.database.db.insert(customers).values({ name: 'Stopco' }).returning({ id: customers.id });
    const masterId = await addAccount(ctx, { email: 'master@stopco.test', account_type_id: 200, customer_id: company!.id });
    await ctx.database.db.update(customers).set({ master_id: masterId }).where(eq(customers.id, company!.id));
    const subId = await addAccount(ctx, { email: 'sub@stopco.test', account_type_id: 210, customer_id: company!.id });
    const { secret } = await newKey(await login(ctx, 'sub@stopco.test'));
    const [endpoint] = await ctx.database.db
      .insert(webhookEndpoints)
      .values({ customer_id: company!.id, owner_account_id: subId, url: 'https://hooks.example/x', secret: 'whsec_x', events: [] })
      .returning({ id: webhookEndpoints.id });
    const master = await login(ctx, 'master@stopco.test');
    expect((await call('PUT', `/accounts/${subId}`, master, { disabled: true })).statusCode).toBe(200);
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(401);
    const [stopped] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
    expect(stopped).toMatchObject({ enabled: false, disabled_reason: expect.stringMatching(/disabled or deleted/) });
    const told = (await mailsTo('master@stopco.test')).find((m) => /sub@stopco.test/.test(m.subject));
    expect(told?.subject).toBe('GSN Portal: the account sub@stopco.test was disabled');
    expect(told?.text).toContain('API keys (1) were revoked, its webhook endpoints (1) switched off');
    // enabled again: no key comes back
    expect((await call('PUT', `/accounts/${subId}`, master, { disabled: false })).statusCode).toBe(200);
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.account_id, subId))).toHaveLength(0);
  });
});

describe('passwords made of the account’s own words', () => {
  it('are refused on a reset and a change, with their own code', async () => {
    const [company] = await ctx.database.db.insert(customers).values({ name: 'Northwind Telecom' }).returning({ id: customers.id });
    await addAccount(ctx, { email: 'jane.doe@northwind.test', account_type_id: 210, customer_id: company!.id });
    const session = await login(ctx, 'jane.doe@northwind.test');
    for (const password of ['Northwind2026!', 'NorthwindTelecom#1', 'J4ne.Doe1990!']) {
      const res = await call('POST', '/account/password_update', session, {
        password: STRONG,
        new_password: password,
        retry_password: password,
      });
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'account.password_personal',
        errors: [{ field: 'new_password', message: PERSONAL_PASSWORD_MESSAGE, code: 'account.password_personal' }],
      });
    }
    expect((await call('GET', '/account/forgotpassword/jane.doe@northwind.test', undefined)).statusCode).toBe(200);
    const link = (await mailsTo('jane.doe@northwind.test')).find((m) => /reset/.test(m.subject))?.links[0] ?? '';
    const token = link.split('/account/reset-password/')[1] ?? '';
    const refused = await call('POST', '/account/activate', undefined, {
      token,
      new_password: 'Northwind2026!',
      retry_password: 'Northwind2026!',
    });
    expect(refused.json().code).toBe('account.password_personal');
    // the link still works with a password of the owner's own
    const ok = await call('POST', '/account/activate', undefined, {
      token,
      new_password: 'Quiet#Harbour58',
      retry_password: 'Quiet#Harbour58',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
