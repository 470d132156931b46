import { NOTIFICATION_TYPE_MESSAGES } from '@gsn/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, caller, signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { notificationTypes } from '../../db/schema.ts';
import { NOTIFICATION_TYPE_SERVICE_MESSAGES } from './notification-types-service.ts';
import { builtInNotificationTypes } from '../index.ts';

let ctx: TestContext;
let A: number;
let B: number;
let admin: ReturnType<typeof caller>;
let sales: ReturnType<typeof caller>;
let masterA: ReturnType<typeof caller>;
let masterB: ReturnType<typeof caller>;
let opsA: ReturnType<typeof caller>;
let registered: ReturnType<typeof caller>;

const db = () => ctx.database.db;
const SEEDS = builtInNotificationTypes();
const WITH_CUSTOMERS = SEEDS.filter((s) => s.default_receiver_account_type_id.some((t) => t >= 200));

async function defaultOf(category: string, action: string) {
  const rows = await db()
    .select()
    .from(notificationTypes)
    .where(and(eq(notificationTypes.category, category), eq(notificationTypes.action, action), isNull(notificationTypes.customer_id)));
  return rows[0]!;
}

async function copiesOf(category: string, action: string) {
  return db()
    .select()
    .from(notificationTypes)
    .where(and(eq(notificationTypes.category, category), eq(notificationTypes.action, action)))
    .then((rows) => rows.filter((r) => r.customer_id !== null));
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
  registered = caller(ctx, (await signedIn(ctx, 'reg@example.org', 400)).token);
});
afterAll(async () => ctx?.close());

