import * as XLSX from '@e965/xlsx';
import { dayOf, type OrderStatus } from '@gsn/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';
import type { Db } from '../../db/connect.ts';
import { customers, inventoryNumberEvents, inventoryNumbers, orderNumbers, orders, vendors } from '../../db/schema.ts';
import { numberLifecycleQueries } from '../inventory/index.ts';

/**
 * The life of a number through an order, as the API walks it (docs/api-numbers.md): a customer holds numbers in the
 * wizard, staff pick the rest, the order's moves carry them to assigned and active, the customer gives them back,
 * they age and return to stock; the order ends terminated. The clock is moved by calling the sweep with a later `now`.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
let northwind = 0;
let contoso = 0;
let product = 0;
let vendorId = 0;

const ADMIN = 'admin@numbers.test';
const OPS = 'ops@numbers.test';
const MASTER = 'master@northwind.test';
const RIVAL = 'master@contoso.test';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as]!), ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, as: string, payload?: object, status = 200) => {
  const res = await call(method, url, as, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

const DAY = 86_400_000;
const today = () => dayOf(new Date());
const dayAfter = (n: number) => dayOf(new Date(Date.now() + n * DAY));
const sweep = (now: Date) => ctx.app.services.orders.numbers.sweep(now);

/** London DIDs +44207946 1000.. in stock for the product's vendor, a few Manchester ones, one of another vendor. */
async function stock(from: number, count: number, city = 'London', vendor = vendorId) {
  const rows = Array.from({ length: count }, (_, i) => ({
    service_number: `+44207946${String(from + i).padStart(4, '0')}`,
    service_type: 'DID',
    jurisdiction: 'United Kingdom',
    city,
    vendor_id: vendor,
    translated_routing: `R${from + i}`,
  }));
  return ctx.database.db
    .insert(inventoryNumbers)
    .values(rows)
    .returning({ id: inventoryNumbers.id, service_number: inventoryNumbers.service_number });
}

async function order(quantity: number, over: Record<string, unknown> = {}, as = MASTER) {
  const created = await ok(
    'POST',
    '/orders',
    as,
    {
      service_number_type_id: product,
      number_quantity: quantity,
      reference: 'NUM',
      terms_accepted: true,
      city: 'London',
      city_specific: true,
      ...over,
    },
    201,
  );
  return created.data as { id: number; numbers: { count: number } };
}

/** Sets an order's status directly (the walk to accepted is the orders tests' subject). */
async function force(id: number, status: OrderStatus) {
  await ctx.database.db.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, id));
}

async function move(id: number, status: OrderStatus, extra: Record<string, unknown> = {}, as = ADMIN) {
  const current = await ok('GET', `/orders/${id}`, as);
  return call('PUT', `/orders/${id}`, as, { status, updatedAt: current.updatedAt, ...extra });
}

const statesOf = async (ids: number[]) =>
  (await ctx.database.db.select({ s: inventoryNumbers.state }).from(inventoryNumbers).where(inArray(inventoryNumbers.id, ids))).map(
    (r) => r.s,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  [northwind, contoso] = (
    await db
      .insert(customers)
      .values([{ name: 'Northwind' }, { name: 'Contoso' }])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number];
  for (const [email, type, company] of [
    [ADMIN, 100, null],
    [OPS, 130, null],
    [MASTER, 200, northwind],
    [RIVAL, 200, contoso],
  ] as const) {
    await addAccount(ctx, { email, account_type_id: type, customer_id: company });
    tokens[email] = await login(ctx, email);
  }
  const [vendor, other] = await db
    .insert(vendors)
    .values([{ name: 'Orange Wholesale' }, { name: 'Other Carrier' }])
    .returning({ id: vendors.id });
  vendorId = vendor!.id;
  product = (
    await ok(
      'POST',
      '/servicenumbers/type',
      ADMIN,
      {
        vendor_id: vendorId,
        vendor_plan: 'Plan 1',
        vendor_option: 'DID London',
        jurisdiction: 'United Kingdom',
        service_type: 'DID',
        number_type: 'Fixed',
        cities: [
          { city: 'London', city_dial_code: '20' },
          { city: 'Manchester', city_dial_code: '161' },
        ],
      },
      201,
    )
  ).data.id;
  await stock(1000, 30);
  await stock(2000, 5, 'Manchester');
  await stock(3000, 5, 'London', other!.id);
});
afterAll(async () => ctx?.close());

