import { dayOf } from '@gsn/domain';
import { earliestFocDate } from '@gsn/domain/ports/rules';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, samples } from '../../../test/documents.ts';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../../../test/spreadsheets.ts';
import { webhookReceiver as receiver } from '../../../test/webhook-receiver.ts';
import { accounts, customers, inventoryNumbers, notifications, orders, serviceNumberTypeOrderHistory } from '../../db/schema.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
let northwind: number;
let contoso: number;
const OPS = 'ops@gsn.test'; // 130: operations
const MASTER = 'master@northwind.test';
const RIVAL = 'master@contoso.test';

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, as: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as]!), ...(payload ? { payload } : {}) });
const uploadLoa = (id: number, as: string, data = samples.pdf, name = 'signed.pdf') => {
  const { payload, headers } = multipart(name, data);
  return ctx.app.inject({ method: 'POST', url: `/api/ports/${id}/loa`, payload, headers: { ...headers, ...bearer(tokens[as]!) } });
};
const move = (id: number, as: string, body: object) => call('POST', `/ports/${id}/moves`, as, body);

async function portingOrder(company: number) {
  const id = await insertOrder(ctx, company, 'accepted');
  await ctx.database.db.update(orders).set({ porting: true, number_quantity: 3, end_user_name: 'Acme Retail' }).where(eq(orders.id, id));
  return id;
}

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
    [OPS, 130, null],
    ['admin@gsn.test', 100, null],
    [MASTER, 200, northwind],
    [RIVAL, 200, contoso],
  ] as const) {
    await addAccount(ctx, { email, account_type_id: type, customer_id: company });
    tokens[email] = await login(ctx, email);
  }
  expect((await call('PUT', '/configuration', 'admin@gsn.test', { webhooks_allow_private_addresses: true })).statusCode).toBe(200);
  // a number the inventory holds already
  await db.insert(inventoryNumbers).values({ service_number: '+442079460999', service_type: 'DID', jurisdiction: 'United Kingdom' });
});
afterAll(async () => ctx?.close());

