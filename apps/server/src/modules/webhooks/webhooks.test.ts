import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultPermissions, FUNCTIONALITIES, WEBHOOK_EXCERPT_CHARS, WEBHOOK_RETRY_DELAYS } from '@gsn/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { customers, functionalities, permissions, vendors, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { seed } from '../../db/seed/index.ts';
import { createOutbox } from '../../lib/outbox.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { createJobs } from '../../plugins/jobs.ts';
import { webhooksRepository } from './webhooks-repository.ts';
import { type WebhooksServiceDeps, webhooksService } from './webhooks-service.ts';
import { builtInNotificationTypes } from '../index.ts';

/** A real HTTP receiver on a free local port: keeps what it is sent, answers `status` (and `body`). */
interface Receiver {
  url: string;
  got: { headers: http.IncomingHttpHeaders; body: string }[];
  status: number;
  body: string;
  /** When set, the status for this request body (else `status`). */
  answer?: (body: string) => number | undefined;
  close(): Promise<void>;
}

async function receiver(): Promise<Receiver> {
  const r = { got: [], status: 204, body: '' } as unknown as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      r.got.push({ headers: req.headers, body });
      res.writeHead(r.answer?.(body) ?? r.status, { 'content-type': 'text/plain' });
      res.end(r.body);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  r.close = () => new Promise<void>((ok) => server.close(() => ok()));
  return r;
}

/** A delivery engine of its own on the test database (jobs inline), with what a test replaces. */
const engine = (over: Partial<WebhooksServiceDeps> = {}) =>
  webhooksService({
    repo: webhooksRepository(ctx.database.db),
    outbox: createOutbox(ctx.database.db, { error: () => {} }),
    db: ctx.database.db,
    jobs: createJobs(ctx.database, undefined, 'inline', { error: () => {} }),
    mailer: ctx.app.services.mailer,
    allowPrivate: async () => true,
    publicUrl: 'http://portal.test',
    log: { error: () => {} },
    ...over,
  });

let ctx: TestContext;
const tokens: Record<string, string> = {};
let northwind: number;
let contoso: number;
let product: number;
const receivers: Receiver[] = [];

const ADMIN = 'admin@gsn.test'; // 100
const SALES = 'sales@gsn.test'; // 110: custom pricing
const SUPPORT = 'support@gsn.test'; // 140: no webhook permission
const MASTER = 'master@northwind.test'; // 200
const BUYER = 'buyer@northwind.test'; // 210: no webhook permission
const RIVAL = 'master@contoso.test'; // 200 of another company

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[as]!), ...(payload ? { payload } : {}) });

async function allowPrivate(on: boolean) {
  const res = await call('PUT', '/configuration', ADMIN, { webhooks_allow_private_addresses: on });
  expect(res.statusCode, res.body).toBe(200);
}