describe('an order from stock to terminated', () => {
  it('holds, picks, assigns, activates, gives back, ages and restocks', async () => {
    // the customer chooses 2 London numbers in the wizard: offered only stock of the product's vendor and city
    const offered = (await ok('GET', `/invnumbers/available?service_number_type_id=${product}&city=London&limit=100`, MASTER)).data as {
      id: number;
      service_number: string;
    }[];
    expect(offered).toHaveLength(30);
    expect(offered.every((n) => n.service_number.startsWith('+442079461'))).toBe(true);
    const chosen = offered.slice(3, 5).map((n) => n.id);
    const held = await ok(
      'POST',
      '/invnumbers/reservations',
      MASTER,
      { service_number_type_id: product, inventory_number_ids: chosen },
      201,
    );
    expect(held.data).toHaveLength(2);
    expect(new Date(held.data[0].reserved_until).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // another customer cannot take them
    const taken = await call('POST', '/invnumbers/reservations', RIVAL, {
      service_number_type_id: product,
      inventory_number_ids: [chosen[0]],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe(offered[3]!.service_number);

    const o = await order(10, { reserved_numbers: chosen });
    expect(o.numbers.count).toBe(2);
    expect((await ok('GET', '/invnumbers/reservations', MASTER)).data).toEqual([]);

    // staff accept; the other 8 are picked automatically (never more than ordered)
    await force(o.id, 'accepted');
    expect(
      (
        await call('PUT', `/orders/${o.id}`, ADMIN, {
          status: 'assigned',
          updatedAt: (await ok('GET', `/orders/${o.id}`, ADMIN)).updatedAt,
        })
      ).statusCode,
    ).toBe(422);
    const added = await ok('POST', `/orders/${o.id}/numbers`, OPS, { count: 8 });
    expect(added.data).toMatchObject({ added: 8, requested: 8 });
    expect(added.data.numbers.every((n: { state: string }) => n.state === 'reserved')).toBe(true);
    const more = await call('POST', `/orders/${o.id}/numbers`, OPS, { count: 1 });
    expect(more.statusCode).toBe(422);
    expect(more.json().code).toBe('number.more_than_ordered');

    // assigned: the numbers are the customer's, seen in its inventory by the spec's order filter
    const assigned = await move(o.id, 'assigned', { remarks: 'Numbers assigned' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const inventory = await ok('GET', `/invnumbers?order_id=${o.id}&limit=100`, MASTER);
    expect(inventory.count).toBe(10);
    expect(inventory.data.every((n: { state: string; customer_id: number }) => n.state === 'assigned' && n.customer_id === northwind)).toBe(
      true,
    );
    expect((await ok('GET', `/invnumbers?order_id=${o.id}`, RIVAL)).count).toBe(0);

    // completed: active, with commencement and billing start dates
    await force(o.id, 'testing');
    expect((await move(o.id, 'completed')).statusCode).toBe(200);
    const numbers = await ok('GET', `/orders/${o.id}/numbers?limit=100`, MASTER);
    expect(numbers.count).toBe(10);
    expect(numbers.states).toEqual({ active: 10 });
    expect(numbers.data[0]).toMatchObject({ state: 'active', translated_routing: expect.stringMatching(/^R1\d{3}$/) });
    const [activeRow] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.id, chosen[0]!));
    expect(activeRow).toMatchObject({ state: 'active', commencement_date: today(), billing_start_date: today(), order_id: o.id });
    expect((await call('GET', `/orders/${o.id}/numbers`, RIVAL)).statusCode).toBe(404);

    // downloads: every number, as CSV and as xlsx
    const csv = await call('GET', `/orders/${o.id}/numbers/download?format=csv`, MASTER);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`order-${o.id}-numbers.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/^\+44207946\d{4},active,London,R\d+/);
    const book = await call('GET', `/orders/${o.id}/numbers/download?format=xlsx`, MASTER);
    const sheet = XLSX.read(book.rawPayload).Sheets.Numbers!;
    expect(XLSX.utils.sheet_to_json(sheet)).toHaveLength(10);

    // the customer gives 2 back today; staff confirm; they age at once, the order stays completed
    const two = numbers.data.slice(0, 2).map((n: { id: number }) => n.id);
    const past = await call('POST', `/orders/${o.id}/disconnects`, MASTER, { number_ids: two, date: dayAfter(-1), confirm: true });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('number.date_invalid');
    expect((await call('POST', `/orders/${o.id}/disconnects`, MASTER, { number_ids: two, date: today() })).statusCode).toBe(400);
    expect((await ok('POST', `/orders/${o.id}/disconnects`, MASTER, { number_ids: two, date: today(), confirm: true })).data).toEqual({
      requested: 2,
    });
    expect((await call('POST', `/orders/${o.id}/disconnects/confirm`, MASTER, {})).statusCode).toBe(403);
    expect((await ok('POST', `/orders/${o.id}/disconnects/confirm`, OPS, {})).data).toEqual({ confirmed: 2 });
    const gave = numbers.data.slice(0, 2).map((n: { inventory_number_id: number }) => n.inventory_number_id);
    expect(await statesOf(gave)).toEqual(['aging', 'aging']);
    const [aging] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.id, gave[0]));
    expect(aging).toMatchObject({ customer_id: null, order_id: null });
    // DID numbers rest 30 days (the configuration's default)
    expect(aging!.aging_until!.toISOString().slice(0, 10)).toBe(dayAfter(30));
    expect((await ok('GET', `/orders/${o.id}`, MASTER)).status).toBe('completed');
    expect((await ok('GET', `/orders/${o.id}/numbers`, MASTER)).states).toEqual({ active: 8, disconnected: 2 });

    // the clock moves past the quarantine: they are stock again
    expect((await sweep(new Date(Date.now() + 29 * DAY))).restocked).toBe(0);
    expect((await sweep(new Date(Date.now() + 31 * DAY))).restocked).toBe(2);
    expect(await statesOf(gave)).toEqual(['available', 'available']);

    // the other 8 from a later day: active until then, then the order is terminated
    expect((await ok('POST', `/orders/${o.id}/disconnects`, MASTER, { all: true, date: dayAfter(5), confirm: true })).data).toEqual({
      requested: 8,
    });
    await ok('POST', `/orders/${o.id}/disconnects/confirm`, ADMIN, {});
    expect((await ok('GET', `/orders/${o.id}/numbers`, MASTER)).states).toEqual({ disconnect_scheduled: 8, disconnected: 2 });
    expect((await sweep(new Date(Date.now() + 6 * DAY))).terminated).toBe(1);
    const ended = await ok('GET', `/orders/${o.id}`, MASTER);
    expect(ended.status).toBe('terminated');
    expect(ended.events.at(-1)).toMatchObject({ from_status: 'completed', to_status: 'terminated' });
    expect((await ok('GET', `/orders/${o.id}/numbers`, MASTER)).states).toEqual({ disconnected: 10 });

    // every number's history tells its life
    const history = (await ok('GET', `/invnumbers/${gave[0]}/history`, ADMIN)).data.map((e: { to_state: string }) => e.to_state);
    expect(history).toEqual(['reserved', 'assigned', 'active', 'aging', 'available']);
    const wizard = (await ok('GET', `/invnumbers/${chosen[0]}/history`, ADMIN)).data as {
      to_state: string;
      note: string;
      order_id: number;
    }[];
    expect(wizard.map((e) => [e.to_state, e.note])).toEqual([
      ['reserved', 'held in the order wizard'],
      ['reserved', 'held for the order'],
      ['assigned', 'order assigned'],
      ['active', 'order completed'],
      ['aging', 'disconnected'],
    ]);
    expect(wizard.slice(1).every((e) => e.order_id === o.id)).toBe(true);
    expect((await call('GET', `/invnumbers/${gave[0]}/history`, MASTER)).statusCode).toBe(403);

    // each change was notified: the customer of its numbers, staff of the request to give them back
    const titles = async (as: string) =>
      ((await ok('GET', '/notifications?limit=100', as)).data as { notification_title: string; order_id: number | null }[])
        .filter((n) => n.order_id === o.id)
        .map((n) => n.notification_title);
    expect(await titles(MASTER)).toEqual(expect.arrayContaining(['Numbers assigned', 'Numbers in service', 'Numbers disconnected']));
    expect(await titles(OPS)).toContain('Disconnection requested');
    expect(await titles(RIVAL)).toEqual([]);
  }, 120_000);

  it('expires a wizard hold after 30 minutes and gives it back on request', async () => {
    const [a, b] = (await ok('GET', `/invnumbers/available?service_number_type_id=${product}&city=Manchester`, MASTER)).data as {
      id: number;
    }[];
    await ok('POST', '/invnumbers/reservations', MASTER, { service_number_type_id: product, inventory_number_ids: [a!.id, b!.id] }, 201);
    expect(await statesOf([a!.id])).toEqual(['reserved']);
    expect((await call('DELETE', `/invnumbers/reservations/${b!.id}`, RIVAL)).statusCode).toBe(404);
    await ok('DELETE', `/invnumbers/reservations/${b!.id}`, MASTER);
    expect(await statesOf([b!.id])).toEqual(['available']);
    expect((await sweep(new Date(Date.now() + 29 * 60_000))).expired).toBe(0);
    expect((await sweep(new Date(Date.now() + 31 * 60_000))).expired).toBe(1);
    expect(await statesOf([a!.id])).toEqual(['available']);
    expect(
      (await call('POST', '/invnumbers/reservations', ADMIN, { service_number_type_id: product, inventory_number_ids: [a!.id] }))
        .statusCode,
    ).toBe(403);
  });

  it('adds listed numbers and ranges only when every one fits; removing or cancelling gives them back', async () => {
    const o = await order(4);
    await force(o.id, 'accepted');
    // another vendor's number and a Manchester one do not fit a London order of this product
    const wrong = await call('POST', `/orders/${o.id}/numbers`, OPS, { service_numbers: ['+442079463000', '+442079462004', 'hello'] });
    expect(wrong.statusCode).toBe(422);
    expect(
      wrong
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['+442079462004', '+442079463000', 'hello']);
    expect((await ok('GET', `/orders/${o.id}/numbers`, OPS)).count).toBe(0);

    const free = (
      await ok('GET', `/invnumbers?state=available&city=London&service_type=DID&orderby=service_number&asc=true&limit=100`, ADMIN)
    ).data
      .map((n: { service_number: string; vendor_id: number }) => n)
      .filter((n: { vendor_id: number }) => n.vendor_id === vendorId)
      .map((n: { service_number: string }) => n.service_number);
    const [first, second] = [free[0] as string, free[1] as string];
    const ranged = (await ok('POST', `/orders/${o.id}/numbers`, OPS, { service_numbers: [`${first}-${second.slice(-2)}`] })).data.added;
    expect(ranged).toBeGreaterThanOrEqual(1);
    const file = multipart('list.xlsx', xlsx([['Service number'], [free[2]], [free[3]]]));
    const fromFile = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${o.id}/numbers/file`,
      headers: { ...bearer(tokens[OPS]!), ...file.headers },
      payload: file.payload,
    });
    expect(fromFile.statusCode, fromFile.body).toBe(200);
    const page = await ok('GET', `/orders/${o.id}/numbers`, OPS);
    expect(page.count).toBe(page.data.length);

    const one = page.data[0] as { id: number; inventory_number_id: number };
    await ok('DELETE', `/orders/${o.id}/numbers/${one.id}`, OPS);
    expect(await statesOf([one.inventory_number_id])).toEqual(['available']);
    // the order's timeline tells each addition and removal, by whom, in the status it happened in; the refused list none
    const timeline = (await ok('GET', `/orders/${o.id}`, OPS)).events.filter((e: { kind: string }) => e.kind === 'numbers');
    expect(timeline.map((e: { details: object; from_status: string }) => [e.from_status, e.details])).toEqual([
      ['accepted', { added: ranged }],
      ['accepted', { added: 2 }],
      ['accepted', { removed: 1 }],
    ]);

    // fewer than ordered: assigned needs the reason, then the cancellation gives the rest back
    const short = await move(o.id, 'assigned');
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('number.short_without_reason');
    expect((await move(o.id, 'assigned', { short_reason: 'Only part of the range was free' })).statusCode).toBe(200);
    const live = (
      await ctx.database.db
        .select()
        .from(orderNumbers)
        .where(and(eq(orderNumbers.order_id, o.id), sql`released_at is null`))
    ).map((n) => n.inventory_number_id!);
    expect(await statesOf(live)).toEqual(live.map(() => 'assigned'));
    await force(o.id, 'cancellation');
    expect((await move(o.id, 'cancelled')).statusCode).toBe(200);
    expect(await statesOf(live)).toEqual(live.map(() => 'available'));
    const [trail] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryNumberEvents)
      .where(and(inArray(inventoryNumberEvents.inventory_number_id, live), eq(inventoryNumberEvents.note, 'order cancelled')));
    expect(trail!.n).toBe(live.length);
  });

  it('never gives one number to two orders picking at once', async () => {
    await stock(5000, 12);
    const a = await order(6);
    const b = await order(6);
    await force(a.id, 'accepted');
    await force(b.id, 'accepted');
    const m = { serviceType: 'DID', jurisdiction: 'United Kingdom', city: 'London', vendorId };
    const pick = (db: Db, id: number) => numberLifecycleQueries(db).pick({ id, customerId: northwind }, m, 6, 1);
    const db = ctx.database.db as unknown as Db;
    let first: { id: number }[] = [];
    let second: { id: number }[] = [];
    if (ctx.database.pglite) {
      // one connection: the transactions run one after the other
      first = await db.transaction((tx) => pick(tx as unknown as Db, a.id));
      second = await db.transaction((tx) => pick(tx as unknown as Db, b.id));
    } else {
      // two connections: the second picks while the first still holds its numbers locked, and does not wait
      await db.transaction(async (tx) => {
        first = await pick(tx as unknown as Db, a.id);
        second = await db.transaction((tx2) => pick(tx2 as unknown as Db, b.id));
      });
    }
    expect(first).toHaveLength(6);
    expect(second).toHaveLength(6);
    const all = new Set([...first, ...second].map((n) => n.id));
    expect(all.size).toBe(12);
    // and over HTTP, two staff at once
    const c = await order(3);
    const d = await order(3);
    await force(c.id, 'accepted');
    await force(d.id, 'accepted');
    await stock(6000, 6);
    const [rc, rd] = await Promise.all([
      call('POST', `/orders/${c.id}/numbers`, OPS, { count: 3 }),
      call('POST', `/orders/${d.id}/numbers`, ADMIN, { count: 3 }),
    ]);
    const got = [...rc.json().data.numbers, ...rd.json().data.numbers].map((n: { service_number: string }) => n.service_number);
    expect(new Set(got).size).toBe(got.length);
  });
});
