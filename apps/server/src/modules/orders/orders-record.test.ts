import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_MESSAGES as M, type OrderStatus } from '@gsn/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { customers, notifications, notificationTypes, orderEvents, vendors } from '../../db/schema.ts';

/*
 * One order record for everyone (docs/api-orders.md, The order record): the message to the customer and the internal
 * note kept apart, the incomplete reason, the pricing history, and the notifications that say what to do next.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let northwind: number;
let productId = 0;

const ADMIN = 'admin@record.test'; // 100
const SALES = 'sales@record.test'; // 110: may custom-price
const MASTER = 'master@northwind-record.test'; // 200
const BUYER = 'buyer@northwind-record.test'; // 210

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as]!), ...(payload ? { payload } : {}) });

async function createOrder(as: string, over: Record<string, unknown> = {}) {
  const res = await call('POST', '/orders', as, {
    service_number_type_id: productId,
    number_quantity: 2,
    reference: 'REC-1',
    terms_accepted: true,
    ...(as === SALES || as === ADMIN ? { customer_id: northwind } : {}),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; updatedAt: string; status: OrderStatus; custom_tariff: Record<string, unknown> | null };
}

const get = async (id: number, as = ADMIN) => (await call('GET', `/orders/${id}`, as)).json();

/** PUT with the order's current status and updatedAt, then the body. */
async function put(id: number, as: string, body: Record<string, unknown>) {
  const current = await get(id);
  return call('PUT', `/orders/${id}`, as, { status: current.status, updatedAt: current.updatedAt, ...body });
}
async function move(id: number, as: string, body: Record<string, unknown>) {
  const res = await put(id, as, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

interface EventView {
  kind: string;
  from_status: string | null;
  to_status: string;
  remarks: string | null;
  details: { old: Record<string, unknown> | null; new: Record<string, unknown> | null } | null;
  internal_note?: string | null;
}

const notificationCount = async (orderId: number) =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.order_id, orderId)))[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  [northwind] = (
    await db
      .insert(customers)
      .values([{ name: 'Northwind Record' }])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number];
  for (const [email, type, company] of [
    [ADMIN, 100, null],
    [SALES, 110, null],
    [MASTER, 200, northwind],
    [BUYER, 210, northwind],
  ] as const) {
    ids[email] = await addAccount(ctx, { email, account_type_id: type, customer_id: company });
    tokens[email] = await login(ctx, email);
  }
  const [vendor] = await db.insert(vendors).values({ name: 'Record Vendor' }).returning({ id: vendors.id });
  const product = await call('POST', '/servicenumbers/type', ADMIN, {
    vendor_id: vendor!.id,
    vendor_plan: 'Plan 1',
    vendor_option: 'DID Record',
    service_type: 'DID',
    number_type: 'Fixed',
    jurisdiction: 'United Kingdom',
    cities: [{ city: 'London', city_dial_code: '20' }],
  });
  expect(product.statusCode, product.body).toBe(201);
  productId = product.json().data.id;
});
afterAll(async () => ctx?.close());

