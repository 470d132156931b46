import { CUSTOMER_MESSAGES, CUSTOMER_RULE_MESSAGES as M } from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG, addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { accountTokens, accounts, customers } from '../../db/schema.ts';
import { customersRepository } from './customers-repository.ts';
import { customersService } from './customers-service.ts';

let ctx: TestContext;
let alpha: number;
let beta: number;
const tokens: Record<string, string> = {};

const COMPANIES = [
  { name: 'Alpha Telecom', address_country: 'United Kingdom', provider_signed_bdm_id: 7, website: 'https://alpha.example' },
  { name: 'Beta Voice', address_country: 'Chile', former_name: 'Beta Calls' },
  { name: 'delta carriers', address_country: 'united kingdom', provider_signed_bdm_id: 7 },
  { name: 'Cobalt Lines', address_country: 'Japan' },
];

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db.insert(customers).values(COMPANIES).returning({ id: customers.id });
  [alpha, beta] = rows.map((r) => r.id) as [number, number];
  const people: [string, number, number | null][] = [
    ['admin@gsn.test', 100, null],
    ['sales@gsn.test', 110, null],
    ['product@gsn.test', 120, null],
    ['master@alpha.test', 200, alpha],
    ['ops@alpha.test', 230, alpha],
    ['master@beta.test', 200, beta],
    ['reg@example.org', 400, null],
  ];
  for (const [email, type, company] of people) {
    const id = await addAccount(ctx, { email, account_type_id: type, customer_id: company });
    if (type === 200) await ctx.database.db.update(customers).set({ master_id: id }).where(eq(customers.id, company!));
    tokens[email] = await login(ctx, email);
  }
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as] ?? as), ...(payload ? { payload } : {}) });
const company = async (name: string) => (await ctx.database.db.select().from(customers).where(eq(customers.name, name)))[0];
const account = async (email: string) => (await ctx.database.db.select().from(accounts).where(eq(accounts.email, email)))[0];
const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);
const count = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]!.n;