async function addEndpoint(as: string, url: string, events: string[], extra: object = {}) {
  const res = await call('POST', '/webhooks', as, { url, events, description: `${as} hook`, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; secret: string; customer_id: number | null };
}

async function newReceiver() {
  const r = await receiver();
  receivers.push(r);
  return r;
}

async function order(as: string) {
  const res = await call('POST', '/orders', as, {
    service_number_type_id: product,
    number_quantity: 1,
    reference: 'WH-1',
    terms_accepted: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; updatedAt: string; status: string };
}

async function move(id: number, as: string, body: Record<string, unknown>) {
  const current = (await call('GET', `/orders/${id}`, ADMIN)).json();
  const res = await call('PUT', `/orders/${id}`, as, { status: current.status, updatedAt: current.updatedAt, ...body });
  expect(res.statusCode, res.body).toBe(200);
}

const events = (r: Receiver) => r.got.map((g) => JSON.parse(g.body) as { type: string; data: Record<string, unknown> });

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
    [SALES, 110, null],
    [SUPPORT, 140, null],
    [MASTER, 200, northwind],
    [BUYER, 210, northwind],
    [RIVAL, 200, contoso],
  ] as const) {
    await addAccount(ctx, { email, account_type_id: type, customer_id: company });
    tokens[email] = await login(ctx, email);
  }
  const [vendor] = await db.insert(vendors).values({ name: 'Orange Wholesale' }).returning({ id: vendors.id });
  const res = await call('POST', '/servicenumbers/type', ADMIN, {
    vendor_id: vendor!.id,
    vendor_plan: 'Plan 1',
    jurisdiction: 'United Kingdom',
    vendor_option: 'DID Gold',
    service_type: 'DID',
    number_type: 'Fixed',
    cities: [{ city: 'London', city_dial_code: '20' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  product = res.json().data.id;
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await ctx?.close();
});

describe('registering endpoints', () => {
  it('refuses private, loopback and link-local addresses unless the administrator allows them', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'http://169.254.169.254/latest',
      'http://[::1]/',
      'http://10.0.0.8/',
    ]) {
      const res = await call('POST', '/webhooks', MASTER, { url, events: ['order.created'] });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors[0].field).toBe('url');
    }
    const ftp = await call('POST', '/webhooks', MASTER, { url: 'ftp://hooks.example.com/', events: ['order.created'] });
    expect(ftp.statusCode).toBe(400);
    const none = await call('POST', '/webhooks', MASTER, { url: 'https://hooks.example.com/', events: [] });
    expect(none.statusCode).toBe(400);
    expect((await ctx.database.db.select().from(webhookEndpoints)).length).toBe(0);
  });

  it('checks the resolved address again at delivery time (a name pointing at loopback)', async () => {
    const r = await newReceiver();
    await allowPrivate(true);
    const ep = await addEndpoint(RIVAL, r.url.replace('127.0.0.1', 'localhost'), ['order.created']);
    await allowPrivate(false);
    await order(RIVAL);
    expect(r.got).toHaveLength(0);
    const d = (await call('GET', `/webhooks/${ep.id}/deliveries`, RIVAL)).json();
    expect(d.data[0].attempts[0]).toMatchObject({ status_code: null });
    expect(d.data[0].attempts[0].error).toMatch(/private|loopback/);
    // a sync poll: the deliveries changed at or after an instant, oldest change first
    const changed = d.data[0].updatedAt as string;
    const since = (at: string) => call('GET', `/webhooks/${ep.id}/deliveries?updated_since=${encodeURIComponent(at)}`, RIVAL);
    expect((await since(changed)).json().data.map((x: { id: number }) => x.id)).toEqual([d.data[0].id]);
    expect((await since(new Date(Date.parse(changed) + 1000).toISOString())).json()).toEqual({ data: [], count: 0 });
    expect((await since('yesterday')).statusCode).toBe(400);
    await call('DELETE', `/webhooks/${ep.id}`, RIVAL);
  });

  it('answers the secret once, in the Standard Webhooks format', async () => {
    await allowPrivate(true);
    const ep = await addEndpoint(MASTER, 'http://127.0.0.1:9/once', ['order.created']);
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(ep.secret.slice(6), 'base64').length).toBe(24);
    expect(ep.customer_id).toBe(northwind);
    const one = await call('GET', `/webhooks/${ep.id}`, MASTER);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.secret).toBeUndefined();
    expect(JSON.stringify((await call('GET', '/webhooks', MASTER)).json())).not.toContain(ep.secret);
    const upd = await call('PUT', `/webhooks/${ep.id}`, MASTER, { description: 'renamed', events: ['order.status_changed'] });
    expect(upd.json().data).toMatchObject({ description: 'renamed', events: ['order.status_changed'] });
    expect((await call('DELETE', `/webhooks/${ep.id}`, MASTER)).statusCode).toBe(200);
    expect((await call('GET', `/webhooks/${ep.id}`, MASTER)).statusCode).toBe(404);
  });

  it('offers the events the modules contribute, labelled in the reader’s language, and takes no other', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/events',
      headers: { ...bearer(tokens[MASTER]!), 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json().data as { name: string; label: string }[];
    expect(offered.map((e) => e.name)).toEqual(ctx.app.services.eventCatalogue.webhookNames);
    expect(offered).toContainEqual({ name: 'order.created', label: 'Commande créée' });
    expect((await call('GET', '/webhooks/events', BUYER)).statusCode).toBe(403);
    const unknown = await call('POST', '/webhooks', MASTER, {
      url: 'https://hooks.example.com/',
      events: ['order.created', 'order.exploded'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('events.1');
    expect((await ctx.database.db.select().from(webhookEndpoints)).length).toBe(0);
    // a sender's event that no module contributes is a mistake, refused before anything is written
    await expect(ctx.app.services.events.record(ctx.database.db, 'order.exploded', null, {})).rejects.toThrow(/contributed by no module/);
  });

  it('keeps each company to its own endpoints; sub-accounts and staff without the permission are refused', async () => {
    await allowPrivate(true);
    const mine = await addEndpoint(MASTER, 'http://127.0.0.1:9/nw', ['order.created'], { customer_id: contoso });
    expect(mine.customer_id).toBe(northwind); // a master's endpoint is always its company's
    const theirs = await addEndpoint(RIVAL, 'http://127.0.0.1:9/co', ['order.created']);
    const list = (await call('GET', '/webhooks', RIVAL)).json();
    expect(list.data.map((e: { id: number }) => e.id)).toEqual([theirs.id]);
    for (const [m, suffix] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/deliveries'],
    ] as const) {
      const res = await call(m, `/webhooks/${mine.id}${suffix}`, RIVAL, m === 'PUT' ? { description: 'x' } : undefined);
      expect(res.statusCode, `${m} ${suffix}`).toBe(404);
    }
    expect((await call('GET', '/webhooks', BUYER)).statusCode).toBe(403);
    expect((await call('POST', '/webhooks', BUYER, { url: 'https://x.example/', events: ['order.created'] })).statusCode).toBe(403);
    expect((await call('GET', '/webhooks', SUPPORT)).statusCode).toBe(403);
    // staff with the permission see every company's
    const all = (await call('GET', '/webhooks', ADMIN)).json().data.map((e: { id: number }) => e.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    await call('DELETE', `/webhooks/${mine.id}`, MASTER);
    await call('DELETE', `/webhooks/${theirs.id}`, RIVAL);
  });
});

describe('delivering events', () => {
  it('signs order.created and order.status_changed as staff move an order; another company hears nothing', async () => {
    await allowPrivate(true);
    const nw = await newReceiver();
    const co = await newReceiver();
    const staff = await newReceiver();
    const nwEp = await addEndpoint(MASTER, nw.url, ['order.created', 'order.status_changed']);
    const coEp = await addEndpoint(RIVAL, co.url, ['order.created', 'order.status_changed', 'notification.created']);
    const staffEp = await addEndpoint(ADMIN, staff.url, ['order.status_changed']);
    expect(staffEp.customer_id).toBeNull();

    const o = await order(MASTER);
    await move(o.id, ADMIN, { status: 'saved' });
    await move(o.id, SALES, { status: 'processed', custom_tariff: { currency: 'GBP', nrc: '10' } });

    expect(events(nw).map((e) => e.type)).toEqual(['order.created', 'order.status_changed', 'order.status_changed']);
    const changes = events(nw).slice(1);
    expect(changes.map((e) => [e.data.from, e.data.to])).toEqual([
      ['requested', 'saved'],
      ['saved', 'processed'],
    ]);
    expect(changes[0]!.data.order).toMatchObject({ id: o.id, customer_id: northwind, status: 'saved', reference: 'WH-1' });
    // verified with the standardwebhooks package, as an integrator would
    const wh = new Webhook(nwEp.secret);
    for (const g of nw.got) {
      expect(g.headers['webhook-id']).toMatch(/^msg_/);
      expect(g.headers['webhook-signature']).toMatch(/^v1,/);
      expect(wh.verify(g.body, g.headers as Record<string, string>)).toMatchObject({ type: expect.any(String) });
    }
    // a wrong secret or a changed body does not verify
    expect(() => new Webhook(coEp.secret).verify(nw.got[1]!.body, nw.got[1]!.headers as Record<string, string>)).toThrow();
    expect(() => wh.verify(nw.got[1]!.body.replace('saved', 'ready'), nw.got[1]!.headers as Record<string, string>)).toThrow();

    expect(co.got).toHaveLength(0);
    expect(events(staff).map((e) => e.data.to)).toEqual(['saved', 'processed']);
    expect(new Webhook(staffEp.secret).verify(staff.got[0]!.body, staff.got[0]!.headers as Record<string, string>)).toBeTruthy();

    const deliveries = (await call('GET', `/webhooks/${nwEp.id}/deliveries`, MASTER)).json();
    expect(deliveries.count).toBe(3);
    expect(deliveries.data[0]).toMatchObject({ event: 'order.status_changed', status: 'succeeded', attempt_count: 1 });
    expect(deliveries.data[0].attempts[0]).toMatchObject({ event: 'order.status_changed', status_code: 204, error: null });
    expect(deliveries.data[0].attempts[0].duration_ms).toBeGreaterThanOrEqual(0);
    for (const ep of [nwEp, coEp, staffEp]) await call('DELETE', `/webhooks/${ep.id}`, ADMIN);
  });

  it('replays the logged events of a time range to an endpoint made later, with their message ids, within its scope', async () => {
    await allowPrivate(true);
    const first = await newReceiver();
    const firstEp = await addEndpoint(MASTER, first.url, ['order.created']);
    // the range starts now: earlier tests' events are outside it
    await new Promise((r) => setTimeout(r, 20));
    const from = new Date().toISOString();
    const a = await order(MASTER);
    const b = await order(MASTER);
    await order(RIVAL);
    const to = new Date(Date.now() + 1000).toISOString();
    expect(events(first).map((e) => (e.data.order as { id: number }).id)).toEqual([a.id, b.id]);

    // an endpoint made afterwards, and another company's, get what they may see
    const late = await newReceiver();
    const lateEp = await addEndpoint(MASTER, late.url, ['order.created']);
    const replayed = await call('POST', `/webhooks/${lateEp.id}/replay`, MASTER, { from, to });
    expect(replayed.statusCode, replayed.body).toBe(202);
    expect(replayed.json()).toEqual({ message: 'Events queued for delivery', data: { events: 2, retention_days: 30 } });
    expect(events(late).map((e) => (e.data.order as { id: number }).id)).toEqual([a.id, b.id]);
    // the same messages: a receiver that has them already recognises the repeats
    expect(late.got.map((g) => g.headers['webhook-id'])).toEqual(first.got.map((g) => g.headers['webhook-id']));
    expect(late.got.map((g) => JSON.parse(g.body).timestamp)).toEqual(first.got.map((g) => JSON.parse(g.body).timestamp));
    expect(new Webhook(lateEp.secret).verify(late.got[0]!.body, late.got[0]!.headers as Record<string, string>)).toBeTruthy();
    const rival = await newReceiver();
    const rivalEp = await addEndpoint(RIVAL, rival.url, ['order.created']);
    expect((await call('POST', `/webhooks/${rivalEp.id}/replay`, RIVAL, { from, to })).json().data.events).toBe(1);
    expect(events(rival).map((e) => (e.data.order as { customer_id: number }).customer_id)).toEqual([contoso]);

    const backwards = await call('POST', `/webhooks/${lateEp.id}/replay`, MASTER, { from: to, to: from });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0]).toMatchObject({ field: 'to', message: 'The end of the range must be after its start' });
    expect((await call('POST', `/webhooks/${lateEp.id}/replay`, RIVAL, { from, to })).statusCode).toBe(404);
    expect((await call('POST', `/webhooks/${lateEp.id}/replay`, BUYER, { from, to })).statusCode).toBe(403);
    for (const ep of [firstEp, lateEp, rivalEp]) await call('DELETE', `/webhooks/${ep.id}`, ADMIN);
  });

  it('rotates the signing secret: both sign during the overlap, the new one alone after it; another company cannot', async () => {
    await allowPrivate(true);
    const r = await newReceiver();
    const ep = await addEndpoint(MASTER, r.url, ['order.created']);
    const hdr = (i: number) => r.got[i]!.headers as Record<string, string>;
    expect((await call('POST', `/webhooks/${ep.id}/secret`, RIVAL, {})).statusCode).toBe(404);
    const rotated = await call('POST', `/webhooks/${ep.id}/secret`, MASTER, { overlap_hours: 2 });
    expect(rotated.statusCode, rotated.body).toBe(201);
    const fresh = rotated.json().data as { secret: string; previous_secret_until: string };
    expect(fresh.secret).toMatch(/^whsec_/);
    expect(fresh.secret).not.toBe(ep.secret);
    expect(new Date(fresh.previous_secret_until).getTime() - Date.now()).toBeGreaterThan(119 * 60_000);
    // the secrets are in the answer only: the endpoint shows when the overlap ends
    const shown = (await call('GET', `/webhooks/${ep.id}`, MASTER)).json().data;
    expect(shown.previous_secret_until).toBe(fresh.previous_secret_until);
    expect(JSON.stringify(shown)).not.toContain('whsec_');

    await order(MASTER);
    expect(hdr(0)['webhook-signature']!.split(' ')).toHaveLength(2);
    // a receiver on either secret accepts the message
    for (const secret of [ep.secret, fresh.secret]) expect(new Webhook(secret).verify(r.got[0]!.body, hdr(0))).toBeTruthy();

    // no overlap: the old secret stops at once
    const now = (await call('POST', `/webhooks/${ep.id}/secret`, MASTER, { overlap_hours: 0 })).json().data as { secret: string };
    await order(MASTER);
    expect(hdr(1)['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(new Webhook(now.secret).verify(r.got[1]!.body, hdr(1))).toBeTruthy();
    expect(() => new Webhook(fresh.secret).verify(r.got[1]!.body, hdr(1))).toThrow();
    expect((await call('POST', `/webhooks/${ep.id}/secret`, MASTER, { overlap_hours: 169 })).statusCode).toBe(400);
    await call('DELETE', `/webhooks/${ep.id}`, MASTER);
  });

  it('retries a failing receiver with backoff, keeps the answer excerpt, and retries one on demand', async () => {
    await allowPrivate(true);
    const r = await newReceiver();
    r.status = 500;
    r.body = 'x'.repeat(WEBHOOK_EXCERPT_CHARS * 3);
    const ep = await addEndpoint(MASTER, r.url, ['order.created']);
    const start = Date.now();
    await order(MASTER); // the first attempt, at once (jobs run inline in tests)
    expect(r.got).toHaveLength(1);

    // the dispatcher on a test clock
    let clock = new Date(start);
    const outcomes: string[] = [];
    const svc = engine({
      now: () => clock,
      metrics: { webhookDelivery: (o) => void outcomes.push(o), mail: () => {} },
    });
    const [delivery] = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, ep.id));
    const due = async () => (await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id)))[0]!;
    // nothing is due before the first delay has passed
    clock = new Date(start + 1000);
    expect(await svc.dispatchDue()).toBe(0);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = await due();
      expect(before.status).toBe('pending');
      gaps.push(Math.round((before.next_attempt_at!.getTime() - clock.getTime()) / 1000));
      clock = new Date(before.next_attempt_at!.getTime() + 1);
      expect(await svc.dispatchDue()).toBe(1);
    }
    expect(r.got).toHaveLength(5);
    expect(outcomes).toEqual(['failed-retry', 'failed-retry', 'failed-retry', 'failed-retry']);
    expect(new Set(r.got.map((g) => g.headers['webhook-id'])).size).toBe(1); // the same message each time
    // byte for byte: the body is fixed when the event occurred (its timestamp is the event's, not the attempt's)
    expect(new Set(r.got.map((g) => g.body)).size).toBe(1);
    expect(JSON.parse(r.got[0]!.body).timestamp).toBe(delivery!.createdAt.toISOString());
    expect(new Set(r.got.map((g) => g.headers['webhook-timestamp'])).size).toBeGreaterThan(1);
    // the gaps grow as the schedule says (the first one measured from the real clock of the first attempt)
    expect(gaps.slice(1)).toEqual(WEBHOOK_RETRY_DELAYS.slice(1, 4).map((s) => s));
    const list = (await call('GET', `/webhooks/${ep.id}/deliveries`, MASTER)).json();
    expect(list.data[0]).toMatchObject({ status: 'pending', attempt_count: 5 });
    expect(list.data[0].attempts).toHaveLength(5);
    expect(list.data[0].attempts[4]).toMatchObject({ status_code: 500 });
    expect(list.data[0].attempts[4].response_excerpt).toHaveLength(WEBHOOK_EXCERPT_CHARS);

    // the receiver recovers; a manual retry goes at once
    r.status = 200;
    r.body = 'ok';
    const retry = await call('POST', `/webhooks/${ep.id}/deliveries/${delivery!.id}/retry`, MASTER);
    expect(retry.statusCode, retry.body).toBe(202);
    expect(r.got).toHaveLength(6);
    expect((await due()).status).toBe('succeeded');
    expect((await call('POST', `/webhooks/${ep.id}/deliveries/${delivery!.id}/retry`, RIVAL)).statusCode).toBe(404);
    expect((await call('POST', `/webhooks/${ep.id}/deliveries/999999/retry`, MASTER)).statusCode).toBe(404);

    // three days of nothing but failures: disabled, the owner told
    r.status = 503;
    await order(MASTER);
    const [, second] = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpoint_id, ep.id))
      .orderBy(webhookDeliveries.id);
    clock = new Date(Date.now() + 4 * 86_400_000);
    await ctx.database.db.update(webhookDeliveries).set({ next_attempt_at: clock }).where(eq(webhookDeliveries.id, second!.id));
    expect(await svc.dispatchDue()).toBe(1);
    const disabled = (await call('GET', `/webhooks/${ep.id}`, MASTER)).json().data;
    expect(disabled).toMatchObject({ enabled: false });
    expect(disabled.disabled_reason).toMatch(/disabled/);
    expect((await ctx.mails()).some((m) => m.to === MASTER && /webhook/i.test(m.subject))).toBe(true);
    const before = r.got.length;
    await order(MASTER);
    expect(r.got).toHaveLength(before); // a disabled endpoint hears nothing
    const again = await call('PUT', `/webhooks/${ep.id}`, MASTER, { enabled: true });
    expect(again.json().data).toMatchObject({ enabled: true, failing_since: null, disabled_reason: null });
    await call('DELETE', `/webhooks/${ep.id}`, MASTER);
  });
});

