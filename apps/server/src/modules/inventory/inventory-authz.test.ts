import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type Scope, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';
import { inventoryNumbers } from '../../db/schema.ts';

let ctx: TestContext;
let w: World;
/** One number of each company (staff see both; customers only their own). */
const number: Record<Scope, number> = { own: 0, other: 0 };
let serial = 0;
const fresh = () => `+4420794${String(6000 + ++serial).padStart(5, '0')}`;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  const rows = await ctx.database.db
    .insert(inventoryNumbers)
    .values([
      { service_number: '+442079461001', service_type: 'DID', jurisdiction: 'United Kingdom', customer_id: w.company.own },
      { service_number: '+442079461002', service_type: 'DID', jurisdiction: 'United Kingdom', customer_id: w.company.other },
    ])
    .returning({ id: inventoryNumbers.id });
  number.own = rows[0]!.id;
  number.other = rows[1]!.id;
});
afterAll(async () => ctx?.close());

/*
 * Inventory numbers and DNIS (functionality 220), by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default 220 rights: 100, 120, 130 rlwed; 110, 140 rl; customers 200, 220, 230, 240 rl (their own company's
 * numbers), 210 none; 400 none. Adding and routing changes are for staff. For customers a number of another
 * company is 404 (never revealed); for staff both scopes are numbers they see.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/invnumbers',
    expect: '200 200 200 200 200 | 200 403 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/invnumbers' }),
  },
  {
    route: 'GET /api/invnumbers/:id',
    expect: '200 200 200 200 200 | 200/404 403 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/invnumbers/${number[scope]}` }),
  },
  {
    route: 'GET /api/invnumbers/jurisdictions',
    expect: '200 200 200 200 200 | 200 403 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/invnumbers/jurisdictions' }),
  },
  {
    route: 'GET /api/invnumbers/cities',
    expect: '200 200 200 200 200 | 200 403 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/invnumbers/cities?jurisdiction=United%20Kingdom' }),
  },
  {
    route: 'POST /api/invnumbers',
    expect: '201 403 201 201 403 | 403 403 403 403 403 | 403',
    request: async () => ({
      method: 'POST',
      url: '/api/invnumbers',
      payload: { service_number: fresh(), service_type: 'DID', jurisdiction: 'United Kingdom' },
    }),
  },
  {
    route: 'POST /api/invnumbers/bulk',
    expect: '200 403 200 200 403 | 403 403 403 403 403 | 403',
    request: async () => {
      const { payload, headers } = multipart(
        'inv.xlsx',
        xlsx([
          ['service_number', 'service_type', 'jurisdiction'],
          [fresh(), 'DID', 'United Kingdom'],
        ]),
      );
      return { method: 'POST', url: '/api/invnumbers/bulk', payload, headers };
    },
  },
  {
    route: 'GET /api/templates/invnumbers',
    expect: '200 403 200 200 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/templates/invnumbers' }),
  },
  {
    route: 'PUT /api/invnumbers/:id',
    // a stale updatedAt: whoever may edit reaches the write and is told the number changed meanwhile
    expect: '409 403 409 409 403 | 403 403 403 403 403 | 403',
    request: async (_w, _t, scope) => ({
      method: 'PUT',
      url: `/api/invnumbers/${number[scope]}`,
      payload: { service_type: 'DID', jurisdiction: 'United Kingdom', updatedAt: '2000-01-01T00:00:00.000Z' },
    }),
  },
  {
    route: 'GET /api/invnumbers/:id/history',
    expect: '200 200 200 200 200 | 403 403 403 403 403 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/invnumbers/${number[scope]}/history` }),
  },
  // choosing numbers in the order wizard belongs to ordering (functionality 200 write) and to customers only
  {
    route: 'GET /api/invnumbers/available',
    expect: '422 422 403 403 403 | 422 422 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/invnumbers/available?service_number_type_id=999999' }),
  },
  {
    route: 'GET /api/invnumbers/reservations',
    expect: '403 403 403 403 403 | 200 200 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/invnumbers/reservations' }),
  },
  {
    route: 'POST /api/invnumbers/reservations',
    expect: '403 403 403 403 403 | 422 422 403 403 403 | 403',
    request: async () => ({
      method: 'POST',
      url: '/api/invnumbers/reservations',
      payload: { service_number_type_id: 999999, inventory_number_ids: [number.own] },
    }),
  },
  {
    route: 'DELETE /api/invnumbers/reservations/:id',
    expect: '403 403 403 403 403 | 404 404 403 403 403 | 403',
    request: async (_w, _t, scope) => ({ method: 'DELETE', url: `/api/invnumbers/reservations/${number[scope]}` }),
  },
  {
    route: 'GET /api/dnis/',
    expect: '200 200 200 200 200 | 200 403 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/dnis/' }),
  },
  {
    route: 'PUT /api/dnis/:id',
    expect: '200 403 200 200 403 | 403 403 403 403 403 | 403',
    request: async (_w, _t, scope) => ({
      method: 'PUT',
      url: `/api/dnis/${number[scope]}`,
      payload: { translation_termination_number: '+4930901820', routing_vendor: 'Acme' },
    }),
  },
];

describe('inventory and DNIS authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every inventory and DNIS endpoint and the template', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(
      routesUnder(w, ['/api/invnumbers', '/api/dnis', '/api/templates/invnumbers']),
    );
  });
});
