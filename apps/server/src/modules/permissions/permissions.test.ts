import { PERMISSION_RULE_MESSAGES } from '@gsn/domain';
import { and, eq, isNull, or, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FLAGS, addCompany, caller, NO_FLAGS, signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { permissions } from '../../db/schema.ts';
import { PERMISSION_MESSAGES } from './permissions-service.ts';

let ctx: TestContext;
let A: number;
let B: number;
let admin: ReturnType<typeof caller>;
let sales: ReturnType<typeof caller>;
let masterA: ReturnType<typeof caller>;
let masterB: ReturnType<typeof caller>;
let opsA: ReturnType<typeof caller>;
let productA: ReturnType<typeof caller>;
let registered: ReturnType<typeof caller>;

const db = () => ctx.database.db;
const flagsOf = (r: { read: boolean; list: boolean; write: boolean; edit: boolean; delete: boolean }) => ({
  read: r.read,
  list: r.list,
  write: r.write,
  edit: r.edit,
  delete: r.delete,
});

async function rowOf(type: number, fid: number, customer: number | null) {
  const rows = await db()
    .select()
    .from(permissions)
    .where(
      and(
        eq(permissions.account_type_id, type),
        eq(permissions.functionality_id, fid),
        customer === null ? isNull(permissions.customer_id) : eq(permissions.customer_id, customer),
      ),
    );
  return rows[0];
}

async function insertRow(type: number, fid: number, customer: number | null, flags = { ...NO_FLAGS, read: true, list: true }) {
  const [r] = await db()
    .insert(permissions)
    .values({ account_type_id: type, functionality_id: fid, customer_id: customer, ...flags })
    .returning({ id: permissions.id });
  return r!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  A = await addCompany(ctx, 'Alpha Telecom');
  B = await addCompany(ctx, 'Beta Telecom');
  admin = caller(ctx, (await signedIn(ctx, 'admin@gsn.test', 100)).token);
  sales = caller(ctx, (await signedIn(ctx, 'sales@gsn.test', 110)).token);
  masterA = caller(ctx, (await signedIn(ctx, 'master@alpha.test', 200, A)).token);
  masterB = caller(ctx, (await signedIn(ctx, 'master@beta.test', 200, B)).token);
  opsA = caller(ctx, (await signedIn(ctx, 'ops@alpha.test', 230, A)).token);
  productA = caller(ctx, (await signedIn(ctx, 'product@alpha.test', 220, A)).token);
  registered = caller(ctx, (await signedIn(ctx, 'reg@example.org', 400)).token);
});
afterAll(async () => ctx?.close());

