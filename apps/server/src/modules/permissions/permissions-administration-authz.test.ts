import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, caller, signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { accountTypes, functionalities, notificationTypes, permissions } from '../../db/schema.ts';

/**
 * Every administration endpoint × every account type × the target belonging to the caller's own company or to
 * another one. Staff and registered callers have no company: one status for both columns. For customer types,
 * a pair [own company, other company]: the caller is a member of company A or of company B, the target is A's.
 */
type Col = 100 | 110 | 120 | 130 | 140 | 200 | 210 | 220 | 230 | 240 | 400;
type Status = number | [own: number, other: number];
type Expected = Record<Col, Status>;

const TYPES: Col[] = [100, 110, 120, 130, 140, 200, 210, 220, 230, 240, 400];
const CUSTOMER_TYPES: Col[] = [200, 210, 220, 230, 240];

interface Target {
  url: string;
  payload?: unknown;
}

interface Case {
  /** Makes a fresh target (owned by company A where that matters) for each call. */
  prepare: () => Promise<Target>;
  expected: Expected;
}

let ctx: TestContext;
let A: number;
let B: number;
const tokens = new Map<string, string>();
let seq = 0;

const db = () => ctx.database.db;
const fixed = (url: string, payload?: unknown) => async (): Promise<Target> => ({ url, payload });

/** A fresh company-A override (210, 900), the row a master of A manages and a master of B must not see. */
async function companyRow(): Promise<number> {
  await db()
    .delete(permissions)
    .where(and(eq(permissions.account_type_id, 210), eq(permissions.functionality_id, 900), isNotNull(permissions.customer_id)));
  const [r] = await db()
    .insert(permissions)
    .values({ account_type_id: 210, functionality_id: 900, customer_id: A, read: true, list: true })
    .returning({ id: permissions.id });
  return r!.id;
}

async function customType(): Promise<number> {
  const id = 600 + ++seq;
  await db()
    .insert(accountTypes)
    .values({ id, account_type: `authz_type_${id}` });
  return id;
}

async function customFunctionality(): Promise<number> {
  const id = 7000 + ++seq;
  await db()
    .insert(functionalities)
    .values({ id, description: `Authz ${id}`, category: 'authz', sub_category: `authz_${id}`, providercrud: ['read', 'list'] });
  return id;
}

/** Company A's copy of the 'order processed' notification type (created once). */
let notificationCopy = 0;

const ALL = (s: number): Expected => ({ 100: s, 110: s, 120: s, 130: s, 140: s, 200: s, 210: s, 220: s, 230: s, 240: s, 400: s });

