import { FUNCTIONALITY_LIST } from '@gsn/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FLAGS, addCompany, caller, NO_FLAGS, signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { functionalities, notificationTypes, permissions } from '../../db/schema.ts';
import { FUNCTIONALITY_MESSAGES } from './functionalities-service.ts';

let ctx: TestContext;
let admin: ReturnType<typeof caller>;
let sales: ReturnType<typeof caller>;
let master: ReturnType<typeof caller>;

const db = () => ctx.database.db;
const stored = async (id: number) => (await db().select().from(functionalities).where(eq(functionalities.id, id)))[0];
const custom = {
  id: 5000,
  description: 'Number porting',
  category: 'management',
  sub_category: 'porting',
  customercrud: ['read', 'list', 'read'],
  providercrud: ['read', 'list', 'write', 'edit', 'delete'],
};

beforeAll(async () => {
  ctx = await createTestContext();
  const A = await addCompany(ctx, 'Alpha Telecom');
  admin = caller(ctx, (await signedIn(ctx, 'admin@gsn.test', 100)).token);
  sales = caller(ctx, (await signedIn(ctx, 'sales@gsn.test', 110)).token);
  master = caller(ctx, (await signedIn(ctx, 'master@alpha.test', 200, A)).token);
});
afterAll(async () => ctx?.close());

describe('GET /functionalities and /functionalities/{id}', () => {
  it('lists the 19 built-in functionalities to any session', async () => {
    const res = await master.get('/functionalities');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(19);
    expect(res.json().data.map((f: { id: number }) => f.id)).toEqual(FUNCTIONALITY_LIST.map((f) => f.id));
  });

  it('answers one to staff with permission 1030 read; 404 when missing', async () => {
    const res = await admin.get('/functionalities/1010');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FUNCTIONALITY_LIST.find((f) => f.id === 1010));
    expect((await admin.get('/functionalities/4321')).statusCode).toBe(404);
    expect((await admin.get('/functionalities/abc')).statusCode).toBe(400);
    expect((await sales.get('/functionalities/1010')).statusCode).toBe(403);
    expect((await master.get('/functionalities/1010')).statusCode).toBe(403);
  });
});

describe('POST /functionalities', () => {
  it('creates one, without repeated operations', async () => {
    const res = await admin.post('/functionalities', custom);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: FUNCTIONALITY_MESSAGES.added, data: { ...custom, customercrud: ['read', 'list'] } });
    expect(await stored(5000)).toMatchObject({ description: 'Number porting', customercrud: ['read', 'list'] });
  });

  it('refuses a taken id, description or sub-category (409)', async () => {
    const id = await admin.post('/functionalities', { ...custom, description: 'Other', sub_category: 'other' });
    expect(id.statusCode).toBe(409);
    expect(id.json().errors).toEqual([{ field: 'id', message: FUNCTIONALITY_MESSAGES.idTaken, code: 'functionality.id_taken' }]);
    const both = await admin.post('/functionalities', { ...custom, id: 5001, description: 'ORDERS', sub_category: 'Porting' });
    expect(both.statusCode).toBe(409);
    expect(both.json().errors).toEqual([
      { field: 'description', message: FUNCTIONALITY_MESSAGES.descriptionTaken, code: 'functionality.description_taken' },
      { field: 'sub_category', message: FUNCTIONALITY_MESSAGES.subCategoryTaken, code: 'functionality.sub_category_taken' },
    ]);
    expect(await stored(5001)).toBeUndefined();
  });

  it('refuses bad input with field errors (400)', async () => {
    const cases: [object, string][] = [
      [{ ...custom, id: undefined }, 'id'],
      [{ ...custom, id: 5002, description: 'x' }, 'description'],
      [{ ...custom, id: 5002, category: '' }, 'category'],
      [{ ...custom, id: 5002, customercrud: ['fly'] }, 'customercrud.0'],
      [{ ...custom, id: 5002, providercrud: 'read' }, 'providercrud'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/functionalities', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await stored(5002)).toBeUndefined();
  });

  it('needs permission 1030 write and a staff account', async () => {
    expect((await sales.post('/functionalities', { ...custom, id: 5003 })).statusCode).toBe(403);
    expect((await master.post('/functionalities', { ...custom, id: 5003 })).statusCode).toBe(403);
  });
});

