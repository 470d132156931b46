import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type Scope, type World } from '../../../test/authz.ts';
import { insertOrder, samples } from '../../../test/documents.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../../../test/spreadsheets.ts';
import { orders } from '../../db/schema.ts';
import { ports } from './schema.ts';

let ctx: TestContext;
let w: World;
/** A port of each company with its signed letter, for the reads. */
const port: Record<Scope, number> = { own: 0, other: 0 };

/** A fresh order of the company that ports numbers in (accepted), and its draft port, for a case that changes one. */
async function freshPort(scope: Scope) {
  const orderId = await insertOrder(ctx, w.company[scope], 'accepted');
  await ctx.database.db.update(orders).set({ porting: true }).where(eq(orders.id, orderId));
  const [row] = await ctx.database.db
    .insert(ports)
    .values({ order_id: orderId, customer_id: w.company[scope] })
    .returning({ id: ports.id });
  return { orderId, portId: row!.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  for (const scope of ['own', 'other'] as const) {
    port[scope] = (await freshPort(scope)).portId;
    const { payload, headers } = multipart('loa.pdf', samples.pdf);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/ports/${port[scope]}/loa`,
      payload,
      headers: { ...headers, ...bearer(w.actor[100]!.token) },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => ctx?.close());

/*
 * Ports ride on their order (functionality 200), by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default 200 rights: 100, 110 rlwed; 120, 130 rle; 140 rl; customers 200, 210 rlwed; 220, 230 rle; 240 rl;
 * 400 none. A customer never sees another company's port or its notes (404); staff see both.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/ports',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/ports' }),
  },
  {
    route: 'GET /api/ports/:id',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/ports/${port[scope]}` }),
  },
  {
    route: 'GET /api/orders/:id/port',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => {
      const [row] = await ctx.database.db.select({ order: ports.order_id }).from(ports).where(eq(ports.id, port[scope]));
      return { method: 'GET', url: `/api/orders/${row!.order}/port` };
    },
  },
  {
    route: 'PUT /api/orders/:id/port',
    expect: '200 200 200 200 403 | 200/404 200/404 200/404 200/404 403 | 403',
    request: async (_w, _t, scope) => ({
      method: 'PUT',
      url: `/api/orders/${(await freshPort(scope)).orderId}/port`,
      payload: { losing_carriers: 'BT' },
    }),
  },
  {
    route: 'POST /api/ports/:id/moves',
    expect: '200 200 200 200 403 | 200/404 200/404 200/404 200/404 403 | 403',
    request: async (_w, _t, scope) => ({
      method: 'POST',
      url: `/api/ports/${(await freshPort(scope)).portId}/moves`,
      payload: { move: 'cancel' },
    }),
  },
  {
    route: 'POST /api/ports/:id/notes',
    expect: '201 201 201 201 403 | 201/404 201/404 201/404 201/404 403 | 403',
    request: async (_w, _t, scope) => ({ method: 'POST', url: `/api/ports/${port[scope]}/notes`, payload: { body: 'A note' } }),
  },
  {
    route: 'GET /api/ports/:id/loa',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/ports/${port[scope]}/loa?language=en` }),
  },
  {
    route: 'POST /api/ports/:id/loa',
    expect: '201 201 201 201 403 | 201/404 201/404 201/404 201/404 403 | 403',
    request: async (_w, _t, scope) => {
      const { payload, headers } = multipart('loa.pdf', samples.pdf);
      return { method: 'POST', url: `/api/ports/${(await freshPort(scope)).portId}/loa`, payload, headers };
    },
  },
  {
    route: 'GET /api/ports/:id/loa/signed',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/ports/${port[scope]}/loa/signed` }),
  },
];

describe('ports authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every ports endpoint', () => {
    expect(CASES.map((c) => c.route).sort()).toEqual(
      [...routesUnder(w, ['/api/ports']), 'GET /api/orders/:id/port', 'PUT /api/orders/:id/port'].sort(),
    );
  });

  it('shows a customer only its own company’s ports in the list', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/ports', headers: bearer(w.actor[210]!.token) });
    const companies = new Set(list.json().data.map((r: { customer_id: number }) => r.customer_id));
    expect(list.json().count).toBeGreaterThan(0);
    expect([...companies]).toEqual([w.company.own]);
  });
});