describe('GET /customers/', () => {
  it('shows staff every company by name, with its master', async () => {
    const res = await call('GET', '/customers/', 'product@gsn.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(names(body)).toEqual(['Alpha Telecom', 'Beta Voice', 'Cobalt Lines', 'delta carriers']);
    expect(body.data[0]).toMatchObject({
      id: alpha,
      name: 'Alpha Telecom',
      website: 'https://alpha.example',
      master_id: expect.any(Number),
      master: { id: expect.any(Number), email: 'master@alpha.test' },
      provider_signed_bdm_id: 7,
      commercial_contact: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(body.data[2].master).toBeNull();
  });

  it('filters by signed BDM, country (any case) and search; sorts and pages', async () => {
    const q = async (qs: string) => names((await call('GET', `/customers/?${qs}`, 'sales@gsn.test')).json());
    expect(await q('provider_signed_bdm_id=7')).toEqual(['Alpha Telecom', 'delta carriers']);
    expect(await q('country=UNITED%20KINGDOM')).toEqual(['Alpha Telecom', 'delta carriers']);
    expect(await q('search=calls')).toEqual(['Beta Voice']);
    expect(await q('orderby=name&asc=false')).toEqual(['delta carriers', 'Cobalt Lines', 'Beta Voice', 'Alpha Telecom']);
    const page = (await call('GET', '/customers/?limit=2&page=1', 'sales@gsn.test')).json();
    expect(page).toMatchObject({ count: 4 });
    expect(names(page)).toEqual(['Cobalt Lines', 'delta carriers']);
    expect((await call('GET', '/customers/?orderby=bank_information', 'sales@gsn.test')).statusCode).toBe(400);
  });

  it('shows a customer only its own company', async () => {
    const body = (await call('GET', '/customers/?limit=100', 'master@alpha.test')).json();
    expect(body).toMatchObject({ count: 1 });
    expect(names(body)).toEqual(['Alpha Telecom']);
  });
});

describe('GET /customers/{id}', () => {
  it('answers the company to staff and to its own accounts, 404 otherwise', async () => {
    expect((await call('GET', `/customers/${beta}`, 'sales@gsn.test')).json()).toMatchObject({
      name: 'Beta Voice',
      former_name: 'Beta Calls',
    });
    expect((await call('GET', `/customers/${alpha}`, 'ops@alpha.test')).statusCode).toBe(200);
    expect((await call('GET', `/customers/${beta}`, 'ops@alpha.test')).statusCode).toBe(404);
    expect((await call('GET', '/customers/987654', 'admin@gsn.test')).statusCode).toBe(404);
    expect((await call('GET', `/customers/${alpha}`, 'reg@example.org')).statusCode).toBe(403);
  });
});

const CONTACTS = {
  commercial_contact: { name: 'Desk', phone: '+44 20 1', email: 'Desk@Omega.example' },
  financial_contact: { name: 'AP', phone: null, email: '' },
};

describe('POST /customers/ with a master e-mail', () => {
  it('creates the company and its master in one go, and mails the master’s activation link', async () => {
    const res = await call('POST', '/customers/', 'sales@gsn.test', {
      name: 'Omega Networks',
      website: 'https://omega.example',
      address_country: 'Spain',
      ...CONTACTS,
      master_email: 'Boss@Omega.example',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Customer added successfully');
    expect(body.data).toMatchObject({
      name: 'Omega Networks',
      commercial_contact: { name: 'Desk', phone: '+44 20 1', email: 'desk@omega.example' },
      master: { email: 'boss@omega.example' },
    });
    const master = await account('boss@omega.example');
    expect(master).toMatchObject({
      account_type_id: 200,
      status: 'created',
      disabled: true,
      customer_id: body.data.id,
      password_hash: null,
      username: 'boss@omega.example',
    });
    expect(body.data.master_id).toBe(master!.id);
    const mail = (await ctx.mails()).find((m) => m.to.includes('boss@omega.example'));
    const token = mail?.links[0]?.split('/account/reset-password/')[1];
    expect(token).toBeTruthy();
    // the link activates and enables the master, which then sees its company
    const activate = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/activate/${token}`,
      payload: { new_password: STRONG, retry_password: STRONG },
    });
    expect(activate.statusCode).toBe(200);
    expect(await account('boss@omega.example')).toMatchObject({ status: 'active', disabled: false });
    const session = await login(ctx, 'boss@omega.example');
    const own = await ctx.app.inject({ method: 'GET', url: '/api/customers/', headers: bearer(session) });
    expect(names(own.json())).toEqual(['Omega Networks']);
  });

  it('refuses a company name that exists in any case, and writes nothing', async () => {
    const before = await count();
    const res = await call('POST', '/customers/', 'admin@gsn.test', { name: '  ALPHA telecom ', master_email: 'new@alpha2.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ field: 'name', message: M.nameTaken, code: 'customer.name_taken' }]);
    expect(await count()).toBe(before);
    expect(await account('new@alpha2.example')).toBeUndefined();
  });

  it('refuses a master e-mail that belongs to an account, and writes nothing', async () => {
    const before = await count();
    const res = await call('POST', '/customers/', 'admin@gsn.test', { name: 'Fresh Co', master_email: 'OPS@alpha.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ field: 'master_email', message: M.emailTaken, code: 'customer.email_taken' }]);
    expect(await count()).toBe(before);
  });

  it.each([
    [{ master_email: 'a@b.example' }, 'name', CUSTOMER_MESSAGES.nameRequired, 'field.required'],
    [{ name: '', master_email: 'a@b.example' }, 'name', CUSTOMER_MESSAGES.nameRequired, 'field.required'],
    [{ name: 'No Master' }, 'master_email', CUSTOMER_MESSAGES.masterEmailRequired, 'field.invalid'],
    [{ name: 'Bad Mail', master_email: 'nope' }, 'master_email', 'Please enter a valid e-mail address', 'field.invalid'],
    [
      { name: 'Bad Contact', master_email: 'a@b.example', commercial_contact: { email: 'x' } },
      'commercial_contact.email',
      'Please enter a valid e-mail address',
      'field.invalid',
    ],
    [{ name: 'Both', master_email: 'a@b.example', master_id: 1 }, 'master_email', M.eitherMaster, 'customer.either_master'],
  ])('answers 400 for %j on %s', async (payload, field, message, code) => {
    const before = await count();
    const res = await call('POST', '/customers/', 'admin@gsn.test', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([{ field, message, code }]));
    expect(await count()).toBe(before);
  });

  it('rolls the company back when a later step of the transaction fails', async () => {
    const repo = customersRepository(ctx.database.db);
    const failing = {
      ...repo,
      transaction: <T>(fn: Parameters<typeof repo.transaction<T>>[0]) =>
        repo.transaction((tx, txDb) =>
          fn(
            {
              ...tx,
              identity: {
                ...tx.identity,
                insertTokens: async () => {
                  throw new Error('disk full');
                },
              },
            },
            txDb,
          ),
        ),
    };
    // only its links are used here
    const accountsSvc = ctx.app.services.accounts;
    const svc = customersService({
      repo: failing,
      accounts: accountsSvc,
      sessions: ctx.app.services.sessions,
      mailer: ctx.app.services.mailer,
      storage: ctx.app.services.storage,
    });
    const before = await count();
    const admin = { accountId: 1, accountTypeId: 100, customerId: null, email: 'a', username: 'a', sessionId: 's', expiresAt: new Date() };
    await expect(svc.create(admin, { name: 'Half Done Ltd', master_email: 'half@done.example' })).rejects.toThrow('disk full');
    expect(await count()).toBe(before);
    expect(await company('Half Done Ltd')).toBeUndefined();
    expect(await account('half@done.example')).toBeUndefined();
  });
});

describe('POST /customers/ from a registered account (add from master)', () => {
  it('makes the registered account the master of the new company and ends its sessions', async () => {
    const id = await addAccount(ctx, { email: 'founder@example.org', account_type_id: 400 });
    const session = await login(ctx, 'founder@example.org');
    const res = await call('POST', '/customers/', 'sales@gsn.test', { name: 'Founder Telecom', master_id: id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Founder Telecom', master_id: id, master: { id, email: 'founder@example.org' } });
    expect(await account('founder@example.org')).toMatchObject({ account_type_id: 200, customer_id: res.json().data.id, status: 'active' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(session) })).statusCode).toBe(401);
    const relogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'founder@example.org', password: STRONG },
    });
    expect(relogin.json().account).toMatchObject({ account_type_id: 200, customer: { name: 'Founder Telecom' } });
  });

  it.each([
    ['an unknown account', 987654, M.unknownAccount, 'customer.unknown_account'],
    ['a staff account', 'admin@gsn.test', M.newMasterNotEligible, 'customer.new_master_not_eligible'],
    ['another company’s account', 'ops@alpha.test', M.newMasterNotEligible, 'customer.new_master_not_eligible'],
  ])('refuses %s with 422 and writes nothing', async (_what, who, message, code) => {
    const id = typeof who === 'number' ? who : (await account(who))!.id;
    const before = await count();
    const res = await call('POST', '/customers/', 'admin@gsn.test', { name: `From ${_what}`, master_id: id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'master_id', message, code }]);
    expect(await count()).toBe(before);
  });
});

describe('PUT /customers/{id}', () => {
  it('lets staff change every field, contacts included', async () => {
    const res = await call('PUT', `/customers/${beta}`, 'sales@gsn.test', {
      name: 'Beta Voice SA',
      provider_insight_company_code: 'BV9',
      vat_number: 'CL-1',
      fault_reporting_contact: { name: 'NOC', phone: '+56 2 1', email: 'noc@beta.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Customer updated successfully',
      data: {
        name: 'Beta Voice SA',
        former_name: 'Beta Calls',
        provider_insight_company_code: 'BV9',
        fault_reporting_contact: { name: 'NOC' },
      },
    });
  });

  it('lets a master change its own company but not the provider’s fields', async () => {
    const res = await call('PUT', `/customers/${alpha}`, 'master@alpha.test', {
      name: 'Alpha Telecom',
      address_city: 'Leeds',
      provider_signed_bdm_id: 99,
      provider_insight_company_code: 'HACK',
    });
    expect(res.statusCode).toBe(200);
    expect(await company('Alpha Telecom')).toMatchObject({
      address_city: 'Leeds',
      provider_signed_bdm_id: 7,
      provider_insight_company_code: null,
    });
    expect((await call('PUT', `/customers/${beta}`, 'master@alpha.test', { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('PUT', `/customers/${alpha}`, 'ops@alpha.test', { name: 'Ops Co' })).statusCode).toBe(403);
  });

  it('refuses a name another company has, in any case', async () => {
    const res = await call('PUT', `/customers/${alpha}`, 'admin@gsn.test', { name: 'COBALT lines' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ field: 'name', message: M.nameTaken, code: 'customer.name_taken' }]);
    expect((await call('PUT', `/customers/${alpha}`, 'admin@gsn.test', { name: 'ALPHA TELECOM' })).statusCode).toBe(200);
    await call('PUT', `/customers/${alpha}`, 'admin@gsn.test', { name: 'Alpha Telecom' });
  });

  it('sets the master only while the company has none', async () => {
    const cobalt = (await company('Cobalt Lines'))!;
    const staffer = await addAccount(ctx, { email: 'ops2@cobalt.test', account_type_id: 230, customer_id: cobalt.id });
    const other = (await account('ops@alpha.test'))!.id;
    const wrong = await call('PUT', `/customers/${cobalt.id}`, 'admin@gsn.test', { name: 'Cobalt Lines', master_id: other });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ field: 'master_id', message: M.masterNotEligible, code: 'customer.master_not_eligible' }]);
    const ok = await call('PUT', `/customers/${cobalt.id}`, 'admin@gsn.test', { name: 'Cobalt Lines', master_id: staffer });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.master).toEqual({ id: staffer, email: 'ops2@cobalt.test' });
    expect(await account('ops2@cobalt.test')).toMatchObject({ account_type_id: 200, customer_id: cobalt.id });
    const reg = await addAccount(ctx, { email: 'reg2@example.org', account_type_id: 400 });
    const again = await call('PUT', `/customers/${cobalt.id}`, 'admin@gsn.test', { name: 'Cobalt Lines', master_id: reg });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'master_id', message: M.hasMaster, code: 'customer.has_master' }]);
    expect((await account('reg2@example.org'))?.account_type_id).toBe(400);
  });
});

describe('DELETE /customers/{id}', () => {
  it('refuses while the company has accounts', async () => {
    const res = await call('DELETE', `/customers/${alpha}`, 'admin@gsn.test');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete a customer that still has accounts');
    expect(await company('Alpha Telecom')).toBeDefined();
    // the detail says so beforehand, so the web app refuses before its confirmation
    expect((await call('GET', `/customers/${alpha}`, 'admin@gsn.test')).json().account_count).toBeGreaterThan(0);
  });

  it('deletes a company without accounts', async () => {
    const delta = (await company('delta carriers'))!;
    expect((await call('GET', `/customers/${delta.id}`, 'sales@gsn.test')).json().account_count).toBe(0);
    const res = await call('DELETE', `/customers/${delta.id}`, 'sales@gsn.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Customer deleted successfully' });
    expect((await call('GET', `/customers/${delta.id}`, 'sales@gsn.test')).statusCode).toBe(404);
    expect((await call('DELETE', `/customers/${delta.id}`, 'sales@gsn.test')).statusCode).toBe(404);
  });

  it('is for staff with the permission only', async () => {
    expect((await call('DELETE', `/customers/${alpha}`, 'master@alpha.test')).statusCode).toBe(403);
    expect((await call('DELETE', `/customers/${alpha}`, 'product@gsn.test')).statusCode).toBe(403);
  });

  it('leaves no token behind for deleted companies’ masters (tokens go with their accounts)', async () => {
    const orphans = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountTokens)
      .where(sql`${accountTokens.account_id} not in (select id from ${accounts})`);
    expect(orphans[0]?.n).toBe(0);
  });
});
