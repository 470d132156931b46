import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type Scope, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { notifications } from '../../db/schema.ts';

let ctx: TestContext;
let w: World;
beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
});
afterAll(async () => ctx?.close());

/** A notification received by the actor of `type` (own) or by another company's sub-account (other). */
async function notificationFor(type: number, scope: Scope): Promise<number> {
  const receiver = scope === 'own' ? w.actor[type]!.id : w.sub.other;
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ functionality_id: 200, receiver_account_id: receiver, notification_title: 'T', notification_message: 'M' })
    .returning({ id: notifications.id });
  return row!.id;
}

/*
 * Notifications belong to their receiver: any signed-in account lists, opens and marks its own, and anyone
 * else's answers 404 (also for staff). Tickets: any signed-in account. Support contacts: public.
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 */
const ALL = (s: string) => `${s} ${s} ${s} ${s} ${s} | ${s} ${s} ${s} ${s} ${s} | ${s}`;
const CASES: AuthzCase[] = [
  { route: 'GET /api/notifications', expect: ALL('200'), request: async () => ({ method: 'GET', url: '/api/notifications' }) },
  {
    route: 'GET /api/notifications/categories',
    expect: ALL('200'),
    request: async () => ({ method: 'GET', url: '/api/notifications/categories' }),
  },
  {
    route: 'GET /api/notifications/:id',
    expect: ALL('200/404'),
    request: async (_w, t, scope) => ({ method: 'GET', url: `/api/notifications/${await notificationFor(t, scope)}` }),
  },
  {
    route: 'PUT /api/notifications/:id',
    expect: ALL('200/404'),
    request: async (_w, t, scope) => ({
      method: 'PUT',
      url: `/api/notifications/${await notificationFor(t, scope)}`,
      payload: { notification_read: true },
    }),
  },
  {
    route: 'POST /api/notifications',
    expect: ALL('201'),
    request: async () => ({ method: 'POST', url: '/api/notifications', payload: { title: 'Other', message: 'Please help' } }),
  },
  { route: 'GET /api/support/contacts', expect: ALL('200'), request: async () => ({ method: 'GET', url: '/api/support/contacts' }) },
];

describe('notifications and support authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every notifications and support endpoint', () => {
    const types = routesUnder(w, ['/api/notifications/type']);
    expect(CASES.map((c) => c.route).sort()).toEqual(routesUnder(w, ['/api/notifications', '/api/support'], types));
  });

  it('lets a visitor read the support contacts but nothing else', async () => {
    for (const c of CASES) {
      const req = await c.request(w, 100, 'own');
      const res = await ctx.app.inject(req as InjectOptions);
      expect(res.statusCode, c.route).toBe(c.route === 'GET /api/support/contacts' ? 200 : 401);
    }
  });
});
