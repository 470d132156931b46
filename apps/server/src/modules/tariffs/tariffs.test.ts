import { MONEY_MESSAGES, TARIFF_MESSAGES as M } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { serviceNumberTypes, tariffs, vendors } from '../../db/schema.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
let vendor: number;
const products: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  vendor = (await db.insert(vendors).values({ name: 'Orange Wholesale' }).returning({ id: vendors.id }))[0]!.id;
  const rows = await db
    .insert(serviceNumberTypes)
    .values([
      { vendor_id: vendor, vendor_option: 'ITFS', service_type: 'ITFS', jurisdiction: 'Germany' },
      { vendor_id: vendor, vendor_option: 'DID', service_type: 'DID', jurisdiction: 'United Kingdom' },
      { vendor_id: vendor, vendor_option: 'DID out', service_type: 'DID', jurisdiction: 'Spain', outbound_calling_enabled: true },
      { vendor_id: vendor, vendor_option: 'SIP', service_type: 'SIP Trunking', jurisdiction: 'Japan' },
    ])
    .returning({ id: serviceNumberTypes.id, option: serviceNumberTypes.vendor_option });
  for (const r of rows) products[r.option] = r.id;
  for (const [email, type] of [
    ['admin@gsn.test', 100],
    ['sales@gsn.test', 110],
    ['master@northwind.test', 200],
  ] as const) {
    await addAccount(ctx, { email, account_type_id: type });
    tokens[email] = await login(ctx, email);
  }
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as = 'admin@gsn.test', payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as]!), ...(payload ? { payload } : {}) });

const ALL_CHARGES = {
  nrc: '100',
  mrc: '10.5',
  nrc_channel_charges: '1',
  mrc_channel_charges: '2',
  fix_usage_rate: '0.0125',
  mobile_usage_rate: '0.1',
  payphone_usage_rate: '0.2',
  inbound_charges: '0.003',
  outbound_charges_fixed: '0.01',
  outbound_charges_mobile: '0.05',
  outbound_charges_special: '1,000.5',
};
const add = (option: string, over: Record<string, unknown> = {}) =>
  call('POST', '/tariff/', 'admin@gsn.test', { service_number_type_id: products[option], currency: 'USD', ...ALL_CHARGES, ...over });
const clear = () => ctx.database.db.delete(tariffs);

