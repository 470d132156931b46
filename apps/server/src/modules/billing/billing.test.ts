import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { customers, vendors } from '../../db/schema.ts';

let ctx: TestContext;
let admin: string;
let master: string;
let product: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [company] = await db.insert(customers).values({ name: 'Simulated Telecom' }).returning({ id: customers.id });
  await addAccount(ctx, { email: 'billing-admin@gsn.test', account_type_id: 100, customer_id: null });
  await addAccount(ctx, { email: 'billing-master@sim.test', account_type_id: 200, customer_id: company!.id });
  admin = await login(ctx, 'billing-admin@gsn.test');
  master = await login(ctx, 'billing-master@sim.test');
  const [vendor] = await db.insert(vendors).values({ name: 'Sim Vendor' }).returning({ id: vendors.id });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/servicenumbers/type',
    headers: bearer(admin),
    payload: {
      vendor_id: vendor!.id,
      vendor_plan: 'P',
      jurisdiction: 'United Kingdom',
      vendor_option: 'TF',
      service_type: 'ITFS',
      number_type: 'Non-Geo',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  product = created.json().data.id;
});
afterAll(async () => ctx?.close());

const simulate = (q: string, token = admin) => ctx.app.inject({ method: 'GET', url: `/api/billing/simulate?${q}`, headers: bearer(token) });

describe('GET /billing/simulate', () => {
  it('says a product without a tariff cannot be rated, then rates by its standard tariff step by step', async () => {
    const none = await simulate(`product_id=${product}&origin_type=mobile&duration_seconds=31`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ status: 'unrated', reason: 'no_tariff', rate_field: 'mobile_usage_rate', cost: null });

    const tariff = await ctx.app.inject({
      method: 'POST',
      url: '/api/tariff/',
      headers: bearer(admin),
      payload: {
        service_number_type_id: product,
        currency: 'EUR',
        fix_usage_rate: '0.02',
        mobile_usage_rate: '0.1',
        billing_incremental: '30/6',
      },
    });
    expect(tariff.statusCode, tariff.body).toBe(201);
    const rated = (await simulate(`product_id=${product}&origin_type=mobile&duration_seconds=31`)).json().data;
    expect(rated).toEqual({
      status: 'rated',
      reason: null,
      rate_field: 'mobile_usage_rate',
      duration_seconds: 31,
      billed_seconds: 36,
      increment: '30/6',
      rate: '0.1000',
      cost: '0.0600',
      currency: 'EUR',
      source: { kind: 'product_tariff', id: tariff.json().data.id },
    });
    expect((await simulate(`product_id=${product}&origin_type=payphone&duration_seconds=31`)).json().data).toMatchObject({
      status: 'unrated',
      reason: 'no_rate',
      rate_field: 'payphone_usage_rate',
    });
    expect((await simulate(`product_id=${product}&duration_seconds=0`)).json().data).toMatchObject({ status: 'free', cost: '0.0000' });
  });

  it('refuses bad input, an unknown product, and customers', async () => {
    expect((await simulate(`product_id=${product}&origin_type=satellite&duration_seconds=3`)).statusCode).toBe(400);
    expect((await simulate(`product_id=${product}&duration_seconds=-1`)).statusCode).toBe(400);
    expect((await simulate(`product_id=${product}&duration_seconds=3&extra=1`)).statusCode).toBe(400);
    expect((await simulate('product_id=999999&duration_seconds=3')).statusCode).toBe(404);
    expect((await simulate(`product_id=${product}&duration_seconds=3`, master)).statusCode).toBe(403);
  });
});
