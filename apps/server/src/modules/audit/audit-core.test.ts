import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers.ts';
import { createIntegrationWorld, type IntegrationWorld, MASTER } from '../../../test/integration-world.ts';
import { auditEvents } from '../../db/schema.ts';
import { noteAudit } from '../../db/write-context.ts';

let w: IntegrationWorld;
beforeAll(async () => {
  w = await createIntegrationWorld();
});
afterAll(async () => w?.ctx.close());

const events = (action: string) =>
  w.ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id));

describe('audit trail, request side', () => {
  it('records a successful write with its actor, address, user agent and request id; a refused one not at all', async () => {
    const ok = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/account/api_keys',
      headers: { ...bearer(w.tokens[MASTER]!), 'user-agent': 'audit-test/1' },
      payload: { name: 'audited' },
      remoteAddress: '192.0.2.7',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [event] = await events('api_keys.create');
    expect(event).toMatchObject({
      actor_kind: 'account',
      actor_account_id: w.ids[MASTER],
      actor_customer_id: w.northwind,
      ip: '192.0.2.7',
      user_agent: 'audit-test/1',
      subject_customer_id: w.northwind,
    });
    // unique across instances: not a per-process counter
    expect(event!.request_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const before = (await events('api_keys.create')).length;
    const bad = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/account/api_keys',
      headers: bearer(w.tokens[MASTER]!),
      payload: { name: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await events('api_keys.create')).length).toBe(before);
  });

  it('writes a noted event in its transaction, drops it with a rollback, and refuses to update or delete one', async () => {
    const db = w.ctx.database.db;
    const context = {
      committed: false,
      audit: { pending: [], written: 0, origin: { actor_kind: 'system' as const, actor_label: 'test' } },
    };
    const { runWithWriteContext } = await import('../../db/write-context.ts');
    await runWithWriteContext(context, async () => {
      await db.transaction(async () => noteAudit({ action: 'test.kept', subject: { kind: 'test', id: 1 } }));
      await db
        .transaction(async () => {
          noteAudit({ action: 'test.rolled_back' });
          throw new Error('no');
        })
        .catch(() => undefined);
    });
    expect(await events('test.kept')).toHaveLength(1);
    expect(await events('test.rolled_back')).toHaveLength(0);
    expect(context.audit.pending).toHaveLength(0);
    // a write whose services note nothing: the route's own event goes with its first committing transaction
    const quiet = {
      committed: false,
      audit: {
        pending: [],
        written: 0,
        origin: { actor_kind: 'system' as const, actor_label: 'test' },
        fallback: { action: 'test.route_event', subject: { kind: 'test', id: 2 } },
      },
    };
    await runWithWriteContext(quiet, async () => {
      await db.transaction(async () => Promise.reject(new Error('rolled back'))).catch(() => undefined);
      expect(await events('test.route_event')).toHaveLength(0);
      await db.transaction(async () => undefined);
      // written by that transaction, before any answer goes out
      expect(quiet.audit.written).toBe(1);
      await db.transaction(async () => undefined);
    });
    expect(await events('test.route_event')).toHaveLength(1);
    await expect(db.execute(sql`update audit_events set action = 'x' where action = 'test.kept'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events where action = 'test.kept'`)).rejects.toThrow();
    expect(await events('test.kept')).toHaveLength(1);
  });
});