describe('the message to the customer and the internal note', () => {
  it('records both with the move; staff read the note, the customer’s answer has neither the key nor the text', async () => {
    const order = await createOrder(MASTER);
    await move(order.id, MASTER, { status: 'ready' });
    const staffAnswer = await move(order.id, ADMIN, {
      status: 'incomplete',
      remarks: 'Please upload a readable address proof',
      internal_note: 'Vendor Acme (ref ACM-4471) refused the first proof',
    });
    const last = (e: { events: EventView[] }) => e.events.at(-1)!;
    expect(last(staffAnswer)).toMatchObject({
      kind: 'status',
      from_status: 'ready',
      to_status: 'incomplete',
      remarks: 'Please upload a readable address proof',
      internal_note: 'Vendor Acme (ref ACM-4471) refused the first proof',
      details: null,
    });
    const [row] = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.id), eq(orderEvents.to_status, 'incomplete')));
    expect(row).toMatchObject({ remarks: 'Please upload a readable address proof', internal_note: expect.stringContaining('ACM-4471') });

    const customerAnswer = await get(order.id, MASTER);
    expect(last(customerAnswer)).toMatchObject({ kind: 'status', remarks: 'Please upload a readable address proof' });
    for (const e of customerAnswer.events) expect(Object.keys(e)).not.toContain('internal_note');
    expect(JSON.stringify(customerAnswer)).not.toContain('ACM-4471');
    // staff's other events carry the key (null when no note was written)
    expect((await get(order.id, SALES)).events[0]).toHaveProperty('internal_note', null);
  });

  it('refuses an internal note from a customer (403) and changes nothing; a blank one is no note', async () => {
    const order = await createOrder(MASTER);
    const res = await put(order.id, MASTER, { status: 'saved', internal_note: 'let me in' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'order.internal_note_staff_only',
      message: M.internalNoteStaffOnly,
      errors: [{ field: 'internal_note', message: M.internalNoteStaffOnly, code: 'order.internal_note_staff_only' }],
    });
    expect((await get(order.id)).status).toBe('requested');
    expect((await put(order.id, BUYER, { status: 'saved', internal_note: '   ' })).statusCode).toBe(200);
    expect((await get(order.id)).status).toBe('saved');
  });

  it('takes at most 2,000 characters of note', async () => {
    const order = await createOrder(MASTER);
    await move(order.id, MASTER, { status: 'ready' });
    const long = await put(order.id, ADMIN, { status: 'accepted', internal_note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.map((e: { field: string }) => e.field)).toContain('internal_note');
    expect((await get(order.id)).status).toBe('ready');
    const ok = await move(order.id, ADMIN, { status: 'accepted', internal_note: 'y'.repeat(2000) });
    expect(ok.events.at(-1).internal_note).toHaveLength(2000);
  });
});

describe('the incomplete reason', () => {
  it('is the message of the latest move into incomplete while the order is incomplete, for customer and staff', async () => {
    const order = await createOrder(MASTER);
    expect((await get(order.id, MASTER)).incomplete_reason).toBeNull();
    await move(order.id, MASTER, { status: 'ready' });
    await move(order.id, ADMIN, { status: 'incomplete', remarks: '  The end user address is missing  ', internal_note: 'internal only' });
    expect((await get(order.id, MASTER)).incomplete_reason).toBe('The end user address is missing');
    expect((await get(order.id, ADMIN)).incomplete_reason).toBe('The end user address is missing');
    // the customer acts on it: no longer incomplete, no reason
    await move(order.id, MASTER, { status: 'saved' });
    expect((await get(order.id, MASTER)).incomplete_reason).toBeNull();
    // marked incomplete again: the new reason, never the old one
    await move(order.id, MASTER, { status: 'ready' });
    await move(order.id, ADMIN, { status: 'incomplete', remarks: 'The passport copy is unreadable' });
    expect((await get(order.id, BUYER)).incomplete_reason).toBe('The passport copy is unreadable');
    await move(order.id, MASTER, { status: 'ready' });
    await move(order.id, ADMIN, { status: 'incomplete' });
    expect((await get(order.id, BUYER)).incomplete_reason).toBeNull();
  });
});

