import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type Scope, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { ticketMessages, tickets } from './schema.ts';

let ctx: TestContext;
let w: World;
beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
});
afterAll(async () => ctx?.close());

/** A fresh open ticket of the caller's own company (for staff: the own customer's) or of the other company. */
async function ticketOf(scope: Scope, status = 'open'): Promise<number> {
  const [t] = await ctx.database.db
    .insert(tickets)
    .values({ customer_id: w.company[scope], creator_account_id: w.sub[scope], title: 'Other', status })
    .returning({ id: tickets.id });
  await ctx.database.db
    .insert(ticketMessages)
    .values({ ticket_id: t!.id, author_account_id: w.sub[scope], side: 'customer', body: 'Help' });
  return t!.id;
}

/*
 * Support (800): staff and customers have it (read, list, write); registered users have not. Staff reach every
 * company's tickets; a customer its own company's, and another company's answer 404 as if they did not exist.
 * Only staff assign. The spec's POST /notifications stays open to every signed-in account.
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/tickets',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/tickets' }),
  },
  {
    route: 'GET /api/tickets/:id',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'GET', url: `/api/tickets/${await ticketOf(scope)}` }),
  },
  {
    route: 'POST /api/tickets',
    expect: '201 201 201 201 201 | 201 201 201 201 201 | 403',
    request: async () => ({ method: 'POST', url: '/api/tickets', payload: { title: 'Other', message: 'Please help' } }),
  },
  {
    route: 'POST /api/tickets/:id/messages',
    expect: '201 201 201 201 201 | 201/404 201/404 201/404 201/404 201/404 | 403',
    request: async (_w, _t, scope) => ({
      method: 'POST',
      url: `/api/tickets/${await ticketOf(scope)}/messages`,
      payload: { message: 'More' },
    }),
  },
  {
    route: 'POST /api/tickets/:id/close',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'POST', url: `/api/tickets/${await ticketOf(scope)}/close` }),
  },
  {
    route: 'POST /api/tickets/:id/reopen',
    expect: '200 200 200 200 200 | 200/404 200/404 200/404 200/404 200/404 | 403',
    request: async (_w, _t, scope) => ({ method: 'POST', url: `/api/tickets/${await ticketOf(scope, 'closed')}/reopen` }),
  },
  {
    route: 'PUT /api/tickets/:id/assignee',
    expect: '200 200 200 200 200 | 403 403 403 403 403 | 403',
    request: async (wo, _t, scope) => ({
      method: 'PUT',
      url: `/api/tickets/${await ticketOf(scope)}/assignee`,
      payload: { assignee_account_id: wo.actor[130]!.id },
    }),
  },
];

describe('tickets authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every tickets endpoint', () => {
    expect(CASES.map((c) => c.route).sort()).toEqual(routesUnder(w, ['/api/tickets']));
  });

  it('lists only the own company’s tickets to a customer, every company’s to staff', async () => {
    const own = await ticketOf('own');
    const other = await ticketOf('other');
    const listed = async (type: number) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/tickets?limit=100', headers: { authorization: `Bearer ${w.actor[type]!.token}` } }))
        .json()
        .data.map((t: { id: number }) => t.id) as number[];
    for (const type of [200, 210, 220, 230, 240]) {
      const ids = await listed(type);
      expect(ids, String(type)).toContain(own);
      expect(ids, String(type)).not.toContain(other);
    }
    for (const type of [100, 110, 120, 130, 140]) expect(await listed(type), String(type)).toEqual(expect.arrayContaining([own, other]));
  });
});
