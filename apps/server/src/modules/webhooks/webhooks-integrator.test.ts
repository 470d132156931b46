import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_KEY_MESSAGES } from '@gsn/domain';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createIntegrationWorld, type IntegrationWorld, MASTER } from '../../../test/integration-world.ts';
import { STRONG } from '../../../test/helpers.ts';
import { createOutbox } from '../../lib/outbox.ts';
import { createJobs } from '../../plugins/jobs.ts';
import { webhooksRepository } from './webhooks-repository.ts';
import { webhooksService } from './webhooks-service.ts';

/**
 * Integrating end to end (API keys, idempotent writes, webhooks), as an integrator's system sees the portal: over real
 * HTTP (the app listening on a free port), an API key, an endpoint receiving signed webhooks on a real local server, an
 * order placed with an Idempotency-Key, staff moving it, a failed delivery retried, the key revoked. Mirrors
 * docs/integrating.md and docs/webhooks.md.
 */

interface Received {
  headers: Record<string, string>;
  body: string;
  status: number;
}

let w: IntegrationWorld;
let api: string;
let hooks: http.Server;
let hookUrl: string;
const received: Received[] = [];
/** How many of the next messages the receiver answers with 500. */
let failNext = 0;

beforeAll(async () => {
  w = await createIntegrationWorld();
  await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  api = `http://127.0.0.1:${(w.ctx.app.server.address() as AddressInfo).port}/api`;
  hooks = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = failNext > 0 ? 500 : 204;
      if (failNext > 0) failNext--;
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 500 ? 'receiver down' : '');
    });
  });
  await new Promise<void>((ok) => hooks.listen(0, '127.0.0.1', ok));
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/gsn`;
});
afterAll(async () => {
  await new Promise<void>((ok) => (hooks ? hooks.close(() => ok()) : ok()));
  await w?.ctx.close();
});

/** One HTTP call to the portal, as curl would make it. */
async function portal(method: string, path: string, credential: string | null, body?: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...(credential ? { authorization: `Bearer ${credential}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

const messages = () => received.map((r) => ({ ...r, msg: JSON.parse(r.body) as { type: string; data: Record<string, unknown> } }));

