import { MESSAGES, SECURITY_MESSAGES } from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, accounts, configuration, sessions, userProfiles } from '../../db/schema.ts';
import { STRONG, addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const row = async (email: string) => (await ctx.database.db.select().from(accounts).where(eq(accounts.email, email)))[0];
const tokenOf = (link: string | undefined) => link?.split('/account/reset-password/')[1] ?? '';

describe('health', () => {
  it('reports the engine', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.database.engine });
  });
});

describe('login', () => {
  beforeAll(async () => {
    await addAccount(ctx, { email: 'staff@gsn.test', account_type_id: 110 });
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    for (const payload of [
      { email: 'staff@gsn.test', password: 'Wrong1234!' },
      { email: 'nobody@gsn.test', password: STRONG },
    ]) {
      const res = await post('/api/account/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'auth.invalid_credentials', message: MESSAGES.unauthorizedLogin });
    }
  });

  it('answers malformed JSON and missing fields with 400 and per-field errors', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON');
    const missing = await post('/api/account/login', { email: 'staff@gsn.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
  });

  it('signs in, counts the login and returns the account with its profile', async () => {
    const before = await row('staff@gsn.test');
    const res = await post('/api/account/login', { email: 'STAFF@gsn.test', password: STRONG });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.account).toMatchObject({ email: 'staff@gsn.test', account_type_id: 110, accounttype: { account_type: 'provider_sales' } });
    expect(body.account.userprofile).toMatchObject({ firstname: 'Test', lastname: 'User' });
    expect(body.account).not.toHaveProperty('password_hash');
    const after = await row('staff@gsn.test');
    expect(after?.login_count).toBe((before?.login_count ?? 0) + 1);
    expect(after?.last_login).toBeInstanceOf(Date);
  });

  it('rate-limits repeated failures, even when the password is then right', async () => {
    await addAccount(ctx, { email: 'target@gsn.test', account_type_id: 120 });
    for (let i = 0; i < 5; i++)
      expect((await post('/api/account/login', { email: 'target@gsn.test', password: 'Nope1234!' })).statusCode).toBe(401);
    const res = await post('/api/account/login', { email: 'target@gsn.test', password: STRONG });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(res.json().code).toBe('rate_limited');
  });

  it('refuses disabled and terminated accounts', async () => {
    await addAccount(ctx, { email: 'off@gsn.test', account_type_id: 130, disabled: true });
    await addAccount(ctx, { email: 'gone@gsn.test', account_type_id: 130, status: 'terminated' });
    expect((await post('/api/account/login', { email: 'off@gsn.test', password: STRONG })).statusCode).toBe(403);
    expect((await post('/api/account/login', { email: 'gone@gsn.test', password: STRONG })).statusCode).toBe(403);
  });
});

describe('session', () => {
  it('renews on use, ends on logout', async () => {
    await addAccount(ctx, { email: 'sess@gsn.test', account_type_id: 140 });
    const token = await login(ctx, 'sess@gsn.test');
    const res = await get('/api/account/profile', bearer(token));
    expect(res.statusCode).toBe(200);
    const expires = Date.parse(String(res.headers['x-session-expires']));
    expect(expires - Date.now()).toBeGreaterThan(7000 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7200 * 1000);
    expect((await post('/api/account/logout', {}, bearer(token))).statusCode).toBe(200);
    expect((await get('/api/account/profile', bearer(token))).statusCode).toBe(401);
  });

  it('rejects an expired, a forged and a missing token', async () => {
    const id = await addAccount(ctx, { email: 'idle@gsn.test', account_type_id: 140 });
    const token = await login(ctx, 'idle@gsn.test');
    await ctx.database.db.update(sessions).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(sessions.account_id, id));
    expect((await get('/api/account/profile', bearer(token))).statusCode).toBe(401);
    expect((await get('/api/account/profile', bearer(`${token.slice(0, -4)}AAAA`))).statusCode).toBe(401);
    expect((await get('/api/account/profile')).statusCode).toBe(401);
  });

  it('ends when the account is disabled', async () => {
    const id = await addAccount(ctx, { email: 'later-off@gsn.test', account_type_id: 140 });
    const token = await login(ctx, 'later-off@gsn.test');
    await ctx.database.db.update(accounts).set({ disabled: true }).where(eq(accounts.id, id));
    expect((await get('/api/account/profile', bearer(token))).statusCode).toBe(401);
  });
});

