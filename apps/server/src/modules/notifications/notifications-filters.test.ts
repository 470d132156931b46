import { NOTIFICATION_MESSAGES as M } from '@gsn/domain';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, errorFields, login, type TestContext } from '../../../test/helpers.ts';
import { notifications, notificationTypes } from '../../db/schema.ts';
import { notificationsRepository } from './notifications-repository.ts';

// GET /notifications filtered by read/unread, the type's category and the days created, always the caller's own.

let ctx: TestContext;
let me: number;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  me = await addAccount(ctx, { email: 'reader@filters.test', account_type_id: 130 });
  const other = await addAccount(ctx, { email: 'other@filters.test', account_type_id: 130 });
  token = await login(ctx, 'reader@filters.test');
  otherToken = await login(ctx, 'other@filters.test');
  const types = await db
    .select({ id: notificationTypes.id, category: notificationTypes.category })
    .from(notificationTypes)
    .where(isNull(notificationTypes.customer_id));
  const typeOf = (category: string) => types.find((t) => t.category === category)!.id;
  const note = (title: string, category: string | null, receiver = me) => ({
    notification_type_id: category ? typeOf(category) : null,
    functionality_id: 400,
    receiver_account_id: receiver,
    creator_account_id: null,
    creator_customer_id: null,
    order_id: null,
    notification_title: title,
    notification_message: title,
  });
  const inserted = await notificationsRepository(db).insertMany([
    note('order one', 'order'),
    note('order two', 'order'),
    note('traffic one', 'traffic'),
    note('no type', null),
    note('someone else’s order', 'order', other),
  ]);
  const at = (title: string, day: string, read = false) =>
    db.execute(
      sql`update ${notifications} set created_at = ${`${day}T12:00:00Z`}::timestamptz, notification_read = ${read} where notification_title = ${title}`,
    );
  await at('order one', '2026-11-01', true);
  await at('order two', '2026-11-03');
  await at('traffic one', '2026-11-05');
  await at('no type', '2026-11-03', true);
  await at('someone else’s order', '2026-11-03');
  expect(inserted).toHaveLength(5);
});
afterAll(async () => ctx?.close());

const get = (url: string, as = token) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(as) });
async function titles(q: string): Promise<string[]> {
  const res = await get(`/notifications?orderby=createdAt&asc=true&${q}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { notification_title: string }[]; count: number };
  expect(body.count).toBe(body.data.length);
  return body.data.map((n) => n.notification_title);
}

describe('GET /notifications filters', () => {
  it('keeps the unread or the read ones', async () => {
    expect(await titles('unread=true')).toEqual(['order two', 'traffic one']);
    expect(await titles('unread=false')).toEqual(['order one', 'no type']);
  });

  it('keeps a category of notification types', async () => {
    expect(await titles('category=order')).toEqual(['order one', 'order two']);
    expect(await titles('category=traffic&unread=true')).toEqual(['traffic one']);
    expect(await titles('category=billing')).toEqual([]);
  });

  it('keeps the UTC days created, both ends included, either alone open-ended', async () => {
    expect(await titles('fromDate=2026-11-03&toDate=2026-11-03')).toEqual(['order two', 'no type']);
    expect(await titles('fromDate=2026-11-02')).toEqual(['order two', 'no type', 'traffic one']);
    expect(await titles('toDate=2026-11-01')).toEqual(['order one']);
    expect(await titles('fromDate=2026-11-01&toDate=2026-11-05&category=order&unread=true')).toEqual(['order two']);
  });

  it('refuses bad values with a message on each field', async () => {
    const res = await get('/notifications?category=Order%20Issue!&fromDate=2026-02-30&unread=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation.failed');
    expect(errorFields(res)).toEqual(['category', 'fromDate', 'unread']);
    const order = await get('/notifications?fromDate=2026-11-05&toDate=2026-11-01');
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual([
      { field: 'fromDate', message: M.fromAfterTo, code: 'field.invalid' },
      { field: 'toDate', message: M.toBeforeFrom, code: 'field.invalid' },
    ]);
  });

  it('offers the categories of the caller’s own notifications only', async () => {
    expect((await get('/notifications/categories')).json()).toEqual({ data: ['order', 'traffic'] });
    expect((await get('/notifications/categories', otherToken)).json()).toEqual({ data: ['order'] });
  });
});