describe('an integrator', () => {
  it('creates a key, registers a webhook, places an order idempotently, hears it move (a failed delivery retried), revokes the key', async () => {
    // the administrator lets the portal call a local receiver (a test set-up only)
    const setting = await portal('PUT', '/configuration', w.tokens[ADMIN]!, { webhooks_allow_private_addresses: true });
    expect(setting.status, setting.text).toBe(200);

    // 1. the master signs in once and creates a key; its secret is in this answer only
    const signIn = await portal('POST', '/account/login', null, { email: MASTER, password: STRONG });
    expect(signIn.status, signIn.text).toBe(200);
    const token = signIn.json().token as string;
    const created = await portal('POST', '/account/api_keys', token, { name: 'Billing system' });
    expect(created.status, created.text).toBe(201);
    const key = created.json() as { id: number; name: string; prefix: string; secret: string; last_used_at: null };
    expect(key).toMatchObject({ name: 'Billing system', last_used_at: null, prefix: key.secret.slice(0, 12) });
    expect(key.secret).toMatch(/^gsn_/);
    const keys = await portal('GET', '/account/api_keys', token);
    expect(keys.json().data.map((k: { id: number }) => k.id)).toContain(key.id);
    expect(keys.text).not.toContain(key.secret);

    // 2. register the endpoint (its signing secret shown once): a new secret needs a fresh proof, so the signed-in
    // session registers it, not the key
    const hook = { url: hookUrl, events: ['order.created', 'order.status_changed'], description: 'provisioning' };
    const byKey = await portal('POST', '/webhooks', key.secret, hook);
    expect(byKey.status).toBe(403);
    expect(byKey.json()).toMatchObject({ code: 'auth.session_only' });
    const ep = await portal('POST', '/webhooks', token, hook);
    expect(ep.status, ep.text).toBe(201);
    const endpoint = ep.json().data as { id: number; secret: string; customer_id: number };
    expect(endpoint).toMatchObject({ customer_id: w.northwind, enabled: true });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await portal('GET', `/webhooks/${endpoint.id}`, key.secret)).text).not.toContain(endpoint.secret);

    // 3. place an order with an Idempotency-Key; a retry of the same request answers the same order
    const body = w.order({ reference: 'BILL-2026-001' });
    const first = await portal('POST', '/orders', key.secret, body, { 'idempotency-key': 'b1d0c2f4-order-1' });
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await portal('POST', '/orders', key.secret, body, { 'idempotency-key': 'b1d0c2f4-order-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json()).toEqual(first.json());
    const orderId = first.json().data.id as number;
    // … the same key with another body is refused, and nothing more exists
    // (the body of docs/integrating.md's example: valid on its own, so the 422 is the key's)
    const otherBody = { service_number_type_id: w.product, number_quantity: 3, reference: 'BILL-2026-001', terms_accepted: true };
    const other = await portal('POST', '/orders', key.secret, otherBody, { 'idempotency-key': 'b1d0c2f4-order-1' });
    expect(other.status, other.text).toBe(422);
    expect(other.json()).toMatchObject({ statusCode: 422, code: expect.any(String) });
    const list = await portal('GET', '/orders?limit=5', key.secret);
    expect(list.status, list.text).toBe(200);
    expect(list.json().count).toBe(1);
    expect(list.json().data.map((o: { reference: string }) => o.reference)).toEqual(['BILL-2026-001']);
    // the other body with a fresh key is an order of its own: the 422 above was the key's, not the body's
    const fresh = await portal('POST', '/orders', key.secret, otherBody, { 'idempotency-key': 'b1d0c2f4-order-2' });
    expect(fresh.status, fresh.text).toBe(201);
    expect((await portal('GET', '/orders?limit=5', key.secret)).json().count).toBe(2);
    // the replay announced nothing: one order.created per order
    expect(messages().map((m) => [m.msg.type, (m.msg.data.order as { id: number }).id])).toEqual([
      ['order.created', orderId],
      ['order.created', fresh.json().data.id],
    ]);

    // 4. staff move the order; the receiver is down for the first change
    const move = async (to: Record<string, unknown>) => {
      const current = (await portal('GET', `/orders/${orderId}`, w.tokens[ADMIN]!)).json();
      const res = await portal('PUT', `/orders/${orderId}`, w.tokens[ADMIN]!, {
        status: current.status,
        updatedAt: current.updatedAt,
        ...to,
      });
      expect(res.status, res.text).toBe(200);
    };
    failNext = 1;
    await move({ status: 'saved' });
    await move({ status: 'processed', custom_tariff: { currency: 'GBP', nrc: '10' } });
    // the second change waits behind the failed first one: one order's messages arrive in order
    expect(messages().map((m) => [m.msg.type, m.msg.data.to, m.status])).toEqual([
      ['order.created', undefined, 204],
      ['order.created', undefined, 204],
      ['order.status_changed', 'saved', 500],
    ]);

    // 5. the integrator sees the failed attempt
    const seen = await portal('GET', `/webhooks/${endpoint.id}/deliveries`, key.secret);
    expect(seen.status, seen.text).toBe(200);
    const [processed, saved, , createdMsg] = seen.json().data;
    expect(seen.json().count).toBe(4);
    expect(createdMsg).toMatchObject({ event: 'order.created', status: 'succeeded', attempt_count: 1, subject: `order:${orderId}` });
    expect(saved).toMatchObject({ event: 'order.status_changed', status: 'pending', attempt_count: 1 });
    expect(saved.attempts).toEqual([
      expect.objectContaining({ event: 'order.status_changed', status_code: 500, response_excerpt: 'receiver down', error: null }),
    ]);
    expect(processed).toMatchObject({ event: 'order.status_changed', status: 'pending', attempt_count: 0, attempts: [] });

    // 6. the retry falls due (5 s later: the dispatcher on a clock moved past it) and succeeds; the held change follows
    const clock = new Date(new Date(saved.next_attempt_at).getTime() + 1000);
    const dispatcher = webhooksService({
      repo: webhooksRepository(w.ctx.database.db),
      outbox: createOutbox(w.ctx.database.db, { error: () => {} }),
      db: w.ctx.database.db,
      jobs: createJobs(w.ctx.database, undefined, 'inline', { error: () => {} }),
      mailer: w.ctx.app.services.mailer,
      allowPrivate: async () => true,
      publicUrl: 'http://portal.test',
      log: { error: () => {} },
      now: () => clock,
    });
    expect(await dispatcher.dispatchDue()).toBe(1);
    expect(messages().map((m) => [m.msg.type, m.msg.data.to, m.status])).toEqual([
      ['order.created', undefined, 204],
      ['order.created', undefined, 204],
      ['order.status_changed', 'saved', 500],
      ['order.status_changed', 'saved', 204],
      ['order.status_changed', 'processed', 204],
    ]);
    const after = (await portal('GET', `/webhooks/${endpoint.id}/deliveries`, key.secret)).json().data;
    expect(after.map((d: { status: string; attempt_count: number }) => [d.status, d.attempt_count])).toEqual([
      ['succeeded', 1],
      ['succeeded', 2],
      ['succeeded', 1],
      ['succeeded', 1],
    ]);
    expect(after[1].attempts.map((a: { status_code: number }) => a.status_code)).toEqual([500, 204]);

    // every message verifies with the standardwebhooks package; a retry is the same message (the same webhook-id)
    const wh = new Webhook(endpoint.secret);
    for (const m of received) {
      const verified = wh.verify(m.body, m.headers) as { type: string; data: { order: { id: number } } };
      expect([orderId, fresh.json().data.id]).toContain(verified.data.order.id);
    }
    expect(received[2]!.headers['webhook-id']).toBe(received[3]!.headers['webhook-id']);
    expect(new Set(received.map((m) => m.headers['webhook-id'])).size).toBe(4);
    const change = messages()[4]!.msg;
    expect(change.data).toMatchObject({
      order: { id: orderId, customer_id: w.northwind, reference: 'BILL-2026-001', status: 'processed' },
      from: 'saved',
      to: 'processed',
    });
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(received[4]!.body, received[4]!.headers)).toThrow();

    // 7. the owner revokes the key from the session; the key is refused from then on
    const revoked = await portal('DELETE', `/account/api_keys/${key.id}`, token);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json()).toEqual({ message: API_KEY_MESSAGES.revoked });
    expect((await portal('GET', '/orders', key.secret)).status).toBe(401);
    expect((await portal('GET', `/webhooks/${endpoint.id}/deliveries`, key.secret)).status).toBe(401);
    // the session still works, and so does the endpoint (it belongs to the company, not to the key)
    expect((await portal('GET', `/webhooks/${endpoint.id}`, token)).json().data).toMatchObject({ enabled: true });
  });
});