describe('ordering per order', () => {
  /** The dispatcher on a test clock, with its own retry schedule. */
  function dispatcher(clock: () => Date, retryDelays?: readonly number[], metrics?: Metrics) {
    return engine({ now: clock, ...(retryDelays ? { retryDelays } : {}), ...(metrics ? { metrics } : {}) });
  }
  const deliveriesOf = async (endpointId: number) =>
    ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, endpointId)).orderBy(webhookDeliveries.id);
  /** What the receiver got, as `event order-id [to]`. */
  const heard = (r: Receiver) =>
    events(r).map((e) => `${e.type} ${(e.data.order as { id: number }).id}${e.data.to ? ` ${e.data.to}` : ''}`);

  it("holds an order's next message back while its earlier one is failing; another order's goes; then it follows", async () => {
    await allowPrivate(true);
    const r = await newReceiver();
    const ep = await addEndpoint(MASTER, r.url, ['order.created', 'order.status_changed']);
    const start = Date.now();
    r.status = 500;
    const first = await order(MASTER); // "order 18": its order.created fails
    r.status = 204;
    await move(first.id, ADMIN, { status: 'saved' }); // stored, but held back behind the failing one
    const second = await order(MASTER); // "order 19": not held back
    expect(heard(r)).toEqual([`order.created ${first.id}`, `order.created ${second.id}`]);

    const [created, changed, other] = await deliveriesOf(ep.id);
    expect(created).toMatchObject({ subject: `order:${first.id}`, status: 'pending', attempts: 1 });
    expect(changed).toMatchObject({ subject: `order:${first.id}`, status: 'pending', attempts: 0, event: 'order.status_changed' });
    expect(other).toMatchObject({ subject: `order:${second.id}`, status: 'succeeded', attempts: 1 });
    const api = (await call('GET', `/webhooks/${ep.id}/deliveries`, MASTER)).json();
    expect(api.data.map((d: { subject: string; status: string }) => [d.subject, d.status])).toEqual([
      [`order:${second.id}`, 'succeeded'],
      [`order:${first.id}`, 'pending'],
      [`order:${first.id}`, 'pending'],
    ]);

    // due, but held: the dispatcher takes nothing before the failing one's retry is due; a manual retry waits too
    let clock = new Date(start + 1000);
    const svc = dispatcher(() => clock);
    expect(await svc.dispatchDue()).toBe(0);
    expect((await call('POST', `/webhooks/${ep.id}/deliveries/${changed!.id}/retry`, MASTER)).statusCode).toBe(202);
    expect(r.got).toHaveLength(2);

    // the earlier one succeeds on its retry: the held one follows at once, in order
    clock = new Date((await deliveriesOf(ep.id))[0]!.next_attempt_at!.getTime() + 1);
    expect(await svc.dispatchDue()).toBe(1);
    expect(heard(r)).toEqual([
      `order.created ${first.id}`,
      `order.created ${second.id}`,
      `order.created ${first.id}`,
      `order.status_changed ${first.id} saved`,
    ]);
    expect((await deliveriesOf(ep.id)).map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    await call('DELETE', `/webhooks/${ep.id}`, MASTER);
  });

  it('lets the next message go once the earlier one is given up', async () => {
    await allowPrivate(true);
    const r = await newReceiver();
    const ep = await addEndpoint(MASTER, r.url, ['order.created', 'order.status_changed']);
    r.answer = (body) => (JSON.parse(body).type === 'order.created' ? 500 : 204); // its order.created never gets through
    const o = await order(MASTER);
    await move(o.id, ADMIN, { status: 'saved' });
    await move(o.id, SALES, { status: 'processed', custom_tariff: { currency: 'GBP', nrc: '10' } });
    expect(heard(r)).toEqual([`order.created ${o.id}`]);

    // a schedule of one retry: the second failure gives the first message up
    const [created] = await deliveriesOf(ep.id);
    const clock = new Date(created!.next_attempt_at!.getTime() + 1);
    const outcomes: string[] = [];
    const metrics: Metrics = { webhookDelivery: (o) => void outcomes.push(o), mail: () => {} };
    expect(await dispatcher(() => clock, [5], metrics).dispatchDue()).toBe(1);
    expect(outcomes).toEqual(['failed-final', 'succeeded', 'succeeded']);
    expect(heard(r)).toEqual([
      `order.created ${o.id}`,
      `order.created ${o.id}`,
      `order.status_changed ${o.id} saved`,
      `order.status_changed ${o.id} processed`,
    ]);
    expect((await deliveriesOf(ep.id)).map((d) => [d.event, d.status])).toEqual([
      ['order.created', 'failed'],
      ['order.status_changed', 'succeeded'],
      ['order.status_changed', 'succeeded'],
    ]);
    await call('DELETE', `/webhooks/${ep.id}`, MASTER);
  });

  it('lets held messages go when the endpoint is disabled (its pending deliveries fail)', async () => {
    await allowPrivate(true);
    const r = await newReceiver();
    const ep = await addEndpoint(MASTER, r.url, ['order.created', 'order.status_changed']);
    r.status = 500;
    const o = await order(MASTER);
    await move(o.id, ADMIN, { status: 'saved' });
    expect(await webhooksRepository(ctx.database.db).disable(ep.id, 'test')).toBe(true);
    expect((await deliveriesOf(ep.id)).map((d) => d.status)).toEqual(['failed', 'failed']);
    // re-enabled: a new message of the order is held behind nothing
    r.status = 204;
    await call('PUT', `/webhooks/${ep.id}`, MASTER, { enabled: true });
    await move(o.id, SALES, { status: 'processed', custom_tariff: { currency: 'GBP', nrc: '10' } });
    expect(heard(r)).toEqual([`order.created ${o.id}`, `order.status_changed ${o.id} processed`]);
    await call('DELETE', `/webhooks/${ep.id}`, MASTER);
  });
});

