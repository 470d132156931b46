import { ACCOUNT_TYPE_LIST } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FLAGS, addCompany, caller, signedIn } from '../../../test/administration-fixtures.ts';
import { addAccount, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { accountTypes, permissions } from '../../db/schema.ts';
import { ACCOUNT_TYPE_MESSAGES } from './account-types-service.ts';

let ctx: TestContext;
let admin: ReturnType<typeof caller>;
let sales: ReturnType<typeof caller>;
let master: ReturnType<typeof caller>;

const stored = async (id: number) => (await ctx.database.db.select().from(accountTypes).where(eq(accountTypes.id, id)))[0];

beforeAll(async () => {
  ctx = await createTestContext();
  const A = await addCompany(ctx, 'Alpha Telecom');
  admin = caller(ctx, (await signedIn(ctx, 'admin@gsn.test', 100)).token);
  sales = caller(ctx, (await signedIn(ctx, 'sales@gsn.test', 110)).token);
  master = caller(ctx, (await signedIn(ctx, 'master@alpha.test', 200, A)).token);
});
afterAll(async () => ctx?.close());

describe('GET /account/types/', () => {
  it('lists the 12 built-in types in id order to any session', async () => {
    const res = await master.get('/account/types/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: ACCOUNT_TYPE_LIST, count: 12 });
    expect((await caller(ctx).get('/account/types/')).statusCode).toBe(401);
  });

  it('answers one type, 404 when missing, 400 on a bad id', async () => {
    expect((await sales.get('/account/types/200')).json()).toEqual({
      id: 200,
      account_type: 'master',
      description: 'Customer master account',
    });
    expect((await sales.get('/account/types/777')).statusCode).toBe(404);
    expect((await sales.get('/account/types/x')).statusCode).toBe(400);
  });
});

describe('POST /account/types/', () => {
  it('creates a type (description defaults to empty)', async () => {
    const res = await admin.post('/account/types/', { id: 150, account_type: '  provider_audit ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: ACCOUNT_TYPE_MESSAGES.added,
      data: { id: 150, account_type: 'provider_audit', description: '' },
    });
    expect(await stored(150)).toMatchObject({ account_type: 'provider_audit', description: '' });
  });

  it('refuses a taken id or name (case-insensitive) with 409', async () => {
    const id = await admin.post('/account/types/', { id: 100, account_type: 'another' });
    expect(id.statusCode).toBe(409);
    expect(id.json()).toMatchObject({
      message: ACCOUNT_TYPE_MESSAGES.idTaken,
      errors: [{ field: 'id', message: ACCOUNT_TYPE_MESSAGES.idTaken }],
    });
    const name = await admin.post('/account/types/', { id: 151, account_type: 'MASTER' });
    expect(name.statusCode).toBe(409);
    expect(name.json().errors).toEqual([
      { field: 'account_type', message: ACCOUNT_TYPE_MESSAGES.nameTaken, code: 'account_type.name_taken' },
    ]);
    expect(await stored(151)).toBeUndefined();
  });

  it('refuses bad input with field errors (400)', async () => {
    const cases: [object, string][] = [
      [{ account_type: 'x1' }, 'id'],
      [{ id: 0, account_type: 'zero' }, 'id'],
      [{ id: 10000, account_type: 'big' }, 'id'],
      [{ id: 152, account_type: 'a' }, 'account_type'],
      [{ id: 152, account_type: 'ok', description: 'd'.repeat(201) }, 'description'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/account/types/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await stored(152)).toBeUndefined();
  });

  it('needs permission 1000 write and a staff account', async () => {
    expect((await sales.post('/account/types/', { id: 153, account_type: 'nope' })).statusCode).toBe(403);
    expect((await master.post('/account/types/', { id: 153, account_type: 'nope' })).statusCode).toBe(403);
    const [grant] = await ctx.database.db
      .insert(permissions)
      .values({ account_type_id: 110, functionality_id: 1000, read: true, list: true, write: true })
      .returning({ id: permissions.id });
    expect((await sales.post('/account/types/', { id: 153, account_type: 'granted' })).statusCode).toBe(201);
    expect((await sales.del('/account/types/153')).statusCode).toBe(403);
    await ctx.database.db.delete(permissions).where(eq(permissions.id, grant!.id));
    expect(await stored(153)).toBeDefined();
  });
});

describe('PUT /account/types/{id}', () => {
  it('updates name and description, also of a built-in type', async () => {
    const res = await admin.put('/account/types/150', { account_type: 'Provider_Audit', description: 'Auditors' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: ACCOUNT_TYPE_MESSAGES.updated,
      data: { id: 150, account_type: 'Provider_Audit', description: 'Auditors' },
    });
    expect((await admin.put('/account/types/140', { account_type: 'provider_billing', description: 'Billing desk' })).statusCode).toBe(200);
    expect(await stored(140)).toMatchObject({ account_type: 'provider_billing', description: 'Billing desk' });
  });

  it('refuses another type’s name (409), a missing type (404) and bad input (400)', async () => {
    const clash = await admin.put('/account/types/150', { account_type: 'Registered' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([
      { field: 'account_type', message: ACCOUNT_TYPE_MESSAGES.nameTaken, code: 'account_type.name_taken' },
    ]);
    expect((await stored(150))?.account_type).toBe('Provider_Audit');
    expect((await admin.put('/account/types/777', { account_type: 'ghost' })).statusCode).toBe(404);
    expect((await admin.put('/account/types/150', {})).statusCode).toBe(400);
    expect((await admin.put('/account/types/150', { account_type: 5 })).statusCode).toBe(400);
    expect((await sales.put('/account/types/150', { account_type: 'x-sales' })).statusCode).toBe(403);
  });
});

describe('DELETE /account/types/{id}', () => {
  it('refuses built-in types (409)', async () => {
    for (const id of [100, 200, 500]) {
      const res = await admin.del(`/account/types/${id}`);
      expect(res.statusCode, String(id)).toBe(409);
      expect(res.json().message).toBe(ACCOUNT_TYPE_MESSAGES.builtIn);
    }
  });

  it('refuses a type still used by an account or a permission (409)', async () => {
    await admin.post('/account/types/', { id: 160, account_type: 'with_account' });
    await addAccount(ctx, { email: 'typed@gsn.test', account_type_id: 160 });
    const used = await admin.del('/account/types/160');
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(ACCOUNT_TYPE_MESSAGES.inUse);
    await admin.post('/account/types/', { id: 161, account_type: 'with_permission' });
    expect((await admin.post('/permissions', { account_type_id: 161, functionality_id: 900, ...ALL_FLAGS })).statusCode).toBe(201);
    expect((await admin.del('/account/types/161')).statusCode).toBe(409);
    expect(await stored(161)).toBeDefined();
  });

  it('deletes an unused custom type; 404 when missing', async () => {
    const res = await admin.del('/account/types/150');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_TYPE_MESSAGES.deleted });
    expect(await stored(150)).toBeUndefined();
    expect((await admin.del('/account/types/150')).statusCode).toBe(404);
    expect((await master.del('/account/types/161')).statusCode).toBe(403);
  });
});
