import { INVENTORY_MESSAGES as M } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { customers, inventoryNumbers, vendors } from '../../db/schema.ts';
import { inventoryRepository } from './inventory-repository.ts';

let ctx: TestContext;
let ops: string; // 130: 220 rlwed
let viewer: string; // 110: 220 rl
let custA: string; // 200 of company A
let custB: string; // 220 of company B
let orphan: string; // 230 without a company
let companyA: number;
let companyB: number;
let vendor: number;

type Row = { id: number; service_number: string; jurisdiction: string; city: string | null; customer_insight_code: string | null };

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  [companyA, companyB] = (
    await db
      .insert(customers)
      .values([
        { name: 'Alpha Telecom', provider_insight_company_code: 'CUSA' },
        { name: 'Beta Networks', provider_insight_company_code: 'CUSB' },
      ])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number];
  vendor = (
    await db.insert(vendors).values({ name: 'Vendor One', provider_insight_company_code: 'VND1' }).returning({ id: vendors.id })
  )[0]!.id;
  await addAccount(ctx, { email: 'ops@gsn.test', account_type_id: 130 });
  await addAccount(ctx, { email: 'viewer@gsn.test', account_type_id: 110 });
  await addAccount(ctx, { email: 'a@alpha.test', account_type_id: 200, customer_id: companyA });
  await addAccount(ctx, { email: 'b@beta.test', account_type_id: 220, customer_id: companyB });
  await addAccount(ctx, { email: 'orphan@none.test', account_type_id: 230 });
  [ops, viewer, custA, custB, orphan] = (await Promise.all(
    ['ops@gsn.test', 'viewer@gsn.test', 'a@alpha.test', 'b@beta.test', 'orphan@none.test'].map((e) => login(ctx, e)),
  )) as [string, string, string, string, string];
  const n = (service_number: string, jurisdiction: string, extra: Partial<typeof inventoryNumbers.$inferInsert> = {}) => ({
    service_number,
    jurisdiction,
    service_type: 'DID',
    ...extra,
  });
  await db.insert(inventoryNumbers).values([
    n('+442079460001', 'United Kingdom', {
      city: 'London',
      customer_id: companyA,
      vendor_id: vendor,
      routing_vendor: 'Acme Route',
      nrc: '10.5',
      order_id: 7,
    }),
    n('+442079460002', 'United Kingdom', { city: 'London', customer_id: companyA, service_type: 'ITFS' }),
    n('+441614960000', 'United Kingdom', { city: 'Manchester', customer_id: companyB }),
    n('+4930901820', 'Germany', { city: 'Berlin', customer_id: companyB, routing_vendor: 'Acme Route' }),
    n('+33144556677', 'France', { city: 'Paris', customer_id: companyA, commencement_date: '2025-01-31' }),
    n('+81312345678', 'Japan', { city: 'Tokyo' }),
  ]);
});
afterAll(async () => ctx?.close());

const get = (url: string, token = ops) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const post = (payload: object, token = ops) => ctx.app.inject({ method: 'POST', url: '/api/invnumbers', payload, headers: bearer(token) });
const numbers = (body: { data: Row[] }) => body.data.map((r) => r.service_number);