describe('GET /permissions', () => {
  it('shows staff every row, ordered by account type then functionality, with type and functionality', async () => {
    const [{ n } = { n: 0 }] = await db().select({ n: sql<number>`count(*)::int` }).from(permissions);
    const res = await admin.get('/permissions?limit=1000');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(n);
    expect(body.data).toHaveLength(n);
    const keys = body.data.map(
      (r: { account_type_id: number; functionality_id: number }) => r.account_type_id * 100000 + r.functionality_id,
    );
    expect(keys).toEqual([...keys].sort((x: number, y: number) => x - y));
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      account_type_id: 100,
      accounttype: { account_type: 'administrator' },
      functionality_id: 100,
      functionality: { description: 'Profile', category: 'account', customercrud: ['read', 'edit'], providercrud: ['read', 'edit'] },
      customer_id: null,
      customer: null,
      read: true,
      list: false,
      write: false,
      edit: true,
      delete: false,
    });
  });

  it('filters by account type, functionality and customer, and pages', async () => {
    const byType = (await admin.get('/permissions?account_type_id=210&limit=100')).json();
    expect(byType.count).toBeGreaterThan(0);
    expect(byType.data.every((r: { account_type_id: number }) => r.account_type_id === 210)).toBe(true);
    const byFn = (await admin.get('/permissions?functionality_id=1010&limit=100')).json();
    expect(byFn.data.map((r: { account_type_id: number }) => r.account_type_id)).toEqual([100, 200]);
    const first = (await admin.get('/permissions?limit=5&page=0')).json();
    const second = (await admin.get('/permissions?limit=5&page=1')).json();
    expect(first.data).toHaveLength(5);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(second.count).toBe(first.count);
    expect((await admin.get('/permissions?limit=0')).json().data).toHaveLength(10);
    const desc = (await admin.get('/permissions?orderby=account_type_id&asc=false&limit=1')).json();
    expect(desc.data[0].account_type_id).toBe(500);
  });

  it('refuses bad list queries with field errors', async () => {
    for (const q of ['orderby=password', 'limit=1001', 'page=-1', 'account_type_id=abc', 'functionality_id=0', 'customer_id=99999999999']) {
      const res = await admin.get(`/permissions?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors.length, q).toBeGreaterThan(0);
    }
  });

  it('shows a master the default rows of 210–240 and every row of its company, nothing else', async () => {
    const aSub = await insertRow(210, 900, A);
    const aMaster = await insertRow(200, 900, A);
    const bSub = await insertRow(210, 900, B);
    const res = await masterA.get('/permissions?limit=1000');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json();
    const [{ n } = { n: 0 }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(permissions)
      .where(
        or(
          eq(permissions.customer_id, A),
          and(isNull(permissions.customer_id), inArray(permissions.account_type_id, [210, 220, 230, 240])),
        ),
      );
    expect(count).toBe(n);
    for (const r of data) {
      expect(r.customer_id === A || (r.customer_id === null && [210, 220, 230, 240].includes(r.account_type_id))).toBe(true);
    }
    const ids = data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([aSub, aMaster]));
    expect(ids).not.toContain(bSub);
    // a customer_id filter never widens the scope
    expect((await masterA.get(`/permissions?customer_id=${B}`)).json()).toEqual({ data: [], count: 0 });
    expect((await masterB.get('/permissions?limit=1000')).json().data.map((r: { id: number }) => r.id)).toContain(bSub);
    await db()
      .delete(permissions)
      .where(inArray(permissions.id, [aSub, aMaster, bSub]));
  });

  it('refuses accounts without permission 1010, and sub-accounts even when granted it', async () => {
    expect((await sales.get('/permissions')).statusCode).toBe(403);
    expect((await opsA.get('/permissions')).statusCode).toBe(403);
    expect((await registered.get('/permissions')).statusCode).toBe(403);
    expect((await caller(ctx).get('/permissions')).statusCode).toBe(401);
    const grant = await insertRow(230, 1010, A, ALL_FLAGS);
    const res = await opsA.get('/permissions');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PERMISSION_RULE_MESSAGES.noScope);
    expect((await opsA.post('/permissions', { account_type_id: 230, functionality_id: 200, ...ALL_FLAGS })).statusCode).toBe(403);
    await db().delete(permissions).where(eq(permissions.id, grant));
  });
});

describe('GET /permissions/{id}', () => {
  it('answers a row in scope, 404 outside it or when missing, 400 on a bad id', async () => {
    const def210 = (await rowOf(210, 200, null))!.id;
    const def200 = (await rowOf(200, 200, null))!.id;
    const ownB = await insertRow(220, 900, B);
    const res = await admin.get(`/permissions/${def210}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: def210, account_type_id: 210, functionality_id: 200, customer_id: null });
    expect((await masterA.get(`/permissions/${def210}`)).statusCode).toBe(200);
    expect((await masterA.get(`/permissions/${def200}`)).statusCode).toBe(404);
    expect((await masterA.get(`/permissions/${ownB}`)).statusCode).toBe(404);
    expect((await masterB.get(`/permissions/${ownB}`)).json()).toMatchObject({ id: ownB, customer_id: B });
    expect((await admin.get('/permissions/999999')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '99999999999']) expect((await admin.get(`/permissions/${bad}`)).statusCode, bad).toBe(400);
    await db().delete(permissions).where(eq(permissions.id, ownB));
  });
});

