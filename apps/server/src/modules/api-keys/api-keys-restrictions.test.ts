import { API_KEY_ADDRESS_MESSAGES, API_KEY_MESSAGES, API_KEY_SCOPES } from '@gsn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers.ts';
import { ADMIN, BUYER, createIntegrationWorld, type IntegrationWorld, MASTER } from '../../../test/integration-world.ts';
import { apiKeys, orders } from '../../db/schema.ts';

/** The server's one trusted proxy: only its X-Forwarded-For is believed (TRUST_PROXY, docs/security.md). */
const PROXY = '10.0.0.1';

let w: IntegrationWorld;
beforeAll(async () => {
  w = await createIntegrationWorld({ trustProxy: [PROXY] });
});
afterAll(async () => w?.ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface From {
  remoteAddress?: string;
  forwardedFor?: string;
}
const call = (method: Method, url: string, credential: string, payload?: object, from: From = {}) =>
  w.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(credential), ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}) },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    ...(payload ? { payload } : {}),
  });

async function createKey(as: string, body: Record<string, unknown>) {
  const res = await call('POST', '/account/api_keys', w.tokens[as]!, { name: 'restricted', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; scopes: string[] | null; allowed_ips: string[] | null; expires_at: string };
}

const orderCount = async () => (await w.ctx.database.db.select({ id: orders.id }).from(orders)).length;

describe('API key scopes', () => {
  it('a read-only key reads its resource and gets 403 api_key.out_of_scope on any write, which changes nothing', async () => {
    const key = await createKey(MASTER, { scopes: ['orders:read', 'orders:read'] });
    expect(key.scopes).toEqual(['orders:read']);
    expect((await call('GET', '/orders?limit=5', key.secret)).statusCode).toBe(200);

    const before = await orderCount();
    const write = await call('POST', '/orders', key.secret, w.order({ reference: 'by-read-only-key' }));
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'api_key.out_of_scope', message: API_KEY_MESSAGES.outOfScope });
    expect(await orderCount()).toBe(before);

    // another resource, and a change of the own profile: outside the scopes too
    expect((await call('GET', '/notifications', key.secret)).json().code).toBe('api_key.out_of_scope');
    const profile = await call('PUT', '/account/profile', key.secret, { first_name: 'Scoped' });
    expect([profile.statusCode, profile.json().code]).toEqual([403, 'api_key.out_of_scope']);
    // reading what belongs to no resource (who am I, my permissions) stays open
    expect((await call('GET', '/account/profile', key.secret)).json().email).toBe(MASTER);
    expect((await call('GET', '/permissions/my_permissions', key.secret)).statusCode).toBe(200);
  });

  it('a write scope includes reading; the account’s own rights still apply', async () => {
    const key = await createKey(MASTER, { scopes: ['orders:write', 'profile:write'] });
    const placed = await call('POST', '/orders', key.secret, w.order({ reference: 'by-write-key' }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await call('GET', `/orders/${placed.json().data.id}`, key.secret)).statusCode).toBe(200);
    expect((await call('PUT', '/account/profile', key.secret, { firstname: 'Scoped', lastname: 'Key' })).statusCode).toBe(200);
    // an administrator's scoped key: only its scopes of the administrator's rights
    const admin = await createKey(ADMIN, { scopes: ['vendors:read'] });
    expect((await call('GET', '/vendors/', admin.secret)).statusCode).toBe(200);
    const vendor = await call('POST', '/vendors/', admin.secret, { name: 'Not by a read-only key' });
    expect([vendor.statusCode, vendor.json().code]).toEqual([403, 'api_key.out_of_scope']);
    // administrator routes tied to no resource need a full-access key
    expect((await call('GET', '/configuration', admin.secret)).json().code).toBe('api_key.out_of_scope');
  });

  it('refuses a scope beyond the account (422 naming it) and unknown or empty scopes (400)', async () => {
    const held = (await call('GET', '/account/api_keys', w.tokens[BUYER]!)).json().data.length;
    const beyond = await call('POST', '/account/api_keys', w.tokens[BUYER]!, {
      name: 'k',
      scopes: ['orders:read', 'vendors:read', 'audit:read'],
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toMatchObject({ code: 'api_key.scope_not_allowed' });
    expect(beyond.json().errors.map((e: { field: string }) => e.field)).toEqual(['scopes.1', 'scopes.2']);

    const unknown = await call('POST', '/account/api_keys', w.tokens[BUYER]!, { name: 'k', scopes: ['orders:read', 'orders:admin'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({ field: 'scopes.1', message: API_KEY_MESSAGES.scopeUnknown, code: 'field.invalid' });
    const empty = await call('POST', '/account/api_keys', w.tokens[BUYER]!, { name: 'k', scopes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: 'scopes', message: API_KEY_MESSAGES.scopesEmpty });
    expect((await call('GET', '/account/api_keys', w.tokens[BUYER]!)).json().data).toHaveLength(held);
    // every scope of the vocabulary is known to the schema (an administrator may hold each); the audit trail is read only
    const all = await createKey(ADMIN, { scopes: [...API_KEY_SCOPES] });
    expect(all.scopes).toEqual([...API_KEY_SCOPES]);
    expect(API_KEY_SCOPES).toContain('audit:read');
    expect(API_KEY_SCOPES).not.toContain('audit:write');
  });
});

describe('API key expiry', () => {
  it('takes expires_at (in the future, at most a year) instead of expires_in_days', async () => {
    const at = new Date(Date.now() + 10 * 86_400_000);
    at.setMilliseconds(0);
    const key = await createKey(BUYER, { expires_at: at.toISOString() });
    expect(key.expires_at).toBe(at.toISOString());
    for (const bad of [
      { expires_at: new Date(Date.now() - 60_000).toISOString() },
      { expires_at: new Date(Date.now() + 366 * 86_400_000).toISOString() },
      { expires_at: 'next week' },
      { expires_at: at.toISOString(), expires_in_days: 10 },
    ]) {
      const res = await call('POST', '/account/api_keys', w.tokens[BUYER]!, { name: 'k', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('expires_at');
    }
  });

  it('answers 401 once a key has expired', async () => {
    const key = await createKey(BUYER, { expires_in_days: 1 });
    expect((await call('GET', '/account/profile', key.secret)).statusCode).toBe(200);
    await w.ctx.database.db.update(apiKeys).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(apiKeys.id, key.id));
    const res = await call('GET', '/account/profile', key.secret);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.session_expired');
  });
});

describe('API key client-address allow-list', () => {
  it('validates each range (IPv4 and IPv6) with a message naming the entry; at most 20', async () => {
    const res = await call('POST', '/account/api_keys', w.tokens[BUYER]!, {
      name: 'k',
      allowed_ips: ['203.0.113.0/24', 'not-an-address', '203.0.113.7/24', '2001:db8::/129'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['allowed_ips.1', API_KEY_ADDRESS_MESSAGES.invalid],
      ['allowed_ips.2', API_KEY_ADDRESS_MESSAGES.hostBits],
      ['allowed_ips.3', API_KEY_ADDRESS_MESSAGES.invalid],
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `198.51.100.${i}`);
    const tooMany = await call('POST', '/account/api_keys', w.tokens[BUYER]!, { name: 'k', allowed_ips: many });
    expect(tooMany.json().errors).toEqual([{ field: 'allowed_ips', message: API_KEY_ADDRESS_MESSAGES.tooMany, code: 'field.too_long' }]);
  });

  it('answers only calls from inside its ranges, by the address the trusted proxy reports', async () => {
    const key = await createKey(BUYER, { allowed_ips: ['203.0.113.0/24', '2001:DB8::/32', '198.51.100.9'] });
    expect(key.allowed_ips).toEqual(['203.0.113.0/24', '2001:db8::/32', '198.51.100.9/32']);
    const inside: From[] = [
      { remoteAddress: '203.0.113.77' },
      { remoteAddress: '2001:db8:1::5' },
      { remoteAddress: '::ffff:198.51.100.9' },
      { remoteAddress: PROXY, forwardedFor: '203.0.113.5' },
    ];
    for (const from of inside)
      expect((await call('GET', '/account/profile', key.secret, undefined, from)).statusCode, JSON.stringify(from)).toBe(200);
    const outside: From[] = [
      { remoteAddress: '192.0.2.1' },
      { remoteAddress: '2001:db9::1' },
      { remoteAddress: PROXY, forwardedFor: '192.0.2.1' },
      // a client that is no trusted proxy cannot choose its address with the header
      { remoteAddress: '192.0.2.1', forwardedFor: '203.0.113.5' },
    ];
    for (const from of outside) {
      const res = await call('GET', '/account/profile', key.secret, undefined, from);
      expect(res.statusCode, JSON.stringify(from)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'api_key.address_not_allowed', message: API_KEY_MESSAGES.addressNotAllowed });
    }
    const listed = (await call('GET', '/account/api_keys', w.tokens[BUYER]!)).json().data.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({ allowed_ips: key.allowed_ips, last_used_ip: '203.0.113.77' });
  });
});