describe('POST /invnumbers', () => {
  it('adds a number: canonical E.164, codes resolved, money canonical, jurisdiction as stored', async () => {
    const res = await post({
      service_number: '+44 20 7946 0999',
      service_type: 'DID',
      jurisdiction: 'united kingdom',
      city: 'London',
      customer_insight_code: 'cusa',
      vendor_insight_code: 'VND1',
      nrc: '12.5',
      mrc: 3,
      translation_termination_number: '4930901821',
      commencement_date: '2025-02-01',
      expired: 'false',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(M.added);
    expect(body.data).toMatchObject({
      service_number: '+442079460999',
      jurisdiction: 'United Kingdom',
      customer_id: companyA,
      customer_insight_code: 'CUSA',
      customer_name: 'Alpha Telecom',
      vendor_id: vendor,
      vendor_insight_code: 'VND1',
      nrc: '12.50',
      mrc: '3.00',
      inbound_charges: null,
      translation_termination_number: '+4930901821',
      commencement_date: '2025-02-01',
      expired: false,
      bothways_enabled: false,
    });
    expect(body.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // cleaned up so the list tests below see the fixed set
    await ctx.database.db.delete(inventoryNumbers).where(eq(inventoryNumbers.id, body.data.id));
  });

  it('refuses a bad E.164 number and missing fields with 400 per field', async () => {
    const res = await post({ service_number: '+1 555', service_type: 'Fax', jurisdiction: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['service_number', 'service_type', 'jurisdiction']));
    expect(res.json().errors.find((e: { field: string }) => e.field === 'service_number').message).toBe(M.e164);
  });

  it('answers 422 for an unknown jurisdiction, customer or vendor code, naming each field', async () => {
    const res = await post({
      service_number: '+442079460998',
      service_type: 'DID',
      jurisdiction: 'Atlantis',
      customer_insight_code: 'NOPE',
      vendor_insight_code: 'NOPE',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'jurisdiction', message: M.jurisdictionUnknown, code: 'product.jurisdiction_unknown' },
      { field: 'customer_insight_code', message: M.customerUnknown, code: 'inventory.customer_unknown' },
      { field: 'vendor_insight_code', message: M.vendorUnknown, code: 'inventory.vendor_unknown' },
    ]);
    expect((await get('/invnumbers?routing_vendor=442079460998')).json().count).toBe(0);
  });

  it('answers 409 when the service number is in the inventory (whatever its spelling)', async () => {
    const res = await post({ service_number: '442079460001', service_type: 'DID', jurisdiction: 'United Kingdom' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.taken, errors: [{ field: 'service_number', message: M.taken }] });
  });

  it('is for staff with 220 write', async () => {
    const ok = { service_number: '+442079460997', service_type: 'DID', jurisdiction: 'United Kingdom' };
    expect((await post(ok, viewer)).statusCode).toBe(403);
    expect((await post(ok, custA)).statusCode).toBe(403);
  });
});

describe('GET /invnumbers', () => {
  it('lists every number for staff, jurisdiction ascending then id, with money and dates as text', async () => {
    const res = await get('/invnumbers');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(6);
    expect(body.count_capped).toBeUndefined();
    expect(body.data.map((r: Row) => r.jurisdiction)).toEqual([
      'France',
      'Germany',
      'Japan',
      'United Kingdom',
      'United Kingdom',
      'United Kingdom',
    ]);
    expect(numbers(body).slice(3)).toEqual(['+442079460001', '+442079460002', '+441614960000']);
    const first = body.data.find((r: Row) => r.service_number === '+442079460001');
    expect(first).toMatchObject({
      nrc: '10.50',
      customer_insight_code: 'CUSA',
      customer_name: 'Alpha Telecom',
      vendor_insight_code: 'VND1',
      order_id: 7,
    });
    expect(body.data[0].commencement_date).toBe('2025-01-31');
  });

  it('filters by service type, jurisdiction, city, order, customer code', async () => {
    expect(numbers((await get('/invnumbers?service_type=ITFS')).json())).toEqual(['+442079460002']);
    expect(numbers((await get('/invnumbers?jurisdiction=United%20Kingdom&city=Manchester')).json())).toEqual(['+441614960000']);
    expect(numbers((await get('/invnumbers?order_id=7')).json())).toEqual(['+442079460001']);
    expect(numbers((await get('/invnumbers?customer_code=cusb')).json())).toEqual(['+4930901820', '+441614960000']);
    expect((await get('/invnumbers?customer_code=NOPE')).json()).toEqual({ data: [], count: 0 });
  });

  it('routing_vendor matches the routing vendor exactly or the start of the service number', async () => {
    expect(numbers((await get('/invnumbers?routing_vendor=Acme%20Route')).json())).toEqual(['+4930901820', '+442079460001']);
    expect(numbers((await get('/invnumbers?routing_vendor=4420')).json())).toEqual(['+442079460001', '+442079460002']);
    expect(numbers((await get('/invnumbers?routing_vendor=%2B44%20161')).json())).toEqual(['+441614960000']);
    expect((await get('/invnumbers?routing_vendor=Acme')).json().count).toBe(0);
    expect((await get('/invnumbers?routing_vendor=%25')).json().count).toBe(0);
  });

  it('orders by the allowed fields both ways, pages, and refuses others', async () => {
    expect(numbers((await get('/invnumbers?orderby=service_number&asc=false&limit=2')).json())).toEqual(['+81312345678', '+4930901820']);
    const page = (await get('/invnumbers?orderby=service_number&limit=2&page=1')).json();
    expect(numbers(page)).toEqual(['+442079460001', '+442079460002']);
    expect(page.count).toBe(6);
    for (const field of ['nrc', 'createdAt', 'customer_insight_code']) {
      const bad = await get(`/invnumbers?orderby=${field}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('orderby');
    }
  });

  it('shows a customer only its own company’s numbers, ignoring customer_code', async () => {
    expect(numbers((await get('/invnumbers', custA)).json())).toEqual(['+33144556677', '+442079460001', '+442079460002']);
    expect(numbers((await get('/invnumbers?customer_code=CUSB', custA)).json())).toEqual([
      '+33144556677',
      '+442079460001',
      '+442079460002',
    ]);
    expect(numbers((await get('/invnumbers?routing_vendor=Acme%20Route', custA)).json())).toEqual(['+442079460001']);
    expect(numbers((await get('/invnumbers', custB)).json())).toEqual(['+4930901820', '+441614960000']);
    expect((await get('/invnumbers', orphan)).json()).toEqual({ data: [], count: 0 });
  });

  it('caps the count of a broad list', async () => {
    const repo = inventoryRepository(ctx.database.db);
    expect(await repo.count({ all: true }, {}, 3)).toEqual({ count: 3, capped: true });
    expect(await repo.count({ all: true }, {}, 6)).toEqual({ count: 6, capped: false });
  });
});

describe('GET /invnumbers/{id}, jurisdictions, cities', () => {
  const idOf = async (sn: string) =>
    (await ctx.database.db.select({ id: inventoryNumbers.id }).from(inventoryNumbers).where(eq(inventoryNumbers.service_number, sn)))[0]!
      .id;

  it('shows one number with every field; 404 for another company’s or a missing one', async () => {
    const mine = await idOf('+442079460001');
    const theirs = await idOf('+4930901820');
    const res = await get(`/invnumbers/${mine}`, custA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: mine,
      service_number: '+442079460001',
      customer_name: 'Alpha Telecom',
      vendor_insight_code: 'VND1',
    });
    expect((await get(`/invnumbers/${theirs}`, custA)).statusCode).toBe(404);
    expect((await get(`/invnumbers/${theirs}`, ops)).statusCode).toBe(200);
    expect((await get('/invnumbers/999999', ops)).statusCode).toBe(404);
  });

  it('lists the distinct jurisdictions and cities of the visible numbers', async () => {
    expect((await get('/invnumbers/jurisdictions')).json()).toEqual({ data: ['France', 'Germany', 'Japan', 'United Kingdom'] });
    expect((await get('/invnumbers/jurisdictions', custA)).json()).toEqual({ data: ['France', 'United Kingdom'] });
    expect((await get('/invnumbers/jurisdictions', custB)).json()).toEqual({ data: ['Germany', 'United Kingdom'] });
    expect((await get('/invnumbers/jurisdictions', orphan)).json()).toEqual({ data: [] });
    expect((await get('/invnumbers/cities?jurisdiction=United%20Kingdom')).json()).toEqual({ data: ['London', 'Manchester'] });
    expect((await get('/invnumbers/cities?jurisdiction=United%20Kingdom', custA)).json()).toEqual({ data: ['London'] });
    expect((await get('/invnumbers/cities', custB)).json()).toEqual({ data: ['Berlin', 'Manchester'] });
  });
});

describe('PUT /invnumbers/{id}: staff edit a number’s own fields', () => {
  const put = (token: string, id: number, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/invnumbers/${id}`, headers: bearer(token), payload: body });

  it('changes routing and charges, keeps the customer, the order and the state, and refuses a stale edit', async () => {
    const [row] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460001'));
    const current = (await ctx.app.inject({ method: 'GET', url: `/api/invnumbers/${row!.id}`, headers: bearer(ops) })).json();
    const body = {
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      city: 'London',
      vendor_insight_code: 'VND1',
      routing_vendor: 'New Route',
      translated_routing: '+442079460999',
      mrc: '4.25',
      updatedAt: current.updatedAt,
    };
    const res = await put(ops, row!.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      routing_vendor: 'New Route',
      mrc: '4.25',
      // a field left out keeps its value
      nrc: '10.50',
      customer_id: companyA,
      order_id: 7,
      state: current.state,
      vendor_id: vendor,
    });
    // the same updatedAt again: someone changed it meanwhile; the answer carries the current number
    const stale = await put(ops, row!.id, { ...body, routing_vendor: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'inventory.stale', data: { routing_vendor: 'New Route' } });
    // an unknown vendor code is a field error; viewers and customers may not edit
    const fresh = (await ctx.app.inject({ method: 'GET', url: `/api/invnumbers/${row!.id}`, headers: bearer(ops) })).json();
    const bad = await put(ops, row!.id, { ...body, vendor_insight_code: 'NOPE', updatedAt: fresh.updatedAt });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('vendor_insight_code');
    expect((await put(viewer, row!.id, { ...body, updatedAt: fresh.updatedAt })).statusCode).toBe(403);
    expect((await put(custA, row!.id, { ...body, updatedAt: fresh.updatedAt })).statusCode).toBe(403);
  });
});
