import { API_KEY_MESSAGES, API_KEYS_PER_ACCOUNT } from '@gsn/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/helpers.ts';
import { ADMIN, BUYER, createIntegrationWorld, type IntegrationWorld, MASTER, RIVAL } from '../../../test/integration-world.ts';
import { accounts, apiKeys, auditEvents } from '../../db/schema.ts';

let w: IntegrationWorld;
beforeAll(async () => {
  w = await createIntegrationWorld();
});
afterAll(async () => w?.ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, credential: string, payload?: object) =>
  w.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(credential), ...(payload ? { payload } : {}) });

async function createKey(as: string, name = 'billing') {
  const res = await call('POST', '/account/api_keys', w.tokens[as]!, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    name: string;
    prefix: string;
    secret: string;
    created_at: string;
    last_used_at: string | null;
    expires_at: string;
  };
}

const lastUsed = async (id: number) =>
  (await w.ctx.database.db.select({ at: apiKeys.last_used_at }).from(apiKeys).where(eq(apiKeys.id, id)))[0]?.at ?? null;

describe('API keys', () => {
  it('creates a key whose secret is shown once, lists it without the secret and keeps only its hash', async () => {
    const key = await createKey(MASTER, '  Provisioning system ');
    expect(key.secret).toMatch(/^gsn_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Provisioning system', prefix: key.secret.slice(0, 12), last_used_at: null });
    const list = await call('GET', '/account/api_keys', w.tokens[MASTER]!);
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((k: { id: number }) => k.id === key.id);
    expect(row).toEqual({
      id: key.id,
      name: 'Provisioning system',
      prefix: key.prefix,
      created_at: key.created_at,
      last_used_at: null,
      expires_at: key.expires_at,
      scopes: null,
      allowed_ips: null,
      last_used_ip: null,
    });
    expect(list.body).not.toContain(key.secret);
    const [stored] = await w.ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(key.secret.slice(12));
    expect(stored!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    // another account's list does not show it
    const rival = await call('GET', '/account/api_keys', w.tokens[RIVAL]!);
    expect(rival.json().data.map((k: { id: number }) => k.id)).not.toContain(key.id);
  });

  it('refuses a blank name', async () => {
    const res = await call('POST', '/account/api_keys', w.tokens[MASTER]!, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation.failed' });
    expect(res.json().errors).toContainEqual({ field: 'name', message: API_KEY_MESSAGES.nameRequired, code: 'field.required' });
  });

  it('authenticates as its account with exactly its rights: a master’s key sees only its company', async () => {
    const own = await call('POST', '/orders', w.tokens[MASTER]!, w.order({ reference: 'NW-by-session' }));
    const other = await call('POST', '/orders', w.tokens[RIVAL]!, w.order({ reference: 'CO-by-session' }));
    expect([own.statusCode, other.statusCode]).toEqual([201, 201]);
    const { secret } = await createKey(MASTER);

    const list = await call('GET', '/orders?limit=100', secret);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['x-session-expires']).toBeUndefined();
    const refs = list.json().data.map((o: { reference: string }) => o.reference);
    expect(refs).toContain('NW-by-session');
    expect(refs).not.toContain('CO-by-session');
    expect((await call('GET', `/orders/${other.json().data.id}`, secret)).statusCode).toBe(404);

    // an order placed with the key is the master's, for the master's company, whatever customer it names
    const placed = await call('POST', '/orders', secret, w.order({ reference: 'NW-by-key', customer_id: w.contoso }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ customer_id: w.northwind, created_by: { id: w.ids[MASTER] } });

    // staff-only calls stay refused, as for the master's session
    expect((await call('GET', '/vendors/', secret)).statusCode).toBe(403);
    expect((await call('GET', '/vendors/', w.tokens[MASTER]!)).statusCode).toBe(403);
    expect((await call('GET', '/account/profile', secret)).json().email).toBe(MASTER);

    // an administrator's key sees every company
    const admin = await createKey(ADMIN);
    const all = (await call('GET', '/orders?limit=100', admin.secret)).json().data.map((o: { reference: string }) => o.reference);
    expect(all).toEqual(expect.arrayContaining(['NW-by-session', 'CO-by-session', 'NW-by-key']));
  });

  it('answers 401 to an unknown key, a key of another shape and a tampered key', async () => {
    const { secret } = await createKey(BUYER);
    for (const bad of [`gsn_${'A'.repeat(43)}`, `${secret}x`, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`]) {
      expect((await call('GET', '/account/profile', bad)).statusCode).toBe(401);
    }
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(200);
  });

  it('writes the last use at most once a minute', async () => {
    const key = await createKey(BUYER, 'usage');
    expect(await lastUsed(key.id)).toBeNull();
    expect((await call('GET', '/account/profile', key.secret)).statusCode).toBe(200);
    const first = await lastUsed(key.id);
    expect(first).not.toBeNull();
    // 30 s ago: the next calls write nothing
    await w.ctx.database.db.update(apiKeys).set({ last_used_at: sql`now() - interval '30 seconds'` }).where(eq(apiKeys.id, key.id));
    const recent = await lastUsed(key.id);
    await call('GET', '/account/profile', key.secret);
    await call('GET', '/account/profile', key.secret);
    expect(await lastUsed(key.id)).toEqual(recent);
    // two minutes ago: the next call writes it
    await w.ctx.database.db.update(apiKeys).set({ last_used_at: sql`now() - interval '2 minutes'` }).where(eq(apiKeys.id, key.id));
    const stale = await lastUsed(key.id);
    await call('GET', '/account/profile', key.secret);
    expect((await lastUsed(key.id))!.getTime()).toBeGreaterThan(stale!.getTime() + 60_000);
    const listed = (await call('GET', '/account/api_keys', w.tokens[BUYER]!)).json().data.find((k: { id: number }) => k.id === key.id);
    expect(listed.last_used_at).toBe((await lastUsed(key.id))!.toISOString());
  });

  it('cannot manage keys, sessions, the password or sign out: those need a signed-in session', async () => {
    const { id, secret } = await createKey(MASTER, 'limited');
    const refused: [Method, string, object?][] = [
      ['POST', '/account/api_keys', { name: 'successor' }],
      ['GET', '/account/api_keys'],
      ['DELETE', `/account/api_keys/${id}`],
      ['GET', '/account/sessions'],
      ['DELETE', '/account/sessions'],
      ['DELETE', '/account/sessions/11111111-1111-4111-8111-111111111111'],
      ['POST', '/account/password_update', { password: 'x', new_password: 'Another#Secret9', retry_password: 'Another#Secret9' }],
      ['POST', '/account/logout'],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(method, url, secret, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(API_KEY_MESSAGES.sessionOnly);
    }
    // the key still works and no key was made
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(200);
    const names = (await call('GET', '/account/api_keys', w.tokens[MASTER]!)).json().data.map((k: { name: string }) => k.name);
    expect(names).not.toContain('successor');
  });

  it('stops a revoked key at once; another account cannot revoke it', async () => {
    const key = await createKey(MASTER, 'to revoke');
    expect((await call('DELETE', `/account/api_keys/${key.id}`, w.tokens[RIVAL]!)).statusCode).toBe(404);
    expect((await call('GET', '/account/profile', key.secret)).statusCode).toBe(200);
    const res = await call('DELETE', `/account/api_keys/${key.id}`, w.tokens[MASTER]!);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(API_KEY_MESSAGES.revoked);
    expect((await call('GET', '/account/profile', key.secret)).statusCode).toBe(401);
    expect((await call('DELETE', `/account/api_keys/${key.id}`, w.tokens[MASTER]!)).statusCode).toBe(404);
    const ids = (await call('GET', '/account/api_keys', w.tokens[MASTER]!)).json().data.map((k: { id: number }) => k.id);
    expect(ids).not.toContain(key.id);
  });

  it('stops the keys of a disabled, terminated or deleted account at once, and for good', async () => {
    const { secret } = await createKey(BUYER, 'lifecycle');
    const buyer = w.ids[BUYER]!;
    // the company's master disables its sub-account
    const disable = await call('PUT', `/accounts/${buyer}`, w.tokens[MASTER]!, { disabled: true });
    expect(disable.statusCode, disable.body).toBe(200);
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(401);
    // reactivating the account does not bring the key back: it was deleted
    expect((await call('PUT', `/accounts/${buyer}`, w.tokens[MASTER]!, { disabled: false })).statusCode).toBe(200);
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(401);
    expect(await w.ctx.database.db.select().from(apiKeys).where(eq(apiKeys.account_id, buyer))).toHaveLength(0);
    // a key of a terminated account is refused even while it exists
    w.tokens[BUYER] = await login(w.ctx, BUYER);
    const again = await createKey(BUYER, 'lifecycle 2');
    await w.ctx.database.db.update(accounts).set({ status: 'terminated' }).where(eq(accounts.id, buyer));
    expect((await call('GET', '/account/profile', again.secret)).statusCode).toBe(401);
    await w.ctx.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, buyer));
    expect((await call('GET', '/account/profile', again.secret)).statusCode).toBe(200);
    const gone = await call('DELETE', `/accounts/${buyer}`, w.tokens[MASTER]!);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call('GET', '/account/profile', secret)).statusCode).toBe(401);
    expect(await w.ctx.database.db.select().from(apiKeys).where(eq(apiKeys.account_id, buyer))).toHaveLength(0);
  });

  it('renames a key from a signed-in session, audited; not another account’s, not with a key', async () => {
    const key = await createKey(MASTER, 'old name');
    const res = await call('PATCH', `/account/api_keys/${key.id}`, w.tokens[MASTER]!, { name: '  Billing v2 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: API_KEY_MESSAGES.renamed, data: { id: key.id, name: 'Billing v2', prefix: key.prefix } });
    const listed = (await call('GET', '/account/api_keys', w.tokens[MASTER]!)).json().data.find((k: { id: number }) => k.id === key.id);
    expect(listed.name).toBe('Billing v2');
    const [event] = await w.ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api_keys.rename'), eq(auditEvents.subject_id, String(key.id))));
    expect(event).toMatchObject({ actor_account_id: w.ids[MASTER] });
    expect(JSON.stringify(event!.changes)).toContain('Billing v2');
    // the key still works under its new name
    expect((await call('GET', '/account/profile', key.secret)).statusCode).toBe(200);

    expect((await call('PATCH', `/account/api_keys/${key.id}`, w.tokens[RIVAL]!, { name: 'stolen' })).statusCode).toBe(404);
    const byKey = await call('PATCH', `/account/api_keys/${key.id}`, key.secret, { name: 'by itself' });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().code).toBe('auth.session_only');
    const blank = await call('PATCH', `/account/api_keys/${key.id}`, w.tokens[MASTER]!, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toContainEqual({ field: 'name', message: API_KEY_MESSAGES.nameRequired, code: 'field.required' });
    const after = (await call('GET', '/account/api_keys', w.tokens[MASTER]!)).json().data.find((k: { id: number }) => k.id === key.id);
    expect(after.name).toBe('Billing v2');
  });

  it('refuses unknown fields with 400 field.unknown naming each, and makes or changes nothing', async () => {
    const before = (await call('GET', '/account/api_keys', w.tokens[RIVAL]!)).json().data.length;
    // a misspelt restriction must not leave a key wider than meant
    const res = await call('POST', '/account/api_keys', w.tokens[RIVAL]!, {
      name: 'typo',
      scope: ['orders:read'],
      allowed_ip: ['10.0.0.0/8'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation.failed' });
    expect(
      res
        .json()
        .errors.map((e: { field: string; code: string }) => [e.field, e.code])
        .sort(),
    ).toEqual([
      ['allowed_ip', 'field.unknown'],
      ['scope', 'field.unknown'],
    ]);
    expect((await call('GET', '/account/api_keys', w.tokens[RIVAL]!)).json().data).toHaveLength(before);

    const key = await createKey(RIVAL, 'strict');
    const patch = await call('PATCH', `/account/api_keys/${key.id}`, w.tokens[RIVAL]!, { name: 'wider', scopes: null });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors).toEqual([{ field: 'scopes', message: expect.any(String), code: 'field.unknown' }]);
    const listed = (await call('GET', '/account/api_keys', w.tokens[RIVAL]!)).json().data.find((k: { id: number }) => k.id === key.id);
    expect(listed.name).toBe('strict');
  });

  it(`holds at most ${API_KEYS_PER_ACCOUNT} keys per account`, async () => {
    const held = (await call('GET', '/account/api_keys', w.tokens[ADMIN]!)).json().data.length as number;
    for (let i = held; i < API_KEYS_PER_ACCOUNT; i++) await createKey(ADMIN, `k${i}`);
    const res = await call('POST', '/account/api_keys', w.tokens[ADMIN]!, { name: 'one too many' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(API_KEY_MESSAGES.limit);
  });
});
