import { ACCOUNT_MESSAGES } from '@gsn/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG, addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { accountTokens, accounts, customers } from '../../db/schema.ts';

let ctx: TestContext;
let alpha: number;
let beta: number;
let gamma: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const ACCOUNTS: [string, number, 'alpha' | 'beta' | null][] = [
  ['admin@gsn.test', 100, null],
  ['sales@gsn.test', 110, null],
  ['product@gsn.test', 120, null],
  ['ops@gsn.test', 130, null],
  ['master@alpha.test', 200, 'alpha'],
  ['sales@alpha.test', 210, 'alpha'],
  ['ops@alpha.test', 230, 'alpha'],
  ['master@beta.test', 200, 'beta'],
  ['product@beta.test', 220, 'beta'],
  ['reg@example.org', 400, null],
];

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db
    .insert(customers)
    .values([{ name: 'Alpha Telecom' }, { name: 'Beta Voice' }, { name: 'Gamma Networks' }])
    .returning({ id: customers.id });
  [alpha, beta, gamma] = rows.map((r) => r.id) as [number, number, number];
  for (const [email, type, company] of ACCOUNTS) {
    ids[email] = await addAccount(ctx, {
      email,
      account_type_id: type,
      customer_id: company === 'alpha' ? alpha : company === 'beta' ? beta : null,
    });
    tokens[email] = await login(ctx, email);
  }
  await ctx.database.db.update(customers).set({ master_id: ids['master@alpha.test'] }).where(eq(customers.id, alpha));
  await ctx.database.db.update(customers).set({ master_id: ids['master@beta.test'] }).where(eq(customers.id, beta));
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as] ?? as), ...(payload ? { payload } : {}) });
const row = async (email: string) => (await ctx.database.db.select().from(accounts).where(eq(accounts.email, email)))[0];
const emails = (body: { data: { email: string }[] }) => body.data.map((r) => r.email);

