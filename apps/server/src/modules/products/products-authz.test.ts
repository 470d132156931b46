import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';
import { serviceNumberTypes, vendors } from '../../db/schema.ts';

let ctx: TestContext;
let w: World;
let vendor: number;
let current: number;
let expired: number;

const product = (vendor_option: string, expiredFlag = false) => ({
  vendor_id: vendor,
  vendor_option,
  service_type: 'DID',
  jurisdiction: 'United Kingdom',
  cities: [{ city: 'London', city_dial_code: '20' }],
  expired: expiredFlag,
});

const insertProduct = async (option: string, expiredFlag = false) => {
  const { cities: _cities, ...values } = product(option, expiredFlag);
  return (await ctx.database.db.insert(serviceNumberTypes).values(values).returning({ id: serviceNumberTypes.id }))[0]!.id;
};

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  vendor = (
    await ctx.database.db
      .insert(vendors)
      .values({ name: 'Authz Vendor', provider_insight_company_code: 'AZV' })
      .returning({ id: vendors.id })
  )[0]!.id;
  current = await insertProduct('Current');
  expired = await insertProduct('Expired', true);
});
afterAll(async () => ctx?.close());

/*
 * Who may call the service number type endpoints (functionality 210) and the public coverage, by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default 210 rights: 100 and 120 rlwed; 110, 130, 140 rl; customers 200, 210, 220 rl, 230 and 240 none;
 * registered rl. Changes are for staff only (audience staff). Products are not a company's resource: both
 * scopes give the same answer.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/servicenumbers/type',
    expect: '200 200 200 200 200 | 200 200 200 403 403 | 200',
    request: async () => ({ method: 'GET', url: '/api/servicenumbers/type' }),
  },
  {
    route: 'GET /api/servicenumbers/type/coverage',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 200',
    request: async () => ({ method: 'GET', url: '/api/servicenumbers/type/coverage' }),
  },
  {
    route: 'GET /api/servicenumbers/type/coverage/coordinates',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 200',
    request: async () => ({ method: 'GET', url: '/api/servicenumbers/type/coverage/coordinates' }),
  },
  {
    route: 'GET /api/servicenumbers/type/coverage/cities',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 200',
    request: async () => ({ method: 'GET', url: '/api/servicenumbers/type/coverage/cities?jurisdiction=United%20Kingdom' }),
  },
  {
    route: 'GET /api/servicenumbers/type/:id',
    variant: 'current product',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 200',
    request: async () => ({ method: 'GET', url: `/api/servicenumbers/type/${current}` }),
  },
  {
    route: 'GET /api/servicenumbers/type/:id',
    variant: 'expired product: staff only',
    expect: '200 200 200 200 200 | 404 404 404 404 404 | 404',
    request: async () => ({ method: 'GET', url: `/api/servicenumbers/type/${expired}` }),
  },
  {
    route: 'POST /api/servicenumbers/type',
    expect: '201 403 201 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({ method: 'POST', url: '/api/servicenumbers/type', payload: product(w.unique('New ')) }),
  },
  {
    route: 'PUT /api/servicenumbers/type/:id',
    expect: '200 403 200 403 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'PUT', url: `/api/servicenumbers/type/${current}`, payload: product('Current') }),
  },
  {
    route: 'DELETE /api/servicenumbers/type/:id',
    expect: '200 403 200 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({ method: 'DELETE', url: `/api/servicenumbers/type/${await insertProduct(w.unique('Doomed '))}` }),
  },
  {
    route: 'POST /api/servicenumbers/type/bulk',
    expect: '200 403 200 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => {
      const file = xlsx([
        ['vendor', 'vendor_option', 'service_type', 'jurisdiction'],
        ['AZV', w.unique('Bulk '), 'ITFS', 'Germany'],
      ]);
      const { payload, headers } = multipart('products.xlsx', file);
      return { method: 'POST', url: '/api/servicenumbers/type/bulk', payload, headers };
    },
  },
  {
    route: 'GET /api/templates/servicenumbertypes',
    expect: '200 403 200 403 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/templates/servicenumbertypes' }),
  },
];

describe('service number types authorization', () => {
  it.each(CASES.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('lets anonymous visitors read the public endpoints only', async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });
    expect((await get('/api/servicenumbers/type/coverage')).statusCode).toBe(200);
    expect((await get('/api/servicenumbers/type/coverage/coordinates')).statusCode).toBe(200);
    expect((await get(`/api/servicenumbers/type/${current}`)).statusCode).toBe(200);
    expect((await get(`/api/servicenumbers/type/${expired}`)).statusCode).toBe(404);
    expect((await get('/api/servicenumbers/type')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/servicenumbers/type', payload: product('Anon') })).statusCode).toBe(401);
  });

  it('covers every service number type endpoint and the template', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(
      routesUnder(w, ['/api/servicenumbers', '/api/templates/servicenumbertypes']),
    );
  });
});