describe('a port from draft to ported', () => {
  it('walks draft → submitted → exception (new LOA) → submitted → FOC confirmed → ported, told to both sides', async () => {
    const hooks = { own: await receiver(), rival: await receiver() };
    const endpoint = async (as: string, url: string) => {
      const res = await call('POST', '/webhooks', as, { url, events: ['port.state_changed', 'port.note_added'] });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { secret: string };
    };
    const ownEp = await endpoint(MASTER, hooks.own.url);
    await endpoint(RIVAL, hooks.rival.url);
    const orderId = await portingOrder(northwind);
    const foc = earliestFocDate('DID', dayOf(new Date()));

    expect((await call('GET', `/orders/${orderId}/port`, MASTER)).json()).toEqual({ data: null });
    // the draft: numbers in any writing, checked against the jurisdiction and the inventory
    const refused = await call('PUT', `/orders/${orderId}/port`, MASTER, { numbers: '+33 1 42 68 53 00\n+442079460999\n+44 20 79' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'port.numbers_invalid' });
    expect(refused.json().errors.map((e: { message: string }) => e.message)).toEqual([
      '+33 1 42 68 53 00: This number does not belong to the order’s jurisdiction',
      '+44 20 79: This is not a valid phone number',
      '+442079460999: This number is already in our inventory: it cannot be ported in',
    ]);
    const early = await call('PUT', `/orders/${orderId}/port`, MASTER, { requested_foc_date: dayOf(new Date()) });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'port.foc_date_refused', errors: [{ field: 'requested_foc_date' }] });

    const saved = await call('PUT', `/orders/${orderId}/port`, MASTER, {
      numbers: '+44 20 7946 0123, 442079460124',
      losing_carriers: 'BT Wholesale',
      losing_account: 'ACC-42',
      requested_foc_date: foc,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const port = saved.json().data;
    expect(port).toMatchObject({
      state: 'draft',
      order_id: orderId,
      numbers: 2,
      number_list: [
        { number: '+442079460123', result: 'pending', reason: null },
        { number: '+442079460124', result: 'pending', reason: null },
      ],
      losing_carriers: 'BT Wholesale',
      requested_foc_date: foc,
      earliest_foc_date: foc,
      lead_business_days: 5,
      loa: null,
      moves: ['submit', 'cancel'],
      editable: true,
    });
    const id = port.id as number;

    // submitting needs the signed letter
    const noLoa = await move(id, MASTER, { move: 'submit' });
    expect(noLoa.statusCode).toBe(422);
    expect(noLoa.json()).toMatchObject({
      code: 'port.incomplete',
      errors: [{ field: 'loa', message: 'Please upload the signed letter of authorisation first' }],
    });
    expect((await uploadLoa(id, MASTER, samples.exe, 'loa.pdf')).statusCode).toBe(415);
    const up = await uploadLoa(id, MASTER);
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data.loa).toMatchObject({ original_name: 'signed.pdf' });
    const submitted = await move(id, MASTER, { move: 'submit' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ state: 'submitted', moves: ['cancel'], editable: false });
    // the customer cannot take the provider's steps, nor change a submitted port
    expect((await move(id, MASTER, { move: 'confirm_foc', confirmed_foc_date: foc })).json()).toMatchObject({ code: 'port.staff_only' });
    expect((await call('PUT', `/orders/${orderId}/port`, MASTER, { losing_carriers: 'X' })).json()).toMatchObject({
      code: 'port.not_editable',
    });

    // staff raise an exception the customer can act on
    expect((await move(id, OPS, { move: 'raise_exception', exception_code: 'new_loa' })).json()).toMatchObject({
      code: 'port.move_incomplete',
    });
    const exception = await move(id, OPS, {
      move: 'raise_exception',
      exception_code: 'new_loa',
      exception_reason: 'The letter must be signed by a director',
    });
    expect(exception.statusCode, exception.body).toBe(200);
    const seen = (await call('GET', `/orders/${orderId}/port`, MASTER)).json().data;
    expect(seen).toMatchObject({
      state: 'exception',
      exception_code: 'new_loa',
      exception_reason: 'The letter must be signed by a director',
      editable: true,
    });
    expect((await uploadLoa(id, MASTER, samples.png, 'director.png')).json().data.loa).toMatchObject({ original_name: 'director.png' });
    expect((await move(id, MASTER, { move: 'submit' })).json().data).toMatchObject({ state: 'submitted', exception_code: null });

    // FOC confirmed, notes both ways
    const confirmed = await move(id, OPS, { move: 'confirm_foc', confirmed_foc_date: foc });
    expect(confirmed.json().data).toMatchObject({
      state: 'foc_confirmed',
      confirmed_foc_date: foc,
      moves: ['confirm_foc', 'raise_exception', 'complete', 'cancel'],
    });
    expect((await call('POST', `/ports/${id}/notes`, MASTER, { body: 'Please port before noon' })).statusCode).toBe(201);
    expect((await call('POST', `/ports/${id}/notes`, OPS, { body: 'Booked for 09:00' })).statusCode).toBe(201);
    expect((await call('POST', `/ports/${id}/notes`, OPS, { body: '  ' })).statusCode).toBe(400);

    // each number's result: the ported ones enter the customer's inventory, assigned to the order
    const partial = await move(id, OPS, { move: 'complete', results: [{ number: '+442079460123', result: 'ported' }] });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors[0].message).toContain('+442079460124');
    const done = await move(id, OPS, {
      move: 'complete',
      results: [
        { number: '+44 20 7946 0123', result: 'ported' },
        { number: '+442079460124', result: 'rejected', reason: 'Number belongs to another account' },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      state: 'ported',
      moves: [],
      number_list: [
        { number: '+442079460123', result: 'ported', reason: null },
        { number: '+442079460124', result: 'rejected', reason: 'Number belongs to another account' },
      ],
    });
    const stock = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460123'));
    expect(stock).toMatchObject([
      { state: 'assigned', customer_id: northwind, order_id: orderId, service_type: 'DID', jurisdiction: 'United Kingdom' },
    ]);
    expect((await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460124'))).length).toBe(
      0,
    );
    const orderNumbers = (await call('GET', `/orders/${orderId}/numbers`, MASTER)).json();
    expect(orderNumbers.data.map((n: { service_number: string; state: string }) => [n.service_number, n.state])).toEqual([
      ['+442079460123', 'assigned'],
    ]);

    // both sides see the whole history and the notes
    for (const as of [MASTER, OPS]) {
      const p = (await call('GET', `/ports/${id}`, as)).json();
      expect(p.events.map((e: { to_state: string }) => e.to_state)).toEqual([
        'draft',
        'submitted',
        'exception',
        'submitted',
        'foc_confirmed',
        'ported',
      ]);
      expect(p.events[2]).toMatchObject({
        from_state: 'submitted',
        note: 'The letter must be signed by a director',
        author: { email: OPS, staff: true },
      });
      expect(p.notes.map((n: { body: string; author: { staff: boolean } }) => [n.body, n.author.staff])).toEqual([
        ['Please port before noon', false],
        ['Booked for 09:00', true],
      ]);
    }

    // notified to both sides: the company's master and the provider's operations
    const told = async (email: string) =>
      (
        await ctx.database.db
          .select({ event: notifications.event, status: notifications.notification_status })
          .from(notifications)
          .innerJoin(accounts, eq(accounts.id, notifications.receiver_account_id))
          .where(eq(accounts.email, email))
      ).filter((n) => n.event?.startsWith('port.'));
    expect((await told(MASTER)).map((n) => n.status)).toEqual(expect.arrayContaining(['exception', 'foc_confirmed', 'ported', 'added']));
    expect((await told(OPS)).map((n) => n.status)).toEqual(expect.arrayContaining(['submitted', 'added']));
    expect(await told(RIVAL)).toEqual([]);

    // webhooks: every state change and note, signed; another company hears nothing
    // five state changes and two notes (delivered after each commit; waited for should delivery ever run apart)
    await expect.poll(() => hooks.own.got.length).toBe(7);
    const events = hooks.own.got.map((g) => JSON.parse(g.body) as { type: string; data: { to?: string; port: { id: number } } });
    expect(events.filter((e) => e.type === 'port.state_changed').map((e) => e.data.to)).toEqual([
      'submitted',
      'exception',
      'submitted',
      'foc_confirmed',
      'ported',
    ]);
    expect(events.filter((e) => e.type === 'port.note_added')).toHaveLength(2);
    expect(events.every((e) => e.data.port.id === id)).toBe(true);
    const wh = new Webhook(ownEp.secret);
    for (const g of hooks.own.got) expect(wh.verify(g.body, g.headers as Record<string, string>)).toBeTruthy();
    expect(hooks.rival.got).toEqual([]);
    await hooks.own.close();
    await hooks.rival.close();
  });

  it('keeps another company away from a port and its notes', async () => {
    const orderId = await portingOrder(northwind);
    const port = (await call('PUT', `/orders/${orderId}/port`, MASTER, { losing_carriers: 'Vodafone' })).json().data;
    await call('POST', `/ports/${port.id}/notes`, MASTER, { body: 'Private to Northwind' });
    for (const [method, url] of [
      ['GET', `/ports/${port.id}`],
      ['GET', `/orders/${orderId}/port`],
      ['GET', `/ports/${port.id}/loa`],
    ] as const) {
      expect((await call(method, url, RIVAL)).statusCode, url).toBe(404);
    }
    expect((await call('POST', `/ports/${port.id}/notes`, RIVAL, { body: 'hello' })).statusCode).toBe(404);
    expect((await call('PUT', `/orders/${orderId}/port`, RIVAL, { losing_carriers: 'X' })).statusCode).toBe(404);
    const list = (await call('GET', '/ports', RIVAL)).json();
    expect(list).toEqual({ data: [], count: 0 });
    expect((await call('GET', `/ports?search=Northwind`, OPS)).json().count).toBeGreaterThanOrEqual(1);
  });

  it('lists ports for staff by state, soonest FOC date first, paged on the server', async () => {
    const foc = earliestFocDate('DID', dayOf(new Date()));
    const later = earliestFocDate('DID', foc);
    for (const day of [later, foc]) {
      const orderId = await portingOrder(contoso);
      expect((await call('PUT', `/orders/${orderId}/port`, RIVAL, { requested_foc_date: day })).statusCode).toBe(200);
    }
    const drafts = (await call('GET', '/ports?state=draft&limit=2', OPS)).json();
    expect(drafts.count).toBe(3);
    expect(drafts.data.map((r: { requested_foc_date: string | null }) => r.requested_foc_date)).toEqual([foc, later]);
    expect(drafts.data[0]).toMatchObject({ customer: 'Contoso', state: 'draft', numbers: 0 });
    const page2 = (await call('GET', '/ports?state=draft&limit=2&page=1', OPS)).json();
    expect(page2.data.map((r: { requested_foc_date: string | null }) => r.requested_foc_date)).toEqual([null]);
    expect((await call('GET', '/ports?state=ported', OPS)).json().count).toBe(1);
    expect((await call('GET', '/ports?state=nope', OPS)).statusCode).toBe(400);
  });

  it('takes the lead time the product named when the order was placed', async () => {
    const orderId = await portingOrder(northwind);
    const [o] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    await ctx.database.db
      .update(serviceNumberTypeOrderHistory)
      .set({ product: { service_type: 'DID', jurisdiction: 'United Kingdom', provisioning_lead_time: 2 } })
      .where(eq(serviceNumberTypeOrderHistory.id, o!.service_number_type_order_history_id!));
    const today = dayOf(new Date());
    const res = await call('PUT', `/orders/${orderId}/port`, MASTER, { requested_foc_date: earliestFocDate('DID', today, 2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lead_business_days: 2, earliest_foc_date: earliestFocDate('DID', today, 2) });
  });

  it('refuses a port on an order without porting', async () => {
    const orderId = await insertOrder(ctx, northwind, 'accepted');
    expect((await call('PUT', `/orders/${orderId}/port`, MASTER, {})).json()).toMatchObject({ code: 'port.not_porting' });
  });
});

describe('the letter of authorisation', () => {
  it('is a PDF prefilled for signature, in the language asked for', async () => {
    const orderId = await portingOrder(northwind);
    const port = (await call('PUT', `/orders/${orderId}/port`, MASTER, { numbers: '+442079460200', losing_carriers: 'BT' })).json().data;
    for (const [language, title] of [
      ['en', 'Letter of Authorisation'],
      ['ru', 'Доверенность на перенос номеров'],
    ] as const) {
      const res = await call('GET', `/ports/${port.id}/loa?language=${language}`, MASTER);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="loa-port-${port.id}-${language}.pdf"`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // the document's title in its language (a PDF text string is ASCII, or UTF-16BE behind its byte order mark)
      const encoded = /^[\x20-\x7e]*$/.test(title) ? Buffer.from(`(${title})`) : Buffer.from(`\ufeff${title}`, 'utf16le').swap16();
      expect(pdf.includes(encoded), language).toBe(true);
    }
  });
});