describe('POST /permissions', () => {
  it('lets staff create a default row, clamped to the functionality (list follows read)', async () => {
    const res = await admin.post('/permissions', { account_type_id: 110, functionality_id: 1000, read: true, list: false, edit: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: PERMISSION_MESSAGES.added,
      data: {
        account_type_id: 110,
        functionality_id: 1000,
        customer_id: null,
        read: true,
        list: true,
        write: false,
        edit: true,
        delete: false,
      },
    });
    expect(flagsOf((await rowOf(110, 1000, null))!)).toEqual({ ...NO_FLAGS, read: true, list: true, edit: true });
    const again = await admin.post('/permissions', { account_type_id: 110, functionality_id: 1000, read: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PERMISSION_MESSAGES.exists);
  });

  it('drops operations the functionality does not offer the side, and list without read', async () => {
    const res = await admin.post('/permissions', { account_type_id: 220, functionality_id: 210, customer_id: A, ...ALL_FLAGS });
    expect(res.statusCode).toBe(201);
    expect(flagsOf(res.json().data)).toEqual({ ...NO_FLAGS, read: true, list: true });
    const noRead = await admin.post('/permissions', { account_type_id: 110, functionality_id: 1030, list: true, write: true });
    expect(flagsOf(noRead.json().data)).toEqual({ ...NO_FLAGS, write: true });
    expect(flagsOf((await rowOf(110, 1030, null))!)).toEqual({ ...NO_FLAGS, write: true });
  });

  it('refuses a functionality that offers nothing to the side (422)', async () => {
    const res = await admin.post('/permissions', { account_type_id: 210, functionality_id: 230, customer_id: A, ...ALL_FLAGS });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'functionality_id', message: PERMISSION_MESSAGES.noOperations, code: 'permission.no_operations' },
    ]);
    expect(await rowOf(210, 230, A)).toBeUndefined();
  });

  it('refuses a company row for a staff type (422)', async () => {
    const res = await admin.post('/permissions', { account_type_id: 130, functionality_id: 900, customer_id: A, read: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'customer_id', message: PERMISSION_RULE_MESSAGES.customerRowForCustomerTypes, code: 'permission.customer_types_only' },
    ]);
  });

  it('refuses unknown account types, functionalities and customers with field errors (400)', async () => {
    const res = await admin.post('/permissions', { account_type_id: 999, functionality_id: 99999, read: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'account_type_id', message: PERMISSION_MESSAGES.unknownAccountType, code: 'field.invalid' },
      { field: 'functionality_id', message: PERMISSION_MESSAGES.unknownFunctionality, code: 'field.invalid' },
    ]);
    const cust = await admin.post('/permissions', { account_type_id: 210, functionality_id: 900, customer_id: 999999, read: true });
    expect(cust.json().errors).toEqual([{ field: 'customer_id', message: PERMISSION_MESSAGES.unknownCustomer, code: 'field.invalid' }]);
  });

  it('refuses malformed payloads (400)', async () => {
    for (const body of [
      {},
      { account_type_id: 'x', functionality_id: 900 },
      { account_type_id: 210, functionality_id: 900, read: 'yes' },
    ]) {
      const res = await admin.post('/permissions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('forces a master’s row to its own company and to its sub-account types', async () => {
    const res = await masterA.post('/permissions', { account_type_id: 230, functionality_id: 900, customer_id: B, read: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ account_type_id: 230, functionality_id: 900, customer_id: A, read: true, list: true });
    expect(await rowOf(230, 900, B)).toBeUndefined();
    expect((await masterA.post('/permissions', { account_type_id: 230, functionality_id: 900, read: true })).statusCode).toBe(409);
    for (const t of [100, 110, 200, 400]) {
      const r = await masterA.post('/permissions', { account_type_id: t, functionality_id: 900, read: true });
      expect(r.statusCode, String(t)).toBe(403);
      expect(r.json().message).toBe(PERMISSION_RULE_MESSAGES.subAccountsOnly);
    }
  });

  it('never lets a master grant more than it holds', async () => {
    const limit = await insertRow(200, 800, A, { ...NO_FLAGS, read: true, list: true });
    const res = await masterA.post('/permissions', { account_type_id: 210, functionality_id: 800, ...ALL_FLAGS });
    expect(res.statusCode).toBe(201);
    expect(flagsOf(res.json().data)).toEqual({ ...NO_FLAGS, read: true, list: true });
    await db().delete(permissions).where(eq(permissions.id, limit));
  });
});

describe('PUT /permissions/{id}', () => {
  it('lets staff update any row in place, clamped', async () => {
    const id = (await rowOf(140, 900, null))!.id;
    const res = await admin.put(`/permissions/${id}`, { read: true, list: false, write: true, edit: true, delete: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: PERMISSION_MESSAGES.updated, data: { id, read: true, list: true, write: false } });
    expect(flagsOf((await rowOf(140, 900, null))!)).toEqual({ ...NO_FLAGS, read: true, list: true });
  });

  it('turns a master’s edit of a default row into its company override, then updates that override', async () => {
    const def = (await rowOf(220, 200, null))!;
    const res = await masterA.put(`/permissions/${def.id}`, { read: true, list: false, write: true });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      account_type_id: 220,
      functionality_id: 200,
      customer_id: A,
      read: true,
      list: true,
      write: true,
      edit: false,
    });
    expect(data.id).not.toBe(def.id);
    expect(flagsOf((await rowOf(220, 200, null))!)).toEqual(flagsOf(def));
    const again = await masterA.put(`/permissions/${def.id}`, { read: true });
    expect(again.json().data.id).toBe(data.id);
    expect(flagsOf((await rowOf(220, 200, A))!)).toEqual({ ...NO_FLAGS, read: true, list: true });
    const direct = await masterA.put(`/permissions/${data.id}`, { read: false, list: true, edit: true });
    expect(direct.json().data).toMatchObject({ id: data.id, read: false, list: false, edit: true });
  });

  it('hides other companies’ rows and refuses rows a master may only read', async () => {
    const otherB = await insertRow(210, 400, B);
    const ownMaster = await insertRow(200, 400, A);
    const def200 = (await rowOf(200, 400, null))!.id;
    expect((await masterA.put(`/permissions/${otherB}`, { read: true })).statusCode).toBe(404);
    expect((await masterA.put(`/permissions/${def200}`, { read: true })).statusCode).toBe(404);
    const r = await masterA.put(`/permissions/${ownMaster}`, { ...ALL_FLAGS });
    expect(r.statusCode).toBe(403);
    expect(flagsOf((await rowOf(200, 400, A))!)).toEqual({ ...NO_FLAGS, read: true, list: true });
    expect((await admin.put('/permissions/999999', { read: true })).statusCode).toBe(404);
    expect((await admin.put(`/permissions/${otherB}`, { read: 1 })).statusCode).toBe(400);
    expect((await sales.put(`/permissions/${otherB}`, { read: true })).statusCode).toBe(403);
    await db()
      .delete(permissions)
      .where(inArray(permissions.id, [otherB, ownMaster]));
  });
});

