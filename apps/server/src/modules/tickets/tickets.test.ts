import { NOTIFICATION_MESSAGES, TICKET_MESSAGES } from '@gsn/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, caller } from '../../../test/administration-fixtures.ts';
import { addAccount, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { auditEvents, customers, notifications, userProfiles } from '../../db/schema.ts';

/**
 * Support tickets as threads: opened by a customer (or through the spec's POST /notifications), answered by staff,
 * replied to by the customer, assigned, closed and reopened; each reply told to the other side, by e-mail too.
 */
let ctx: TestContext;
let A: number;
let B: number;
const id: Record<string, number> = {};
const api: Record<string, ReturnType<typeof caller>> = {};

const PEOPLE: [key: string, type: number, company: 'A' | 'B' | null][] = [
  ['admin', 100, null],
  ['sales', 110, null],
  ['ops', 130, null],
  ['masterA', 200, 'A'],
  ['salesA', 210, 'A'],
  ['opsA', 230, 'A'],
  ['masterB', 200, 'B'],
];
const email = (key: string) => `${key.toLowerCase()}@tickets.test`;
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
const db = () => ctx.database.db;
const tokens: Record<string, string> = {};
const bearerOf = (key: string) => ({ authorization: `Bearer ${tokens[key]}` });

/** The notifications about a ticket, by receiver key. */
async function toldAbout(ticketId: number, action: string) {
  const rows = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.subject_kind, 'ticket'), eq(notifications.subject_id, ticketId)));
  const keyOf = new Map(Object.entries(id).map(([k, v]) => [v, k]));
  return rows
    .filter((r) => (action === 'created' ? r.event === null : r.event === `ticket.${action}`))
    .map((r) => keyOf.get(r.receiver_account_id))
    .sort();
}

beforeAll(async () => {
  ctx = await createTestContext();
  A = await addCompany(ctx, 'Alpha Telecom');
  B = await addCompany(ctx, 'Beta Telecom');
  for (const [key, type, company] of PEOPLE) {
    id[key] = await addAccount(ctx, {
      email: email(key),
      account_type_id: type,
      customer_id: company === 'A' ? A : company === 'B' ? B : null,
    });
    tokens[key] = await login(ctx, email(key));
    api[key] = caller(ctx, tokens[key]);
  }
  await db().update(customers).set({ master_id: id.masterA }).where(eq(customers.id, A));
  // people are named by their profile's name, else by their user name
  await db().update(userProfiles).set({ firstname: 'Sam', lastname: 'Sales' }).where(eq(userProfiles.account_id, id.sales!));
  await db().update(userProfiles).set({ firstname: null, lastname: ' ' }).where(eq(userProfiles.account_id, id.salesA!));
});
afterAll(async () => ctx?.close());

