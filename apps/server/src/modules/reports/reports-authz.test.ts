import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let w: World;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
});
afterAll(async () => ctx?.close());

/*
 * Reports (functionality 900, list), by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default 900 rights: every staff and customer type rl; 400 none. A customer naming another company gets its own
 * figures (200; checked in reports.test.ts). An unknown report is 404 for any session.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/reports/orders/summaryoverview',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/reports/orders/summaryoverview?customer_id=${w.company[scope]}` }),
  },
  {
    route: 'GET /api/reports/calls/callstatistics',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/reports/calls/callstatistics?customer_id=${w.company[scope]}` }),
  },
  {
    route: 'GET /api/reports/calls/callstatisticshourly',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async (_w, _t, scope) => ({
      method: 'GET',
      url: `/api/reports/calls/callstatisticshourly?dates=2025-06-01&customer_id=${w.company[scope]}`,
    }),
  },
  {
    route: 'GET /api/reports/calls/callcauses',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async (_w, _t, scope) => ({
      method: 'GET',
      url: `/api/reports/calls/callcauses?fromDate=2025-06-01&toDate=2025-06-01&customer_id=${w.company[scope]}`,
    }),
  },
  {
    route: 'GET /api/reports/:category/:report_name',
    expect: '404 404 404 404 404 | 404 404 404 404 404 | 404',
    request: async () => ({ method: 'GET', url: '/api/reports/calls/nothing' }),
  },
  {
    route: 'GET /api/reports/download/:category/:report_name',
    variant: 'calls/callstatistics',
    expect: '202 202 202 202 202 | 202 202 202 202 202 | 403',
    request: async () => ({ method: 'GET', url: '/api/reports/download/calls/callstatistics?format=csv' }),
  },
];

describe('reports authorization', () => {
  it.each(CASES.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every report endpoint', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(routesUnder(w, ['/api/reports']));
  });

  it('asks for a session even for an unknown report', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reports/calls/nothing' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reports/calls/callstatistics' })).statusCode).toBe(401);
  });
});
