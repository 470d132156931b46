import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type Scope, type World } from '../../../test/authz.ts';
import { insertOrder, samples } from '../../../test/documents.ts';
import { bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../../../test/spreadsheets.ts';

let ctx: TestContext;
let w: World;
/** One editable order of each company, with a document uploaded by that company's master. */
const order: Record<Scope, number> = { own: 0, other: 0 };
const stored: Record<Scope, string> = { own: '', other: '' };
let template = '';

async function uploadAs(token: string, customerId: number, orderId: number) {
  const { payload, headers } = multipart('proof.pdf', samples.pdf);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/documents/order/${customerId}/${orderId}/end_user_address_proof`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed ${res.statusCode} ${res.body}`);
  return res.json().data.filename as string;
}

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  order.own = await insertOrder(ctx, w.company.own);
  order.other = await insertOrder(ctx, w.company.other);
  stored.own = await uploadAs(w.actor[200]!.token, w.company.own, order.own);
  stored.other = await uploadAs(await login(ctx, 'master@other.test'), w.company.other, order.other);
  const { payload, headers } = multipart('letter.docx', samples.docx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers: { ...headers, ...bearer(w.actor[100]!.token) },
  });
  template = res.json().data.filename;
});
afterAll(async () => ctx?.close());

/*
 * Documents, by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Order documents follow the order functionality (200): customers with 200 edit (200, 210, 220, 230; not 240)
 * upload to their own company's orders; staff never upload. Everybody with 200 read (all staff, all customer
 * types) downloads — customers only their own company's (another company's is 404). Template files: staff with
 * 210 write (100, 120) upload; anybody downloads.
 */
const CASES: AuthzCase[] = [
  {
    route: 'POST /api/documents/order/:customer_id/:order_id/:input_id',
    expect: '403 403 403 403 403 | 201/404 201/404 201/404 201/404 403 | 403',
    request: async (_w, _t, scope) => {
      const { payload, headers } = multipart('letter.pdf', samples.pdf);
      return { method: 'POST', url: `/api/documents/order/${w.company[scope]}/${order[scope]}/declaration_letter`, payload, headers };
    },
  },
  {
    route: 'GET /api/documents/order/:customer_id/:order_id/:filename',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/documents/order/${w.company[scope]}/${order[scope]}/${stored[scope]}` }),
  },
  {
    route: 'POST /api/documents',
    expect: '201 403 201 403 403 | 403 403 403 403 403 | 403',
    request: async () => {
      const { payload, headers } = multipart('template.pdf', samples.pdf);
      return { method: 'POST', url: '/api/documents', payload, headers };
    },
  },
  {
    route: 'GET /api/documents/:filename',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 200',
    request: async () => ({ method: 'GET', url: `/api/documents/${template}` }),
  },
];

describe('documents authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every documents endpoint', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(routesUnder(w, ['/api/documents']));
  });

  it('serves a public template without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/documents/${template}` })).statusCode).toBe(200);
  });
});
