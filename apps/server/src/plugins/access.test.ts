import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../test/helpers.ts';
import { registerAccess } from './access.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/**
 * Every API route of the foundation with its expected policy. A new route must be added here, so that
 * nobody ships an endpoint without deciding who may call it.
 */
const EXPECTED: Record<string, string> = {
  'GET /api/health': 'public',
  'POST /api/account/login': 'public',
  'POST /api/account/logout': 'interactive',
  'POST /api/account/register': 'public',
  'GET /api/account/forgotpassword/:email': 'public',
  'GET /api/account/token_verification/:token': 'public',
  'POST /api/account/activate/:token': 'public',
  'GET /api/account/profile': 'session',
  'PUT /api/account/profile': 'session',
  'POST /api/account/password_update': 'interactive',
  'POST /api/account/confirm-email/:token': 'public',
  'GET /api/account/sessions': 'interactive',
  'DELETE /api/account/sessions': 'interactive',
  'DELETE /api/account/sessions/:id': 'interactive',
  'DELETE /api/accounts/': 'registered',
  // API keys (issue 16): managed from a signed-in session only
  'POST /api/account/api_keys': 'interactive',
  'GET /api/account/api_keys': 'interactive',
  'DELETE /api/account/api_keys/:id': 'interactive',
  'GET /api/permissions/my_permissions': 'session',
  'GET /api/account/types/': 'session',
  'GET /api/account/types/:id': 'session',
  'GET /api/functionalities': 'session',
  'GET /api/countries/': 'public',
  'GET /api/currencies': 'public',
  'GET /api/country_dial_codes': 'public',
  'GET /api/jurisdictions': 'public',
  'GET /api/cities': 'public',
  'GET /api/dashboard': 'session',
  'GET /api/configuration/public': 'public',
  // accounts (functionality 110) and customers (120), templates
  'GET /api/accounts/': '{"functionality":110,"action":"list"}',
  'GET /api/customer/accounts/': '{"functionality":110,"action":"list","audience":"customer"}',
  'GET /api/customer/account/types/': 'session',
  'GET /api/accounts/:id': '{"functionality":110,"action":"read"}',
  'POST /api/account/signup': '{"functionality":110,"action":"write"}',
  'POST /api/customer/account/signup': '{"functionality":110,"action":"write","audience":"customer"}',
  'PUT /api/accounts/:id': '{"functionality":110,"action":"edit"}',
  'DELETE /api/accounts/:id': '{"functionality":110,"action":"delete"}',
  'POST /api/accounts/:id/resend_activation': '{"functionality":110,"action":"edit"}',
  'GET /api/customers/': '{"functionality":120,"action":"list"}',
  'GET /api/customers/:id': '{"functionality":120,"action":"read"}',
  'POST /api/customers/': '{"functionality":120,"action":"write","audience":"staff"}',
  'PUT /api/customers/:id': '{"functionality":120,"action":"edit"}',
  'DELETE /api/customers/:id': '{"functionality":120,"action":"delete","audience":"staff"}',
  'POST /api/customers/bulk': '{"functionality":120,"action":"write","audience":"staff"}',
  'GET /api/templates/customers': '{"functionality":120,"action":"write","audience":"staff"}',
  // carriers (inventory functionality 220, staff only)
  'GET /api/carriers': '{"functionality":220,"action":"list","audience":"staff"}',
  'POST /api/carriers': '{"functionality":220,"action":"write","audience":"staff"}',
  'POST /api/carriers/bulk': '{"functionality":220,"action":"write","audience":"staff"}',
  'GET /api/templates/carriers': '{"functionality":220,"action":"write","audience":"staff"}',
  // vendors (240), staff only
  'GET /api/vendors/': '{"functionality":240,"action":"list","audience":"staff"}',
  'GET /api/vendors/:id': '{"functionality":240,"action":"read","audience":"staff"}',
  'POST /api/vendors/': '{"functionality":240,"action":"write","audience":"staff"}',
  'PUT /api/vendors/:id': '{"functionality":240,"action":"edit","audience":"staff"}',
  'DELETE /api/vendors/:id': '{"functionality":240,"action":"delete","audience":"staff"}',
  'POST /api/vendors/bulk': '{"functionality":240,"action":"write","audience":"staff"}',
  'GET /api/templates/vendors': '{"functionality":240,"action":"write","audience":"staff"}',
  // service number types (210) and the public coverage
  'GET /api/servicenumbers/type': '{"functionality":210,"action":"list"}',
  'GET /api/servicenumbers/type/coverage': 'public',
  'GET /api/servicenumbers/type/coverage/coordinates': 'public',
  'GET /api/servicenumbers/type/coverage/cities': 'public',
  'GET /api/servicenumbers/type/:id': 'public',
  'POST /api/servicenumbers/type': '{"functionality":210,"action":"write","audience":"staff"}',
  'PUT /api/servicenumbers/type/:id': '{"functionality":210,"action":"edit","audience":"staff"}',
  'DELETE /api/servicenumbers/type/:id': '{"functionality":210,"action":"delete","audience":"staff"}',
  'POST /api/servicenumbers/type/bulk': '{"functionality":210,"action":"write","audience":"staff"}',
  'GET /api/templates/servicenumbertypes': '{"functionality":210,"action":"write","audience":"staff"}',
  // tariffs and pricing (230), staff only
  'GET /api/tariff/': '{"functionality":230,"action":"list","audience":"staff"}',
  'GET /api/tariff/:id': '{"functionality":230,"action":"read","audience":"staff"}',
  'POST /api/tariff/': '{"functionality":230,"action":"write","audience":"staff"}',
  'PUT /api/pricing/:id': '{"functionality":230,"action":"edit","audience":"staff"}',
  'DELETE /api/tariff/:id': '{"functionality":230,"action":"delete","audience":"staff"}',
  // inventory numbers and DNIS (220): reading for anyone with the permission (customers see their own), changes by staff
  'GET /api/invnumbers': '{"functionality":220,"action":"list"}',
  'GET /api/invnumbers/jurisdictions': '{"functionality":220,"action":"list"}',
  'GET /api/invnumbers/cities': '{"functionality":220,"action":"list"}',
  'GET /api/invnumbers/:id': '{"functionality":220,"action":"read"}',
  'POST /api/invnumbers': '{"functionality":220,"action":"write","audience":"staff"}',
  'POST /api/invnumbers/bulk': '{"functionality":220,"action":"write","audience":"staff"}',
  'GET /api/templates/invnumbers': '{"functionality":220,"action":"write","audience":"staff"}',
  'GET /api/dnis/': '{"functionality":220,"action":"list"}',
  'PUT /api/dnis/:id': '{"functionality":220,"action":"edit","audience":"staff"}',
  // documents: customers upload their order's files, staff and the customer read them, staff add public template files
  'POST /api/documents/order/:customer_id/:order_id/:input_id': '{"functionality":200,"action":"edit","audience":"customer"}',
  'GET /api/documents/order/:customer_id/:order_id/:filename': '{"functionality":200,"action":"read"}',
  'POST /api/documents': '{"functionality":210,"action":"write","audience":"staff"}',
  'GET /api/documents/:filename': 'public',
  // orders (200): staff see all, customers their own company's
  'GET /api/orders': '{"functionality":200,"action":"list"}',
  'POST /api/orders': '{"functionality":200,"action":"write"}',
  'GET /api/orders/:id': '{"functionality":200,"action":"read"}',
  'PUT /api/orders/:id': '{"functionality":200,"action":"edit"}',
  // exports and downloads: any session; each report checks its own permission
  'GET /api/reports/download/:category/:report_name': 'session',
  'GET /api/downloads': 'session',
  // call records and reports (functionality 900, list); any other report name is a 404 for any session
  'GET /api/calls': '{"functionality":900,"action":"list"}',
  'GET /api/calls/jurisdictions': '{"functionality":900,"action":"list"}',
  'GET /api/calls/cities': '{"functionality":900,"action":"list"}',
  'POST /api/calls': '{"functionality":220,"action":"write","audience":"staff"}',
  'POST /api/calls/bulk': '{"functionality":220,"action":"write","audience":"staff"}',
  'POST /api/calls/import': '{"functionality":220,"action":"write","audience":"staff"}',
  'GET /api/templates/calls': '{"functionality":220,"action":"write","audience":"staff"}',
  'GET /api/reports/orders/summaryoverview': '{"functionality":900,"action":"list"}',
  'GET /api/reports/calls/callstatistics': '{"functionality":900,"action":"list"}',
  'GET /api/reports/calls/callstatisticshourly': '{"functionality":900,"action":"list"}',
  'GET /api/reports/calls/callcauses': '{"functionality":900,"action":"list"}',
  // saved report requests: anyone who may read reports keeps their own (the service narrows to the owner)
  'GET /api/reporting/reports': '{"functionality":900,"action":"list"}',
  'POST /api/reporting/reports': '{"functionality":900,"action":"list"}',
  'GET /api/reporting/reports/:id': '{"functionality":900,"action":"list"}',
  'PUT /api/reporting/reports/:id': '{"functionality":900,"action":"list"}',
  'DELETE /api/reporting/reports/:id': '{"functionality":900,"action":"list"}',
  'POST /api/reporting/reports/:id/run': '{"functionality":900,"action":"list"}',
  'GET /api/reports/:category/:report_name': 'session',
  'GET /api/download/:name': 'session',
  // administration: permissions, account types, functionalities, notification types, configuration
  'GET /api/permissions': '{"functionality":1010,"action":"list"}',
  'GET /api/permissions/:id': '{"functionality":1010,"action":"read"}',
  'POST /api/permissions': '{"functionality":1010,"action":"write"}',
  'PUT /api/permissions/:id': '{"functionality":1010,"action":"edit"}',
  'DELETE /api/permissions/:id': '{"functionality":1010,"action":"delete"}',
  'POST /api/account/types/': '{"functionality":1000,"action":"write","audience":"staff"}',
  'PUT /api/account/types/:id': '{"functionality":1000,"action":"edit","audience":"staff"}',
  'DELETE /api/account/types/:id': '{"functionality":1000,"action":"delete","audience":"staff"}',
  'GET /api/functionalities/:id': '{"functionality":1030,"action":"read","audience":"staff"}',
  'POST /api/functionalities': '{"functionality":1030,"action":"write","audience":"staff"}',
  'PUT /api/functionalities/:id': '{"functionality":1030,"action":"edit","audience":"staff"}',
  'DELETE /api/functionalities/:id': '{"functionality":1030,"action":"delete","audience":"staff"}',
  'GET /api/notifications/type/': '{"functionality":1020,"action":"list"}',
  'GET /api/notifications/type/:id': '{"functionality":1020,"action":"read"}',
  'PUT /api/notifications/type/:id': '{"functionality":1020,"action":"edit"}',
  // webhooks (functionality 1040): staff for every company, a master for its own (the service scopes)
  'GET /api/webhooks': '{"functionality":1040,"action":"list"}',
  'POST /api/webhooks': '{"functionality":1040,"action":"write"}',
  'GET /api/webhooks/:id': '{"functionality":1040,"action":"read"}',
  'PUT /api/webhooks/:id': '{"functionality":1040,"action":"edit"}',
  'DELETE /api/webhooks/:id': '{"functionality":1040,"action":"delete"}',
  'GET /api/webhooks/:id/deliveries': '{"functionality":1040,"action":"read"}',
  'POST /api/webhooks/:id/deliveries/:delivery_id/retry': '{"functionality":1040,"action":"edit"}',
  // notifications, tickets, support contacts
  'GET /api/notifications': 'session',
  'POST /api/notifications': 'session',
  'GET /api/notifications/:id': 'session',
  'PUT /api/notifications/:id': 'session',
  'GET /api/support/contacts': 'public',
  'GET /api/configuration': 'admin',
  'PUT /api/configuration': 'admin',
};