describe('GET /accounts/', () => {
  it('shows staff every account, by account type then e-mail, with the list columns', async () => {
    const res = await call('GET', '/accounts/?limit=100', 'admin@gsn.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(ACCOUNTS.length);
    const expected = [...ACCOUNTS].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map((a) => a[0]);
    expect(emails(body)).toEqual(expected);
    const master = body.data.find((r: { email: string }) => r.email === 'master@alpha.test');
    expect(master).toEqual({
      id: ids['master@alpha.test'],
      username: 'master@alpha.test',
      email: 'master@alpha.test',
      account_type_id: 200,
      accounttype: { id: 200, account_type: 'master' },
      status: 'active',
      disabled: false,
      customer_id: alpha,
      customer: { id: alpha, name: 'Alpha Telecom' },
      userprofile: { firstname: 'Test', lastname: 'User' },
      last_login: expect.any(String),
      login_count: 1,
    });
    expect(res.body).not.toContain('password');
  });

  it('pages with page and limit (limit=0 is the default page of 10)', async () => {
    const all = emails((await call('GET', '/accounts/?limit=100', 'admin@gsn.test')).json());
    const page1 = (await call('GET', '/accounts/?limit=3&page=1', 'admin@gsn.test')).json();
    expect(page1.count).toBe(ACCOUNTS.length);
    expect(emails(page1)).toEqual(all.slice(3, 6));
    expect((await call('GET', '/accounts/?limit=0', 'admin@gsn.test')).json().data).toHaveLength(10);
    expect((await call('GET', '/accounts/?page=5', 'admin@gsn.test')).json()).toEqual({ data: [], count: ACCOUNTS.length });
  });

  it('filters by type id or name, customer, status, disabled and search', async () => {
    const q = async (qs: string) => emails((await call('GET', `/accounts/?${qs}`, 'sales@gsn.test')).json());
    expect(await q('account_type_code=200')).toEqual(['master@alpha.test', 'master@beta.test']);
    expect(await q('account_type_code=sub-account-operation')).toEqual(['ops@alpha.test']);
    expect(await q('account_type_code=nonsense')).toEqual([]);
    expect(await q(`customer_id=${beta}`)).toEqual(['master@beta.test', 'product@beta.test']);
    expect(await q('status=active&disabled=false&search=BETA%20VOICE')).toEqual(['master@beta.test', 'product@beta.test']);
    expect(await q('search=ops@')).toEqual(['ops@gsn.test', 'ops@alpha.test']);
    // the provider's staff only (what the BDM picker searches), or the customers' accounts only
    expect(await q('staff=true&search=ops@')).toEqual(['ops@gsn.test']);
    expect(await q('staff=false&search=ops@')).toEqual(['ops@alpha.test']);
    expect((await call('GET', '/accounts/?staff=maybe', 'sales@gsn.test')).statusCode).toBe(400);
    expect(await q('search=%25')).toEqual([]);
    expect(await q('disabled=true')).toEqual([]);
  });

  it('sorts by the allowed fields only', async () => {
    const desc = emails((await call('GET', '/accounts/?orderby=email&asc=false&limit=100', 'admin@gsn.test')).json());
    expect(desc).toEqual([...desc].sort().reverse());
    const bad = await call('GET', '/accounts/?orderby=password_hash', 'admin@gsn.test');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'orderby' })]);
    expect((await call('GET', '/accounts/?limit=101', 'admin@gsn.test')).statusCode).toBe(400);
    expect((await call('GET', '/accounts/?status=sleeping', 'admin@gsn.test')).statusCode).toBe(400);
  });

  it('shows customers only their company, whatever customer_id they ask for', async () => {
    for (const who of ['master@alpha.test', 'ops@alpha.test']) {
      for (const url of ['/accounts/', '/customer/accounts/']) {
        const body = (await call('GET', url, who)).json();
        expect(emails(body).sort()).toEqual(['master@alpha.test', 'ops@alpha.test', 'sales@alpha.test']);
      }
      expect((await call('GET', `/accounts/?customer_id=${beta}`, who)).json()).toEqual({ data: [], count: 0 });
    }
  });

  it('refuses registered users, and staff on the customers’ list', async () => {
    expect((await call('GET', '/accounts/', 'reg@example.org')).statusCode).toBe(403);
    expect((await call('GET', '/customer/accounts/', 'admin@gsn.test')).statusCode).toBe(403);
    expect((await call('GET', '/accounts/', 'no-such-token')).statusCode).toBe(401);
  });
});

