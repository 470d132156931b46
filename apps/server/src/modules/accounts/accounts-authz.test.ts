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
 * Who may call the accounts endpoints (functionality 110, spec 1 §6), by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * "a/b": the status on a resource of the caller's own company / of another company.
 * Default permissions: 100 and 200 rlwed, 110 rlwe, 120–140 and 210–240 rl, 400 none.
 */
const email = (w: World) => `${w.unique('new')}@authz.test`;

const CASES: AuthzCase[] = [
  {
    route: 'GET /api/accounts/',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async (w, _t, scope) => ({ method: 'GET', url: `/api/accounts/?customer_id=${w.company[scope]}` }),
  },
  {
    route: 'GET /api/customer/accounts/',
    expect: '403 403 403 403 403 | 200 200 200 200 200 | 403',
    request: async (w, _t, scope) => ({ method: 'GET', url: `/api/customer/accounts/?customer_id=${w.company[scope]}` }),
  },
  {
    route: 'GET /api/customer/account/types/',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 200',
    request: async () => ({ method: 'GET', url: '/api/customer/account/types/' }),
  },
  {
    route: 'GET /api/accounts/:id',
    variant: 'a sub-account',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (w, _t, scope) => ({ method: 'GET', url: `/api/accounts/${w.sub[scope]}` }),
  },
  {
    route: 'GET /api/accounts/:id',
    variant: 'a provider account',
    expect: '200 200 200 200 200 | 404 404 404 404 404 | 403',
    request: async (w) => ({ method: 'GET', url: `/api/accounts/${w.actor[140]!.id}` }),
  },
  {
    route: 'POST /api/account/signup',
    variant: 'a sub-account (230) of the company',
    expect: '403 403 403 403 403 | 201 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({
      method: 'POST',
      url: '/api/account/signup',
      payload: { email: email(w), account_type_id: 230, customer_id: w.company[scope] },
    }),
  },
  {
    route: 'POST /api/account/signup',
    variant: 'a provider account (130)',
    expect: '201 201 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({ method: 'POST', url: '/api/account/signup', payload: { email: email(w), account_type_id: 130 } }),
  },
  {
    // only the administrator creates administrators (110 could before; docs/security.md, Accounts)
    route: 'POST /api/account/signup',
    variant: 'an administrator (100)',
    expect: '201 403 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({ method: 'POST', url: '/api/account/signup', payload: { email: email(w), account_type_id: 100 } }),
  },
  {
    route: 'PUT /api/accounts/:id',
    variant: 'an administrator (100): only the administrator manages administrators',
    expect: '200 403 403 403 403 | 404 403 403 403 403 | 403',
    request: async (w) => ({ method: 'PUT', url: `/api/accounts/${await w.freshAccount(100, null)}`, payload: { disabled: false } }),
  },
  {
    route: 'PUT /api/accounts/:id',
    variant: 'a provider account made an administrator',
    expect: '200 403 403 403 403 | 404 403 403 403 403 | 403',
    request: async (w) => ({ method: 'PUT', url: `/api/accounts/${await w.freshAccount(130, null)}`, payload: { account_type_id: 100 } }),
  },
  {
    route: 'POST /api/account/signup',
    variant: 'a master (200) of a customer without one',
    expect: '201 403 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w) => ({
      method: 'POST',
      url: '/api/account/signup',
      payload: { email: email(w), account_type_id: 200, customer_id: await w.freshCompany() },
    }),
  },
  {
    route: 'POST /api/customer/account/signup',
    expect: '403 403 403 403 403 | 201 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({
      method: 'POST',
      url: '/api/customer/account/signup',
      payload: { email: email(w), account_type_id: 230, customer_id: w.company[scope] },
    }),
  },
  {
    // the administrator's reset of an account's second factors (modules/mfa)
    route: 'DELETE /api/accounts/:id/mfa',
    expect: '200 403 403 403 403 | 403 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({ method: 'DELETE', url: `/api/accounts/${await w.freshAccount(230, w.company[scope])}/mfa` }),
  },
  {
    route: 'PUT /api/accounts/:id',
    variant: 'a sub-account',
    expect: '403 403 403 403 403 | 200/404 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({
      method: 'PUT',
      url: `/api/accounts/${await w.freshAccount(230, w.company[scope])}`,
      payload: { status: 'active', disabled: false },
    }),
  },
  {
    route: 'PUT /api/accounts/:id',
    variant: 'a provider account',
    expect: '200 200 403 403 403 | 404 403 403 403 403 | 403',
    request: async (w) => ({ method: 'PUT', url: `/api/accounts/${await w.freshAccount(130, null)}`, payload: { disabled: false } }),
  },
  {
    route: 'PUT /api/accounts/:id',
    variant: 'the company’s master (the own master is the 200 caller)',
    expect: '200 200 403 403 403 | 403/404 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({ method: 'PUT', url: `/api/accounts/${w.master[scope]}`, payload: { disabled: false } }),
  },
  {
    // authorization comes first, so a caller without the right learns nothing of the account's state; the fresh
    // accounts are active, so an allowed caller gets 409
    route: 'POST /api/accounts/:id/resend_activation',
    variant: 'a sub-account',
    expect: '403 403 403 403 403 | 409/404 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({
      method: 'POST',
      url: `/api/accounts/${await w.freshAccount(230, w.company[scope])}/resend_activation`,
    }),
  },
  {
    route: 'POST /api/accounts/:id/resend_activation',
    variant: 'a provider account',
    expect: '409 409 403 403 403 | 404 403 403 403 403 | 403',
    request: async (w) => ({ method: 'POST', url: `/api/accounts/${await w.freshAccount(130, null)}/resend_activation` }),
  },
  // securing an account (step-up: the actors' sessions are fresh): the administrator any, staff with the edit right those
  // they may edit, customers none
  ...(['DELETE /api/accounts/:id/sessions', 'DELETE /api/accounts/:id/sign-in-failures'] as const).flatMap((route): AuthzCase[] => [
    {
      route,
      variant: 'a sub-account',
      expect: '200 403 403 403 403 | 403 403 403 403 403 | 403',
      request: async (w, _t, scope) => ({ method: 'DELETE', url: route.split(' ')[1]!.replace(':id', String(w.sub[scope])) }),
    },
    {
      route,
      variant: 'a provider account',
      expect: '200 200 403 403 403 | 403 403 403 403 403 | 403',
      request: async (w) => ({ method: 'DELETE', url: route.split(' ')[1]!.replace(':id', String(await w.freshAccount(130, null))) }),
    },
  ]),
  {
    route: 'DELETE /api/accounts/:id',
    variant: 'a sub-account',
    expect: '403 403 403 403 403 | 200/404 403 403 403 403 | 403',
    request: async (w, _t, scope) => ({ method: 'DELETE', url: `/api/accounts/${await w.freshAccount(230, w.company[scope])}` }),
  },
  {
    route: 'DELETE /api/accounts/:id',
    variant: 'a provider account',
    expect: '200 403 403 403 403 | 404 403 403 403 403 | 403',
    request: async (w) => ({ method: 'DELETE', url: `/api/accounts/${await w.freshAccount(130, null)}` }),
  },
  {
    route: 'DELETE /api/accounts/:id',
    variant: 'a registered user',
    expect: '200 403 403 403 403 | 404 403 403 403 403 | 403',
    request: async (w) => ({ method: 'DELETE', url: `/api/accounts/${await w.freshAccount(400, null)}` }),
  },
];

describe('accounts authorization', () => {
  it.each(CASES.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every accounts endpoint', () => {
    // DELETE /api/accounts/ is the registered user's own-account deletion (identity module, account.test.ts).
    const routes = routesUnder(w, ['/api/accounts', '/api/account/signup', '/api/customer/'], ['DELETE /api/accounts/']);
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(routes);
  });
});