describe('POST /tariff/', () => {
  afterAll(clear);

  it('adds a product’s standard tariff with only the charges its service type uses, amounts exact', async () => {
    const res = await add('ITFS', { billing_incremental: '60/60', commencement_date: '2025-01-01', billing_start_date: '2025-01-15' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(M.added);
    expect(body.data).toEqual({
      id: expect.any(Number),
      type: 'standard',
      service_number_type_id: products.ITFS,
      currency: 'USD',
      nrc: '100.00',
      mrc: '10.50',
      nrc_channel_charges: null,
      mrc_channel_charges: null,
      fix_usage_rate: '0.0125',
      mobile_usage_rate: '0.10',
      payphone_usage_rate: '0.20',
      inbound_charges: null,
      outbound_charges_fixed: null,
      outbound_charges_mobile: null,
      outbound_charges_special: null,
      billing_incremental: '60/60',
      billing_start_date: '2025-01-15',
      commencement_date: '2025-01-01',
      service_type: 'ITFS',
      jurisdiction: 'Germany',
      vendor: 'Orange Wholesale',
      vendor_option: 'ITFS',
      outbound_calling_enabled: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await ctx.database.db.select().from(tariffs).where(eq(tariffs.id, body.data.id));
    expect(row).toMatchObject({ fix_usage_rate: '0.0125', nrc: '100.0000', inbound_charges: null });
  });

  it('keeps outbound charges for DID only with outbound calling, and channel charges for SIP Trunking', async () => {
    const plain = (await add('DID')).json().data;
    expect(plain).toMatchObject({
      inbound_charges: '0.003',
      outbound_charges_fixed: null,
      fix_usage_rate: null,
      nrc_channel_charges: null,
    });
    const out = (await add('DID out')).json().data;
    expect(out).toMatchObject({ inbound_charges: '0.003', outbound_charges_fixed: '0.01', outbound_charges_special: '1000.50' });
    const sip = (await add('SIP')).json().data;
    expect(sip).toMatchObject({
      nrc_channel_charges: '1.00',
      mrc_channel_charges: '2.00',
      outbound_charges_mobile: '0.05',
      mobile_usage_rate: null,
    });
  });

  it('answers 409 for a second standard tariff, 422 for an unknown product', async () => {
    const again = await add('ITFS');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.taken, errors: [{ field: 'service_number_type_id', message: M.taken }] });
    const unknown = await call('POST', '/tariff/', 'admin@gsn.test', { service_number_type_id: 999999, currency: 'USD' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'service_number_type_id', message: M.productUnknown, code: 'tariff.product_unknown' }]);
  });

  it('answers 400 with per-field messages for bad input', async () => {
    const res = await call('POST', '/tariff/', 'admin@gsn.test', {
      currency: 'JPY',
      nrc: '-1',
      mrc: 12.345678,
      billing_incremental: '7/7',
      commencement_date: '2025-02-30',
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toMatchObject({
      service_number_type_id: M.productRequired,
      currency: M.currencyRequired,
      nrc: MONEY_MESSAGES.format,
      mrc: MONEY_MESSAGES.format,
      billing_incremental: expect.any(String),
      commencement_date: M.date,
    });
    const order = await add('DID', { commencement_date: '2025-03-01', billing_start_date: '2025-02-01' });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual([{ field: 'billing_start_date', message: M.billingAfterCommencement, code: 'field.invalid' }]);
  });
});

describe('GET /tariff/ and /tariff/{id}', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.itfs = (await add('ITFS', { nrc: '9.5' })).json().data.id;
    ids.did = (await add('DID', { currency: 'GBP', nrc: '10' })).json().data.id;
    ids.sip = (await add('SIP', { currency: 'EUR', nrc: '100' })).json().data.id;
    ids.custom = (
      await ctx.database.db
        .insert(tariffs)
        .values({ type: 'customized', service_number_type_id: products.DID, currency: 'USD', nrc: '0.0125' })
        .returning({ id: tariffs.id })
    )[0]!.id;
  });
  afterAll(clear);

  const list = async (qs = '') => {
    const res = await call('GET', `/tariff/${qs ? `?${qs}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number; nrc: string }[]; count: number };
  };

  it('lists standard tariffs with their product, by jurisdiction', async () => {
    const body = await list();
    expect(body.count).toBe(3);
    expect(body.data.map((t) => t.id)).toEqual([ids.itfs, ids.sip, ids.did]);
    expect(body.data[0]).toMatchObject({ jurisdiction: 'Germany', service_type: 'ITFS', vendor: 'Orange Wholesale', nrc: '9.50' });
  });

  it('filters and sorts (amounts as numbers, exactly)', async () => {
    expect((await list('type=customized')).data).toMatchObject([{ id: ids.custom, type: 'customized', nrc: '0.0125' }]);
    expect((await list('currency=GBP')).data.map((t) => t.id)).toEqual([ids.did]);
    expect((await list('service_type=SIP%20Trunking')).data.map((t) => t.id)).toEqual([ids.sip]);
    expect((await list('jurisdiction=germany')).data.map((t) => t.id)).toEqual([ids.itfs]);
    expect((await list(`service_number_type_id=${products.DID}`)).data.map((t) => t.id)).toEqual([ids.did]);
    expect((await list('orderby=nrc')).data.map((t) => t.nrc)).toEqual(['9.50', '10.00', '100.00']);
    expect((await list('orderby=nrc&asc=false&limit=1&page=1')).data.map((t) => t.nrc)).toEqual(['10.00']);
    expect((await call('GET', '/tariff/?orderby=vendor')).statusCode).toBe(400);
    expect((await call('GET', '/tariff/?currency=JPY')).statusCode).toBe(400);
  });

  it('reads one tariff, 404 when missing', async () => {
    const res = await call('GET', `/tariff/${ids.did}`, 'sales@gsn.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.did, currency: 'GBP', nrc: '10.00', jurisdiction: 'United Kingdom' });
    expect((await call('GET', '/tariff/999999')).statusCode).toBe(404);
    expect((await call('GET', '/tariff/abc')).statusCode).toBe(400);
  });

  it('is for staff with 230', async () => {
    expect((await call('GET', '/tariff/', 'master@northwind.test')).statusCode).toBe(403);
    expect((await call('GET', `/tariff/${ids.did}`, 'master@northwind.test')).statusCode).toBe(403);
  });
});

describe('PUT /pricing/{id} and DELETE /tariff/{id}', () => {
  afterAll(clear);

  it('replaces the charges and terms, normalised by the product’s service type', async () => {
    const t = (await add('DID', { billing_incremental: '60/60', commencement_date: '2025-01-01' })).json().data;
    const res = await call('PUT', `/pricing/${t.id}`, 'admin@gsn.test', {
      currency: 'EUR',
      nrc: '0.0125',
      inbound_charges: '7',
      fix_usage_rate: '3',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      data: {
        id: t.id,
        currency: 'EUR',
        nrc: '0.0125',
        mrc: null,
        inbound_charges: '7.00',
        fix_usage_rate: null,
        billing_incremental: null,
        commencement_date: null,
      },
    });
    expect((await call('PUT', '/pricing/999999', 'admin@gsn.test', { currency: 'EUR' })).statusCode).toBe(404);
    expect((await call('PUT', `/pricing/${t.id}`, 'admin@gsn.test', { currency: 'EUR', mrc: '1.23456' })).statusCode).toBe(400);
    expect((await call('PUT', `/pricing/${t.id}`, 'sales@gsn.test', { currency: 'EUR' })).statusCode).toBe(403);
  });

  it('keeps what a customized tariff without product is given', async () => {
    const [orphan] = await ctx.database.db.insert(tariffs).values({ type: 'customized', currency: 'USD' }).returning({ id: tariffs.id });
    const res = await call('PUT', `/pricing/${orphan!.id}`, 'admin@gsn.test', {
      currency: 'USD',
      fix_usage_rate: '0.5',
      inbound_charges: '1',
    });
    expect(res.json().data).toMatchObject({
      service_number_type_id: null,
      fix_usage_rate: '0.50',
      inbound_charges: '1.00',
      outbound_calling_enabled: false,
    });
  });

  it('deletes a tariff, then 404', async () => {
    const t = (await add('ITFS')).json().data;
    expect((await call('DELETE', `/tariff/${t.id}`, 'sales@gsn.test')).statusCode).toBe(403);
    const res = await call('DELETE', `/tariff/${t.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await call('DELETE', `/tariff/${t.id}`)).statusCode).toBe(404);
    // the product may have a standard tariff again
    expect((await add('ITFS')).statusCode).toBe(201);
  });
});
