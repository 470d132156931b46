import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { serviceNumberTypes, tariffs, vendors } from '../../db/schema.ts';

let ctx: TestContext;
let w: World;
let vendor: number;
let tariff: number;

const freshProduct = async (option: string) =>
  (
    await ctx.database.db
      .insert(serviceNumberTypes)
      .values({ vendor_id: vendor, vendor_option: option, service_type: 'ITFS', jurisdiction: 'Germany' })
      .returning({ id: serviceNumberTypes.id })
  )[0]!.id;
const freshTariff = async (option: string) =>
  (
    await ctx.database.db
      .insert(tariffs)
      .values({ service_number_type_id: await freshProduct(option), currency: 'USD', nrc: '1' })
      .returning({ id: tariffs.id })
  )[0]!.id;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  vendor = (await ctx.database.db.insert(vendors).values({ name: 'Authz Vendor' }).returning({ id: vendors.id }))[0]!.id;
  tariff = await freshTariff('Standing');
});
afterAll(async () => ctx?.close());

/*
 * Who may call the tariff and pricing endpoints (functionality 230, staff only), by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default 230 rights: 100, 120 and 140 rlwed; 110 rl; 130 none; customers and registered none (and the
 * routes are for staff only). Tariffs are not a company's resource: both scopes give the same answer.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/tariff/',
    expect: '200 200 200 403 200 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/tariff/' }),
  },
  {
    route: 'GET /api/tariff/:id',
    expect: '200 200 200 403 200 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: `/api/tariff/${tariff}` }),
  },
  {
    route: 'POST /api/tariff/',
    expect: '201 403 201 403 201 | 403 403 403 403 403 | 403',
    request: async (w) => ({
      method: 'POST',
      url: '/api/tariff/',
      payload: { service_number_type_id: await freshProduct(w.unique('New ')), currency: 'EUR', nrc: '12.50' },
    }),
  },
  {
    route: 'PUT /api/pricing/:id',
    expect: '200 403 200 403 200 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'PUT', url: `/api/pricing/${tariff}`, payload: { currency: 'GBP', mrc: '0.0125' } }),
  },
  {
    route: 'DELETE /api/tariff/:id',
    expect: '200 403 200 403 200 | 403 403 403 403 403 | 403',
    request: async (w) => ({ method: 'DELETE', url: `/api/tariff/${await freshTariff(w.unique('Doomed '))}` }),
  },
];

describe('tariffs authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every tariff and pricing endpoint', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(routesUnder(w, ['/api/tariff', '/api/pricing']));
  });
});