describe('the administrator’s own permission administration', () => {
  it('cannot lose read, list or edit, nor be deleted (422)', async () => {
    const row = (await rowOf(100, 1010, null))!;
    const res = await admin.put(`/permissions/${row.id}`, { read: true, list: true, write: true, edit: false, delete: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PERMISSION_RULE_MESSAGES.administratorKeepsPermissions);
    expect((await admin.del(`/permissions/${row.id}`)).statusCode).toBe(422);
    expect(flagsOf((await rowOf(100, 1010, null))!)).toEqual(flagsOf(row));
    const ok = await admin.put(`/permissions/${row.id}`, { read: true, list: true, edit: true });
    expect(ok.statusCode).toBe(200);
    expect(flagsOf((await rowOf(100, 1010, null))!)).toEqual({ ...NO_FLAGS, read: true, list: true, edit: true });
    await admin.put(`/permissions/${row.id}`, ALL_FLAGS);
  });
});

describe('DELETE /permissions/{id}', () => {
  it('lets a master delete its override (restoring the default) but not a default row', async () => {
    const def = (await rowOf(240, 400, null))!.id;
    const override = (await masterA.put(`/permissions/${def}`, NO_FLAGS)).json().data.id;
    const refused = await masterA.del(`/permissions/${def}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PERMISSION_RULE_MESSAGES.defaultNotDeletable);
    expect((await masterB.del(`/permissions/${override}`)).statusCode).toBe(404);
    const res = await masterA.del(`/permissions/${override}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PERMISSION_MESSAGES.deleted });
    expect(await rowOf(240, 400, A)).toBeUndefined();
    expect(await rowOf(240, 400, null)).toBeDefined();
    expect((await masterA.del(`/permissions/${override}`)).statusCode).toBe(404);
  });

  it('lets staff delete any row', async () => {
    const id = await insertRow(210, 220, B);
    expect((await admin.del(`/permissions/${id}`)).statusCode).toBe(200);
    expect(await rowOf(210, 220, B)).toBeUndefined();
    expect((await sales.del('/permissions/1')).statusCode).toBe(403);
    expect((await admin.del('/permissions/abc')).statusCode).toBe(400);
  });
});

describe('changes take effect at once', () => {
  it('on the users’ next my_permissions fetch', async () => {
    const mine = async () =>
      (await opsA.get('/permissions/my_permissions?coded=false'))
        .json()
        .data.find((r: { functionality_id: number }) => r.functionality_id === 200);
    expect(await mine()).toMatchObject({ read: true, edit: true, customer_id: null });
    const def = (await rowOf(230, 200, null))!.id;
    const override = (await masterA.put(`/permissions/${def}`, { read: true })).json().data.id;
    expect(await mine()).toMatchObject({ read: true, edit: false, customer_id: A });
    // the other company's sub-accounts keep the default
    const opsB = caller(ctx, (await signedIn(ctx, 'ops@beta.test', 230, B)).token);
    const theirs = (await opsB.get('/permissions/my_permissions?coded=false')).json().data;
    expect(theirs.find((r: { functionality_id: number }) => r.functionality_id === 200)).toMatchObject({ edit: true, customer_id: null });
    await masterA.del(`/permissions/${override}`);
    expect(await mine()).toMatchObject({ edit: true, customer_id: null });
  });

  it('on the next request (the access check reads permissions per request)', async () => {
    expect((await productA.get('/notifications/type/')).statusCode).toBe(403);
    const grant = await masterA.post('/permissions', { account_type_id: 220, functionality_id: 1020, read: true, list: true });
    expect(grant.statusCode).toBe(201);
    expect((await productA.get('/notifications/type/')).statusCode).toBe(200);
    expect((await productA.put('/notifications/type/1', { default_receiver_account_type_id: [] })).statusCode).toBe(403);
    expect((await masterA.del(`/permissions/${grant.json().data.id}`)).statusCode).toBe(200);
    expect((await productA.get('/notifications/type/')).statusCode).toBe(403);
  });
});