describe('the pricing history', () => {
  const TARIFF = { currency: 'GBP', nrc: '25', mrc: '5.5' };

  it('records custom pricing set with a new order, changed and removed, with the old and new charges and no notification', async () => {
    const order = await createOrder(SALES, { custom_tariff: TARIFF });
    const created = (await get(order.id)).events as EventView[];
    expect(created.map((e) => [e.kind, e.from_status, e.to_status])).toEqual([
      ['status', null, 'requested'],
      ['pricing', 'requested', 'requested'],
    ]);
    expect(created[1]!.details).toEqual({ old: null, new: order.custom_tariff });
    expect(created[1]!.details!.new).toMatchObject({ currency: 'GBP', nrc: '25.00', mrc: '5.50' });

    const before = await notificationCount(order.id);
    const changed = await move(order.id, SALES, { custom_tariff: { ...TARIFF, mrc: '6' }, internal_note: 'Matched the rival offer' });
    const pricing = changed.events.at(-1) as EventView;
    expect(pricing).toMatchObject({ kind: 'pricing', from_status: 'requested', to_status: 'requested', remarks: null });
    expect(pricing.details!.old).toEqual(order.custom_tariff);
    expect(pricing.details!.new).toEqual(changed.custom_tariff);
    expect(pricing.details!.new).toMatchObject({ mrc: '6.00' });
    // with no move, the note goes with the pricing change
    expect(pricing.internal_note).toBe('Matched the rival offer');
    // the customer reads the history too, never the note
    const seen = (await get(order.id, MASTER)).events.at(-1);
    expect(seen).toMatchObject({ kind: 'pricing', details: pricing.details });
    expect(seen).not.toHaveProperty('internal_note');

    const removed = await move(order.id, SALES, { custom_tariff: null });
    expect(removed.custom_tariff).toBeNull();
    expect(removed.events.at(-1)).toMatchObject({ kind: 'pricing', details: { old: changed.custom_tariff, new: null } });
    // an unchanged tariff is no event
    const again = await move(order.id, SALES, { custom_tariff: null });
    expect(again.events).toHaveLength(removed.events.length);
    expect(await notificationCount(order.id)).toBe(before);
  });

  it('writes the pricing event before the move it comes with, in the status the order had; the note goes with the move', async () => {
    const order = await createOrder(SALES);
    const processed = await move(order.id, SALES, { status: 'processed', custom_tariff: TARIFF, internal_note: 'Priced for volume' });
    const [pricing, moved] = (processed.events as EventView[]).slice(-2);
    expect(pricing).toMatchObject({ kind: 'pricing', from_status: 'requested', to_status: 'requested', internal_note: null });
    expect(pricing!.details).toEqual({ old: null, new: processed.custom_tariff });
    expect(moved).toMatchObject({ kind: 'status', from_status: 'requested', to_status: 'processed', internal_note: 'Priced for volume' });
  });
});

describe('notifications of a submission', () => {
  it('confirm the submission to the submitter and its company, with the next step and a link to the order', async () => {
    const order = await createOrder(MASTER);
    const before = (await ctx.mails()).length;
    await move(order.id, MASTER, { status: 'ready', remarks: 'All documents attached' });
    const rows = await ctx.database.db
      .select({
        receiver: notifications.receiver_account_id,
        sub: notificationTypes.sub_category,
        status: notifications.notification_status,
        message: notifications.notification_message,
      })
      .from(notifications)
      .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.notification_type_id))
      .where(eq(notifications.order_id, order.id));
    const confirmations = rows.filter((r) => r.sub === 'confirmation');
    expect(confirmations.map((r) => r.receiver).sort()).toEqual([ids[MASTER], ids[BUYER]].sort());
    expect(confirmations[0]!.message).toContain('Next step: Nothing to do for now: we are reviewing your order');
    const staff = rows.filter((r) => r.sub === 'status' && r.status === 'ready');
    expect(staff.map((r) => r.receiver)).toEqual(expect.arrayContaining([ids[ADMIN], ids[SALES]]));
    expect(staff[0]!.message).toContain('Next step: Review the order and accept it or mark it incomplete.');

    const mails = (await ctx.mails()).slice(before);
    const toMaster = mails.find((m) => m.to === MASTER);
    expect(toMaster?.text).toContain(`/portal/management/orders/show/${order.id}`);
    expect(toMaster?.text).toContain('Next step:');
    // the customer reads its own next step, staff theirs, in the list as well
    const list = (await call('GET', '/notifications?limit=100', MASTER)).json();
    const mine = list.data.find((n: { order_id: number }) => n.order_id === order.id);
    expect(mine.notification_message).toContain('we are reviewing your order');
    expect(mine.notification_message).not.toContain('accept it or mark it incomplete');
  });
});

