import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type Scope, type World } from '../../../test/authz.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../../../test/spreadsheets.ts';
import { vendors } from '../../db/schema.ts';

let ctx: TestContext;
let w: World;
let productId = 0;
/** One order of each company (staff see both; customers only their own). */
const order: Record<Scope, { id: number; updatedAt: string }> = { own: { id: 0, updatedAt: '' }, other: { id: 0, updatedAt: '' } };

const orderPayload = (customerId: number) => ({
  customer_id: customerId,
  service_number_type_id: productId,
  number_quantity: 1,
  reference: 'authz',
  terms_accepted: true,
});

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  const [vendor] = await ctx.database.db.insert(vendors).values({ name: 'Authz Vendor' }).returning({ id: vendors.id });
  const admin = bearer(w.actor[100]!.token);
  const product = await ctx.app.inject({
    method: 'POST',
    url: '/api/servicenumbers/type',
    headers: admin,
    payload: { vendor_id: vendor!.id, vendor_option: 'A', service_type: 'ITFS', jurisdiction: 'United Kingdom' },
  });
  expect(product.statusCode, product.body).toBe(201);
  productId = product.json().data.id;
  for (const scope of ['own', 'other'] as const) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: admin, payload: orderPayload(w.company[scope]) });
    expect(res.statusCode, res.body).toBe(201);
    order[scope] = { id: res.json().data.id, updatedAt: res.json().data.updatedAt };
  }
});
afterAll(async () => ctx?.close());

/*
 * Orders (functionality 200), by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default 200 rights: 100, 110 rlwed; 120, 130 rle; 140 rl; customers 200, 210 rlwed; 220, 230 rle; 240 rl;
 * 400 none. Customers see only their own company's orders (another company's is 404); staff both. A PUT with
 * the current status and updatedAt and no changes is an allowed no-op for everyone who may edit.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/orders',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/orders' }),
  },
  {
    route: 'POST /api/orders',
    expect: '201 201 403 403 403 | 201 201 403 403 403 | 403',
    request: async (world, _t, scope) => ({ method: 'POST', url: '/api/orders', payload: orderPayload(world.company[scope]) }),
  },
  {
    route: 'GET /api/orders/:id',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/orders/${order[scope].id}` }),
  },
  {
    route: 'PUT /api/orders/:id',
    expect: '200 200 200 200 403 | 200/404 200/404 200/404 200/404 403 | 403',
    request: async (_w, _t, scope) => ({
      method: 'PUT',
      url: `/api/orders/${order[scope].id}`,
      payload: { status: 'requested', updatedAt: order[scope].updatedAt },
    }),
  },
  // an order's numbers: reading as the order; managing them is for staff who may edit orders (a requested order
  // holds none yet: 409), giving them back for whoever may edit the order (it is not completed yet: 409)
  {
    route: 'GET /api/orders/:id/numbers',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/orders/${order[scope].id}/numbers` }),
  },
  {
    route: 'GET /api/orders/:id/numbers/download',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/orders/${order[scope].id}/numbers/download?format=csv` }),
  },
  {
    route: 'POST /api/orders/:id/numbers',
    expect: '409 409 409 409 403 | 403 403 403 403 403 | 403',
    request: async (_w, _t, scope) => ({ method: 'POST', url: `/api/orders/${order[scope].id}/numbers`, payload: { count: 1 } }),
  },
  {
    route: 'POST /api/orders/:id/numbers/file',
    expect: '409 409 409 409 403 | 403 403 403 403 403 | 403',
    request: async (_w, _t, scope) => {
      const { payload, headers } = multipart('numbers.csv', Buffer.from('+442079460001\n'));
      return { method: 'POST', url: `/api/orders/${order[scope].id}/numbers/file`, payload, headers };
    },
  },
  {
    route: 'DELETE /api/orders/:id/numbers/:numberId',
    expect: '409 409 409 409 403 | 403 403 403 403 403 | 403',
    request: async (_w, _t, scope) => ({ method: 'DELETE', url: `/api/orders/${order[scope].id}/numbers/1` }),
  },
  {
    route: 'POST /api/orders/:id/disconnects',
    expect: '409 409 409 409 403 | 409/404 409/404 409/404 409/404 403 | 403',
    request: async (_w, _t, scope) => ({
      method: 'POST',
      url: `/api/orders/${order[scope].id}/disconnects`,
      payload: { all: true, date: new Date().toISOString().slice(0, 10), confirm: true },
    }),
  },
  {
    route: 'POST /api/orders/:id/disconnects/confirm',
    expect: '409 409 409 409 403 | 403 403 403 403 403 | 403',
    request: async (_w, _t, scope) => ({ method: 'POST', url: `/api/orders/${order[scope].id}/disconnects/confirm`, payload: {} }),
  },
];

describe('orders authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every orders endpoint', () => {
    // the order's port is the ports module's (ports-authz.test.ts)
    const port = ['GET /api/orders/:id/port', 'PUT /api/orders/:id/port'];
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(routesUnder(w, ['/api/orders'], port));
  });

  it('creates a customer’s order for its own company whatever customer_id says', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(w.actor[210]!.token),
      payload: orderPayload(w.company.other),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.customer_id).toBe(w.company.own);
  });
});