describe('route policies', () => {
  it('every API route declares the expected policy, and none is missing from the table', () => {
    const actual = Object.fromEntries(
      ctx.app.routePolicies.map((r) => [`${r.method} ${r.url}`, typeof r.access === 'string' ? r.access : JSON.stringify(r.access)]),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it('refuses to register a route without a policy', async () => {
    const app = Fastify();
    registerAccess(app);
    expect(() => app.get('/api/oops', async () => 'x')).toThrow(/declares no access policy/);
    await app.close();
  });

  it('answers 401 without a session on every non-public route', async () => {
    for (const r of ctx.app.routePolicies.filter((p) => p.access !== 'public')) {
      const url = r.url.replace(':id', '100');
      const res = await ctx.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${url}`).toBe(401);
    }
  });

  it('lets each account type reach only its audiences', async () => {
    const types = [100, 110, 200, 230, 400];
    for (const t of types) {
      await addAccount(ctx, { email: `t${t}@policy.test`, account_type_id: t });
      const token = await login(ctx, `t${t}@policy.test`);
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/accounts/',
        headers: bearer(token),
        payload: { password: 'Wrong!123a' },
      });
      // registered users reach the handler (wrong password → 422); everyone else is forbidden
      expect(del.statusCode, `type ${t}`).toBe(t === 400 ? 422 : 403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/account/types/', headers: bearer(token) })).statusCode).toBe(200);
    }
  });
});

describe('errors', () => {
  it('never leak internals on a 500', async () => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp(ctx.config, ctx.database, { logger: false, jobs: 'inline' });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret table xyz_internal exploded');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'internal',
      message: 'We experience some error with your request, please contact the administrator',
    });
    expect(res.body).not.toContain('xyz_internal');
    await app.close();
  });

  it('answer unknown API paths with the spec’s 404 message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We couldnt find what you are looking for');
    expect(res.json().code).toBe('not_found');
  });

  it('serve the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/account/login');
  });
});