describe('permissions on a custom functionality', () => {
  it('are clamped to the stored operation lists', async () => {
    const res = await admin.post('/permissions', { account_type_id: 110, functionality_id: 5000, ...ALL_FLAGS });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ ...ALL_FLAGS, functionality: { description: 'Number porting' } });
    const cust = await admin.post('/permissions', { account_type_id: 210, functionality_id: 5000, ...ALL_FLAGS });
    expect(cust.json().data).toMatchObject({ ...NO_FLAGS, read: true, list: true });
  });
});

describe('PUT /functionalities/{id}', () => {
  // the id is the path's: a body naming it again is refused as an unknown field
  const { id: _id, ...body } = custom;
  it('updates it and takes narrowed operations away from its permission rows', async () => {
    const echo = await admin.put('/functionalities/5000', custom);
    expect(echo.statusCode).toBe(400);
    expect(echo.json().errors).toEqual([{ field: 'id', message: 'Unknown field: id', code: 'field.unknown' }]);
    const res = await admin.put('/functionalities/5000', {
      ...body,
      description: 'Porting',
      customercrud: [],
      providercrud: ['read', 'edit'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: FUNCTIONALITY_MESSAGES.updated,
      data: { ...custom, description: 'Porting', customercrud: [], providercrud: ['read', 'edit'] },
    });
    const rows = await db()
      .select()
      .from(permissions)
      .where(and(eq(permissions.functionality_id, 5000), isNull(permissions.customer_id)));
    const byType = Object.fromEntries(
      rows.map((r) => [r.account_type_id, { read: r.read, list: r.list, write: r.write, edit: r.edit, delete: r.delete }]),
    );
    expect(byType).toEqual({ 110: { ...NO_FLAGS, read: true, edit: true }, 210: NO_FLAGS });
  });

  it('refuses a name of another functionality (409), a missing one (404) and bad input (400)', async () => {
    const clash = await admin.put('/functionalities/5000', { ...body, description: 'Vendors', sub_category: 'porting' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([
      { field: 'description', message: FUNCTIONALITY_MESSAGES.descriptionTaken, code: 'functionality.description_taken' },
    ]);
    expect((await stored(5000))?.description).toBe('Porting');
    expect((await admin.put('/functionalities/4321', body)).statusCode).toBe(404);
    expect((await admin.put('/functionalities/5000', { description: 'only' })).statusCode).toBe(400);
    expect((await sales.put('/functionalities/5000', body)).statusCode).toBe(403);
  });
});

describe('DELETE /functionalities/{id}', () => {
  it('refuses built-in functionalities (409)', async () => {
    for (const id of [100, 1030]) {
      const res = await admin.del(`/functionalities/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(FUNCTIONALITY_MESSAGES.builtIn);
    }
  });

  it('refuses one still used by permissions or notification types (409)', async () => {
    const used = await admin.del('/functionalities/5000');
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(FUNCTIONALITY_MESSAGES.inUse);
    await db().delete(permissions).where(eq(permissions.functionality_id, 5000));
    await db()
      .insert(notificationTypes)
      .values({ functionality_id: 5000, category: 'porting', sub_category: 'request', action: 'created' });
    expect((await admin.del('/functionalities/5000')).statusCode).toBe(409);
    await db().delete(notificationTypes).where(eq(notificationTypes.functionality_id, 5000));
  });

  it('deletes an unused one; 404 when missing', async () => {
    expect((await sales.del('/functionalities/5000')).statusCode).toBe(403);
    const res = await admin.del('/functionalities/5000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FUNCTIONALITY_MESSAGES.deleted });
    expect(await stored(5000)).toBeUndefined();
    expect((await admin.del('/functionalities/5000')).statusCode).toBe(404);
  });
});
