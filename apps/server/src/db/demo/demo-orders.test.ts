import {
  DEFAULT_AGING_DAYS,
  NUMBER_STATES,
  ORDER_STATUSES,
  type OrderStatus,
  type ProductRequirements,
  SERVICE_TYPES,
  missingRequirements,
} from '@gsn/domain';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import {
  accounts,
  customers,
  documents,
  inventoryNumbers,
  notifications,
  notificationTypes,
  orderEvents,
  orderNumbers,
  orders,
  serviceNumberTypeOrderHistory,
  serviceNumberTypes,
  tariffs,
} from '../schema.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD } from './demo-data.ts';
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
        // the system terminates an order: no account
        if (event.to_status === 'terminated') {
          expect([event.from_status, event.remarks, event.account_id]).toEqual(['completed', TERMINATION_REMARKS, null]);
          continue;
        }
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
          expect(isOrderMove(actor, event.from_status as OrderStatus, event.to_status as OrderStatus)).toBe(true);
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

  it('notifies as the notifier does: the Northwind master hears of staff moves, and only confirmations of its own', async () => {
    const [nwt] = await db().select().from(customers).where(eq(customers.provider_insight_company_code, 'NWT001'));
    const mine = await db()
      .select({ n: notifications, sub: notificationTypes.sub_category })
      .from(notifications)
      .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.notification_type_id))
      .where(eq(notifications.receiver_account_id, nwt!.master_id!))
      .then((rows) => rows.map((r) => ({ ...r.n, sub: r.sub })));
    expect(mine.length).toBeGreaterThanOrEqual(10);
    expect(mine.every((n) => n.creator_customer_id === nwt!.id && n.order_id)).toBe(true);
    // its own submissions come back as confirmations, never as a status change it made
    expect(mine.filter((n) => n.creator_account_id === nwt!.master_id).every((n) => n.sub === 'confirmation')).toBe(true);
    expect(mine.some((n) => n.sub === 'confirmation' && n.notification_status === 'ready')).toBe(true);
    expect(mine.some((n) => /^Order \d+ \(NWT-PO-\d+ .+\) is now Accepted$/.test(n.notification_title))).toBe(true);
    expect(mine.some((n) => !n.notification_read) && mine.some((n) => n.notification_read)).toBe(true);
    const incomplete = mine.find((n) => n.notification_title.endsWith('is now Incomplete'));
    // the customer's next step names what staff asked for
    expect(incomplete?.notification_message).toMatch(/moved from Ready to Incomplete\.\nNext step: Complete the missing details: .+/);
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

  // ---------- the orders' numbers (demo-number-life.ts) ----------

  type OrderNumber = { inventory_number_id: number; service_number: string; state: string; disconnect_date: string | null };
  const tokens = new Map<string, string>();
  /** A demo login's token (staff by e-mail, a company's master by its code), once per test file. */
  async function tokenOf(who: string): Promise<string> {
    const company = DEMO_COMPANIES.find((c) => c.provider_insight_company_code === who);
    const email = company ? `master@${company.domain}` : who;
    if (!tokens.has(email)) tokens.set(email, await login(ctx, email, DEMO_PASSWORD));
    return tokens.get(email)!;
  }
  async function ok<T>(url: string, who: string): Promise<T> {
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(await tokenOf(who)) });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json() as T;
  }
  const ordersIn = (...statuses: OrderStatus[]) =>
    db()
      .select({ id: orders.id, quantity: orders.number_quantity, code: customers.provider_insight_company_code })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customer_id))
      .where(inArray(orders.status, statuses))
      .orderBy(orders.id);

  it('delivers every completed order its numbers, in service: the order and the inventory by order id show them', async () => {
    const completed = await ordersIn('completed');
    expect(completed.length).toBeGreaterThanOrEqual(5);
    let asked = 0;
    for (const o of completed) {
      const mine = await ok<{ data: OrderNumber[]; count: number }>(`/api/orders/${o.id}/numbers?limit=100`, o.code!);
      expect(mine.count, `order ${o.id}`).toBeGreaterThan(0);
      expect(mine.count).toBeLessThanOrEqual(o.quantity);
      expect(mine.data.every((n) => n.state === 'active' || n.state === 'disconnect_requested')).toBe(true);
      asked += mine.data.filter((n) => n.state === 'disconnect_requested').length;
      const numbers = mine.data.map((n) => n.service_number).sort();
      for (const who of ['alice.admin@gsn.example', o.code!]) {
        const stock = await ok<{ data: { service_number: string; state: string }[]; count: number }>(
          `/api/invnumbers?order_id=${o.id}&limit=100`,
          who,
        );
        expect(stock.count).toBe(mine.count);
        expect(stock.data.map((n) => n.service_number).sort()).toEqual(numbers);
        expect(stock.data.every((n) => n.state === 'active')).toBe(true);
      }
      const detail = await ok<{ numbers: { count: number } }>(`/api/orders/${o.id}`, o.code!);
      expect(detail.numbers.count).toBe(mine.count);
      const dated = await db()
        .select({ commencement: inventoryNumbers.commencement_date, billing: inventoryNumbers.billing_start_date })
        .from(inventoryNumbers)
        .where(eq(inventoryNumbers.order_id, o.id));
      expect(dated.every((n) => n.commencement && n.billing && n.billing >= n.commencement)).toBe(true);
    }
    // a customer asked to give some back: staff have a disconnection to confirm
    expect(asked).toBeGreaterThan(0);
  });

  it('shows the terminated order’s numbers given back: disconnected on the order, aging or in stock again', async () => {
    const [terminated] = await ordersIn('terminated');
    expect(terminated).toBeDefined();
    const o = terminated!;
    const mine = await ok<{ data: OrderNumber[]; count: number }>(`/api/orders/${o.id}/numbers?limit=100`, o.code!);
    expect(mine.count).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(mine.data.every((n) => n.state === 'disconnected' && n.disconnect_date! < today)).toBe(true);
    expect((await ok<{ count: number }>(`/api/invnumbers?order_id=${o.id}`, 'alice.admin@gsn.example')).count).toBe(0);
    const rows = await db()
      .select({ number: inventoryNumbers, line: orderNumbers })
      .from(orderNumbers)
      .innerJoin(inventoryNumbers, eq(inventoryNumbers.id, orderNumbers.inventory_number_id))
      .where(eq(orderNumbers.order_id, o.id));
    expect(rows.length).toBe(mine.count);
    const now = Date.now();
    for (const { number, line } of rows) {
      expect([number.order_id, number.customer_id, number.translation_termination_number, number.mrc]).toEqual([null, null, null, null]);
      expect(line.release_reason).toBe('disconnected');
      const asked = line.disconnect_requested_at!.getTime();
      expect(asked).toBeGreaterThan(line.activated_at!.getTime());
      expect(line.disconnect_confirmed_at!.getTime()).toBeGreaterThan(asked);
      expect(line.released_at!.getTime()).toBeGreaterThanOrEqual(Date.parse(`${line.disconnect_date}T00:00:00Z`));
      expect(line.released_at!.getTime()).toBeLessThan(now);
      const ends = Date.parse(`${line.disconnect_date}T00:00:00Z`) + DEFAULT_AGING_DAYS.ITFN * 86_400_000;
      if (number.state === 'aging') expect(number.aging_until?.getTime()).toBe(ends);
      else expect([number.state, ends < now]).toEqual(['available', true]);
    }
    expect(rows.some((r) => r.number.state === 'aging' && r.number.aging_until!.getTime() > now)).toBe(true);
  });

  it('keeps numbers in every state, each on the order and with the history its state says', async () => {
    const states = await db()
      .select({ state: inventoryNumbers.state, n: sql<number>`count(*)::int` })
      .from(inventoryNumbers)
      .groupBy(inventoryNumbers.state);
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(NUMBER_STATES));
    const [wrong] = (
      await db().execute(sql`
        select
          count(*) filter (where i.state = 'reserved' and (o.status is distinct from 'accepted' or i.reserved_until is not null
            or i.reserved_for is distinct from o.customer_id or i.customer_id is not null))::int as reserved,
          count(*) filter (where i.state = 'assigned' and (o.status not in ('assigned', 'ordered', 'testing')
            or i.customer_id is distinct from o.customer_id or n.assigned_at is null))::int as assigned,
          count(*) filter (where i.state = 'active' and (i.customer_id is null or o.status not in ('completed')
            and i.order_id is not null or i.order_id is not null and n.activated_at is null))::int as active,
          count(*) filter (where i.state in ('aging', 'available') and (i.order_id is not null or i.customer_id is not null))::int as stock,
          count(*) filter (where i.order_id is not null and n.id is null)::int as unlisted,
          count(*) filter (where i.state <> 'available' and i.state <> 'active' and not exists (
            select 1 from inventory_number_events e where e.inventory_number_id = i.id and e.to_state = i.state))::int as untold
        from ${inventoryNumbers} i left join ${orders} o on o.id = i.order_id
          left join ${orderNumbers} n on n.inventory_number_id = i.id and n.order_id = i.order_id and n.released_at is null`)
    ).rows as Record<string, number>[];
    expect(wrong).toEqual({ reserved: 0, assigned: 0, active: 0, stock: 0, unlisted: 0, untold: 0 });
    const [late] = (
      await db().execute(sql`
        select (select count(*)::int from inventory_number_events where created_at > now()) as events,
               (select count(*)::int from ${orderNumbers} n join ${orderEvents} e on e.order_id = n.order_id and e.to_status = 'accepted'
                where n.reserved_at < e.created_at or n.assigned_at < n.reserved_at or n.activated_at < n.assigned_at) as lines`)
    ).rows as { events: number; lines: number }[];
    expect(late).toEqual({ events: 0, lines: 0 });
    // orders past assignment hold their quantity, or fewer with the reason staff gave
    for (const o of await ordersIn('assigned', 'ordered', 'testing')) {
      const mine = await ok<{ data: OrderNumber[]; count: number }>(`/api/orders/${o.id}/numbers?limit=100`, 'alice.admin@gsn.example');
      expect(mine.count, `order ${o.id}`).toBeGreaterThan(0);
      expect(mine.count).toBeLessThanOrEqual(o.quantity);
      expect(mine.data.every((n) => n.state === 'assigned')).toBe(true);
      const [event] = await db()
        .select({ details: orderEvents.details })
        .from(orderEvents)
        .where(sql`${orderEvents.order_id} = ${o.id} and ${orderEvents.to_status} = 'assigned'`);
      expect(!!event?.details?.short_reason).toBe(mine.count < o.quantity);
    }
    const reserved = await ordersIn('accepted');
    const held = await db()
      .select({ order: orderNumbers.order_id })
      .from(orderNumbers)
      .where(
        inArray(
          orderNumbers.order_id,
          reserved.map((o) => o.id),
        ),
      );
    expect(new Set(held.map((h) => h.order)).size).toBeGreaterThanOrEqual(2);
    const [lines] = await db().select({ n: sql<number>`count(*)::int` }).from(orderNumbers);
    expect(first.numbers.numbers).toBe(lines?.n);
  });

  it('adds nothing on a second load', async () => {
    const count = async () =>
      (
        await db().execute(
          sql`select (select count(*) from ${orders})::int + (select count(*) from ${orderEvents})::int + (select count(*) from ${documents})::int + (select count(*) from ${notifications})::int as n,
                (select count(*) from ${orderNumbers})::int as lines, (select count(*) from inventory_number_events)::int as history,
                (select string_agg(state || ' ' || n, ', ' order by state) from (select state, count(*) as n from ${inventoryNumbers} group by state) s) as states,
                (select max(updated_at) from ${inventoryNumbers})::text as touched`,
        )
      ).rows[0] as { n: number };
    const before = await count();
    const second = await loadDemoData(db(), { storage: ctx.app.services.storage, publicUrl: ctx.config.publicUrl });
    expect(second.orders).toEqual({ orders: 0, events: 0, documents: 0, notifications: 0 });
    expect(second.numbers).toEqual({ orders: 0, numbers: 0 });
    expect(await count()).toEqual(before);
  });
});