describe('GET /accounts/{id}', () => {
  it('answers the account view to staff and to the same company', async () => {
    const res = await call('GET', `/accounts/${ids['ops@alpha.test']}`, 'product@gsn.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'ops@alpha.test', customer: { name: 'Alpha Telecom' }, userprofile: { firstname: 'Test' } });
    expect((await call('GET', `/accounts/${ids['ops@alpha.test']}`, 'sales@alpha.test')).statusCode).toBe(200);
  });

  it('answers 404 for another company’s account, an unknown id, and 400 for a malformed one', async () => {
    const other = await call('GET', `/accounts/${ids['product@beta.test']}`, 'master@alpha.test');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('We couldnt find what you are looking for');
    expect((await call('GET', `/accounts/${ids['admin@gsn.test']}`, 'master@alpha.test')).statusCode).toBe(404);
    expect((await call('GET', '/accounts/999999', 'admin@gsn.test')).statusCode).toBe(404);
    expect((await call('GET', '/accounts/abc', 'admin@gsn.test')).statusCode).toBe(400);
    expect((await call('GET', '/accounts/99999999999', 'admin@gsn.test')).statusCode).toBe(400);
  });
});

describe('GET /customer/account/types/', () => {
  it.each([
    ['admin@gsn.test', [100, 110, 120, 130, 140, 200]],
    ['ops@gsn.test', [110, 120, 130, 140]],
    ['master@alpha.test', [210, 220, 230, 240]],
    ['ops@alpha.test', []],
    ['reg@example.org', []],
  ])('%s may create %j', async (who, types) => {
    const body = (await call('GET', '/customer/account/types/', who)).json();
    expect(body.data.map((t: { id: number }) => t.id)).toEqual(types);
    expect(body.count).toBe(types.length);
    if (types.length) expect(body.data[0]).toEqual({ id: types[0], account_type: expect.any(String), description: expect.any(String) });
  });
});

describe('POST /account/signup', () => {
  it('creates a staff account without password and mails its activation link, which activates it', async () => {
    const res = await call('POST', '/account/signup', 'admin@gsn.test', {
      email: 'New.Product@GSN.test',
      account_type_id: 120,
      status: 'active',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'User added successfully',
      data: {
        email: 'new.product@gsn.test',
        username: 'new.product@gsn.test',
        account_type_id: 120,
        status: 'created',
        disabled: false,
        customer_id: null,
      },
    });
    const acc = await row('new.product@gsn.test');
    expect(acc?.password_hash).toBeNull();
    const stored = await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.account_id, acc!.id));
    expect(stored).toEqual([expect.objectContaining({ purpose: 'activate', used_at: null })]);
    const mail = (await ctx.mails()).find((m) => m.to.includes('new.product@gsn.test'));
    expect(mail?.subject).toMatch(/set your password/);
    const token = mail?.links[0]?.split('/account/reset-password/')[1];
    const activate = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/activate/${token}`,
      payload: { new_password: STRONG, retry_password: STRONG },
    });
    expect(activate.statusCode).toBe(200);
    expect((await row('new.product@gsn.test'))?.status).toBe('active');
    await login(ctx, 'new.product@gsn.test');
  });

  it('makes a new master account the master of a customer without one, disabled until activated', async () => {
    const res = await call('POST', '/account/signup', 'admin@gsn.test', {
      email: 'boss@gamma.test',
      account_type_id: 200,
      customer_id: gamma,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      account_type_id: 200,
      customer_id: gamma,
      status: 'created',
      disabled: true,
      customer: { name: 'Gamma Networks' },
    });
    const [company] = await ctx.database.db.select().from(customers).where(eq(customers.id, gamma));
    expect(company?.master_id).toBe(res.json().data.id);
    const again = await call('POST', '/account/signup', 'admin@gsn.test', {
      email: 'boss2@gamma.test',
      account_type_id: 200,
      customer_id: gamma,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      { field: 'customer_id', message: ACCOUNT_MESSAGES.customerHasMaster, code: 'account.customer_has_master' },
    ]);
    expect(await row('boss2@gamma.test')).toBeUndefined();
  });

  it('lets a master add sub-accounts to its own company only, on either path', async () => {
    const res = await call('POST', '/account/signup', 'master@alpha.test', {
      email: 'billing@alpha.test',
      account_type_id: 240,
      customer_id: beta,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ customer_id: alpha, account_type_id: 240, disabled: false });
    const sub = await call('POST', '/customer/account/signup', 'master@alpha.test', { email: 'product@alpha.test', account_type_id: 220 });
    expect(sub.statusCode).toBe(201);
    expect((await row('product@alpha.test'))?.customer_id).toBe(alpha);
    expect((await ctx.mails()).some((m) => m.to.includes('product@alpha.test'))).toBe(true);
  });

  it.each([
    ['admin@gsn.test', { email: 'x1@gsn.test', account_type_id: 210, customer_id: 1 }, 403, 'account_type_id'],
    ['sales@gsn.test', { email: 'x2@gsn.test', account_type_id: 200, customer_id: 1 }, 403, 'account_type_id'],
    ['master@alpha.test', { email: 'x3@gsn.test', account_type_id: 110 }, 403, 'account_type_id'],
    ['master@alpha.test', { email: 'x4@gsn.test', account_type_id: 200 }, 403, 'account_type_id'],
    ['sales@gsn.test', { email: 'x5@gsn.test', account_type_id: 130, customer_id: 1 }, 422, 'customer_id'],
    ['admin@gsn.test', { email: 'x6@gsn.test', account_type_id: 200 }, 422, 'customer_id'],
    ['admin@gsn.test', { email: 'x7@gsn.test', account_type_id: 200, customer_id: 987654 }, 422, 'customer_id'],
    ['admin@gsn.test', { email: 'SALES@gsn.test', account_type_id: 130 }, 409, 'email'],
    ['admin@gsn.test', { email: 'x8@gsn.test', username: 'ADMIN@gsn.test', account_type_id: 130 }, 409, 'username'],
    ['admin@gsn.test', { email: 'not-an-email', account_type_id: 130 }, 400, 'email'],
    ['admin@gsn.test', { account_type_id: 130 }, 400, 'email'],
  ])('%s: %j → %i on %s, nothing created', async (who, payload, status, field) => {
    const before = (await ctx.database.db.select({ id: accounts.id }).from(accounts)).length;
    const res = await call('POST', '/account/signup', who, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect((await ctx.database.db.select({ id: accounts.id }).from(accounts)).length).toBe(before);
  });

  it('keeps the customers’ path for masters', async () => {
    const staff = await call('POST', '/customer/account/signup', 'admin@gsn.test', { email: 'y1@gsn.test', account_type_id: 130 });
    expect(staff.statusCode).toBe(403);
    const sub = await call('POST', '/customer/account/signup', 'sales@alpha.test', { email: 'y2@alpha.test', account_type_id: 230 });
    expect(sub.statusCode).toBe(403);
    expect(await row('y2@alpha.test')).toBeUndefined();
  });
});

describe('PUT /accounts/{id}', () => {
  it('changes type, status and disabled within the rules; disabling ends the sessions', async () => {
    const id = await addAccount(ctx, { email: 'change.me@gsn.test', account_type_id: 110 });
    const session = await login(ctx, 'change.me@gsn.test');
    const typed = await call('PUT', `/accounts/${id}`, 'admin@gsn.test', { account_type_id: 130, status: 'requested' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ message: 'User updated successfully', data: { account_type_id: 130, status: 'requested' } });
    // a new type ends the sessions too: the account signs in again with its new permissions
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(session) })).statusCode).toBe(401);
    const again = await login(ctx, 'change.me@gsn.test');
    expect((await call('PUT', `/accounts/${id}`, 'admin@gsn.test', { status: 'active' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(again) })).statusCode).toBe(200);
    expect((await call('PUT', `/accounts/${id}`, 'sales@gsn.test', { disabled: true })).statusCode).toBe(200);
    expect((await row('change.me@gsn.test'))?.disabled).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(again) })).statusCode).toBe(401);
    await call('PUT', `/accounts/${id}`, 'admin@gsn.test', { disabled: false });
    // re-enabling does not bring a revoked session back
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(again) })).statusCode).toBe(401);
  });

  it('ends the sessions on termination and on a new e-mail, refuses a taken e-mail', async () => {
    const id = await addAccount(ctx, { email: 'leaving@gsn.test', account_type_id: 140 });
    let session = await login(ctx, 'leaving@gsn.test');
    const taken = await call('PUT', `/accounts/${id}`, 'admin@gsn.test', { email: 'Sales@GSN.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'email', message: ACCOUNT_MESSAGES.emailTaken, code: 'account.email_taken' }]);
    expect((await call('PUT', `/accounts/${id}`, 'admin@gsn.test', { email: 'LEAVING@gsn.test' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(session) })).statusCode).toBe(200);
    const moved = await call('PUT', `/accounts/${id}`, 'admin@gsn.test', { email: 'left@gsn.test' });
    expect(moved.json().data.email).toBe('left@gsn.test');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(session) })).statusCode).toBe(401);
    session = await login(ctx, 'left@gsn.test');
    expect((await call('PUT', `/accounts/${id}`, 'admin@gsn.test', { status: 'terminated' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(session) })).statusCode).toBe(401);
  });

  it.each([
    ['admin@gsn.test', 'admin@gsn.test', { status: 'terminated' }, 403],
    ['admin@gsn.test', 'ops@alpha.test', { disabled: true }, 403],
    ['sales@gsn.test', 'admin@gsn.test', { disabled: true }, 403],
    ['sales@gsn.test', 'ops@gsn.test', { account_type_id: 100 }, 403],
    ['admin@gsn.test', 'master@beta.test', { account_type_id: 210 }, 403],
    ['admin@gsn.test', 'master@beta.test', { account_type_id: 110 }, 422],
    ['admin@gsn.test', 'ops@gsn.test', { account_type_id: 200 }, 422],
    ['master@alpha.test', 'sales@alpha.test', { account_type_id: 110 }, 403],
    ['master@alpha.test', 'sales@alpha.test', { account_type_id: 200 }, 403],
    ['master@alpha.test', 'product@beta.test', { disabled: true }, 404],
    ['master@alpha.test', 'ops@gsn.test', { disabled: true }, 404],
    ['ops@alpha.test', 'sales@alpha.test', { disabled: true }, 403],
    ['admin@gsn.test', 'ops@gsn.test', { status: 'sleeping' }, 400],
  ])('%s changing %s with %j → %i, nothing changed', async (who, target, payload, status) => {
    const before = await row(target);
    const res = await call('PUT', `/accounts/${ids[target]}`, who, payload);
    expect(res.statusCode).toBe(status);
    expect(await row(target)).toEqual(before);
  });

  it('lets a master manage its sub-accounts', async () => {
    const res = await call('PUT', `/accounts/${ids['sales@alpha.test']}`, 'master@alpha.test', { account_type_id: 240, disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ account_type_id: 240, disabled: true });
    await call('PUT', `/accounts/${ids['sales@alpha.test']}`, 'master@alpha.test', { account_type_id: 210, disabled: false });
    tokens['sales@alpha.test'] = await login(ctx, 'sales@alpha.test');
  });
});

describe('DELETE /accounts/{id}', () => {
  it('deletes an account the actor manages; its sessions end', async () => {
    const id = await addAccount(ctx, { email: 'gone@gsn.test', account_type_id: 130 });
    const session = await login(ctx, 'gone@gsn.test');
    const res = await call('DELETE', `/accounts/${id}`, 'admin@gsn.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully' });
    expect(await row('gone@gsn.test')).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(session) })).statusCode).toBe(401);
    expect((await call('DELETE', `/accounts/${id}`, 'admin@gsn.test')).statusCode).toBe(404);
  });

  it('lets a master delete its sub-accounts, not another company’s', async () => {
    const id = await addAccount(ctx, { email: 'temp@alpha.test', account_type_id: 230, customer_id: alpha });
    expect((await call('DELETE', `/accounts/${ids['product@beta.test']}`, 'master@alpha.test')).statusCode).toBe(404);
    expect((await call('DELETE', `/accounts/${id}`, 'master@alpha.test')).statusCode).toBe(200);
  });

  it('never deletes oneself, nor without the rules or the permission', async () => {
    expect((await call('DELETE', `/accounts/${ids['admin@gsn.test']}`, 'admin@gsn.test')).statusCode).toBe(403);
    expect((await call('DELETE', `/accounts/${ids['ops@alpha.test']}`, 'admin@gsn.test')).statusCode).toBe(403);
    expect((await call('DELETE', `/accounts/${ids['ops@gsn.test']}`, 'sales@gsn.test')).statusCode).toBe(403);
    expect((await call('DELETE', `/accounts/${ids['master@alpha.test']}`, 'master@alpha.test')).statusCode).toBe(403);
    expect(await row('ops@gsn.test')).toBeDefined();
  });

  it('keeps a company’s master while the company has other accounts', async () => {
    const res = await call('DELETE', `/accounts/${ids['master@beta.test']}`, 'admin@gsn.test');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.masterWithAccounts);
    const [company] = await ctx.database.db.insert(customers).values({ name: 'Solo Ltd' }).returning({ id: customers.id });
    const master = await addAccount(ctx, { email: 'solo@solo.test', account_type_id: 200, customer_id: company!.id });
    await ctx.database.db.update(customers).set({ master_id: master }).where(eq(customers.id, company!.id));
    expect((await call('DELETE', `/accounts/${master}`, 'admin@gsn.test')).statusCode).toBe(200);
    const [after] = await ctx.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.id, company!.id)));
    expect(after?.master_id).toBeNull();
  });
});