describe('GET /notifications/type/', () => {
  it('shows staff every default type with its functionality’s description', async () => {
    const res = await admin.get('/notifications/type/?limit=100');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json();
    expect(count).toBe(SEEDS.length);
    const ready = data.find((r: { action: string; category: string }) => r.category === 'order' && r.action === 'ready');
    expect(ready).toEqual({
      id: expect.any(Number),
      functionality_id: 200,
      functionality: { description: 'Orders' },
      customer_id: null,
      category: 'order',
      sub_category: 'status',
      action: 'ready',
      default_receiver_account_type_id: [100, 110, 120, 130],
      default_receiver_account_id: null,
      alert_user: true,
      alert_group: false,
      alert_email: true,
      alert_client: true,
    });
    const fids = data.map((r: { functionality_id: number }) => r.functionality_id);
    expect(fids).toEqual([...fids].sort((x: number, y: number) => x - y));
  });

  it('filters by functionality, pages and orders', async () => {
    const orders = (await admin.get('/notifications/type/?functionality_id=200&limit=100')).json();
    // 13 order moves (incl. terminated), 5 changes of an order's numbers, the confirmation of a submission, its
    // port's 5 states and notes, and a company proof about to expire or verified (compliance profiles are order material)
    expect(orders.count).toBe(27);
    expect(orders.data.every((r: { functionality_id: number }) => r.functionality_id === 200)).toBe(true);
    const page = (await admin.get('/notifications/type/?functionality_id=200&limit=5&page=3')).json();
    expect(page).toMatchObject({ count: 27 });
    expect(page.data).toHaveLength(5);
    const byAction = (await admin.get('/notifications/type/?orderby=action&asc=false&limit=1')).json();
    // the last action by name: a company proof verified (compliance profiles)
    expect(byAction.data[0].action).toBe('verified');
    for (const q of ['orderby=password', 'functionality_id=x', 'limit=5000']) {
      expect((await admin.get(`/notifications/type/?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('shows a master only the types with customer receivers, and only those receivers', async () => {
    const res = await masterA.get('/notifications/type/?limit=100');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json();
    expect(count).toBe(WITH_CUSTOMERS.length);
    for (const r of data) {
      expect(r.customer_id).toBeNull();
      expect(r.default_receiver_account_type_id.length).toBeGreaterThan(0);
      expect(r.default_receiver_account_type_id.every((t: number) => t >= 200 && t <= 240)).toBe(true);
    }
    const completed = data.find((r: { category: string; action: string }) => r.category === 'order' && r.action === 'completed');
    expect(completed.default_receiver_account_type_id).toEqual([200, 210, 220, 230]);
  });

  it('needs permission 1020 list', async () => {
    expect((await sales.get('/notifications/type/')).statusCode).toBe(403);
    expect((await opsA.get('/notifications/type/')).statusCode).toBe(403);
    expect((await registered.get('/notifications/type/')).statusCode).toBe(403);
    expect((await caller(ctx).get('/notifications/type/')).statusCode).toBe(401);
  });
});

describe('GET /notifications/type/{id}', () => {
  it('answers staff any row and a master the types with customer receivers', async () => {
    const requested = await defaultOf('order', 'requested');
    const processed = await defaultOf('order', 'processed');
    expect((await admin.get(`/notifications/type/${requested.id}`)).json()).toMatchObject({ id: requested.id, action: 'requested' });
    expect((await masterA.get(`/notifications/type/${requested.id}`)).statusCode).toBe(404);
    expect((await masterA.get(`/notifications/type/${processed.id}`)).json()).toMatchObject({
      id: processed.id,
      customer_id: null,
      default_receiver_account_type_id: [200, 210, 220, 230],
    });
    expect((await admin.get('/notifications/type/99999')).statusCode).toBe(404);
    expect((await admin.get('/notifications/type/abc')).statusCode).toBe(400);
  });
});

describe('PUT /notifications/type/{id} by staff', () => {
  it('edits the default row', async () => {
    const row = await defaultOf('customer', 'created');
    const res = await admin.put(`/notifications/type/${row.id}`, {
      default_receiver_account_type_id: [110, 100, 110, 200],
      alert_email: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: NOTIFICATION_TYPE_SERVICE_MESSAGES.updated,
      data: { id: row.id, customer_id: null, default_receiver_account_type_id: [100, 110, 200], alert_email: true, alert_user: true },
    });
    expect(await defaultOf('customer', 'created')).toMatchObject({ default_receiver_account_type_id: [100, 110, 200], alert_email: true });
  });

  it('refuses receivers outside 100–140 and 200–240, and malformed bodies (400)', async () => {
    const row = await defaultOf('customer', 'created');
    for (const body of [
      { default_receiver_account_type_id: [150] },
      { default_receiver_account_type_id: [400] },
      { default_receiver_account_type_id: [500, 100] },
      { default_receiver_account_type_id: 100 },
      {},
      { default_receiver_account_type_id: [100], alert_email: 'yes' },
    ]) {
      const res = await admin.put(`/notifications/type/${row.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect((await defaultOf('customer', 'created')).default_receiver_account_type_id).toEqual([100, 110, 200]);
    expect((await admin.put('/notifications/type/99999', { default_receiver_account_type_id: [] })).statusCode).toBe(404);
  });
});

describe('PUT /notifications/type/{id} by a master', () => {
  it('stores its change as its company’s copy, leaving the default and other companies alone', async () => {
    const def = await defaultOf('order', 'completed');
    const res = await masterA.put(`/notifications/type/${def.id}`, { default_receiver_account_type_id: [240, 200], alert_email: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: NOTIFICATION_TYPE_SERVICE_MESSAGES.updated,
      data: { id: def.id, customer_id: A, action: 'completed', default_receiver_account_type_id: [200, 240], alert_email: false },
    });
    const copies = await copiesOf('order', 'completed');
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      customer_id: A,
      functionality_id: 200,
      sub_category: 'status',
      default_receiver_account_type_id: [140, 200, 240],
      alert_email: false,
      alert_user: def.alert_user,
    });
    expect(await defaultOf('order', 'completed')).toMatchObject({
      default_receiver_account_type_id: def.default_receiver_account_type_id,
      alert_email: true,
    });
    const listA = (await masterA.get('/notifications/type/?limit=100')).json().data;
    expect(listA.find((r: { id: number }) => r.id === def.id)).toMatchObject({
      customer_id: A,
      default_receiver_account_type_id: [200, 240],
    });
    const listB = (await masterB.get('/notifications/type/?limit=100')).json().data;
    expect(listB.find((r: { id: number }) => r.id === def.id)).toMatchObject({
      customer_id: null,
      default_receiver_account_type_id: [200, 210, 220, 230],
    });
  });

  it('updates the same copy on the next change, also when addressed by the copy’s id', async () => {
    const def = await defaultOf('order', 'completed');
    const [copy] = await copiesOf('order', 'completed');
    const res = await masterA.put(`/notifications/type/${copy!.id}`, { default_receiver_account_type_id: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: def.id, customer_id: A, default_receiver_account_type_id: [], alert_email: false });
    const copies = await copiesOf('order', 'completed');
    expect(copies).toHaveLength(1);
    expect(copies[0]!.default_receiver_account_type_id).toEqual([140]);
    // the copied type stays visible to the company even without customer receivers
    expect((await masterA.get(`/notifications/type/${def.id}`)).json()).toMatchObject({
      customer_id: A,
      default_receiver_account_type_id: [],
    });
  });

  it('hides another company’s copy and types without customer receivers (404)', async () => {
    const [copy] = await copiesOf('order', 'completed');
    expect((await masterB.get(`/notifications/type/${copy!.id}`)).statusCode).toBe(404);
    expect((await masterB.put(`/notifications/type/${copy!.id}`, { default_receiver_account_type_id: [200] })).statusCode).toBe(404);
    const staffOnly = await defaultOf('order', 'ready');
    expect((await masterA.put(`/notifications/type/${staffOnly.id}`, { default_receiver_account_type_id: [200] })).statusCode).toBe(404);
    expect(await copiesOf('order', 'ready')).toHaveLength(0);
  });

  it('refuses staff receivers from a customer (422)', async () => {
    const def = await defaultOf('order', 'processed');
    const res = await masterA.put(`/notifications/type/${def.id}`, { default_receiver_account_type_id: [200, 110] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        field: 'default_receiver_account_type_id',
        message: NOTIFICATION_TYPE_MESSAGES.customerReceiversOnly,
        code: 'notification_type.customer_receivers_only',
      },
    ]);
    expect(await copiesOf('order', 'processed')).toHaveLength(0);
  });

  it('keeps each copy’s customer receivers when staff change the default’s staff receivers', async () => {
    const def = await defaultOf('order', 'completed');
    await masterA.put(`/notifications/type/${def.id}`, { default_receiver_account_type_id: [210] });
    const res = await admin.put(`/notifications/type/${def.id}`, { default_receiver_account_type_id: [100, 130, 200] });
    expect(res.statusCode).toBe(200);
    const [copy] = await copiesOf('order', 'completed');
    expect(copy!.default_receiver_account_type_id).toEqual([100, 130, 210]);
    expect((await admin.get(`/notifications/type/${copy!.id}`)).json()).toMatchObject({
      customer_id: A,
      default_receiver_account_type_id: [100, 130, 210],
    });
  });

  it('is refused to accounts without permission 1020 edit', async () => {
    const def = await defaultOf('order', 'processed');
    expect((await opsA.put(`/notifications/type/${def.id}`, { default_receiver_account_type_id: [200] })).statusCode).toBe(403);
    expect((await sales.put(`/notifications/type/${def.id}`, { default_receiver_account_type_id: [200] })).statusCode).toBe(403);
    expect((await registered.put(`/notifications/type/${def.id}`, { default_receiver_account_type_id: [200] })).statusCode).toBe(403);
  });
});
