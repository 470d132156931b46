import { ORDER_MESSAGES as M, ORDER_MOVES, ORDER_STATUSES, type OrderActor, type OrderStatus } from '@gsn/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { customers, notifications, orderEvents, orders, tariffs, vendors } from '../../db/schema.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let northwind: number;
let contoso: number;
const product: Record<'did' | 'sip' | 'itfs' | 'expired' | 'port', number> = { did: 0, sip: 0, itfs: 0, expired: 0, port: 0 };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as]!), ...(payload ? { payload } : {}) });

const ADMIN = 'admin@gsn.test';
const SALES = 'sales@gsn.test'; // 110: may custom-price
const OPS = 'ops@gsn.test'; // 130: edits orders, no custom pricing
const MASTER = 'master@northwind.test'; // 200
const BUYER = 'buyer@northwind.test'; // 210
const RIVAL = 'master@contoso.test'; // 200 of another company

const base = (over: Record<string, unknown> = {}) => ({
  service_number_type_id: product.did,
  number_quantity: 2,
  reference: 'NW-1',
  terms_accepted: true,
  ...over,
});

async function createOrder(as: string, over: Record<string, unknown> = {}) {
  const res = await call('POST', '/orders', as, base(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: number; updatedAt: string; status: OrderStatus };
}

const get = async (id: number, as = ADMIN) => (await call('GET', `/orders/${id}`, as)).json();

/** PUT with the order's current updatedAt. */
async function put(id: number, as: string, body: Record<string, unknown>) {
  const current = await get(id);
  return call('PUT', `/orders/${id}`, as, { status: current.status, updatedAt: current.updatedAt, ...body });
}

/** Sets an order's status directly (fixtures for the status table). */
async function force(id: number, status: OrderStatus): Promise<string> {
  const [r] = await ctx.database.db
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning({ updatedAt: orders.updatedAt });
  return r!.updatedAt.toISOString();
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  [northwind, contoso] = (
    await db
      .insert(customers)
      .values([{ name: 'Northwind' }, { name: 'Contoso' }])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number];
  for (const [email, type, company] of [
    [ADMIN, 100, null],
    [SALES, 110, null],
    [OPS, 130, null],
    [MASTER, 200, northwind],
    [BUYER, 210, northwind],
    [RIVAL, 200, contoso],
  ] as const) {
    ids[email] = await addAccount(ctx, { email, account_type_id: type, customer_id: company });
    tokens[email] = await login(ctx, email);
  }
  const [vendor] = await db.insert(vendors).values({ name: 'Orange Wholesale' }).returning({ id: vendors.id });
  const mk = async (payload: Record<string, unknown>) => {
    const res = await call('POST', '/servicenumbers/type', ADMIN, {
      vendor_id: vendor!.id,
      vendor_plan: 'Plan 1',
      jurisdiction: 'United Kingdom',
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  product.did = await mk({
    vendor_option: 'DID Gold',
    service_type: 'DID',
    number_type: 'Fixed',
    cities: [{ city: 'London', city_dial_code: '20' }],
  });
  product.sip = await mk({ vendor_option: 'SIP', service_type: 'SIP Trunking', number_type: 'Fixed', cities: [{ city: 'London' }] });
  product.itfs = await mk({
    vendor_option: 'ITFS',
    service_type: 'ITFS',
    end_user_name_req: true,
    business_registration_req: true,
    business_registration_doc_req: true,
  });
  product.expired = await mk({ vendor_option: 'Old', service_type: 'ITFS', expired: true });
  product.port = await mk({ vendor_option: 'Portable', service_type: 'ITFS', portability: true });
  const tariff = await call('POST', '/tariff/', ADMIN, { service_number_type_id: product.did, currency: 'GBP', nrc: '25', mrc: '5.5' });
  expect(tariff.statusCode, tariff.body).toBe(201);
  ids.didTariff = tariff.json().data.id;
});
afterAll(async () => ctx?.close());

describe('POST /orders', () => {
  it('lets a customer order for its own company, with the snapshot and the first timeline event', async () => {
    const res = await call('POST', '/orders', MASTER, base({ customer_id: contoso, reference: '  NW-first ', city: 'London' }));
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(M.added);
    expect(data).toMatchObject({
      customer_id: northwind,
      customer: 'Northwind',
      created_by: { id: ids[MASTER], email: MASTER, firstname: 'Test', lastname: 'User' },
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      status: 'requested',
      reference: 'NW-first',
      number_quantity: 2,
      channel_quantity: 0,
      translation_number_type: '1to1',
      provider_remarks: null,
      custom_tariff: null,
      documents: {},
      requirements: { missing: [], complete: true },
      confirmation_only: false,
      may_custom_price: false,
      steps: ['features', 'confirmation'],
    });
    expect(data.servicenumbertypeorderhistory).toMatchObject({ service_type: 'DID', currency: 'GBP', nrc: '25.00', mrc: '5.50' });
    // customers see the product without the provider's vendor fields
    expect(data.servicenumbertypeorderhistory.product).not.toHaveProperty('vendor');
    expect(data.servicenumbertypeorderhistory.product).not.toHaveProperty('vendor_option');
    expect(data.servicenumbertypeorderhistory.product).toMatchObject({ id: product.did, cities: [{ city: 'London' }] });
    expect(data.actions).toEqual([
      { action: 'save', to: 'saved', possible: true },
      { action: 'submit', to: 'ready', possible: true },
      { action: 'cancel', to: 'cancellation', possible: true },
    ]);
    expect(data.events).toEqual([
      {
        id: expect.any(Number),
        kind: 'status',
        account: { id: ids[MASTER], email: MASTER, firstname: 'Test', lastname: 'User' },
        from_status: null,
        to_status: 'requested',
        remarks: null,
        details: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(Object.keys(data.events[0])).not.toContain('internal_note');
    // staff see the vendor fields of the snapshot
    expect((await get(data.id)).servicenumbertypeorderhistory.product).toMatchObject({
      vendor: 'Orange Wholesale',
      vendor_option: 'DID Gold',
    });
  });

  it('requires staff to name an existing customer', async () => {
    for (const over of [{}, { customer_id: 999_999 }]) {
      const res = await call('POST', '/orders', ADMIN, base(over));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'customer_id', message: M.noCustomer, code: 'order.no_customer' }]);
    }
    const ok = await call('POST', '/orders', ADMIN, base({ customer_id: northwind, provider_remarks: 'Priority' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ customer_id: northwind, provider_remarks: 'Priority', may_custom_price: true });
  });

  it('refuses an unknown or expired product', async () => {
    for (const id of [product.expired, 999_999]) {
      const res = await call('POST', '/orders', MASTER, base({ service_number_type_id: id }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'service_number_type_id', message: M.productUnknown, code: 'order.product_unknown' }]);
    }
  });

  it('applies the quantity rules (numbers; SIP channels in fives, at least 10)', async () => {
    const bad = async (over: Record<string, unknown>, field: string, message: string) => {
      const res = await call('POST', '/orders', MASTER, base(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    };
    await bad({ number_quantity: 0 }, 'number_quantity', M.noNumberQuantity);
    await bad({ number_quantity: '' }, 'number_quantity', M.noNumberQuantity);
    await bad({ service_number_type_id: product.sip, number_quantity: 0 }, 'number_quantity', M.noNumberOrChannelQuantity);
    await bad(
      { service_number_type_id: product.sip, number_quantity: 0, channel_quantity: 12 },
      'channel_quantity',
      M.channelsMultipleOfFive,
    );
    await bad(
      { service_number_type_id: product.sip, number_quantity: 0, channel_quantity: 5 },
      'channel_quantity',
      M.channelsMultipleOfFive,
    );
    const sip = await createOrder(MASTER, { service_number_type_id: product.sip, number_quantity: 0, channel_quantity: 15 });
    expect(sip).toMatchObject({ service_type: 'SIP Trunking', channel_quantity: 15, number_quantity: 0, translation_number_type: '1to1' });
  });

  it('checks the translation formats and keeps only what the choice needs', async () => {
    const bad = async (over: Record<string, unknown>, field: string, message: string) => {
      const res = await call('POST', '/orders', MASTER, base({ translation_number_required: true, ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    };
    await bad({ translation_number_format: 'e.164prefix' }, 'translation_number_prefix', M.translationFormat);
    await bad(
      { translation_number_format: 'e.164prefix+', translation_number_prefix: '12ab' },
      'translation_number_prefix',
      M.translationFormat,
    );
    await bad(
      { translation_number_format: 'individual', translation_number_to: '+44 20 7946 0000, nonsense' },
      'translation_number_to',
      M.translationFormat,
    );
    const bogus = await call('POST', '/orders', MASTER, base({ translation_number_required: true, translation_number_format: 'e.999' }));
    expect(bogus.statusCode).toBe(400);

    const prefixDropped = await createOrder(MASTER, {
      translation_number_required: true,
      translation_number_format: 'e.164',
      translation_number_prefix: '44',
    });
    expect(prefixDropped).toMatchObject({ translation_number_format: 'e.164', translation_number_prefix: null });
    await bad({}, 'translation_number_format', M.translationFormatEmpty);
    const off = await createOrder(MASTER, { translation_number_format: 'individual', translation_number_to: '+442079460000' });
    expect(off).toMatchObject({ translation_number_required: false, translation_number_format: null, translation_number_to: null });
    const list = await createOrder(MASTER, {
      service_number_type_id: product.itfs,
      translation_number_required: true,
      translation_number_format: 'numberrange',
      translation_number_prefix: '44',
    });
    expect(list).toMatchObject({ translation_number_type: '1tomany', translation_number_prefix: null });
    expect((list.requirements as { missing: string[] }).missing).toContain('translation_number_to');
    expect(list.steps).toEqual(['features', 'details', 'translation', 'confirmation']);
  });

  it('checks the porting numbers and refuses porting on a product without portability', async () => {
    const garbage = await call(
      'POST',
      '/orders',
      MASTER,
      base({ service_number_type_id: product.port, porting: true, porting_number_to: 'garbage-number' }),
    );
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().code).toBe('order.invalid');
    expect(garbage.json().errors).toContainEqual(expect.objectContaining({ field: 'porting_number_to', message: M.portingFormat }));
    const notOffered = await call('POST', '/orders', MASTER, base({ porting: true, porting_number_to: '+442079460000' }));
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().errors).toContainEqual(expect.objectContaining({ field: 'porting', message: M.portingNotOffered }));
    const ok = await createOrder(MASTER, { service_number_type_id: product.port, porting: true, porting_number_to: '+44 20 7946 0000' });
    expect(ok).toMatchObject({ porting: true, porting_number_to: '+44 20 7946 0000' });
    const edit = await put(ok.id, MASTER, { porting_number_to: 'zzz' });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toContainEqual(expect.objectContaining({ field: 'porting_number_to', message: M.portingFormat }));
    const rows = await ctx.database.db.select({ to: orders.porting_number_to }).from(orders).where(eq(orders.id, ok.id));
    expect(rows[0]?.to).toBe('+44 20 7946 0000');
  });

  it('requires the terms to be accepted', async () => {
    const res = await call('POST', '/orders', MASTER, base({ terms_accepted: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'terms_accepted', message: M.terms }));
  });

  it('takes custom pricing from types 100/110/120 only, and processed only with it', async () => {
    const priced = await call(
      'POST',
      '/orders',
      SALES,
      base({ customer_id: northwind, custom_tariff: { nrc: '100.5', mrc: '7', inbound_charges: '0.01', fix_usage_rate: '9' } }),
    );
    expect(priced.statusCode, priced.body).toBe(201);
    const data = priced.json().data;
    // USD by default; the charges a DID without outbound calling does not use are dropped
    expect(data.custom_tariff).toMatchObject({
      currency: 'USD',
      nrc: '100.50',
      mrc: '7.00',
      inbound_charges: '0.01',
      fix_usage_rate: null,
    });
    const [stored] = await ctx.database.db.select().from(tariffs).where(eq(tariffs.id, data.custom_tariff_id));
    expect(stored).toMatchObject({ type: 'customized', service_number_type_id: product.did, currency: 'USD' });
    const row = (await call('GET', `/orders?order_id=${data.id}`, ADMIN)).json().data[0];
    expect(row).toMatchObject({ currency: 'USD', nrc: '100.50', mrc: '7.00' });

    const byCustomer = await call('POST', '/orders', MASTER, base({ custom_tariff: { nrc: '1' } }));
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().message).toBe(M.customPricingNotAllowed);

    const processed = await call(
      'POST',
      '/orders',
      ADMIN,
      base({ customer_id: northwind, status: 'processed', custom_tariff: { currency: 'EUR', nrc: '3' } }),
    );
    expect(processed.statusCode).toBe(201);
    expect(processed.json().data).toMatchObject({ status: 'processed', custom_tariff: { currency: 'EUR', nrc: '3.00' } });
    expect(processed.json().data.events[0]).toMatchObject({ from_status: null, to_status: 'processed' });
    const noPricing = await call('POST', '/orders', ADMIN, base({ customer_id: northwind, status: 'processed' }));
    expect(noPricing.statusCode).toBe(422);
    expect(noPricing.json().errors).toEqual([
      { field: 'custom_tariff', message: M.customPricingMissing, code: 'order.custom_pricing_missing' },
    ]);
    const customerProcessed = await call('POST', '/orders', MASTER, base({ status: 'processed' }));
    expect(customerProcessed.statusCode).toBe(403);
  });
});

describe('snapshot', () => {
  it('keeps the product and its tariff as they were when the product or tariff is edited or deleted', async () => {
    const didNow = (await call('GET', `/servicenumbers/type/${product.did}`, ADMIN)).json();
    const { id: _did, vendor: _dv, tariff: _dt, createdAt: _dc, updatedAt: _du, ...didFields } = didNow;
    const snapProduct = (await call('POST', '/servicenumbers/type', ADMIN, { ...didFields, vendor_option: 'Snapshot' })).json().data.id;
    const tariff = await call('POST', '/tariff/', ADMIN, { service_number_type_id: snapProduct, currency: 'GBP', nrc: '25', mrc: '5.5' });
    const order = await createOrder(MASTER, { reference: 'snapshot', service_number_type_id: snapProduct });
    const before = await get(order.id);
    const edited = await call('PUT', `/pricing/${tariff.json().data.id}`, ADMIN, { currency: 'EUR', nrc: '99', mrc: '42' });
    expect(edited.statusCode, edited.body).toBe(200);
    const productNow = (await call('GET', `/servicenumbers/type/${snapProduct}`, ADMIN)).json();
    const { id: _id, vendor: _v, tariff: _t, createdAt: _c, updatedAt: _u, ...rest } = productNow;
    const put = await call('PUT', `/servicenumbers/type/${snapProduct}`, ADMIN, {
      ...rest,
      vendor_plan: 'Plan 2',
      end_user_name_req: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get(order.id);
    expect(after.servicenumbertypeorderhistory).toEqual(before.servicenumbertypeorderhistory);
    expect(after.servicenumbertypeorderhistory).toMatchObject({ currency: 'GBP', nrc: '25.00', mrc: '5.50' });
    expect(after.servicenumbertypeorderhistory.product.vendor_plan).toBe('Plan 1');
    // the requirements are those of the product as ordered
    expect(after.requirements).toEqual({ missing: [], complete: true });
    const row = (await call('GET', `/orders?order_id=${order.id}`, ADMIN)).json().data[0];
    expect(row).toMatchObject({ currency: 'GBP', nrc: '25.00', mrc: '5.50' });

    // a new order takes the current product and tariff
    const fresh = await createOrder(MASTER, { service_number_type_id: snapProduct });
    expect(fresh.servicenumbertypeorderhistory).toMatchObject({ currency: 'EUR', nrc: '99.00', mrc: '42.00' });
    expect((fresh.requirements as { missing: string[] }).missing).toEqual(['end_user_name']);

    // deleting a product (here a throwaway one) leaves its orders intact
    const temp = (
      await call('POST', '/servicenumbers/type', ADMIN, { ...rest, vendor_option: 'Temp', vendor_plan: 'T', end_user_name_req: false })
    ).json().data.id as number;
    const tempOrder = await createOrder(MASTER, { service_number_type_id: temp });
    const snap = (await get(tempOrder.id)).servicenumbertypeorderhistory;
    expect((await call('DELETE', `/servicenumbers/type/${temp}`, ADMIN)).statusCode).toBe(200);
    const kept = await get(tempOrder.id);
    expect(kept).toMatchObject({ id: tempOrder.id, service_number_type_id: null, service_type: 'DID' });
    expect(kept.servicenumbertypeorderhistory).toEqual(snap);
  });
});

describe('PUT /orders/{id}: the status machine', () => {
  /**
   * Every (actor, from, to): a move of ORDER_MOVES answers 200 and lands on `to` (the order is complete and has a
   * custom tariff, so no move lacks anything); anything else 409 notAllowed and leaves the order as it was.
   */
  it('allows exactly the moves of ORDER_MOVES for each side', async () => {
    const admin = await call('POST', '/orders', ADMIN, base({ customer_id: northwind, reference: 'machine', custom_tariff: { nrc: '1' } }));
    const id = admin.json().data.id as number;
    const actors: [OrderActor, string][] = [
      ['customer', MASTER],
      ['staff', ADMIN],
    ];
    const mismatches: string[] = [];
    for (const [actor, as] of actors) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          if (to === from) continue;
          const updatedAt = await force(id, from);
          const allowed = ORDER_MOVES.some((m) => m.actor === actor && m.from.includes(from) && m.to === to);
          // the order holds none of its numbers: moving to assigned needs the reason for fewer
          const res = await call('PUT', `/orders/${id}`, as, { status: to, updatedAt, short_reason: 'no stock in this walk' });
          const [stored] = await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
          const status = stored!.status;
          const ok = allowed ? res.statusCode === 200 && status === to : res.statusCode === 409 && status === from;
          if (!ok) mismatches.push(`${actor} ${from}→${to}: ${res.statusCode} ${status}`);
          if (!allowed && res.statusCode === 409) expect(res.json().message).toBe(M.notAllowed);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('refuses a move whose requirements are missing with the missing fields, then allows it once provided', async () => {
    const order = await createOrder(MASTER, { service_number_type_id: product.itfs, end_user_name: 'ACME' });
    const res = await put(order.id, MASTER, { status: 'ready' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: M.requirementsMissing,
      errors: [
        { field: 'business_registration_jurisdiction', message: M.requirementsMissing },
        { field: 'business_registration_number', message: M.requirementsMissing },
        { field: 'business_registration_doc', message: M.requirementsMissing },
      ],
    });
    expect((await get(order.id)).status).toBe('requested');
    // staff may not accept from ready either while something is missing
    await force(order.id, 'ready');
    const accept = await put(order.id, ADMIN, { status: 'accepted' });
    expect(accept.statusCode).toBe(422);
    expect(accept.json().errors.map((e: { field: string }) => e.field)).toContain('business_registration_doc');
    await force(order.id, 'saved');
    // supplied with the submit itself (the document is set by the upload endpoint, here directly)
    await ctx.database.db.update(orders).set({ business_registration_doc: 'doc.pdf' }).where(eq(orders.id, order.id));
    const submit = await put(order.id, MASTER, {
      status: 'ready',
      business_registration_jurisdiction: 'UK',
      business_registration_number: '123',
      remarks: 'All there',
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json().data).toMatchObject({ status: 'ready', requirements: { missing: [], complete: true }, confirmation_only: true });
    const accepted = await put(order.id, ADMIN, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.date_purchase).toEqual(expect.any(String));
  });

  it('processes only with a custom tariff, which may come with the move', async () => {
    const order = await createOrder(MASTER);
    const res = await put(order.id, ADMIN, { status: 'processed' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'custom_tariff', message: M.customPricingMissing, code: 'order.custom_pricing_missing' }]);
    const withPricing = await put(order.id, SALES, { status: 'processed', custom_tariff: { currency: 'GBP', nrc: '12.345' } });
    expect(withPricing.statusCode, withPricing.body).toBe(200);
    expect(withPricing.json().data).toMatchObject({ status: 'processed', custom_tariff: { currency: 'GBP', nrc: '12.345' } });
    const customerView = await get(order.id, MASTER);
    expect(customerView.actions.map((a: { action: string }) => a.action)).toEqual(['confirm', 'cancel']);
  });

  it('refuses custom pricing by type 130 and by customers, and lets 110 change or remove it', async () => {
    const order = await createOrder(MASTER);
    const ops = await put(order.id, OPS, { custom_tariff: { nrc: '5' } });
    expect(ops.statusCode).toBe(403);
    expect(ops.json().message).toBe(M.customPricingNotAllowed);
    const customer = await put(order.id, MASTER, { custom_tariff: { nrc: '5' } });
    expect(customer.statusCode).toBe(403);
    const set = await put(order.id, SALES, { custom_tariff: { nrc: '5' } });
    expect(set.statusCode).toBe(200);
    const tariffId = set.json().data.custom_tariff_id as number;
    const change = await put(order.id, SALES, { custom_tariff: { nrc: '6', currency: 'HKD' } });
    expect(change.json().data).toMatchObject({ custom_tariff_id: tariffId, custom_tariff: { currency: 'HKD', nrc: '6.00' } });
    const removed = await put(order.id, SALES, { custom_tariff: null });
    expect(removed.json().data).toMatchObject({ custom_tariff_id: null, custom_tariff: null });
    expect(await ctx.database.db.select().from(tariffs).where(eq(tariffs.id, tariffId))).toEqual([]);
    // outside the custom-pricing statuses not even 110 may
    await force(order.id, 'accepted');
    expect((await put(order.id, SALES, { custom_tariff: { nrc: '5' } })).statusCode).toBe(403);
  });

  it('keeps each side to its own fields', async () => {
    const order = await createOrder(MASTER, { additional_remarks: 'Please hurry', city: 'London', city_specific: true });
    const remarks = await put(order.id, MASTER, { provider_remarks: 'I am the provider' });
    expect(remarks.statusCode).toBe(403);
    expect(remarks.json().errors).toEqual([
      { field: 'provider_remarks', message: M.providerRemarksOnly, code: 'order.provider_remarks_only' },
    ]);
    const data = await put(order.id, ADMIN, { reference: 'Changed by staff', number_quantity: 9 });
    expect(data.statusCode).toBe(403);
    expect(data.json().errors.map((e: { field: string }) => e.field)).toEqual(['number_quantity', 'reference']);
    // staff sending the customer's data unchanged (a whole form) and their remarks is fine
    const current = await get(order.id);
    const staffSave = await put(order.id, ADMIN, {
      reference: current.reference,
      number_quantity: current.number_quantity,
      additional_remarks: current.additional_remarks,
      provider_remarks: 'Checked',
    });
    expect(staffSave.statusCode, staffSave.body).toBe(200);
    expect(staffSave.json().data).toMatchObject({ provider_remarks: 'Checked', reference: 'NW-1', city_specific: true });
    // the customer changes data while editable; absent fields stay as they were
    const save = await put(order.id, BUYER, { status: 'saved', number_quantity: 4 });
    expect(save.statusCode).toBe(200);
    expect(save.json().data).toMatchObject({
      status: 'saved',
      number_quantity: 4,
      city_specific: true,
      additional_remarks: 'Please hurry',
    });
    const invalid = await put(order.id, MASTER, { number_quantity: 0 });
    expect(invalid.statusCode).toBe(422);
    // but not after submitting
    await force(order.id, 'accepted');
    const late = await put(order.id, MASTER, { number_quantity: 7 });
    expect(late.statusCode).toBe(409);
    expect((await get(order.id)).number_quantity).toBe(4);
  });

  it('records every status change in the timeline (who, from, to, remarks)', async () => {
    const order = await createOrder(MASTER);
    expect((await put(order.id, MASTER, { status: 'saved' })).statusCode).toBe(200);
    expect((await put(order.id, BUYER, { status: 'ready', remarks: 'Please check' })).statusCode).toBe(200);
    expect((await put(order.id, ADMIN, { status: 'incomplete', remarks: 'Missing the address' })).statusCode).toBe(200);
    // a data change alone is no event
    expect((await put(order.id, MASTER, { number_quantity: 3 })).statusCode).toBe(200);
    const events = (await get(order.id, MASTER)).events as {
      account: { email: string } | null;
      from_status: string;
      to_status: string;
      remarks: string;
    }[];
    expect(events.map((e) => [e.account?.email, e.from_status, e.to_status, e.remarks])).toEqual([
      [MASTER, null, 'requested', null],
      [MASTER, 'requested', 'saved', null],
      [BUYER, 'saved', 'ready', 'Please check'],
      [ADMIN, 'ready', 'incomplete', 'Missing the address'],
    ]);
    const rows = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
    expect(rows).toHaveLength(4);
  });

  it('answers 409 with the current order for a stale updatedAt', async () => {
    const order = await createOrder(MASTER);
    expect((await put(order.id, MASTER, { number_quantity: 5 })).statusCode).toBe(200);
    const res = await call('PUT', `/orders/${order.id}`, MASTER, { status: 'ready', updatedAt: order.updatedAt });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      code: 'order.stale',
      message: M.stale,
      data: { id: order.id, number_quantity: 5, status: 'requested' },
    });
    expect(body.data.updatedAt).not.toBe(order.updatedAt);
    expect((await call('PUT', `/orders/${order.id}`, MASTER, { status: 'requested', updatedAt: 'yesterday' })).statusCode).toBe(409);
  });

  it('lets exactly one of two simultaneous updates win', async () => {
    const order = await createOrder(MASTER);
    for (let round = 0; round < 3; round++) {
      const current = await get(order.id);
      const [a, b] = await Promise.all([
        call('PUT', `/orders/${order.id}`, MASTER, { status: current.status, updatedAt: current.updatedAt, number_quantity: 10 + round }),
        call('PUT', `/orders/${order.id}`, BUYER, { status: current.status, updatedAt: current.updatedAt, number_quantity: 20 + round }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const loser = a.statusCode === 200 ? b : a;
      expect(loser.json().data.number_quantity).toBe(winner.json().data.number_quantity);
      expect((await get(order.id)).number_quantity).toBe(winner.json().data.number_quantity);
    }
    // two moves at once: one timeline event
    const current = await get(order.id);
    const moves = await Promise.all(
      [MASTER, BUYER].map((as) => call('PUT', `/orders/${order.id}`, as, { status: 'cancellation', updatedAt: current.updatedAt })),
    );
    expect(moves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.id), eq(orderEvents.to_status, 'cancellation')));
    expect(events).toHaveLength(1);
  });

  it('notifies the customer’s accounts after a staff move', async () => {
    const order = await createOrder(MASTER);
    await force(order.id, 'ready');
    expect((await put(order.id, ADMIN, { status: 'accepted' })).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.order_id, order.id), eq(notifications.receiver_account_id, ids[MASTER]!)));
    expect(rows).toHaveLength(1);
    const rival = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.order_id, order.id), eq(notifications.receiver_account_id, ids[RIVAL]!)));
    expect(rival).toEqual([]);
  });
});

describe('scope and list', () => {
  it('hides another company’s orders (404) on get, put and list', async () => {
    const order = await createOrder(MASTER, { reference: 'private' });
    expect((await call('GET', `/orders/${order.id}`, RIVAL)).statusCode).toBe(404);
    const put = await call('PUT', `/orders/${order.id}`, RIVAL, { status: 'cancellation', updatedAt: order.updatedAt });
    expect(put.statusCode).toBe(404);
    expect((await get(order.id)).status).toBe('requested');
    const list = (await call('GET', `/orders?customer_id=${northwind}&limit=100`, RIVAL)).json();
    expect(list.data.map((r: { customer_id: number }) => r.customer_id).every((c: number) => c === contoso)).toBe(true);
    expect(list.data.some((r: { id: number }) => r.id === order.id)).toBe(false);
    expect((await call('GET', `/orders/${order.id}`, BUYER)).statusCode).toBe(200);
    expect((await call('GET', '/orders/999999', ADMIN)).statusCode).toBe(404);
  });

  it('filters and orders the list (updatedAt descending by default)', async () => {
    const rivalOrder = await createOrder(RIVAL, { reference: 'Contoso-Alpha' });
    const a = await createOrder(MASTER, { reference: 'List-Alpha', service_number_type_id: product.itfs });
    const b = await createOrder(MASTER, { reference: 'list-beta' });
    await put(a.id, MASTER, { number_quantity: 3 }); // a is now the most recently updated
    const all = (await call('GET', '/orders?limit=100', ADMIN)).json();
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect(all.data[0].id).toBe(a.id);
    const times = all.data.map((r: { updatedAt: string }) => r.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.data[0]).toEqual({
      id: a.id,
      customer_id: northwind,
      customer: 'Northwind',
      created_by: { id: ids[MASTER], email: MASTER, firstname: 'Test', lastname: 'User' },
      service_type: 'ITFS',
      jurisdiction: 'United Kingdom',
      city: null,
      status: 'requested',
      number_quantity: 3,
      channel_quantity: 0,
      reference: 'List-Alpha',
      currency: null,
      nrc: null,
      mrc: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const refs = async (q: string, as = ADMIN) =>
      (await call('GET', `/orders?limit=100&${q}`, as)).json().data.map((r: { reference: string }) => r.reference) as string[];
    expect((await refs('reference=LIST-')).sort()).toEqual(['List-Alpha', 'list-beta']);
    expect(await refs('reference=alpha&service_type=ITFS')).toEqual(['List-Alpha']);
    expect(await refs(`order_id=${b.id}`)).toEqual(['list-beta']);
    expect(await refs(`customer_id=${contoso}`)).toContain('Contoso-Alpha');
    expect((await refs(`customer_id=${contoso}`)).every((r) => !r.startsWith('List'))).toBe(true);
    // customers: their own company whatever customer_id says
    expect(await refs(`customer_id=${contoso}&reference=alpha`, MASTER)).toEqual(['List-Alpha']);
    const paged = (await call('GET', '/orders?limit=2&page=1', ADMIN)).json();
    expect(paged.data.map((r: { id: number }) => r.id)).toEqual(all.data.slice(2, 4).map((r: { id: number }) => r.id));
    await force(rivalOrder.id, 'cancelled');
    expect(await refs('status=cancelled', ADMIN)).toContain('Contoso-Alpha');
    expect(await refs('status=cancelled', MASTER)).not.toContain('Contoso-Alpha');
    expect(await refs('jurisdiction=united kingdom&reference=beta')).toEqual(['list-beta']);
    const asc = (await call('GET', '/orders?limit=100&orderby=id&asc=true', ADMIN)).json().data.map((r: { id: number }) => r.id);
    expect([...asc].sort((x: number, y: number) => x - y)).toEqual(asc);
    expect((await call('GET', '/orders?orderby=nrc', ADMIN)).statusCode).toBe(400);
    // the list's sortable columns (customer by name, case-insensitive)
    const byCustomer = (await call('GET', '/orders?limit=100&orderby=customer&asc=true', ADMIN)).json().data as { customer: string }[];
    const names = byCustomer.map((r) => r.customer.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBeGreaterThan(1);
    const byQuantity = (await call('GET', '/orders?limit=100&orderby=number_quantity&asc=false', ADMIN)).json().data as {
      number_quantity: number;
    }[];
    const q = byQuantity.map((r) => r.number_quantity);
    expect(q).toEqual([...q].sort((x, y) => y - x));
    for (const f of ['service_type', 'jurisdiction', 'channel_quantity']) {
      expect((await call('GET', `/orders?orderby=${f}`, ADMIN)).statusCode, f).toBe(200);
    }
  });

  it('syncs: orders changed at or after an instant, oldest change first, within the caller’s company', async () => {
    const before = await createOrder(MASTER, { reference: 'Sync-Before' });
    const rival = await createOrder(RIVAL, { reference: 'Sync-Rival' });
    const since = (await get(before.id)).updatedAt as string;
    await new Promise((r) => setTimeout(r, 5));
    const later = await createOrder(MASTER, { reference: 'Sync-Later' });
    const changed = await put(before.id, ADMIN, { status: 'saved' }); // changed again: it comes back, after the new one
    expect(changed.statusCode, changed.body).toBe(200);
    const poll = async (as: string, at: string) =>
      (await call('GET', `/orders?limit=100&orderby=updatedAt&asc=true&updated_since=${encodeURIComponent(at)}`, as)).json().data as {
        id: number;
        updatedAt: string;
      }[];
    const seen = await poll(MASTER, new Date(new Date(since).getTime() + 1).toISOString());
    expect(seen.map((r) => r.id)).toEqual([later.id, before.id]);
    expect(seen.map((r) => r.id)).not.toContain(rival.id);
    // the next poll from the last change seen: that row again (at or after), nothing else
    expect((await poll(MASTER, seen.at(-1)!.updatedAt)).map((r) => r.id)).toEqual([before.id]);
    // an offset in the instant is honoured; a date alone or nonsense is refused
    const shifted = new Date(since).toISOString().replace('Z', '+00:00');
    expect((await poll(MASTER, shifted)).map((r) => r.id)).toContain(later.id);
    for (const bad of ['2026-11-27', 'yesterday']) {
      expect((await call('GET', `/orders?updated_since=${bad}`, MASTER)).statusCode, bad).toBe(400);
    }
  });

  it('counts the visible orders on the dashboard', async () => {
    const dash = async (as: string) => (await call('GET', '/dashboard', as)).json().counts.orders as number;
    const total = (await call('GET', '/orders?limit=1', ADMIN)).json().count;
    const own = (await call('GET', '/orders?limit=1', MASTER)).json().count;
    expect(await dash(ADMIN)).toBe(total);
    expect(await dash(MASTER)).toBe(own);
    expect(own).toBeLessThan(total);
  });
});