describe('claiming in order across instances', () => {
  it('gives a hanging endpoint its share of the lanes only: another endpoint’s message goes at once', async () => {
    const repo = webhooksRepository(ctx.database.db);
    const hanging = await repo.insert({
      customer_id: null,
      url: 'https://hangs.example.com/x',
      events: ['order.created'],
      secret: 'whsec_h',
    });
    const healthy = await repo.insert({
      customer_id: null,
      url: 'https://fine.example.com/x',
      events: ['order.created'],
      secret: 'whsec_f',
    });
    const at = new Date(Date.now() - 1000);
    const rows = await repo.insertDeliveries(
      [...Array(6).fill(hanging.id), healthy.id].map((endpoint_id, n) => ({
        endpoint_id,
        message_id: `msg_share_${n}`,
        event: 'order.created',
        payload: {},
        subject: null,
        next_attempt_at: at,
      })),
    );
    const waiting: (() => void)[] = [];
    const sent: string[] = [];
    let hangs = true;
    const svc = engine({
      perEndpoint: 4,
      send: async (o) => {
        sent.push(o.url);
        // the hanging receiver answers only when the test lets it
        if (hangs && o.url.includes('hangs')) await new Promise<void>((ok) => waiting.push(ok));
        return { statusCode: 204, durationMs: 1, excerpt: '', error: null };
      },
    });
    // seven lanes take the seven deliveries at once
    const lanes = rows.map((r) => svc.deliver(r.id));
    await lanes.at(-1);
    await expect.poll(() => sent.filter((u) => u.includes('fine')).length).toBe(1);
    // four attempts hang at the dead receiver (the lanes reach it in their own time on a busy machine); the other two
    // wait, due, untaken, holding no lane
    await expect.poll(() => sent.filter((u) => u.includes('hangs')).length).toBe(4);
    const states = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, hanging.id));
    expect(states.filter((d) => d.status === 'pending' && d.attempts === 0 && d.next_attempt_at! <= new Date())).toHaveLength(2);
    // the receiver comes back: the four finish, and the endpoint's lanes take the two waiting ones
    hangs = false;
    for (const ok of waiting) ok();
    await Promise.all(lanes);
    expect(sent.filter((u) => u.includes('hangs'))).toHaveLength(6);
    expect(await svc.dispatchDue()).toBe(0);
    const done = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, hanging.id));
    expect(done.map((d) => d.status)).toEqual(Array(6).fill('succeeded'));
    await repo.remove(hanging.id);
    await repo.remove(healthy.id);
  });

  it('on stop lets the attempts under way finish and takes no next one', async () => {
    const repo = webhooksRepository(ctx.database.db);
    const ep = await repo.insert({ customer_id: null, url: 'https://slow.example.com/x', events: ['order.created'], secret: 'whsec_s' });
    const rows = await repo.insertDeliveries(
      [1, 2].map((n) => ({
        endpoint_id: ep.id,
        message_id: `msg_stop_${n}`,
        event: 'order.created',
        payload: {},
        subject: null,
        next_attempt_at: new Date(Date.now() - 1000),
      })),
    );
    let answer: () => void = () => {};
    let started = false;
    const svc = engine({
      perEndpoint: 1,
      send: async () => {
        started = true;
        await new Promise<void>((ok) => {
          answer = ok;
        });
        return { statusCode: 204, durationMs: 1, excerpt: '', error: null };
      },
    });
    const lane = svc.deliver(rows[0]!.id);
    await expect.poll(() => started).toBe(true);
    const settled = svc.settle();
    answer();
    await Promise.all([lane, settled]);
    const after = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, ep.id));
    expect(after.sort((a, b) => a.id - b.id).map((d) => [d.status, d.attempts])).toEqual([
      ['succeeded', 1],
      ['pending', 0],
    ]);
    await repo.remove(ep.id);
  });

  it('never hands out two deliveries of one subject, however many claim at once', async () => {
    const repo = webhooksRepository(ctx.database.db);
    const ep = await repo.insert({ customer_id: null, url: 'https://hooks.example.com/x', events: ['order.created'], secret: 'whsec_x' });
    const at = new Date(Date.now() - 1000);
    const row = (subject: string | null, n: number) => ({
      endpoint_id: ep.id,
      message_id: `msg_claim_${n}`,
      event: 'order.status_changed',
      payload: {},
      subject,
      next_attempt_at: at,
    });
    const [a1, a2, b1, free] = (
      await repo.insertDeliveries([row('order:900', 1), row('order:900', 2), row('order:901', 3), row(null, 4)])
    ).map((r) => r.id) as [number, number, number, number];
    const ours = (claimed: { delivery: { id: number } }[]) => claimed.map((c) => c.delivery.id).filter((id) => id >= a1 && id <= free);
    // three "instances" claim at once (on PostgreSQL truly at once, each in its own transaction)
    const lease = new Date(Date.now() + 60_000);
    const rounds = await Promise.all([1, 2, 3].map(() => repo.transaction((tx) => tx.claim(new Date(), lease, { limit: 10 }))));
    const taken = rounds.flatMap(ours).sort((x, y) => x - y);
    expect(taken).toEqual([a1, b1, free]); // each once; the second of order 900 held back
    // the first of order 900 still pending (leased): nobody takes the second, even by id
    expect(await repo.transaction((tx) => tx.claim(new Date(Date.now() + 120_000), lease, { id: a2, limit: 1 }))).toEqual([]);
    await repo.recordAttempt(
      a1,
      { status_code: 204, duration_ms: 1, attempted_at: new Date() },
      { status: 'succeeded', attempts: 1, next_attempt_at: null },
    );
    expect(await repo.nextInLine(ep.id, 'order:900', new Date())).toBe(a2);
    expect(ours(await repo.transaction((tx) => tx.claim(new Date(), lease, { limit: 10 })))).toEqual([a2]);
    await repo.remove(ep.id);
  });
});

describe('upgrading', () => {
  it('gives a database seeded before webhooks the functionality and its default permissions, once', async () => {
    const db = ctx.database.db;
    const id = FUNCTIONALITIES.webhook;
    const rows = () =>
      db
        .select()
        .from(permissions)
        .where(and(eq(permissions.functionality_id, id), isNull(permissions.customer_id)));
    const expected = defaultPermissions().filter((r) => r.functionality_id === id);
    expect(expected.map((r) => r.account_type_id).sort()).toEqual([100, 110, 200]);
    expect(await rows()).toHaveLength(expected.length);
    // as before the upgrade
    await db.delete(permissions).where(eq(permissions.functionality_id, id));
    await db.delete(functionalities).where(eq(functionalities.id, id));
    await seed(db, builtInNotificationTypes());
    expect((await rows()).map((r) => r.account_type_id).sort()).toEqual([100, 110, 200]);
    // an administrator's later removal stays removed
    await db.delete(permissions).where(and(eq(permissions.functionality_id, id), eq(permissions.account_type_id, 110)));
    await seed(db, builtInNotificationTypes());
    expect((await rows()).map((r) => r.account_type_id).sort()).toEqual([100, 200]);
  });
});
