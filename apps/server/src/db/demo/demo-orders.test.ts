import { ORDER_STATUSES, type OrderStatus, type ProductRequirements, SERVICE_TYPES, missingRequirements } from '@gsn/domain';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import {
  accounts,
  customers,
  documents,
  notifications,
  orderEvents,
  orders,
  serviceNumberTypeOrderHistory,
  serviceNumberTypes,
  tariffs,
} from '../schema.ts';
import { DEMO_ORDERS } from './demo-orders-data.ts';
import { isOrderMove, TERMINATION_REMARKS, tinyPdf } from './demo-orders.ts';
import { loadDemoData } from './index.ts';

describe('demo orders', () => {
  let ctx: TestContext;
  let first: Awaited<ReturnType<typeof loadDemoData>>;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestContext();
    first = await loadDemoData(db(), { storage: ctx.app.services.storage, publicUrl: ctx.config.publicUrl });
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('places about forty orders of every status and service type for at least three companies, Northwind most', async () => {
    const rows = await db()
      .select({ status: orders.status, type: orders.service_type, code: customers.provider_insight_company_code })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customer_id));
    expect(rows.length).toBe(DEMO_ORDERS.length);
    expect(rows.length).toBeGreaterThanOrEqual(38);
    expect(first.orders.orders).toBe(rows.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(SERVICE_TYPES));
    const perCompany = new Map<string, number>();
    for (const r of rows) perCompany.set(r.code ?? '', (perCompany.get(r.code ?? '') ?? 0) + 1);
    expect(perCompany.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...perCompany.values())).toBe(perCompany.get('NWT001'));
  });

  it('keeps the quantity rules and snapshots the product as the orders service does', async () => {
    const rows = await db()
      .select({ order: orders, snapshot: serviceNumberTypeOrderHistory })
      .from(orders)
      .innerJoin(serviceNumberTypeOrderHistory, eq(serviceNumberTypeOrderHistory.id, orders.service_number_type_order_history_id));
    for (const { order, snapshot } of rows) {
      if (order.service_type === 'SIP Trunking') {
        expect(order.number_quantity + order.channel_quantity).toBeGreaterThan(0);
        if (order.channel_quantity) expect(order.channel_quantity % 5 === 0 && order.channel_quantity >= 10).toBe(true);
      } else expect(order.number_quantity).toBeGreaterThan(0);
      expect(snapshot.service_number_type_id).toBe(order.service_number_type_id);
      expect(snapshot.product.id).toBe(order.service_number_type_id);
      expect(Array.isArray(snapshot.product.cities)).toBe(true);
      expect(snapshot.currency).toBe((snapshot.tariff?.currency as string | undefined) ?? null);
    }
  });

  it('walks every order through ORDER_MOVES with the right people, dated, with date_purchase from acceptance', async () => {
    const all = await db()
      .select({ event: orderEvents, type: accounts.account_type_id, accountCustomer: accounts.customer_id, order: orders })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.order_id))
      .leftJoin(accounts, eq(accounts.id, orderEvents.account_id))
      .orderBy(orderEvents.order_id, orderEvents.id);
    const byOrder = new Map<number, typeof all>();
    for (const r of all) byOrder.set(r.order.id, [...(byOrder.get(r.order.id) ?? []), r]);
    expect(byOrder.size).toBe(DEMO_ORDERS.length);
    const masters = new Map(
      (await db().select({ id: customers.id, master: customers.master_id }).from(customers)).map((c) => [c.id, c.master]),
    );
    for (const events of byOrder.values()) {
      const order = events[0]!.order;
      expect(events[0]!.event.from_status).toBeNull();
      expect(['requested', 'processed']).toContain(events[0]!.event.to_status);
      for (const [i, { event, type, accountCustomer }] of events.entries()) {
        expect(type).not.toBeNull();
        const actor = type! >= 200 ? 'customer' : 'staff';
        if (actor === 'customer') expect([accountCustomer, event.account_id]).toEqual([order.customer_id, masters.get(order.customer_id)]);
        if (i > 0) {
          const prev = events[i - 1]!.event;
          expect(event.from_status).toBe(prev.to_status);
          // every event is a change of status, its remarks without internal field names
          expect(event.to_status).not.toBe(event.from_status);
          expect(event.remarks ?? '').not.toMatch(/\w_\w/);
          expect(event.createdAt.getTime()).toBeGreaterThan(prev.createdAt.getTime());
          // terminated is a status without a move in ORDER_MOVES: the administrator ends a completed service
          if (event.to_status === 'terminated')
            expect([event.from_status, event.remarks, type]).toEqual(['completed', TERMINATION_REMARKS, 100]);
          else expect(isOrderMove(actor, event.from_status as OrderStatus, event.to_status as OrderStatus)).toBe(true);
        }
        if (event.to_status === 'incomplete') expect(event.remarks).toBeTruthy();
      }
      expect(events.at(-1)!.event.to_status).toBe(order.status);
      expect(events.at(-1)!.event.createdAt.getTime()).toBeLessThan(Date.now());
      const accepted = events.find((e) => e.event.to_status === 'accepted');
      expect(order.date_purchase?.getTime() ?? null).toBe(accepted?.event.createdAt.getTime() ?? null);
    }
  });

  it('completes the requirements of orders at ready or later, with their documents stored as valid PDFs', async () => {
    const rows = await db()
      .select({ order: orders, product: serviceNumberTypeOrderHistory.product })
      .from(orders)
      .innerJoin(serviceNumberTypeOrderHistory, eq(serviceNumberTypeOrderHistory.id, orders.service_number_type_order_history_id));
    const later: OrderStatus[] = ['ready', 'accepted', 'assigned', 'ordered', 'testing', 'completed', 'terminated'];
    let withDocs = 0;
    for (const { order, product } of rows) {
      const missing = missingRequirements(product as ProductRequirements, order);
      if (later.includes(order.status as OrderStatus)) expect({ id: order.id, missing }).toEqual({ id: order.id, missing: [] });
      const docs = await db().select().from(documents).where(eq(documents.order_id, order.id));
      for (const d of docs) {
        expect((order as Record<string, unknown>)[d.input_id!]).toBe(d.filename);
        expect(d.content_type).toBe('application/pdf');
        expect([d.subject_kind, d.subject_id]).toEqual(['order', order.id]);
        const file = await ctx.app.services.storage.get(d.filename);
        expect(file?.size).toBe(d.size);
        file?.stream.destroy();
      }
      if (docs.length) withDocs++;
    }
    expect(withDocs).toBeGreaterThanOrEqual(8);
    expect(first.orders.documents).toBe((await db().select().from(documents).where(isNotNull(documents.order_id))).length);
    const pdf = tinyPdf('Demo (test)').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(pdf.match(/startxref\n(\d+)/)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });

  it('puts customized tariffs on exactly the processed and the confirmed order', async () => {
    const rows = await db()
      .select({ status: orders.status, type: tariffs.type, nrc: tariffs.nrc })
      .from(orders)
      .innerJoin(tariffs, eq(tariffs.id, orders.custom_tariff_id));
    expect(rows.map((r) => r.status).sort()).toEqual(['confirmed', 'processed']);
    expect(rows.every((r) => r.type === 'customized' && r.nrc)).toBe(true);
  });

  it('notifies as the notifier does: the Northwind master hears of staff moves, not of its own', async () => {
    const [nwt] = await db().select().from(customers).where(eq(customers.provider_insight_company_code, 'NWT001'));
    const mine = await db().select().from(notifications).where(eq(notifications.receiver_account_id, nwt!.master_id!));
    expect(mine.length).toBeGreaterThanOrEqual(10);
    expect(mine.every((n) => n.creator_customer_id === nwt!.id && n.order_id && n.creator_account_id !== nwt!.master_id)).toBe(true);
    expect(mine.some((n) => /^Order \d+ \(NWT-PO-\d+ .+\) is now Accepted$/.test(n.notification_title))).toBe(true);
    expect(mine.some((n) => !n.notification_read) && mine.some((n) => n.notification_read)).toBe(true);
    const incomplete = mine.find((n) => n.notification_title.endsWith('is now Incomplete'));
    expect(incomplete?.notification_message).toMatch(/moved from Ready to Incomplete\.\nRemarks: .+/);
    const [{ n } = { n: 0 }] = await db().select({ n: sql<number>`count(*)::int` }).from(notifications);
    expect(first.orders.notifications).toBe(n);
    expect(await ctx.mails()).toEqual([]);
  });

  it('links the products’ templates to stored files that GET /api/documents serves', async () => {
    const rows = await db().select().from(serviceNumberTypes);
    const links = rows.flatMap((r) =>
      Object.entries(r).flatMap(([k, v]) => (k.endsWith('_link') && typeof v === 'string' && v ? [v] : [])),
    );
    expect(links.length).toBeGreaterThan(3);
    for (const link of new Set(links)) {
      expect(link).not.toMatch(/^https?:/);
      const res = await ctx.app.inject({ method: 'GET', url: `/api/documents/${link}` });
      expect(res.statusCode, link).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('adds nothing on a second load', async () => {
    const count = async () =>
      (
        await db().execute(
          sql`select (select count(*) from ${orders})::int + (select count(*) from ${orderEvents})::int + (select count(*) from ${documents})::int + (select count(*) from ${notifications})::int as n`,
        )
      ).rows[0] as { n: number };
    const before = await count();
    const second = await loadDemoData(db(), { storage: ctx.app.services.storage, publicUrl: ctx.config.publicUrl });
    expect(second.orders).toEqual({ orders: 0, events: 0, documents: 0, notifications: 0 });
    expect(await count()).toEqual(before);
  });
});