describe('registration and set-password link', () => {
  it('registers without a password, mails a single-use link, then signs in', async () => {
    const res = await post('/api/account/register', {
      email: 'new.user@example.org',
      firstname: 'New',
      lastname: 'User',
      company_name: 'Acme',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.registered);
    const acc = await row('new.user@example.org');
    expect(acc).toMatchObject({ account_type_id: 400, status: 'requested', password_hash: null });
    const mail = (await ctx.mails()).find((m) => m.to.includes('new.user@example.org'));
    expect(mail?.links[0]).toMatch(/^http:\/\/portal\.test\/account\/reset-password\//);
    // the link lives as long as an unactivated registration is kept
    expect(mail?.text).toContain('Set your password within 72 hours');
    expect(mail?.text).toContain('the registration is deleted and you may register again');
    const token = tokenOf(mail?.links[0]);
    expect((await get(`/api/account/token_verification/${token}`)).json()).toMatchObject({ valid: true, email: 'new.user@example.org' });

    const weak = await post(`/api/account/activate/${token}`, { new_password: 'password', retry_password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect((await row('new.user@example.org'))?.password_hash).toBeNull();
    const mismatch = await post(`/api/account/activate/${token}`, { new_password: STRONG, retry_password: `${STRONG}x` });
    expect(mismatch.json().errors).toEqual([expect.objectContaining({ field: 'retry_password' })]);

    expect((await post(`/api/account/activate/${token}`, { new_password: STRONG, retry_password: STRONG })).statusCode).toBe(200);
    expect((await row('new.user@example.org'))?.status).toBe('active');
    const reuse = await post(`/api/account/activate/${token}`, { new_password: 'An0ther!pass', retry_password: 'An0ther!pass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(MESSAGES.tokenInvalid);
    const session = await post('/api/account/login', { email: 'new.user@example.org', password: STRONG });
    expect(session.json().account.account_type_id).toBe(400);
  });

  it('answers the same for a known e-mail and creates nothing', async () => {
    await addAccount(ctx, { email: 'known@example.org', account_type_id: 400 });
    const res = await post('/api/account/register', { email: 'known@example.org', firstname: 'K', lastname: 'N' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.registered);
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(eq(accounts.email, 'known@example.org'));
    expect(n).toBe(1);
    expect((await ctx.mails()).some((m) => m.to.includes('known@example.org') && /already have an account/.test(m.subject))).toBe(true);
  });

  it('refuses self-registration once the site user limit is reached', async () => {
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(sql`${accounts.status} <> 'requested'`);
    await ctx.database.db
      .update(configuration)
      .set({ value: String(n) })
      .where(eq(configuration.field, 'site_user_limit'));
    const res = await post('/api/account/register', { email: 'one.too.many@example.org', firstname: 'One', lastname: 'More' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/user limit/);
    expect(await row('one.too.many@example.org')).toBeUndefined();
    await ctx.database.db.update(configuration).set({ value: '10000' }).where(eq(configuration.field, 'site_user_limit'));
  });

  it('requires first and last name and a valid e-mail', async () => {
    const res = await post('/api/account/register', { email: 'not-an-email', firstname: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'firstname', 'lastname']));
  });

  it('deletes a self-registration not activated within 72 hours, as its mail says, and nothing else', async () => {
    const old = sql`now() - interval '72 hours 1 minute'`;
    for (const email of ['late.reg@example.org', 'fresh.reg@example.org']) {
      expect((await post('/api/account/register', { email, firstname: 'L', lastname: 'R' })).statusCode).toBe(201);
    }
    await ctx.database.db.update(accounts).set({ createdAt: old }).where(eq(accounts.email, 'late.reg@example.org'));
    // an account staff opened waits for its activation 7 days: not a registration
    await addAccount(ctx, { email: 'staff.opened@example.org', account_type_id: 110, status: 'created' });
    await ctx.database.db
      .update(accounts)
      .set({ createdAt: old, password_hash: null })
      .where(eq(accounts.email, 'staff.opened@example.org'));
    await ctx.app.services.accounts.purgeExpiredRegistrations();
    expect(await row('late.reg@example.org')).toBeUndefined();
    expect(await row('fresh.reg@example.org')).toMatchObject({ status: 'requested' });
    expect(await row('staff.opened@example.org')).toBeDefined();
    const mail = (await ctx.mails()).find((m) => m.to.includes('fresh.reg@example.org'));
    expect(mail?.text).toMatch(/within 72 hours[\s\S]*registration is deleted/);
  });

  it('refuses an expired link', async () => {
    const id = await addAccount(ctx, { email: 'slow@example.org', account_type_id: 400 });
    await get('/api/account/forgotpassword/slow@example.org');
    await ctx.database.db
      .update(accountTokens)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.account_id, id));
    const token = tokenOf((await ctx.mails()).filter((m) => m.to.includes('slow@example.org')).at(-1)?.links[0]);
    expect((await get(`/api/account/token_verification/${token}`)).statusCode).toBe(400);
    expect((await post(`/api/account/activate/${token}`, { new_password: STRONG, retry_password: STRONG })).statusCode).toBe(400);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the e-mail exists, and resets with the link', async () => {
    await addAccount(ctx, { email: 'forgetful@gsn.test', account_type_id: 120 });
    const oldToken = await login(ctx, 'forgetful@gsn.test');
    const mailsBefore = (await ctx.mails()).length;
    const unknown = await get('/api/account/forgotpassword/ghost@gsn.test');
    expect((await ctx.mails()).length).toBe(mailsBefore);
    const known = await get('/api/account/forgotpassword/forgetful@gsn.test');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    const token = tokenOf((await ctx.mails()).filter((m) => m.to.includes('forgetful@gsn.test')).at(-1)?.links[0]);
    expect(
      (await post(`/api/account/activate/${token}`, { new_password: 'N3w!Password', retry_password: 'N3w!Password' })).statusCode,
    ).toBe(200);
    expect((await get('/api/account/profile', bearer(oldToken))).statusCode).toBe(401);
    await login(ctx, 'forgetful@gsn.test', 'N3w!Password');
  });
});

describe('profile', () => {
  it('saves every profile field', async () => {
    await addAccount(ctx, { email: 'prof@gsn.test', account_type_id: 200 });
    const token = await login(ctx, 'prof@gsn.test');
    const fields = {
      firstname: 'Jo',
      lastname: 'Smith',
      jobtitle: 'CTO',
      telephone: '+44 20 1234 5678',
      mobile: '+44 7700 900000',
      fax: '',
      currency: 'GBP',
      language: 'fr',
      address_country: 'United Kingdom',
      address_city: 'London',
      address_line_1: '1 Road',
      address_line_2: 'Floor 2',
      address_line_3: '',
      address_postcode: 'EC1A 1BB',
      timezone: 'Europe/London',
      department: 'IT',
    };
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/account/profile', headers: bearer(token), payload: fields });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.profileUpdated, logout: false });
    const acc = await row('prof@gsn.test');
    const [p] = await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.account_id, acc!.id));
    expect(p).toMatchObject(fields);
  });

  it('rejects a bad currency and language without saving', async () => {
    const token = await login(ctx, 'prof@gsn.test');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: bearer(token),
      payload: { firstname: 'X', lastname: 'Y', currency: 'XXX', language: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect((await get('/api/account/profile', bearer(token))).json().userprofile.firstname).toBe('Jo');
  });

  it('changes the e-mail only with the current password and the link mailed to the new address; refuses a taken e-mail', async () => {
    await addAccount(ctx, { email: 'mover@gsn.test', account_type_id: 210 });
    const token = await login(ctx, 'mover@gsn.test');
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/account/profile', headers: bearer(token), payload });
    const taken = await put({ firstname: 'M', lastname: 'V', email: 'prof@gsn.test', current_password: STRONG });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('email');
    const res = await put({ firstname: 'M', lastname: 'V', email: 'moved@gsn.test', current_password: STRONG });
    expect(res.json()).toMatchObject({
      logout: false,
      message: SECURITY_MESSAGES.emailChangePending,
      account: { email: 'mover@gsn.test' },
    });
    // Nothing changes until the link is followed; the old address is told.
    expect((await get('/api/account/profile', bearer(token))).json().email).toBe('mover@gsn.test');
    const mails = await ctx.mails();
    expect(mails.some((m) => m.to.includes('mover@gsn.test') && /change of your e-mail/.test(m.subject))).toBe(true);
    const link = mails.filter((m) => m.to.includes('moved@gsn.test')).at(-1)?.links[0] ?? '';
    const confirm = link.split('/account/confirm-email/')[1] ?? '';
    expect(confirm.length).toBeGreaterThan(10);
    const done = await post(`/api/account/confirm-email/${confirm}`, {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: SECURITY_MESSAGES.emailChanged, email: 'moved@gsn.test' });
    expect((await get('/api/account/profile', bearer(token))).statusCode).toBe(401);
    expect((await post(`/api/account/confirm-email/${confirm}`, {})).statusCode).toBe(400);
    await login(ctx, 'moved@gsn.test');
  });
});

describe('password update', () => {
  it('checks the current password and strength, then ends the other sessions only', async () => {
    await addAccount(ctx, { email: 'pw@gsn.test', account_type_id: 130 });
    const a = await login(ctx, 'pw@gsn.test');
    const b = await login(ctx, 'pw@gsn.test');
    const put = (payload: object) => post('/api/account/password_update', payload, bearer(a));
    const wrong = await put({ password: 'Wrong!123a', new_password: 'N3w!Password', retry_password: 'N3w!Password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].field).toBe('password');
    const weak = await put({ password: STRONG, new_password: 'short', retry_password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect((await put({ password: STRONG, new_password: 'N3w!Password', retry_password: 'N3w!Password' })).statusCode).toBe(200);
    expect((await get('/api/account/profile', bearer(a))).statusCode).toBe(200);
    expect((await get('/api/account/profile', bearer(b))).statusCode).toBe(401);
  });
});

describe('delete own account', () => {
  it('is for registered users only, with their password', async () => {
    await addAccount(ctx, { email: 'staffer@gsn.test', account_type_id: 110 });
    const staff = await login(ctx, 'staffer@gsn.test');
    const del = (token: string, password: string) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/accounts/', headers: bearer(token), payload: { password } });
    expect((await del(staff, STRONG)).statusCode).toBe(403);
    await addAccount(ctx, { email: 'leaver@example.org', account_type_id: 400 });
    const token = await login(ctx, 'leaver@example.org');
    expect((await del(token, 'Wrong!123a')).statusCode).toBe(422);
    expect(await row('leaver@example.org')).toBeDefined();
    expect((await del(token, STRONG)).statusCode).toBe(200);
    expect(await row('leaver@example.org')).toBeUndefined();
    expect((await get('/api/account/profile', bearer(token))).statusCode).toBe(401);
  });
});