describe('support tickets', () => {
  let ticket: number;

  it('opens a ticket with its first message, told to the support staff in the writer’s words', async () => {
    const before = (await ctx.mails()).length;
    const res = await api.salesA!.post('/tickets', { title: 'Order Issue', message: 'Order 12 is stuck in review' });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json().data;
    ticket = t.id;
    expect(res.json().message).toBe(NOTIFICATION_MESSAGES.ticketSubmitted);
    expect(t).toMatchObject({
      customer_id: A,
      customer_name: 'Alpha Telecom',
      title: 'Order Issue',
      status: 'open',
      creator_account_id: id.salesA,
      creator_name: email('salesA'),
      assignee_account_id: null,
      messages_count: 1,
      last_side: 'customer',
    });
    expect(t.messages).toMatchObject([
      { author_account_id: id.salesA, author_name: email('salesA'), side: 'customer', body: 'Order 12 is stuck in review' },
    ]);
    expect(await toldAbout(ticket, 'created')).toEqual(['admin', 'ops']);
    const mails = (await ctx.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([email('admin'), email('ops')]);
    expect(mails[0]!.text).toContain('Order 12 is stuck in review');
    expect(mails[0]!.text).toContain(`From: ${email('salesA')}`);
    expect(mails[0]!.text).toContain(`/portal/support/tickets/${ticket}`);
  });

  it('keeps the spec’s POST /notifications: it answers the message and creates a ticket too', async () => {
    const res = await api.masterB!.post('/notifications', { title: 'Portal Issue', message: 'The map is slow', functionality_id: 800 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.ticketSubmitted });
    const list = (await api.masterB!.get('/tickets')).json();
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({ title: 'Portal Issue', customer_id: B, creator_account_id: id.masterB, status: 'open' });
  });

  it('shows a customer its own company’s tickets only; another company’s answer 404 and stay unchanged', async () => {
    const own = (await api.masterA!.get('/tickets')).json();
    expect(own.data.map((t: { id: number }) => t.id)).toEqual([ticket]);
    const other = (await api.masterB!.get('/tickets')).json();
    expect(other.data.map((t: { customer_id: number }) => t.customer_id)).toEqual([B]);
    // a customer cannot widen its list with the staff's company filter
    expect((await api.masterB!.get(`/tickets?customer_id=${A}`)).json().data.map((t: { customer_id: number }) => t.customer_id)).toEqual([
      B,
    ]);
    expect((await api.masterB!.get(`/tickets/${ticket}`)).statusCode).toBe(404);
    expect((await api.masterB!.post(`/tickets/${ticket}/messages`, { message: 'Mine now' })).statusCode).toBe(404);
    expect((await api.masterB!.post(`/tickets/${ticket}/close`, {})).statusCode).toBe(404);
    const still = (await api.salesA!.get(`/tickets/${ticket}`)).json().data;
    expect(still).toMatchObject({ status: 'open', messages_count: 1 });
  });

  it('refuses a message over 250 words with a clear 400, and changes nothing', async () => {
    const res = await api.salesA!.post(`/tickets/${ticket}/messages`, { message: words(251) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'message', message: 'Please write at most 250 words' })]);
    const opened = await api.salesA!.post('/tickets', { title: 'Other', message: words(251) });
    expect(opened.statusCode).toBe(400);
    expect((await api.salesA!.post(`/tickets/${ticket}/messages`, { message: words(250) })).statusCode).toBe(201);
    expect((await api.salesA!.get(`/tickets/${ticket}`)).json().data.messages_count).toBe(2);
    expect((await api.masterA!.get('/tickets')).json().count).toBe(1);
  });

  it('marks a ticket answered on a staff reply, told to its creator and the company’s master by e-mail', async () => {
    const before = (await ctx.mails()).length;
    const res = await api.ops!.post(`/tickets/${ticket}/messages`, { message: 'We are looking at order 12.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(TICKET_MESSAGES.replied);
    expect(res.json().data).toMatchObject({ status: 'answered', last_side: 'staff', messages_count: 3 });
    expect(res.json().data.messages.at(-1)).toMatchObject({
      author_account_id: id.ops,
      side: 'staff',
      body: 'We are looking at order 12.',
    });
    expect(await toldAbout(ticket, 'answered')).toEqual(['masterA', 'salesA']);
    const mails = (await ctx.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([email('masterA'), email('salesA')]);
    expect(mails[0]!.subject).toBe(`Support replied to ticket #${ticket}: Order Issue`);
    expect(mails[0]!.text).toContain('We are looking at order 12.');
    // the reader's own language at read time
    const shown = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=1',
      headers: { ...bearerOf('salesA'), 'accept-language': 'fr' },
    });
    expect(shown.json().data[0].notification_title).toBe(`L’assistance a répondu au ticket n° ${ticket} : Problème de commande`);
  });

  it('lets staff assign it to one of them, never to a customer account; a customer may not assign', async () => {
    const res = await api.ops!.put(`/tickets/${ticket}/assignee`, { assignee_account_id: id.sales });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ assignee_account_id: id.sales, assignee_name: 'Sam Sales' });
    const wrong = await api.ops!.put(`/tickets/${ticket}/assignee`, { assignee_account_id: id.masterA });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'ticket.assignee_not_staff', message: TICKET_MESSAGES.assigneeNotStaff });
    expect((await api.masterA!.put(`/tickets/${ticket}/assignee`, { assignee_account_id: id.ops })).statusCode).toBe(403);
    const mine = (await api.sales!.get('/tickets?assignee=me')).json();
    expect(mine.data.map((t: { id: number }) => t.id)).toEqual([ticket]);
    expect((await api.ops!.get('/tickets?assignee=none')).json().data.map((t: { id: number }) => t.id)).not.toContain(ticket);
  });

  it('opens it again on a customer reply, told to the support staff and the assignee', async () => {
    const before = (await ctx.mails()).length;
    const res = await api.masterA!.post(`/tickets/${ticket}/messages`, { message: 'Still stuck this morning.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'open', last_side: 'customer', messages_count: 4 });
    // the earlier customer reply (unassigned then) went to the support staff alone; this one to the assignee too
    expect(await toldAbout(ticket, 'replied')).toEqual(['admin', 'admin', 'ops', 'ops', 'sales']);
    const mails = (await ctx.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([email('admin'), email('ops'), email('sales')]);
    expect(mails[0]!.text).toContain('Still stuck this morning.');
  });

  it('closes from either side; a closed ticket refuses a staff reply and is reopened by a customer reply or reopen', async () => {
    const closed = await api.salesA!.post(`/tickets/${ticket}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    const again = await api.ops!.post(`/tickets/${ticket}/close`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ticket.move_refused', message: TICKET_MESSAGES.moveRefused });
    expect((await api.ops!.post(`/tickets/${ticket}/messages`, { message: 'One more thing' })).statusCode).toBe(409);
    expect((await api.ops!.post(`/tickets/${ticket}/reopen`, {})).json().data.status).toBe('open');
    expect((await api.ops!.post(`/tickets/${ticket}/reopen`, {})).statusCode).toBe(409);
    expect((await api.ops!.post(`/tickets/${ticket}/close`, {})).json().data.status).toBe('closed');
    const reply = await api.opsA!.post(`/tickets/${ticket}/messages`, { message: 'It happened again.' });
    expect(reply.json().data).toMatchObject({ status: 'open', messages_count: 5 });
  });

  it('filters the staff queue by status, company, title and words of the thread, paged on the server', async () => {
    const q = async (query: string) => (await api.admin!.get(`/tickets?${query}`)).json();
    expect((await q('')).count).toBe(2);
    expect((await q(`customer_id=${A}`)).data.map((t: { id: number }) => t.id)).toEqual([ticket]);
    expect((await q('status=open&title=Portal%20Issue')).data.map((t: { customer_id: number }) => t.customer_id)).toEqual([B]);
    expect((await q('status=answered')).count).toBe(0);
    expect((await q('search=STILL%20stuck')).data.map((t: { id: number }) => t.id)).toEqual([ticket]);
    expect((await q(`search=%23${ticket}`)).data.map((t: { id: number }) => t.id)).toEqual([ticket]);
    expect((await q('search=100%25')).count).toBe(0);
    const page = await q('limit=1&page=1&orderby=id&asc=true');
    expect(page).toMatchObject({ count: 2, data: [{ customer_id: B }] });
    expect((await api.admin!.get('/tickets?status=pending')).statusCode).toBe(400);
  });

  it('writes an audit event for every change', async () => {
    const actions = (
      await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subject_kind, 'ticket'), eq(auditEvents.subject_id, String(ticket))))
    )
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(
      expect.arrayContaining(['tickets.create', 'tickets.reply', 'tickets.assign', 'tickets.close', 'tickets.reopen']),
    );
    // four replies were taken (the staff reply on the closed ticket was refused, and wrote nothing)
    expect(actions.filter((a) => a === 'tickets.reply')).toHaveLength(4);
  });

  it('opens one ticket for two calls with one Idempotency-Key, answering the same', async () => {
    const once = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: { ...bearerOf('opsA'), 'idempotency-key': 'ticket-once-1' },
        payload: { title: 'Other', message: 'Sent twice by a flaky network' },
      });
    const [first, second] = [await once(), await once()];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    const mine = (await api.opsA!.get('/tickets?search=flaky')).json();
    expect(mine.count).toBe(1);
  });
});
