import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';
import { vendors } from '../../db/schema.ts';

let ctx: TestContext;
let w: World;
let vendor: number;
beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  vendor = (await ctx.database.db.insert(vendors).values({ name: 'Authz Vendor' }).returning({ id: vendors.id }))[0]!.id;
});
afterAll(async () => ctx?.close());

const freshVendor = async () =>
  (
    await ctx.database.db
      .insert(vendors)
      .values({ name: w.unique('Fresh Vendor ') })
      .returning({ id: vendors.id })
  )[0]!.id;

/*
 * Who may call the vendors endpoints (functionality 240, staff only) and the vendors template, by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default permissions: 100 and 120 rlwed, 110/130/140 rl; customers none (customercrud is empty, and the
 * routes are for staff only). Vendors are not a company's resource: both scopes give the same answer.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/vendors/',
    expect: '200 200 200 200 200 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/vendors/' }),
  },
  {
    route: 'GET /api/vendors/:id',
    expect: '200 200 200 200 200 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: `/api/vendors/${vendor}` }),
  },
  {
    route: 'POST /api/vendors/',
    expect: '201 403 201 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({ method: 'POST', url: '/api/vendors/', payload: { name: w.unique('New Vendor ') } }),
  },
  {
    route: 'PUT /api/vendors/:id',
    expect: '200 403 200 403 403 | 403 403 403 403 403 | 403',
    request: async () => ({
      method: 'PUT',
      url: `/api/vendors/${vendor}`,
      payload: { name: 'Authz Vendor', website: 'https://v.example' },
    }),
  },
  {
    route: 'DELETE /api/vendors/:id',
    expect: '200 403 200 403 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'DELETE', url: `/api/vendors/${await freshVendor()}` }),
  },
  {
    route: 'POST /api/vendors/bulk',
    expect: '200 403 200 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => {
      const { payload, headers } = multipart('vendors.xlsx', xlsx([['name'], [w.unique('Bulk Vendor ')]]));
      return { method: 'POST', url: '/api/vendors/bulk', payload, headers };
    },
  },
  {
    route: 'GET /api/templates/vendors',
    expect: '200 403 200 403 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/templates/vendors' }),
  },
];

describe('vendors authorization', () => {
  it.each(CASES.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every vendors endpoint and the vendors template', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(routesUnder(w, ['/api/vendors', '/api/templates/vendors']));
  });
});
