import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, errorFields, login, type TestContext } from '../../../test/helpers.ts';
import { accounts, auditEvents, customers, notifications } from '../../db/schema.ts';
import { customerRequests } from './schema.ts';

/**
 * Becoming a customer: a registered user asks once at a time; the staff who create customers see the queue and
 * approve (company and master in one transaction) or decline with a reason; everyone concerned is told.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const [company] = await ctx.database.db.insert(customers).values({ name: 'Existing Carrier' }).returning({ id: customers.id });
  for (const [who, type, customer] of [
    ['admin', 100, null],
    ['sales', 110, null],
    ['master', 200, company!.id],
    ['alice', 400, null],
    ['bob', 400, null],
    ['carol', 400, null],
  ] as const) {
    ids[who] = await addAccount(ctx, { email: `${who}@become.test`, account_type_id: type, customer_id: customer });
    tokens[who] = await login(ctx, `${who}@become.test`);
  }
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const details = (over: Record<string, unknown> = {}) => ({
  company_name: 'Alice Telecom Ltd',
  business_jurisdiction: 'united kingdom',
  address_country: 'gb',
  address_city: 'London',
  address_line_1: '1 High Street',
  address_postcode: 'EC1A 1AA',
  vat_number: 'GB123456789',
  phone: '+44 20 7946 0000',
  expected_services: ['ITFS', 'DID'],
  expected_volumes: '200 numbers, 1M minutes a month',
  note: 'Please call in the morning',
  ...over,
});
const row = async (id: number) => (await ctx.database.db.select().from(customerRequests).where(eq(customerRequests.id, id)))[0]!;
const account = async (id: number) => (await ctx.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const toldOf = async (receiver: number, event: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.receiver_account_id, receiver), eq(notifications.event, event)));
const auditOf = async (id: number) =>
  (
    await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_kind, 'customer_request'), eq(auditEvents.subject_id, String(id))))
  ).map((e) => e.action);
async function mailTo(to: string, subject: RegExp) {
  for (let i = 0; i < 50; i++) {
    const mail = (await ctx.mails()).find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

let aliceRequest: number;

describe('POST /customer-requests', () => {
  it('stores a registered user’s request with the reference data’s spelling and the phone in international form', async () => {
    const res = await call('POST', '/customer-requests', 'alice', details());
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    aliceRequest = data.id;
    expect(data).toMatchObject({
      status: 'pending',
      account_id: ids.alice,
      requester_email: 'alice@become.test',
      business_jurisdiction: 'United Kingdom',
      address_country: 'United Kingdom',
      phone: '+442079460000',
      expected_services: ['ITFS', 'DID'],
    });
    expect(await row(aliceRequest)).toMatchObject({ status: 'pending', company_name: 'Alice Telecom Ltd', account_id: ids.alice });
    expect(await auditOf(aliceRequest)).toEqual(['customer_requests.submit']);
  });

  it('tells the administrators and the sales staff', async () => {
    for (const who of ['admin', 'sales']) {
      const [n] = await toldOf(ids[who]!, 'customer_request.submitted');
      expect(n?.notification_title).toBe('New request to become a customer: Alice Telecom Ltd');
      expect(n?.subject_kind).toBe('customer_request');
    }
    expect(await toldOf(ids.master!, 'customer_request.submitted')).toHaveLength(0);
  });

  it('refuses a second request while one waits, with a clear message', async () => {
    const res = await call('POST', '/customer-requests', 'alice', details({ company_name: 'Another Name' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'customer_request.pending_exists', message: expect.stringMatching(/already have a request/) });
    expect(await ctx.database.db.select().from(customerRequests).where(eq(customerRequests.account_id, ids.alice!))).toHaveLength(1);
  });

  it('names every invalid field and stores nothing', async () => {
    const res = await call('POST', '/customer-requests', 'bob', { company_name: ' ', phone: '12', expected_services: [] });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(
      ['address_country', 'address_line_1', 'business_jurisdiction', 'company_name', 'expected_services', 'phone', 'vat_number'].sort(),
    );
    const unknown = await call(
      'POST',
      '/customer-requests',
      'bob',
      details({ business_jurisdiction: 'Atlantis', address_country: 'Narnia' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('customer_request.unknown_reference');
    expect(errorFields(unknown)).toEqual(['address_country', 'business_jurisdiction']);
    expect(await ctx.database.db.select().from(customerRequests).where(eq(customerRequests.account_id, ids.bob!))).toHaveLength(0);
  });

  it('is for registered users only', async () => {
    for (const who of ['admin', 'master']) expect((await call('POST', '/customer-requests', who, details())).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/customer-requests', payload: details() })).statusCode).toBe(401);
  });
});

describe('reading requests', () => {
  it('shows the requester its own request and status, and another registered user nothing (404)', async () => {
    expect((await call('GET', '/customer-requests/mine', 'alice')).json().data).toMatchObject({ id: aliceRequest, status: 'pending' });
    expect((await call('GET', '/customer-requests/mine', 'bob')).json()).toEqual({ data: null });
    expect((await call('GET', `/customer-requests/${aliceRequest}`, 'alice')).statusCode).toBe(200);
    const other = await call('GET', `/customer-requests/${aliceRequest}`, 'bob');
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Alice Telecom');
    expect((await call('GET', `/customer-requests/${aliceRequest}`, 'master')).statusCode).toBe(404);
  });

  it('gives the queue to staff who create customers only, filtered on the server', async () => {
    expect(
      (await call('POST', '/customer-requests', 'bob', details({ company_name: 'Bobcat Voice', vat_number: 'SE556677' }))).statusCode,
    ).toBe(201);
    const all = (await call('GET', '/customer-requests', 'admin')).json();
    expect(all.count).toBe(2);
    // pending first, oldest first
    expect(all.data.map((r: { company_name: string }) => r.company_name)).toEqual(['Alice Telecom Ltd', 'Bobcat Voice']);
    const found = (await call('GET', '/customer-requests?search=bobcat&status=pending', 'admin')).json();
    expect(found).toMatchObject({ count: 1, data: [{ company_name: 'Bobcat Voice', requester_email: 'bob@become.test' }] });
    expect((await call('GET', '/customer-requests?search=bob%40become', 'admin')).json().count).toBe(1);
    expect((await call('GET', '/customer-requests?status=declined', 'admin')).json()).toEqual({ data: [], count: 0 });
    expect((await call('GET', `/customer-requests/${aliceRequest}`, 'admin')).statusCode).toBe(200);
    for (const who of ['alice', 'master']) expect((await call('GET', '/customer-requests', who)).statusCode).toBe(403);
    expect((await call('POST', `/customer-requests/${aliceRequest}/approve`, 'master', {})).statusCode).toBe(403);
    expect((await call('POST', `/customer-requests/${aliceRequest}/decline`, 'alice', { reason: 'x' })).statusCode).toBe(403);
  });
});

describe('approving', () => {
  it('creates the company and makes the requester its master in one transaction, and ends its sessions', async () => {
    const res = await call('POST', `/customer-requests/${aliceRequest}/approve`, 'admin', {});
    expect(res.statusCode, res.body).toBe(200);
    const request = await row(aliceRequest);
    expect(request).toMatchObject({ status: 'approved', decided_by: ids.admin });
    const [company] = await ctx.database.db.select().from(customers).where(eq(customers.id, request.customer_id!));
    expect(company).toMatchObject({
      name: 'Alice Telecom Ltd',
      master_id: ids.alice,
      business_jurisdiction: 'United Kingdom',
      address_country: 'United Kingdom',
      vat_number: 'GB123456789',
      address_line_1: '1 High Street',
      commercial_contact: { name: 'Test User', phone: '+442079460000', email: 'alice@become.test' },
    });
    expect(company!.other_information).toContain('ITFS, DID');
    expect(await account(ids.alice!)).toMatchObject({ account_type_id: 200, customer_id: company!.id });
    // the old session carried the registered type: it is over
    expect((await call('GET', '/customer-requests/mine', 'alice')).statusCode).toBe(401);
    tokens.alice = await login(ctx, 'alice@become.test');
    expect((await call('GET', '/customer-requests/mine', 'alice')).json().data).toMatchObject({
      status: 'approved',
      customer_id: company!.id,
    });
    expect(await auditOf(aliceRequest)).toEqual(['customer_requests.submit', 'customer_requests.approve']);
  });

  it('tells the requester by notification and e-mail', async () => {
    const [n] = await toldOf(ids.alice!, 'customer_request.approved');
    expect(n?.notification_title).toBe('Welcome: Alice Telecom Ltd is a customer now');
    const mail = await mailTo('alice@become.test', /Alice Telecom Ltd is a customer now/);
    expect(mail?.text).toMatch(/sign in again/);
  });

  it('decides a request once', async () => {
    const again = await call('POST', `/customer-requests/${aliceRequest}/approve`, 'admin', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('customer_request.not_pending');
    expect((await call('POST', `/customer-requests/${aliceRequest}/decline`, 'admin', { reason: 'late' })).statusCode).toBe(409);
    expect((await call('POST', '/customer-requests', 'alice', details())).statusCode).toBe(403);
  });

  it('refuses a company name another customer has, and changes nothing', async () => {
    const res = await call('POST', '/customer-requests', 'carol', details({ company_name: 'existing carrier' }));
    const id = res.json().data.id as number;
    const taken = await call('POST', `/customer-requests/${id}/approve`, 'admin', {});
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('customer.name_taken');
    expect(await row(id)).toMatchObject({ status: 'pending', customer_id: null });
    expect(await account(ids.carol!)).toMatchObject({ account_type_id: 400, customer_id: null });
    // staff may correct the name when approving
    const renamed = await call('POST', `/customer-requests/${id}/approve`, 'admin', { company_name: 'Carol Carrier Services' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [company] = await ctx.database.db.select().from(customers).where(eq(customers.name, 'Carol Carrier Services'));
    expect(company?.master_id).toBe(ids.carol);
  });

  it('rolls the company and the master back when the request’s own write fails', async () => {
    const dave = await addAccount(ctx, { email: 'dave@become.test', account_type_id: 400 });
    await expect(
      ctx.app.services.customers.createForRegistered({ name: 'Rolled Back Co' }, dave, async () => {
        throw new Error('the decision could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect(await ctx.database.db.select().from(customers).where(eq(customers.name, 'Rolled Back Co'))).toHaveLength(0);
    expect(await account(dave)).toMatchObject({ account_type_id: 400, customer_id: null });
  });
});

describe('declining', () => {
  let bobRequest: number;
  it('needs a reason', async () => {
    bobRequest = (await call('GET', '/customer-requests/mine', 'bob')).json().data.id;
    const res = await call('POST', `/customer-requests/${bobRequest}/decline`, 'admin', { reason: '   ' });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(['reason']);
    expect((await row(bobRequest)).status).toBe('pending');
  });

  it('keeps the reason for the requester, tells it, and lets it ask again', async () => {
    const res = await call('POST', `/customer-requests/${bobRequest}/decline`, 'admin', {
      reason: 'We need a company registration document',
    });
    expect(res.statusCode).toBe(200);
    expect(await row(bobRequest)).toMatchObject({ status: 'declined', decline_reason: 'We need a company registration document' });
    expect((await call('GET', '/customer-requests/mine', 'bob')).json().data).toMatchObject({
      status: 'declined',
      decline_reason: 'We need a company registration document',
    });
    expect(await account(ids.bob!)).toMatchObject({ account_type_id: 400, customer_id: null });
    expect(await toldOf(ids.bob!, 'customer_request.declined')).toHaveLength(1);
    const mail = await mailTo('bob@become.test', /declined/);
    expect(mail?.text).toContain('We need a company registration document');
    expect(await auditOf(bobRequest)).toEqual(['customer_requests.submit', 'customer_requests.decline']);
    expect((await call('POST', '/customer-requests', 'bob', details({ company_name: 'Bobcat Voice' }))).statusCode).toBe(201);
  });
});
