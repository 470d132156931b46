import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type World } from '../../../test/authz.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { auditEvents } from '../../db/schema.ts';

let ctx: TestContext;
let w: World;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  // one event of each company's own doing, one by staff about each company, one of the provider's own
  await ctx.database.db.insert(auditEvents).values([
    { actor_kind: 'account', actor_account_id: w.master.own, actor_customer_id: w.company.own, action: 'authz_audit.own' },
    { actor_kind: 'account', actor_account_id: w.master.other, actor_customer_id: w.company.other, action: 'authz_audit.other' },
    {
      actor_kind: 'account',
      actor_account_id: w.actor[100]!.id,
      action: 'authz_audit.staff_own',
      subject_kind: 'customer',
      subject_customer_id: w.company.own,
    },
    {
      actor_kind: 'account',
      actor_account_id: w.actor[100]!.id,
      action: 'authz_audit.staff_other',
      subject_kind: 'customer',
      subject_customer_id: w.company.other,
    },
    { actor_kind: 'system', actor_label: 'maintenance', action: 'authz_audit.provider' },
  ]);
});
afterAll(async () => ctx?.close());

/*
 * The audit trail, by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * The audit right (1050) is the administrator's and the masters' by default; staff and sub-accounts get it only when
 * granted. The company a master reads is its own whatever it asks: `customer_id` of another company is ignored.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/audit/events',
    expect: '200 403 403 403 403 | 200 403 403 403 403 | 403',
    request: async (_w, _type, scope) => ({ method: 'GET', url: `/api/audit/events?customer_id=${w.company[scope]}` }),
  },
];

const read = async (type: number, query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/audit/events?action=authz_audit.${query}`,
    headers: bearer(w.actor[type]!.token),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { action: string }[]).map((e) => e.action).sort();
};

describe('audit trail authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every audit endpoint', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(routesUnder(w, ['/api/audit']));
  });

  it('gives a master its company’s events — its own doing and staff’s about it — and none of a rival company’s', async () => {
    expect(await read(200)).toEqual(['authz_audit.own', 'authz_audit.staff_own']);
    expect(await read(200, `&customer_id=${w.company.other}`)).toEqual(['authz_audit.own', 'authz_audit.staff_own']);
    expect(await read(200, `&actor_account_id=${w.master.other}`)).toEqual([]);
    expect(await read(100)).toEqual([
      'authz_audit.other',
      'authz_audit.own',
      'authz_audit.provider',
      'authz_audit.staff_other',
      'authz_audit.staff_own',
    ]);
    expect(await read(100, `&customer_id=${w.company.other}`)).toEqual(['authz_audit.other', 'authz_audit.staff_other']);
  });

  it('lets staff read the whole trail once the administrator grants the right', async () => {
    const grant = await ctx.app.inject({
      method: 'POST',
      url: '/api/permissions',
      headers: bearer(w.actor[100]!.token),
      payload: { account_type_id: 110, functionality_id: 1050, read: true, list: true },
    });
    expect(grant.statusCode, grant.body).toBe(201);
    expect(await read(110)).toHaveLength(5);
  });
});