const TABLE: Record<string, Case> = {
  'GET /api/permissions/my_permissions': { prepare: fixed('/permissions/my_permissions'), expected: ALL(200) },
  'GET /api/permissions': {
    prepare: fixed('/permissions'),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: [200, 200], 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'GET /api/permissions/:id': {
    prepare: async () => ({ url: `/permissions/${await companyRow()}` }),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: [200, 404], 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'POST /api/permissions': {
    prepare: async () => {
      await db()
        .delete(permissions)
        .where(and(eq(permissions.account_type_id, 230), eq(permissions.functionality_id, 900), isNotNull(permissions.customer_id)));
      return { url: '/permissions', payload: { account_type_id: 230, functionality_id: 900, customer_id: A, read: true } };
    },
    // a master of B creates the row for its own company B
    expected: { 100: 201, 110: 403, 120: 403, 130: 403, 140: 403, 200: [201, 201], 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'PUT /api/permissions/:id': {
    prepare: async () => ({ url: `/permissions/${await companyRow()}`, payload: { read: true, write: true } }),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: [200, 404], 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'DELETE /api/permissions/:id': {
    prepare: async () => ({ url: `/permissions/${await companyRow()}` }),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: [200, 404], 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'GET /api/account/types/': { prepare: fixed('/account/types/'), expected: ALL(200) },
  'GET /api/account/types/:id': { prepare: fixed('/account/types/200'), expected: ALL(200) },
  'POST /api/account/types/': {
    prepare: async () => {
      const id = 600 + ++seq;
      return { url: '/account/types/', payload: { id, account_type: `authz_new_${id}` } };
    },
    expected: { 100: 201, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'PUT /api/account/types/:id': {
    prepare: async () => {
      const id = await customType();
      return { url: `/account/types/${id}`, payload: { account_type: `authz_renamed_${id}` } };
    },
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'DELETE /api/account/types/:id': {
    prepare: async () => ({ url: `/account/types/${await customType()}` }),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'GET /api/functionalities': { prepare: fixed('/functionalities'), expected: ALL(200) },
  'GET /api/functionalities/:id': {
    prepare: fixed('/functionalities/1010'),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'POST /api/functionalities': {
    prepare: async () => {
      const id = 7000 + ++seq;
      return {
        url: '/functionalities',
        payload: { id, description: `Authz new ${id}`, category: 'authz', sub_category: `authz_new_${id}` },
      };
    },
    expected: { 100: 201, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'PUT /api/functionalities/:id': {
    prepare: async () => {
      const id = await customFunctionality();
      return {
        url: `/functionalities/${id}`,
        payload: { description: `Authz edited ${id}`, category: 'authz', sub_category: `authz_${id}` },
      };
    },
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'DELETE /api/functionalities/:id': {
    prepare: async () => ({ url: `/functionalities/${await customFunctionality()}` }),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'GET /api/notifications/type/': {
    prepare: fixed('/notifications/type/'),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: [200, 200], 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'GET /api/notifications/type/:id': {
    prepare: async () => ({ url: `/notifications/type/${notificationCopy}` }),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: [200, 404], 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'PUT /api/notifications/type/:id': {
    prepare: async () => ({ url: `/notifications/type/${notificationCopy}`, payload: { default_receiver_account_type_id: [200] } }),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: [200, 404], 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'GET /api/configuration': {
    prepare: fixed('/configuration'),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'PUT /api/configuration': {
    prepare: fixed('/configuration', { site_name: 'GSN Portal' }),
    expected: { 100: 200, 110: 403, 120: 403, 130: 403, 140: 403, 200: 403, 210: 403, 220: 403, 230: 403, 240: 403, 400: 403 },
  },
  'GET /api/configuration/public': { prepare: fixed('/configuration/public'), expected: ALL(200) },
};

const MINE = ['/api/permissions', '/api/account/types', '/api/functionalities', '/api/notifications/type', '/api/configuration'];

beforeAll(async () => {
  ctx = await createTestContext();
  A = await addCompany(ctx, 'Alpha Telecom');
  B = await addCompany(ctx, 'Beta Telecom');
  for (const t of TYPES) {
    if (CUSTOMER_TYPES.includes(t)) {
      tokens.set(`${t}:own`, (await signedIn(ctx, `t${t}@alpha.test`, t, A)).token);
      tokens.set(`${t}:other`, (await signedIn(ctx, `t${t}@beta.test`, t, B)).token);
    } else {
      const token = (await signedIn(ctx, `t${t}@authz.test`, t)).token;
      tokens.set(`${t}:own`, token);
      tokens.set(`${t}:other`, token);
    }
  }
  const [processed] = await db()
    .select()
    .from(notificationTypes)
    .where(and(eq(notificationTypes.category, 'order'), eq(notificationTypes.action, 'processed'), isNull(notificationTypes.customer_id)));
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = processed!;
  const [row] = await db()
    .insert(notificationTypes)
    .values({ ...copy, customer_id: A })
    .returning({ id: notificationTypes.id });
  notificationCopy = row!.id;
});
afterAll(async () => ctx?.close());

describe('administration authorization table', () => {
  it('covers every administration endpoint, none missing and none extra', () => {
    const routes = ctx.app.routePolicies
      .filter((r) => MINE.some((p) => r.url === p || r.url.startsWith(`${p}/`)))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(Object.keys(TABLE).sort()).toEqual(routes);
  });

  it('answers 401 to anonymous callers on every non-public endpoint', async () => {
    for (const [key, c] of Object.entries(TABLE)) {
      const method = key.split(' ')[0] as 'GET';
      const t = await c.prepare();
      const res = await caller(ctx).call(method, t.url, t.payload);
      expect(res.statusCode, key).toBe(key.endsWith('/configuration/public') ? 200 : 401);
    }
  });

  for (const [key, c] of Object.entries(TABLE)) {
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    describe(key, () => {
      for (const t of TYPES) {
        const expected = c.expected[t];
        const [own, other] = Array.isArray(expected) ? expected : [expected, expected];
        it(`type ${t}: own company ${own}, other company ${other}`, async () => {
          for (const [side, status] of [
            ['own', own],
            ['other', other],
          ] as const) {
            const target = await c.prepare();
            const res = await caller(ctx, tokens.get(`${t}:${side}`)).call(method, target.url, target.payload);
            expect(res.statusCode, `${key} as ${t} (${side}): ${res.body.slice(0, 200)}`).toBe(status);
          }
        });
      }
    });
  }
});
