import { NOTIFICATION_MESSAGES, TICKETS_PER_DAY } from '@gsn/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, caller } from '../../../test/administration-fixtures.ts';
import { addAccount, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { loginAttempts, notifications, notificationTypes, orders, serviceNumberTypeOrderHistory, userProfiles } from '../../db/schema.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import { notificationsRepository } from './notifications-repository.ts';
import { orderChangeNotice, orderConfirmationNotice } from '../orders/index.ts';
import { createNotifier } from './notifications-notifier.ts';

let ctx: TestContext;
let A: number;
let B: number;
const id: Record<string, number> = {};
const api: Record<string, ReturnType<typeof caller>> = {};
const tokens: Record<string, string> = {};

const db = () => ctx.database.db;
const notifier = () => ctx.app.services.notifier;
/** An order change notified as the orders module notifies it. */
const orderChanged = (change: Parameters<typeof orderChangeNotice>[0]) => notifier().notify(orderChangeNotice(change));

/** Accounts by key: e-mail, type, company, and whether they sign in. */
const PEOPLE: [key: string, type: number, company: 'A' | 'B' | null, extra?: { disabled?: boolean; status?: string }][] = [
  ['admin', 100, null],
  ['sales', 110, null],
  ['product', 120, null],
  ['ops', 130, null],
  ['billing', 140, null],
  ['salesOff', 110, null, { disabled: true }],
  ['productGone', 120, null, { status: 'terminated' }],
  ['masterA', 200, 'A'],
  ['salesA', 210, 'A'],
  ['productAOff', 220, 'A', { disabled: true }],
  ['opsA', 230, 'A'],
  ['billingA', 240, 'A'],
  ['masterB', 200, 'B'],
  ['salesB', 210, 'B'],
  ['reg', 400, null],
];
const email = (key: string) => `${key.toLowerCase()}@notify.test`;

async function addOrder(customerId: number, reference: string) {
  const [snap] = await db()
    .insert(serviceNumberTypeOrderHistory)
    .values({ product: {}, service_type: 'ITFS', jurisdiction: 'GB' })
    .returning({ id: serviceNumberTypeOrderHistory.id });
  const [o] = await db()
    .insert(orders)
    .values({
      customer_id: customerId,
      service_number_type_order_history_id: snap!.id,
      service_type: 'ITFS',
      jurisdiction: 'GB',
      reference,
    })
    .returning({ id: orders.id });
  return { id: o!.id, customer_id: customerId, reference, service_type: 'ITFS', jurisdiction: 'GB' };
}

const receiversOf = async (orderId: number) =>
  (await db().select().from(notifications).where(eq(notifications.order_id, orderId)))
    .map((n) => n.receiver_account_id)
    .sort((x, y) => x - y);
const ids = (...keys: string[]) => keys.map((k) => id[k]!).sort((x, y) => x - y);
const actor = (key: string, customerId: number | null = null) => ({ accountId: id[key]!, accountTypeId: 100, customerId });

beforeAll(async () => {
  ctx = await createTestContext();
  A = await addCompany(ctx, 'Alpha Telecom');
  B = await addCompany(ctx, 'Beta Telecom');
  for (const [key, type, company, extra] of PEOPLE) {
    const customer_id = company === 'A' ? A : company === 'B' ? B : null;
    id[key] = await addAccount(ctx, { email: email(key), account_type_id: type, customer_id, ...extra });
    if (!extra) {
      tokens[key] = await login(ctx, email(key));
      api[key] = caller(ctx, tokens[key]);
    }
  }
});
afterAll(async () => ctx?.close());

describe('order changes notified (orders-notifications.ts → notifier.notify)', () => {
  it('notifies the customer desk of the order’s company only, skipping disabled accounts, and e-mails them', async () => {
    const order = await addOrder(A, 'Ref A1');
    const before = (await ctx.mails()).length;
    const n = await orderChanged({ order, from: 'processed', to: 'accepted', actor: actor('admin') });
    expect(n).toBe(3);
    // customer desk 200–230 of Alpha: not 240 (not a receiver type), not the disabled 220, never Beta's accounts
    expect(await receiversOf(order.id)).toEqual(ids('masterA', 'salesA', 'opsA'));
    const rows = await db().select().from(notifications).where(eq(notifications.order_id, order.id));
    expect(rows[0]).toMatchObject({
      functionality_id: 200,
      creator_account_id: id.admin,
      creator_customer_id: A,
      notification_title: `Order ${order.id} (Ref A1) is now Accepted`,
      // the order's new status, not the default of a ticket
      notification_status: 'accepted',
      notification_read: false,
    });
    expect(rows[0]!.notification_message).toContain('moved from Processed to Accepted');
    const mails = (await ctx.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([email('masterA'), email('opsA'), email('salesA')].sort());
    const toMaster = mails.find((m) => m.to === email('masterA'))!;
    const row = rows.find((r) => r.receiver_account_id === id.masterA)!;
    expect(toMaster.subject).toBe(`Order ${order.id} (Ref A1) is now Accepted`);
    expect(toMaster.links).toContain(`http://portal.test/portal/notification/notifications/${row.id}`);
  });

  it('notifies active staff of the staff desk types, never disabled or terminated ones, nor the actor', async () => {
    const order = await addOrder(B, 'Ref B1');
    await orderChanged({
      order,
      from: 'requested',
      to: 'ready',
      actor: { accountId: id.masterB!, accountTypeId: 200, customerId: B },
    });
    expect(await receiversOf(order.id)).toEqual(ids('admin', 'sales', 'product', 'ops'));

    const mine = await addOrder(A, 'Ref A2');
    await orderChanged({ order: mine, from: 'requested', to: 'ready', actor: actor('sales') });
    expect(await receiversOf(mine.id)).toEqual(ids('admin', 'product', 'ops'));
  });

  it('notifies what the order’s transaction recorded (notifier.record) once it commits, and what an older version recorded', async () => {
    const { outbox, notifier: n, db: database } = ctx.app.services;
    const order = await addOrder(A, 'Ref R1');
    const recorded = await n.record(database, orderChangeNotice({ order, from: 'processed', to: 'accepted', actor: actor('admin') }));
    await outbox.deliver([recorded]);
    expect(await receiversOf(order.id)).toEqual(ids('masterA', 'salesA', 'opsA'));
    // the topic order changes were recorded under before notifier.record: still delivered after an upgrade
    const old = await addOrder(A, 'Ref R2');
    const legacy = await outbox.add(database, 'notifications.order_changed', {
      order: old,
      from: 'processed',
      to: 'accepted',
      actor: actor('admin'),
    });
    await outbox.deliver([legacy]);
    expect(await receiversOf(old.id)).toEqual(ids('masterA', 'salesA', 'opsA'));
    // the later tests count the receivers' notifications
    await db()
      .delete(notifications)
      .where(inArray(notifications.order_id, [order.id, old.id]));
    // an event no module contributes texts for is refused before anything is written
    await expect(
      n.record(database, {
        type: { functionality_id: 200, category: 'order', sub_category: 'status', action: 'accepted' },
        company: A,
        actor: null,
        event: 'order.exploded',
      }),
    ).rejects.toThrow(/has no texts/);
  });

  it('sends no e-mail when the type has no e-mail alert', async () => {
    const order = await addOrder(A, 'Ref A3');
    const before = (await ctx.mails()).length;
    expect(await orderChanged({ order, from: 'accepted', to: 'assigned', actor: actor('admin') })).toBe(3);
    expect((await ctx.mails()).length).toBe(before);
  });

  it('puts the remarks into the message of an incomplete order', async () => {
    const order = await addOrder(A, 'Ref A4');
    await orderChanged({
      order,
      from: 'ready',
      to: 'incomplete',
      actor: actor('admin'),
      remarks: 'Passport copy is unreadable',
    });
    const [row] = await db().select().from(notifications).where(eq(notifications.order_id, order.id)).limit(1);
    expect(row!.notification_title).toBe(`Order ${order.id} (Ref A4) is now Incomplete`);
    // the customer's next step names the reason (once)
    expect(row!.notification_message).toBe(
      `Order ${order.id} (Ref A4) for ITFS in GB moved from Ready to Incomplete.\nNext step: Complete the missing details: Passport copy is unreadable`,
    );
    expect(row!.params).toMatchObject({ remarks: 'Passport copy is unreadable', reader: 'customer' });
  });

  it('stores each receiver’s side with the event, so staff and customers each read their own next step', async () => {
    const order = await addOrder(B, 'Ref B4');
    const before = (await ctx.mails()).length;
    await orderChanged({ order, from: 'saved', to: 'ready', actor: { accountId: id.masterB!, accountTypeId: 200, customerId: B } });
    const rows = await db().select().from(notifications).where(eq(notifications.order_id, order.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.params).toMatchObject({ reader: 'staff' });
      expect(r.notification_message).toContain('Next step: Review the order and accept it or mark it incomplete.');
    }
    // the e-mail links to the order itself, then to the notification
    const toAdmin = (await ctx.mails()).slice(before).find((m) => m.to === email('admin'))!;
    expect(toAdmin.text).toContain(`Open it in the portal: http://portal.test/portal/management/orders/show/${order.id}\n`);
    expect(toAdmin.links[0]).toBe(`http://portal.test/portal/management/orders/show/${order.id}`);
    expect(toAdmin.links[1]).toMatch(/\/portal\/notification\/notifications\/\d+$/);
  });

  it('confirms a customer’s own submission to its company, the submitter included, never a staff move', async () => {
    const order = await addOrder(B, 'Ref B5');
    const before = (await ctx.mails()).length;
    const change = {
      order,
      from: 'saved' as const,
      to: 'ready' as const,
      actor: { accountId: id.masterB!, accountTypeId: 200, customerId: B },
    };
    const confirmation = orderConfirmationNotice(change);
    expect(confirmation).toMatchObject({ type: { sub_category: 'confirmation', action: 'ready' }, tellActor: true });
    expect(await notifier().notify(confirmation!)).toBe(2);
    expect(await receiversOf(order.id)).toEqual(ids('masterB', 'salesB'));
    const toMaster = (await ctx.mails()).slice(before).find((m) => m.to === email('masterB'))!;
    expect(toMaster.subject).toBe(`Order ${order.id} (Ref B5) is now Ready`);
    expect(toMaster.text).toContain('Next step: Nothing to do for now: we are reviewing your order');
    // staff moves and other statuses have no confirmation
    expect(orderConfirmationNotice({ ...change, actor: actor('sales') })).toBeNull();
    expect(orderConfirmationNotice({ ...change, to: 'cancellation' })).toBeNull();
    expect(orderConfirmationNotice({ ...change, actor: { ...change.actor, customerId: A } })).toBeNull();
  });

  it('uses the company’s copy of a type instead of the default, for that company only', async () => {
    const [base] = await db()
      .select()
      .from(notificationTypes)
      .where(
        and(eq(notificationTypes.action, 'cancelled'), eq(notificationTypes.category, 'order'), isNull(notificationTypes.customer_id)),
      );
    await db()
      .insert(notificationTypes)
      .values({
        functionality_id: 200,
        customer_id: A,
        category: 'order',
        sub_category: 'status',
        action: 'cancelled',
        default_receiver_account_type_id: [230],
        default_receiver_account_id: id.billingA!,
        alert_email: false,
      });
    expect(base!.alert_email).toBe(true);
    const a = await addOrder(A, 'Ref A5');
    const before = (await ctx.mails()).length;
    await orderChanged({ order: a, from: 'cancellation', to: 'cancelled', actor: actor('admin') });
    expect(await receiversOf(a.id)).toEqual(ids('opsA', 'billingA'));
    expect((await ctx.mails()).length).toBe(before);

    const b = await addOrder(B, 'Ref B2');
    await orderChanged({ order: b, from: 'cancellation', to: 'cancelled', actor: actor('admin') });
    // the default: customer desk 200–230 of Beta plus provider billing (140)
    expect(await receiversOf(b.id)).toEqual(ids('masterB', 'salesB', 'billing'));
    expect((await ctx.mails()).length).toBe(before + 3);
  });
});

describe('GET /notifications', () => {
  let first: number;
  beforeAll(async () => {
    // opsA has notifications of orders A1, A3, A4 (and A5 from the company copy), oldest first
    const list = (await api.opsA!.get('/notifications?limit=100')).json();
    first = list.data.at(-1).id;
  });

  it('lists only the caller’s own notifications, newest first among the unread', async () => {
    const res = await api.opsA!.get('/notifications?limit=100');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json();
    expect(count).toBe(4);
    const own = await db().select({ id: notifications.id }).from(notifications).where(eq(notifications.receiver_account_id, id.opsA!));
    expect(data.map((n: { id: number }) => n.id).sort()).toEqual(own.map((n) => n.id).sort());
    expect(data.map((n: { id: number }) => n.id)).toEqual([...data.map((n: { id: number }) => n.id)].sort((x, y) => y - x));
    expect(data[0]).toEqual({
      id: expect.any(Number),
      creator_customer: 'Alpha Telecom',
      notificationtype: { category: 'order', sub_category: 'status', action: 'cancelled' },
      notification_title: expect.stringMatching(/^Order \d+ \(Ref A5\) is now Cancelled$/),
      notification_message: expect.any(String),
      notification_status: 'cancelled',
      notification_read: false,
      event: 'order.moved',
      params: expect.objectContaining({ reference: 'Ref A5', from: 'cancellation', to: 'cancelled' }),
      functionality_id: 200,
      order_id: expect.any(Number),
      subject: { kind: 'order', id: expect.any(Number), path: expect.stringMatching(/^\/portal\/management\/orders\/show\/\d+$/) },
      receiver_account_id: id.opsA,
      creator_account_id: id.admin,
      creator_customer_id: A,
      createdAt: expect.any(String),
    });
    // Beta's master never sees Alpha's notifications
    const beta = (await api.masterB!.get('/notifications?limit=100')).json();
    expect(beta.data.every((n: { creator_customer_id: number }) => n.creator_customer_id === B)).toBe(true);
  });

  it('orders unread first after one is read, and counts the unread for the badge', async () => {
    const badge = async () => (await api.opsA!.get('/notifications?receiver=me&unread=true&limit=0')).json();
    expect((await badge()).count).toBe(4);
    const put = await api.opsA!.put(`/notifications/${first}`, { notification_read: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ message: NOTIFICATION_MESSAGES.updated, data: { id: first, notification_read: true } });
    const unread = await badge();
    expect(unread.count).toBe(3);
    expect(unread.data.map((n: { id: number }) => n.id)).not.toContain(first);
    const all = (await api.opsA!.get('/notifications?limit=100')).json();
    expect(all.data.at(-1)).toMatchObject({ id: first, notification_read: true });
    expect(all.data.slice(0, 3).every((n: { notification_read: boolean }) => !n.notification_read)).toBe(true);
    const read = (await api.opsA!.get('/notifications?unread=false')).json();
    expect(read.data.map((n: { id: number }) => n.id)).toEqual([first]);
    // the dashboard's new-notifications counter is the same number
    expect((await api.opsA!.get('/dashboard')).json().counts.new_notifications).toBe(3);
    // and marking unread again counts it back
    await api.opsA!.put(`/notifications/${first}`, { notification_read: false });
    expect((await badge()).count).toBe(4);
  });

  it('pages, accepts its own receiver id, and shows nothing for another receiver', async () => {
    const page = (await api.opsA!.get('/notifications?limit=3&page=1')).json();
    expect(page.count).toBe(4);
    expect(page.data).toHaveLength(1);
    expect((await api.opsA!.get(`/notifications?receiver_account_id=${id.opsA}`)).json().count).toBe(4);
    expect((await api.opsA!.get(`/notifications?receiver_account_id=${id.masterA}`)).json()).toEqual({ data: [], count: 0 });
    for (const q of ['orderby=title', 'receiver=all', 'limit=500', 'unread=maybe']) {
      expect((await api.opsA!.get(`/notifications?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('syncs with a cursor: the notifications after an id, oldest first, whatever was read meanwhile', async () => {
    const all = (await api.opsA!.get('/notifications?orderby=id&asc=true&limit=100')).json().data as { id: number }[];
    expect(all).toHaveLength(4);
    const after = (await api.opsA!.get(`/notifications?orderby=id&asc=true&after_id=${all[1]!.id}`)).json();
    expect(after.data.map((n: { id: number }) => n.id)).toEqual([all[2]!.id, all[3]!.id]);
    expect(after.count).toBe(2);
    expect((await api.opsA!.get(`/notifications?after_id=${all[3]!.id}`)).json()).toEqual({ data: [], count: 0 });
    expect((await api.opsA!.get('/notifications?after_id=-1')).statusCode).toBe(400);
  });

  it('asks for a session', async () => {
    expect((await caller(ctx).get('/notifications')).statusCode).toBe(401);
  });
});

describe('GET and PUT /notifications/{id}', () => {
  it('opens the caller’s own notification and answers 404 for anyone else’s', async () => {
    const [mine] = await db().select().from(notifications).where(eq(notifications.receiver_account_id, id.masterA!)).limit(1);
    const res = await api.masterA!.get(`/notifications/${mine!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine!.id, notification_title: mine!.notification_title, creator_customer: 'Alpha Telecom' });
    for (const who of ['opsA', 'masterB', 'admin']) {
      expect((await api[who]!.get(`/notifications/${mine!.id}`)).statusCode, who).toBe(404);
      expect((await api[who]!.put(`/notifications/${mine!.id}`, { notification_read: true })).statusCode, who).toBe(404);
    }
    const [after] = await db().select().from(notifications).where(eq(notifications.id, mine!.id));
    expect(after!.notification_read).toBe(false);
    expect((await api.masterA!.get('/notifications/999999')).statusCode).toBe(404);
    expect((await api.masterA!.put(`/notifications/${mine!.id}`, { notification_read: 'soon' })).statusCode).toBe(400);
  });
});

describe('POST /notifications (support ticket)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
  const tickets = () => db().select().from(notifications).where(eq(notifications.functionality_id, 800));

  it('refuses an unknown title, an empty or too long message, another functionality', async () => {
    const cases: [unknown, string][] = [
      [{ title: 'Billing', message: 'Hello' }, 'title'],
      [{ title: 'Other', message: '   ' }, 'message'],
      [{ title: 'Other', message: words(251) }, 'message'],
      [{ title: 'Other', message: 'Hello', functionality_id: 400 }, 'functionality_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await api.masterA!.post('/notifications', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const long = await api.masterA!.post('/notifications', { title: 'Other', message: words(251) });
    expect(long.json().errors[0].message).toBe(NOTIFICATION_MESSAGES.tooManyWords);
    expect(await tickets()).toHaveLength(0);
  });

  it('delivers a ticket of up to 250 words to the support receivers, with the creator from the session', async () => {
    const before = (await ctx.mails()).length;
    const ticket = { title: 'Order Issue', message: words(250), functionality_id: 800 };
    // the creator is never taken from the body: naming one is refused, not dropped
    const forged = await api.masterA!.post('/notifications', { ...ticket, creator_account_id: id.admin, creator_customer_id: B });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual([
      { field: 'creator_account_id', message: 'Unknown field: creator_account_id', code: 'field.unknown' },
      { field: 'creator_customer_id', message: 'Unknown field: creator_customer_id', code: 'field.unknown' },
    ]);
    expect(await tickets()).toHaveLength(0);
    const res = await api.masterA!.post('/notifications', ticket);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.ticketSubmitted });
    const rows = await tickets();
    // the support ticket type goes to administrators (100) and provider operation (130)
    expect(rows.map((r) => r.receiver_account_id).sort((x, y) => x - y)).toEqual(ids('admin', 'ops'));
    for (const r of rows) {
      expect(r).toMatchObject({
        notification_title: 'Order Issue',
        notification_status: 'requested',
        creator_account_id: id.masterA,
        creator_customer_id: A,
        order_id: null,
      });
      expect(r.notification_message).toContain(`From: ${email('masterA')}`);
    }
    const mails = (await ctx.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([email('admin'), email('ops')]);
    expect(mails[0]!.subject).toBe('Order Issue');
    const shown = (await api.ops!.get('/notifications?limit=1')).json().data[0];
    expect(shown).toMatchObject({
      notification_title: 'Order Issue',
      creator_customer: 'Alpha Telecom',
      notificationtype: { category: 'support', sub_category: 'ticket', action: 'created' },
    });
  });

  it('never sends a ticket back to a creator who is one of its receivers', async () => {
    const res = await api.ops!.post('/notifications', { title: 'Portal Issue', message: 'The coverage map is slow' });
    expect(res.statusCode).toBe(201);
    const rows = (await tickets()).filter((r) => r.creator_account_id === id.ops);
    expect(rows.map((r) => r.receiver_account_id)).toEqual([id.admin]);
    expect(rows[0]!.creator_customer_id).toBeNull();
  });
  it(`takes at most ${TICKETS_PER_DAY} tickets per account in 24 hours`, async () => {
    // tickets filed earlier today (each one mails the support staff)
    const day = Date.now() - 23 * 3600_000;
    await db()
      .insert(loginAttempts)
      .values(Array.from({ length: TICKETS_PER_DAY - 1 }, () => ({ key: `ticket:${id.masterB}`, at: new Date(day) })));
    const ticket = () => api.masterB!.post('/notifications', { title: 'Other', message: 'Once more' });
    expect((await ticket()).statusCode).toBe(201);
    const refused = await ticket();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'ticket.daily_limit', message: NOTIFICATION_MESSAGES.ticketLimit });
    // another account is not held back
    expect((await api.opsA!.post('/notifications', { title: 'Other', message: 'Mine' })).statusCode).toBe(201);
  });
});

describe('account events', () => {
  const accountRows = () => db().select().from(notifications).where(eq(notifications.functionality_id, 110));

  it('tells the administrators when a master disables a sub-account, not the actor nor the account', async () => {
    const res = await api.masterA!.put(`/accounts/${id.billingA}`, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await accountRows();
    // receivers 100 and 200: Alpha's master acted, so the administrator alone
    expect(rows.map((r) => r.receiver_account_id)).toEqual([id.admin]);
    expect(rows[0]).toMatchObject({
      notification_title: `Account ${email('billingA')} was disabled`,
      creator_account_id: id.masterA,
      creator_customer_id: A,
    });
    expect(rows[0]!.notification_message).toContain('Alpha Telecom');
    // a second save that keeps it disabled tells nobody again
    await api.masterA!.put(`/accounts/${id.billingA}`, { disabled: true });
    expect(await accountRows()).toHaveLength(1);
  });

  it('tells the administrators and the master of an activation, never the account itself', async () => {
    expect(await ctx.app.services.accountNotices.accountEvent({ action: 'activated', accountId: id.salesA! })).toBe(2);
    expect(await ctx.app.services.accountNotices.accountEvent({ action: 'activated', accountId: id.masterA! })).toBe(1);
    const rows = (await accountRows()).filter((r) => r.notification_title.endsWith('was activated'));
    expect(rows.map((r) => r.receiver_account_id).sort((x, y) => x - y)).toEqual(ids('admin', 'masterA', 'admin'));
    expect(await ctx.app.services.accountNotices.accountEvent({ action: 'created', accountId: 999_999 })).toBe(0);
  });
});

describe('GET /support/contacts', () => {
  it('is public and shows the configured contacts per department', async () => {
    const res = await caller(ctx).get('/support/contacts');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { department: 'sales', email: 'sales@gsn.example', phone: '+852 2888 0001' },
      { department: 'product', email: 'product@gsn.example', phone: '+852 2888 0002' },
      { department: 'operations', email: 'noc@gsn.example', phone: '+852 2888 0003' },
    ]);
    expect((await api.admin!.put('/configuration', { contact_sales_email: 'deals@gsn.example' })).statusCode).toBe(200);
    expect((await caller(ctx).get('/support/contacts')).json().data[0]).toEqual({
      department: 'sales',
      email: 'deals@gsn.example',
      phone: '+852 2888 0001',
    });
  });
});

describe('notifications in the reader’s language', () => {
  const setLanguage = (key: string, language: string | null) =>
    db()
      .insert(userProfiles)
      .values({ account_id: id[key]!, language })
      .onConflictDoUpdate({ target: userProfiles.account_id, set: { language } });

  it('stores the event and its parameters, and renders them at read time in the asked or the profile language', async () => {
    const order = { ...(await addOrder(A, 'Ref L1')), jurisdiction: 'Japan' };
    await orderChanged({ order, from: 'ready', to: 'accepted', actor: actor('admin'), remarks: 'ok' });
    const [row] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.order_id, order.id), eq(notifications.receiver_account_id, id.salesA!)));
    expect(row).toMatchObject({
      event: 'order.moved',
      params: {
        order_id: order.id,
        reference: 'Ref L1',
        service_type: 'ITFS',
        jurisdiction: 'Japan',
        from: 'ready',
        to: 'accepted',
        remarks: 'ok',
      },
      // the stored texts are the English rendering (mail subjects, older readers)
      notification_title: `Order ${order.id} (Ref L1) is now Accepted`,
    });
    const read = (lang?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/notifications/${row!.id}`,
        headers: { ...(lang ? { 'accept-language': lang } : {}), authorization: `Bearer ${tokens.salesA}` },
      });
    const ru = (await read('ru-RU,ru;q=0.9')).json();
    expect(ru.notification_title).toBe(`Заказ ${order.id} (Ref L1): теперь «Принят»`);
    expect(ru.notification_message).toBe(
      `Заказ ${order.id} (Ref L1) на ITFS (Япония) переведён из статуса «Готов» в «Принят».\nПримечания: ok\n` +
        'Следующий шаг: Пока ничего делать не нужно: мы назначаем номера вашему заказу.',
    );
    expect(ru).toMatchObject({ event: 'order.moved', params: { to: 'accepted' } });
    // no language asked: the profile's
    await setLanguage('salesA', 'fr');
    expect((await read()).json().notification_message).toContain('(ITFS, Japon) passée de « Prête » à « Acceptée »');
    // the list too
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=100',
      headers: { 'accept-language': 'zh', authorization: `Bearer ${tokens.salesA}` },
    });
    expect(list.json().data.find((n: { id: number }) => n.id === row!.id).notification_title).toBe(
      `订单 ${order.id} (Ref L1) 现为“已接受”`,
    );
    await setLanguage('salesA', null);
    expect((await read()).json().notification_title).toBe(`Order ${order.id} (Ref L1) is now Accepted`);
  });

  it('keeps the stored text of rows without an event (older rows, tickets)', async () => {
    const [old] = await db()
      .insert(notifications)
      .values({
        functionality_id: 200,
        receiver_account_id: id.salesA!,
        notification_title: 'Order 1 is now accepted',
        notification_message: 'Order 1 moved from processed to accepted.',
      })
      .returning();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/notifications/${old!.id}`,
      headers: { 'accept-language': 'ja', authorization: `Bearer ${tokens.salesA}` },
    });
    expect(res.json()).toMatchObject({ notification_title: 'Order 1 is now accepted', event: null, params: null });
  });

  it('e-mails each receiver in its profile language', async () => {
    const mails: MailMessage[] = [];
    const own = createNotifier({
      repo: notificationsRepository(db()),
      mailer: { send: async (m) => void mails.push(m) },
      publicUrl: 'https://portal.example',
      subjectPaths: { order: (i) => `/portal/management/orders/show/${i}` },
      catalogue: ctx.app.services.eventCatalogue,
    });
    await setLanguage('masterA', 'ja');
    await setLanguage('opsA', 'es');
    const order = { ...(await addOrder(A, 'Ref L2')), jurisdiction: 'Germany' };
    expect(await own.notify(orderChangeNotice({ order, from: 'processed', to: 'accepted', actor: actor('admin') }))).toBe(3);
    const to = (key: string) => mails.find((m) => m.to === email(key))!;
    expect(to('masterA').subject).toBe(`注文 ${order.id} (Ref L2) は「受理済み」になりました`);
    expect(to('masterA').text).toMatch(
      /^ドイツ の ITFS の注文 \d+ \(Ref L2\)が「処理済み」から「受理済み」に変わりました。\n次のステップ: 現在お客様の対応は不要です。注文に番号を割り当てています。\n\nポータルで開く: https:\/\/portal\.example\/portal\/management\/orders\/show\/\d+\n通知を開く: https:\/\/portal\.example\/portal\/notification\/notifications\/\d+\n$/,
    );
    expect(to('opsA').subject).toBe(`Pedido ${order.id} (Ref L2): ahora «Aceptado»`);
    expect(to('opsA').text).toContain('(ITFS, Alemania)');
    // no profile language: English
    expect(to('salesA').subject).toBe(`Order ${order.id} (Ref L2) is now Accepted`);
    expect(to('salesA').text).toContain('Open the notification: https://portal.example/');
    await setLanguage('masterA', null);
    await setLanguage('opsA', null);
  });
});

