import { IDEMPOTENCY_MESSAGES } from '@gsn/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, STRONG } from '../../../test/helpers.ts';
import { ADMIN, createIntegrationWorld, type IntegrationWorld, MASTER, RIVAL } from '../../../test/integration-world.ts';
import { idempotencyKeys, notifications, orders, outboxMessages } from '../../db/schema.ts';

let w: IntegrationWorld;
beforeAll(async () => {
  w = await createIntegrationWorld();
});
afterAll(async () => w?.ctx.close());

const post = (url: string, credential: string, payload: object | undefined, key?: string) =>
  w.ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(credential), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload ? { payload } : {}),
  });

const ordersWith = async (reference: string) =>
  (await w.ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference))).length;

describe('Idempotency-Key on POST', () => {
  it('answers a repeat with the same body with the first answer and creates nothing more', async () => {
    const body = w.order({ reference: 'IDEM-replay' });
    const first = await post('/orders', w.tokens[MASTER]!, body, 'order-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // the same body with its fields in another order is the same request
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post('/orders', w.tokens[MASTER]!, reordered, 'order-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await ordersWith('IDEM-replay')).toBe(1);
    // the trailing-slash spelling of the path is the same route
    expect((await post('/orders/', w.tokens[MASTER]!, body, 'order-0001')).json().data.id).toBe(first.json().data.id);
  });

  it('refuses the same key with another body or on another path (422), creating nothing', async () => {
    const first = await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-a' }), 'order-0002');
    expect(first.statusCode).toBe(201);
    const other = await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-b' }), 'order-0002');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(await ordersWith('IDEM-b')).toBe(0);
    const elsewhere = await post('/orders?via=erp', w.tokens[MASTER]!, w.order({ reference: 'IDEM-a' }), 'order-0002');
    expect(elsewhere.statusCode).toBe(422);
    expect(await ordersWith('IDEM-a')).toBe(1);
  });

  it('scopes keys by account: another account may use the same key', async () => {
    const mine = await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-scope' }), 'shared-key');
    const theirs = await post('/orders', w.tokens[RIVAL]!, w.order({ reference: 'IDEM-scope' }), 'shared-key');
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await ordersWith('IDEM-scope')).toBe(2);
  });

  it('shares the scope of an account between its sessions and its API keys', async () => {
    const key = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/account/api_keys',
      headers: bearer(w.tokens[MASTER]!),
      payload: { name: 'erp' },
    });
    const secret = key.json().secret as string;
    const bySession = await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-key' }), 'erp-7');
    const byKey = await post('/orders', secret, w.order({ reference: 'IDEM-key' }), 'erp-7');
    expect(byKey.statusCode).toBe(201);
    expect(byKey.headers['idempotent-replayed']).toBe('true');
    expect(byKey.json().data.id).toBe(bySession.json().data.id);
    expect(await ordersWith('IDEM-key')).toBe(1);
  });

  it('lets exactly one of simultaneous duplicates create; the others replay or are told it is in progress (409)', async () => {
    const body = w.order({ reference: 'IDEM-race' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/orders', w.tokens[MASTER]!, body, 'race-1')));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(),
    ).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json().data.id)).size).toBe(1);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      expect(a.headers['retry-after']).toBe('1');
    }
    expect(await ordersWith('IDEM-race')).toBe(1);
    // once done, a repeat replays
    const later = await post('/orders', w.tokens[MASTER]!, body, 'race-1');
    expect(later.statusCode).toBe(201);
    expect(later.json().data.id).toBe(created[0]!.json().data.id);
  });

  it('keeps no answer of a failed request: the key is free for the corrected one', async () => {
    const wrong = await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-fix', service_number_type_id: 999_999 }), 'fix-1');
    expect(wrong.statusCode).toBe(422);
    const malformed = await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-fix', terms_accepted: false }), 'fix-1');
    expect(malformed.statusCode).toBe(400);
    const right = await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-fix' }), 'fix-1');
    expect(right.statusCode, right.body).toBe(201);
    expect(right.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersWith('IDEM-fix')).toBe(1);
  });

  it('forgets keys after 24 hours (the hourly maintenance job purges them) and takes over an abandoned one', async () => {
    const db = w.ctx.database.db;
    const body = w.order({ reference: 'IDEM-old' });
    expect((await post('/orders', w.tokens[MASTER]!, body, 'old-1')).statusCode).toBe(201);
    const mine = and(eq(idempotencyKeys.account_id, w.ids[MASTER]!), eq(idempotencyKeys.key, 'old-1'));
    await db.update(idempotencyKeys).set({ created_at: sql`now() - interval '25 hours'` }).where(mine);
    const again = await post('/orders', w.tokens[MASTER]!, body, 'old-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersWith('IDEM-old')).toBe(2);

    // a request left in progress (its instance died) for minutes does not block the key
    await db
      .insert(idempotencyKeys)
      .values({ account_id: w.ids[MASTER]!, key: 'stuck-1', fingerprint: 'x', created_at: sql`now() - interval '10 minutes'` });
    expect((await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-stuck' }), 'stuck-1')).statusCode).toBe(201);
    // …but one in progress for a moment does
    await db.insert(idempotencyKeys).values({ account_id: w.ids[MASTER]!, key: 'busy-1', fingerprint: 'x' });
    expect((await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-busy' }), 'busy-1')).statusCode).toBe(422);

    await db.update(idempotencyKeys).set({ created_at: sql`now() - interval '25 hours'` }).where(like(idempotencyKeys.key, 'old-%'));
    await w.ctx.app.services.jobs.send('maintenance.purge-sessions', {}); // inline in tests: runs at once
    const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.account_id, w.ids[MASTER]!));
    expect(left.map((r) => r.key)).not.toContain('old-1');
    expect(left.map((r) => r.key)).toContain('order-0001');
  });

  it('refuses a key where the answer holds a secret shown once (a new API key), storing nothing', async () => {
    const res = await post('/account/api_keys', w.tokens[MASTER]!, { name: 'IDEM-secret' }, 'secret-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.notHonoured);
    const keys = await w.ctx.app.inject({ method: 'GET', url: '/api/account/api_keys', headers: bearer(w.tokens[MASTER]!) });
    expect(keys.body).not.toContain('IDEM-secret');
    const stored = await w.ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'secret-1'));
    expect(stored).toHaveLength(0);
  });

  it('refuses a key on a new webhook endpoint too (its answer holds the signing secret)', async () => {
    const res = await post('/webhooks', w.tokens[MASTER]!, { url: 'https://example.com/hook', events: ['order.created'] }, 'secret-2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.notHonoured);
    const stored = await w.ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'secret-2'));
    expect(stored).toHaveLength(0);
  });

  it('refuses a malformed key and file uploads with a key (400); public calls ignore it', async () => {
    const long = await post('/orders', w.tokens[MASTER]!, w.order({ reference: 'IDEM-bad' }), 'x'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(IDEMPOTENCY_MESSAGES.keyInvalid);
    const upload = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/carriers/bulk',
      headers: { ...bearer(w.tokens[ADMIN]!), 'idempotency-key': 'upload-1', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().message).toBe(IDEMPOTENCY_MESSAGES.unsupported);
    expect(await ordersWith('IDEM-bad')).toBe(0);
    for (let i = 0; i < 2; i++) {
      const login = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: { 'idempotency-key': 'login-1' },
        payload: { email: MASTER, password: STRONG },
      });
      expect(login.statusCode).toBe(200);
      expect(login.headers['idempotent-replayed']).toBeUndefined();
    }
    // even with a session token beside it: a sign-in's answer (a token) is never stored
    const withToken = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { ...bearer(w.tokens[MASTER]!), 'idempotency-key': 'login-2' },
      payload: { email: MASTER, password: STRONG },
    });
    expect(withToken.statusCode).toBe(200);
    expect(await w.ctx.database.db.select().from(idempotencyKeys).where(like(idempotencyKeys.key, 'login-%'))).toHaveLength(0);
  });

  it('marks the key committed inside the order transaction: a repeat after a lost answer gets the order, never a second one', async () => {
    const db = w.ctx.database.db;
    const body = w.order({ reference: 'IDEM-lost' });
    const first = await post('/orders', w.tokens[MASTER]!, body, 'lost-1');
    expect(first.statusCode).toBe(201);
    const mine = and(eq(idempotencyKeys.account_id, w.ids[MASTER]!), eq(idempotencyKeys.key, 'lost-1'));
    const [row] = await db.select().from(idempotencyKeys).where(mine);
    expect(row!.committed_at).not.toBeNull();
    expect(row!.resource).toEqual({ kind: 'order', id: first.json().data.id });
    // as its instance left it when it died after the commit: no answer stored, minutes ago
    await db
      .update(idempotencyKeys)
      .set({ status_code: null, content_type: null, response: null, created_at: sql`now() - interval '10 minutes'` })
      .where(mine);
    const again = await post('/orders', w.tokens[MASTER]!, body, 'lost-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().message).toBe(first.json().message);
    expect(await ordersWith('IDEM-lost')).toBe(1);
    // the rebuilt answer is stored: the next repeat replays it
    expect((await db.select().from(idempotencyKeys).where(mine))[0]!.status_code).toBe(201);
    // a committed request whose taker may still be answering is in progress, not run again
    await db.update(idempotencyKeys).set({ status_code: null, response: null, created_at: sql`now()` }).where(mine);
    const busy = await post('/orders', w.tokens[MASTER]!, body, 'lost-1');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('idempotency.in_progress');
    expect(await ordersWith('IDEM-lost')).toBe(1);
  });

  it('answers 500 request.committed (never a 503 to retry) when the database goes after the commit; the key then gives the order', async () => {
    const outbox = w.ctx.app.services.outbox;
    const deliver = outbox.deliver;
    outbox.deliver = async () => {
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    };
    const body = w.order({ reference: 'IDEM-gone' });
    let failed: Awaited<ReturnType<typeof post>>;
    try {
      failed = await post('/orders', w.tokens[MASTER]!, body, 'gone-1');
    } finally {
      outbox.deliver = deliver;
    }
    expect(failed.statusCode, failed.body).toBe(500);
    expect(failed.json().code).toBe('request.committed');
    expect(failed.headers['retry-after']).toBeUndefined();
    expect(await ordersWith('IDEM-gone')).toBe(1);
    // the repeat with its key answers the order at once (its taker ended), and the outbox still holds its messages
    const again = await post('/orders', w.tokens[MASTER]!, body, 'gone-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await ordersWith('IDEM-gone')).toBe(1);
    const id = again.json().data.id as number;
    const pending = await w.ctx.database.db.select().from(outboxMessages);
    expect(pending.map((m) => m.topic).sort()).toEqual(['notifications.notify', 'webhooks.event']);
    expect(await outbox.sweep()).toBe(2);
    const told = await w.ctx.database.db.select().from(notifications).where(eq(notifications.order_id, id));
    expect(told.length).toBeGreaterThan(0);
    expect(await w.ctx.database.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('rolls back a request whose key was taken over meanwhile (it looked abandoned) instead of committing twice', async () => {
    const db = w.ctx.database.db;
    const account = w.ids[MASTER]!;
    await db.insert(idempotencyKeys).values({ account_id: account, key: 'fenced-1', fingerprint: 'x', owner: 'the-taker' });
    const svc = w.ctx.app.services.idempotency;
    const attempt = db.transaction(async (tx) => {
      await tx.update(idempotencyKeys).set({ fingerprint: 'written-by-the-old-owner' }).where(eq(idempotencyKeys.key, 'fenced-1'));
      await svc.markCommitted(tx, { accountId: account, key: 'fenced-1', owner: 'the-old-owner' }, null);
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: 'idempotency.in_progress' });
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'fenced-1'));
    expect(row).toMatchObject({ fingerprint: 'x', committed_at: null, owner: 'the-taker' });
    // its holder commits
    await db.transaction((tx) =>
      svc.markCommitted(tx, { accountId: account, key: 'fenced-1', owner: 'the-taker' }, { kind: 'order', id: 1 }),
    );
    expect((await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'fenced-1')))[0]!.committed_at).not.toBeNull();
  });
});
