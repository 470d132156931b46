import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';

let ctx: TestContext;
let w: World;
beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
});
afterAll(async () => ctx?.close());

/*
 * Who may call the customers endpoints (functionality 120) and the customers template, by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * "a/b": the status on the caller's own company / another company.
 * Default permissions: 100 and 110 rlwed, 120–140 rl, 200 rle, 210–240 r (list follows read), 400 none; add,
 * delete and bulk are for staff only.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/customers/',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/customers/' }),
  },
  {
    route: 'GET /api/customers/:id',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (w, _t, scope) => ({ method: 'GET', url: `/api/customers/${w.company[scope]}` }),
  },
  {
    route: 'POST /api/customers/',
    variant: 'with a new master e-mail',
    expect: '201 201 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({
      method: 'POST',
      url: '/api/customers/',
      payload: { name: w.unique('New Co '), master_email: `${w.unique('m')}@new.test` },
    }),
  },
  {
    route: 'POST /api/customers/',
    variant: 'from a registered account',
    expect: '201 201 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({
      method: 'POST',
      url: '/api/customers/',
      payload: { name: w.unique('From Master Co '), master_id: await w.freshAccount(400, null) },
    }),
  },
  {
    // a company's second-factor policy (modules/mfa): its accounts and staff read it, its master sets it
    route: 'GET /api/customers/:id/mfa',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (w, _t, scope) => ({ method: 'GET', url: `/api/customers/${w.company[scope]}/mfa` }),
  },
  {
    route: 'PUT /api/customers/:id/mfa',
    // left off: switched on, it would send the company's actors to enrolment for the cases after it
    expect: '403 403 403 403 403 | 200/403 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({ method: 'PUT', url: `/api/customers/${w.company[scope]}/mfa`, payload: { mfa_required: false } }),
  },
  {
    route: 'PUT /api/customers/:id',
    expect: '200 200 403 403 403 | 200/404 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({
      method: 'PUT',
      url: `/api/customers/${w.company[scope]}`,
      payload: { name: scope === 'own' ? 'Own Co' : 'Other Co', website: 'https://example.test' },
    }),
  },
  {
    route: 'DELETE /api/customers/:id',
    variant: 'a company without accounts',
    expect: '200 200 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({ method: 'DELETE', url: `/api/customers/${await w.freshCompany()}` }),
  },
  {
    route: 'DELETE /api/customers/:id',
    variant: 'a company with accounts',
    expect: '409 409 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({ method: 'DELETE', url: `/api/customers/${w.company[scope]}` }),
  },
  {
    route: 'POST /api/customers/bulk',
    expect: '200 200 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => {
      const file = xlsx([
        ['name', 'master_email'],
        [w.unique('Bulk Co '), `${w.unique('b')}@bulk.test`],
      ]);
      const { payload, headers } = multipart('customers.xlsx', file);
      return { method: 'POST', url: '/api/customers/bulk', payload, headers };
    },
  },
  {
    route: 'GET /api/templates/customers',
    expect: '200 200 403 403 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/templates/customers' }),
  },
];

describe('customers authorization', () => {
  it.each(CASES.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every customers and template endpoint', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(routesUnder(w, ['/api/customers', '/api/templates/customers']));
  });
});
