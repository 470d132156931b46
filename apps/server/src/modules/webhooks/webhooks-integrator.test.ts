import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_KEY_MESSAGES } from '@gsn/domain';
import { createClient, multipart, type paths } from '@gsn/sdk';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createIntegrationWorld, type IntegrationWorld, MASTER } from '../../../test/integration-world.ts';
import { samples } from '../../../test/documents.ts';
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
/** The portal's address (the client adds /api). */
let api: string;
let hooks: http.Server;
let hookUrl: string;
const received: Received[] = [];
/** How many of the next messages the receiver answers with 500. */
let failNext = 0;

beforeAll(async () => {
  w = await createIntegrationWorld();
  await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  api = `http://127.0.0.1:${(w.ctx.app.server.address() as AddressInfo).port}`;
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

/** The integrator's typed client (@gsn/sdk, generated from the API's OpenAPI document), signed in with `credential`. */
const portal = (credential?: string) => createClient({ baseUrl: api, ...(credential ? { apiKey: credential } : {}) });
/** An answer's body as text, for a failing assertion's message. */
const text = (r: { data?: unknown; error?: unknown }) => JSON.stringify(r.data ?? r.error);

const messages = () => received.map((r) => ({ ...r, msg: JSON.parse(r.body) as { type: string; data: Record<string, unknown> } }));

type OrderBody = paths['/orders']['post']['requestBody']['content']['application/json'];
type WebhookBody = paths['/webhooks']['post']['requestBody']['content']['application/json'];
type OrderChange = paths['/orders/{id}']['put']['requestBody']['content']['application/json'];

describe('an integrator', () => {
  it('creates a key, registers a webhook, places an order idempotently, uploads a proof, hears the order move (a failed delivery retried), revokes the key', async () => {
    // the administrator lets the portal call a local receiver (a test set-up only)
    const setting = await portal(w.tokens[ADMIN]).PUT('/configuration', { body: { webhooks_allow_private_addresses: true } });
    expect(setting.response.status, text(setting)).toBe(200);

    // 1. the master signs in once and creates a key; its secret is in this answer only
    const signIn = await portal().POST('/account/login', { body: { email: MASTER, password: STRONG } });
    expect(signIn.response.status, text(signIn)).toBe(200);
    if (!signIn.data || !('token' in signIn.data)) throw new Error(`a second sign-in step was asked: ${text(signIn)}`);
    const token = signIn.data.token;
    const session = portal(token);
    const created = await session.POST('/account/api_keys', { body: { name: 'Billing system' } });
    expect(created.response.status, text(created)).toBe(201);
    const key = created.data!;
    expect(key).toMatchObject({ name: 'Billing system', last_used_at: null, prefix: key.secret.slice(0, 12) });
    expect(key.secret).toMatch(/^gsn_/);
    const keys = await session.GET('/account/api_keys');
    expect(keys.data!.data.map((k) => k.id)).toContain(key.id);
    expect(text(keys)).not.toContain(key.secret);
    const integrator = portal(key.secret);

    // 2. register the endpoint (its signing secret shown once): a new secret needs a fresh proof, so the signed-in
    // session registers it, not the key
    const hook: WebhookBody = { url: hookUrl, events: ['order.created', 'order.status_changed'], description: 'provisioning' };
    const byKey = await integrator.POST('/webhooks', { body: hook });
    expect(byKey.response.status).toBe(403);
    expect(byKey.error).toMatchObject({ code: 'auth.session_only' });
    const ep = await session.POST('/webhooks', { body: hook });
    expect(ep.response.status, text(ep)).toBe(201);
    const endpoint = ep.data!.data;
    expect(endpoint).toMatchObject({ customer_id: w.northwind, enabled: true });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const read = await integrator.GET('/webhooks/{id}', { params: { path: { id: endpoint.id } } });
    expect(text(read)).not.toContain(endpoint.secret);

    // 3. place an order with an Idempotency-Key; a retry of the same request answers the same order
    const body = w.order({ reference: 'BILL-2026-001' }) as OrderBody;
    const withKey = (k: string) => ({ header: { 'Idempotency-Key': k } });
    const first = await integrator.POST('/orders', { body, params: withKey('b1d0c2f4-order-1') });
    expect(first.response.status, text(first)).toBe(201);
    expect(first.response.headers.get('idempotent-replayed')).toBeNull();
    const again = await integrator.POST('/orders', { body, params: withKey('b1d0c2f4-order-1') });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    const orderId = first.data!.data.id;
    // … the same key with another body is refused, and nothing more exists
    // (the body of docs/integrating.md's example: valid on its own, so the 422 is the key's)
    const otherBody: OrderBody = {
      service_number_type_id: w.product,
      number_quantity: 3,
      reference: 'BILL-2026-001',
      terms_accepted: true,
    };
    const other = await integrator.POST('/orders', { body: otherBody, params: withKey('b1d0c2f4-order-1') });
    expect(other.response.status, text(other)).toBe(422);
    expect(other.error).toMatchObject({ statusCode: 422, code: 'idempotency.key_reused' });
    const list = await integrator.GET('/orders', { params: { query: { limit: 5 } } });
    expect(list.response.status, text(list)).toBe(200);
    expect(list.data!.count).toBe(1);
    expect(list.data!.data.map((o) => o.reference)).toEqual(['BILL-2026-001']);
    // the other body with a fresh key is an order of its own: the 422 above was the key's, not the body's
    const fresh = await integrator.POST('/orders', { body: otherBody, params: withKey('b1d0c2f4-order-2') });
    expect(fresh.response.status, text(fresh)).toBe(201);
    expect((await integrator.GET('/orders', { params: { query: { limit: 5 } } })).data!.count).toBe(2);
    // the replay announced nothing: one order.created per order
    expect(messages().map((m) => [m.msg.type, (m.msg.data.order as { id: number }).id])).toEqual([
      ['order.created', orderId],
      ['order.created', fresh.data!.data.id],
    ]);

    // 4. a proof of the company, uploaded as a typed multipart body (uploads take no Idempotency-Key)
    const proof = await integrator.POST('/compliance/documents', {
      params: { query: { type: 'business_registration', country: 'GB', valid_until: '2030-12-31' } },
      body: { file: new File([samples.pdf], 'registration.pdf', { type: 'application/pdf' }) },
      bodySerializer: multipart(),
    });
    expect(proof.response.status, text(proof)).toBe(201);
    expect(proof.data!.data).toMatchObject({ type: 'business_registration', state: 'pending' });

    // 5. staff move the order; the receiver is down for the first change
    const admin = portal(w.tokens[ADMIN]);
    const move = async (to: Partial<OrderChange>) => {
      const current = (await admin.GET('/orders/{id}', { params: { path: { id: orderId } } })).data!;
      const res = await admin.PUT('/orders/{id}', {
        params: { path: { id: orderId } },
        body: { status: current.status, updatedAt: current.updatedAt, ...to } as OrderChange,
      });
      expect(res.response.status, text(res)).toBe(200);
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

    // 6. the integrator sees the failed attempt
    const deliveries = () => integrator.GET('/webhooks/{id}/deliveries', { params: { path: { id: endpoint.id } } });
    const seen = await deliveries();
    expect(seen.response.status, text(seen)).toBe(200);
    const [processed, saved, , createdMsg] = seen.data!.data;
    expect(seen.data!.count).toBe(4);
    expect(createdMsg).toMatchObject({ event: 'order.created', status: 'succeeded', attempt_count: 1, subject: `order:${orderId}` });
    expect(saved).toMatchObject({ event: 'order.status_changed', status: 'pending', attempt_count: 1 });
    expect(saved!.attempts).toEqual([
      expect.objectContaining({ event: 'order.status_changed', status_code: 500, response_excerpt: 'receiver down', error: null }),
    ]);
    expect(processed).toMatchObject({ event: 'order.status_changed', status: 'pending', attempt_count: 0, attempts: [] });

    // 7. the retry falls due (5 s later: the dispatcher on a clock moved past it) and succeeds; the held change follows
    const clock = new Date(new Date(saved!.next_attempt_at as string).getTime() + 1000);
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
    const after = (await deliveries()).data!.data;
    expect(after.map((d) => [d.status, d.attempt_count])).toEqual([
      ['succeeded', 1],
      ['succeeded', 2],
      ['succeeded', 1],
      ['succeeded', 1],
    ]);
    expect(after[1]!.attempts.map((a) => a.status_code)).toEqual([500, 204]);

    // every message verifies with the standardwebhooks package; a retry is the same message (the same webhook-id)
    const wh = new Webhook(endpoint.secret);
    for (const m of received) {
      const verified = wh.verify(m.body, m.headers) as { type: string; data: { order: { id: number } } };
      expect([orderId, fresh.data!.data.id]).toContain(verified.data.order.id);
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

    // 8. the owner revokes the key from the session; the key is refused from then on
    const revoked = await session.DELETE('/account/api_keys/{id}', { params: { path: { id: key.id } } });
    expect(revoked.response.status, text(revoked)).toBe(200);
    expect(revoked.data).toEqual({ message: API_KEY_MESSAGES.revoked });
    expect((await integrator.GET('/orders')).response.status).toBe(401);
    expect((await deliveries()).response.status).toBe(401);
    // the session still works, and so does the endpoint (it belongs to the company, not to the key)
    expect((await session.GET('/webhooks/{id}', { params: { path: { id: endpoint.id } } })).data!.data).toMatchObject({ enabled: true });
  });
});