describe('notifier.notify: any feature’s subject', () => {
  it('stores what a notification is about; the API answers the path its module declares (an order’s page)', async () => {
    const order = await addOrder(A, 'Ref subject');
    await orderChanged({ order, from: 'processed', to: 'accepted', actor: actor('admin') });
    const [row] = await db().select().from(notifications).where(eq(notifications.order_id, order.id)).limit(1);
    expect(row).toMatchObject({ subject_kind: 'order', subject_id: order.id });
    const who = Object.keys(id).find((k) => id[k] === row!.receiver_account_id)!;
    const res = await api[who]!.get(`/notifications/${row!.id}`);
    expect(res.json().subject).toEqual({ kind: 'order', id: order.id, path: `/portal/management/orders/show/${order.id}` });
  });

  it('takes a kind no module declares a page for: stored, answered without a path to open', async () => {
    const n = await notifier().notify({
      type: { functionality_id: 800, category: 'support', sub_category: 'ticket', action: 'created' },
      company: A,
      actor: actor('masterA', A),
      subject: { kind: 'port', id: 77 },
      title: 'Port 77 confirmed',
      message: 'The port of +44 20 7946 0000 is confirmed.',
    });
    expect(n).toBeGreaterThan(0);
    const [row] = await db().select().from(notifications).where(eq(notifications.subject_id, 77)).limit(1);
    expect(row).toMatchObject({ subject_kind: 'port', order_id: null, notification_title: 'Port 77 confirmed' });
    const who = Object.keys(id).find((k) => id[k] === row!.receiver_account_id)!;
    expect((await api[who]!.get(`/notifications/${row!.id}`)).json().subject).toEqual({ kind: 'port', id: 77, path: null });
  });
});
