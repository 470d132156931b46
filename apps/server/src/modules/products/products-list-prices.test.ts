import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { customers, serviceNumberTypes, tariffs, vendors } from '../../db/schema.ts';

/**
 * A registered user (400) sees each product's standard tariff — its list prices — on the coverage list and detail; a
 * visitor sees none, and no company's own (customized) tariff ever shows.
 */
let ctx: TestContext;
let registered: string;
let product: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [vendor] = await db.insert(vendors).values({ name: 'Price Vendor' }).returning({ id: vendors.id });
  const [company] = await db.insert(customers).values({ name: 'Special Deal Co' }).returning({ id: customers.id });
  const [p] = await db
    .insert(serviceNumberTypes)
    .values({ vendor_id: vendor!.id, vendor_option: 'Gold', service_type: 'ITFS', jurisdiction: 'France', number_type: 'Toll free' })
    .returning({ id: serviceNumberTypes.id });
  product = p!.id;
  await db.insert(tariffs).values([
    { type: 'standard', service_number_type_id: product, currency: 'EUR', nrc: '30', mrc: '7.5', fix_usage_rate: '0.021' },
    // a company's own price for the same product: never a list price
    { type: 'customized', service_number_type_id: product, currency: 'EUR', nrc: '1', mrc: '0.5', fix_usage_rate: '0.001' },
  ]);
  await addAccount(ctx, { email: 'reg@prices.test', account_type_id: 400 });
  registered = await login(ctx, 'reg@prices.test');
  expect(company).toBeDefined();
});
afterAll(async () => ctx?.close());

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });

describe('list prices', () => {
  it('are on the coverage list and detail of a registered user: the standard tariff, with its currency', async () => {
    const list = await get('/servicenumbers/type/coverage?jurisdiction=France', registered);
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json().data;
    expect(row.tariff).toMatchObject({ type: 'standard', currency: 'EUR', nrc: '30.00', mrc: '7.50', fix_usage_rate: '0.021' });
    expect(row.tariff).not.toHaveProperty('vendor');
    expect(row).not.toHaveProperty('vendor_option');
    const detail = await get(`/servicenumbers/type/${product}`, registered);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().tariff).toMatchObject({ type: 'standard', currency: 'EUR', nrc: '30.00', mrc: '7.50' });
  });

  it('never show a customized tariff', async () => {
    const bodies = [
      (await get('/servicenumbers/type/coverage', registered)).body,
      (await get(`/servicenumbers/type/${product}`, registered)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain('customized');
      expect(body).not.toContain('"0.001"');
    }
  });

  it('are not shown to visitors', async () => {
    const list = await get('/servicenumbers/type/coverage?jurisdiction=France');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).not.toHaveProperty('tariff');
    const detail = await get(`/servicenumbers/type/${product}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).not.toHaveProperty('tariff');
  });
});