/** A local HTTP receiver of webhook messages: keeps every body it is sent. */
async function receiver() {
  const got: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    got,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

describe('authorization: an internal note never reaches a customer', () => {
  it('is in no customer answer — order, order list, notifications, webhook deliveries — nor in any customer e-mail', async () => {
    const NOTES = ['SECRET-NOTE-incomplete-9311', 'SECRET-NOTE-pricing-4720', 'SECRET-NOTE-accept-5582', 'SECRET-NOTE-cancel-6604'];
    expect((await call('PUT', '/configuration', ADMIN, { webhooks_allow_private_addresses: true })).statusCode).toBe(200);
    const hook = await receiver();
    try {
      const endpoint = await call('POST', '/webhooks', MASTER, {
        url: hook.url,
        events: ['order.created', 'order.status_changed', 'order.document_uploaded', 'notification.created'],
      });
      expect(endpoint.statusCode, endpoint.body).toBe(201);
      const endpointId = endpoint.json().data.id as number;
      const mailsBefore = (await ctx.mails()).length;

      const order = await createOrder(MASTER, { reference: 'REC-AUTHZ' });
      await move(order.id, MASTER, { status: 'ready', remarks: 'Submitted' });
      await move(order.id, ADMIN, { status: 'incomplete', remarks: 'Please add the address', internal_note: NOTES[0] });
      await move(order.id, MASTER, { status: 'ready' });
      await move(order.id, SALES, { custom_tariff: { currency: 'USD', nrc: '1', mrc: '2' }, internal_note: NOTES[1] });
      await move(order.id, ADMIN, { status: 'accepted', remarks: 'Accepted, numbers follow', internal_note: NOTES[2] });
      await move(order.id, BUYER, { status: 'cancellation', remarks: 'Plans changed' });
      await move(order.id, ADMIN, { status: 'cancelled', internal_note: NOTES[3] });

      // the notes are there: staff read every one of them
      const staffText = JSON.stringify(await get(order.id, ADMIN));
      for (const note of NOTES) expect(staffText).toContain(note);

      const customerTexts: [string, string][] = [];
      for (const as of [MASTER, BUYER]) {
        customerTexts.push([`GET /orders/{id} as ${as}`, (await call('GET', `/orders/${order.id}`, as)).body]);
        customerTexts.push([`GET /orders as ${as}`, (await call('GET', '/orders?limit=100', as)).body]);
        const list = await call('GET', '/notifications?limit=100', as);
        customerTexts.push([`GET /notifications as ${as}`, list.body]);
        const own = (list.json().data as { id: number; order_id: number | null }[]).filter((n) => n.order_id === order.id);
        expect(own.length, as).toBeGreaterThan(0);
        for (const n of own)
          customerTexts.push([`GET /notifications/${n.id} as ${as}`, (await call('GET', `/notifications/${n.id}`, as)).body]);
      }
      const deliveries = await call('GET', `/webhooks/${endpointId}/deliveries?limit=100`, MASTER);
      expect(deliveries.statusCode).toBe(200);
      expect(deliveries.json().data.length).toBeGreaterThan(5);
      customerTexts.push(['GET /webhooks/{id}/deliveries', deliveries.body]);
      expect(hook.got.length).toBeGreaterThan(5);
      for (const body of hook.got) customerTexts.push(['webhook message', body]);
      const mails = (await ctx.mails()).slice(mailsBefore).filter((m) => m.to === MASTER || m.to === BUYER);
      expect(mails.length).toBeGreaterThan(0);
      for (const m of mails) customerTexts.push([`mail to ${m.to}`, `${m.subject}\n${m.text}`]);

      for (const [where, text] of customerTexts) {
        for (const note of NOTES) expect(text.includes(note), `${where} holds ${note}`).toBe(false);
        expect(text.includes('internal_note'), `${where} holds the key internal_note`).toBe(false);
      }
      // the messages to the customer did reach it
      expect(customerTexts.find(([w]) => w.startsWith('GET /orders/{id}'))![1]).toContain('Accepted, numbers follow');
    } finally {
      await hook.close();
    }
  });
});
