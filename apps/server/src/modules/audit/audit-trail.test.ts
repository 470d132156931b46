import { monthOffset, monthPartition } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers.ts';
import { ADMIN, BUYER, createIntegrationWorld, type IntegrationWorld, MASTER, RIVAL } from '../../../test/integration-world.ts';
import { monthPartitionsMaintainer, monthPartitionsRepository } from '../../db/month-partitions.ts';
import { rowsOf } from '../../db/rows.ts';
import { apiKeys, auditEvents, userProfiles } from '../../db/schema.ts';

/**
 * Reading the audit trail (docs/api-audit.md): GET /audit/events pages newest first with an opaque cursor, filters,
 * and shows each reader only what it may see; the CSV export takes the same filters; retention drops whole months.
 */

let w: IntegrationWorld;
let keyId: number;
beforeAll(async () => {
  w = await createIntegrationWorld();
  const db = w.ctx.database.db;
  await db
    .insert(userProfiles)
    .values({ account_id: w.ids[MASTER]!, firstname: 'Nora', lastname: 'West' })
    .onConflictDoUpdate({
      target: userProfiles.account_id,
      set: { firstname: 'Nora', lastname: 'West' },
    });
  const [key] = await db
    .insert(apiKeys)
    .values({ account_id: w.ids[MASTER]!, name: 'billing sync', prefix: 'gsn_test', secret_hash: 'x'.repeat(64) })
    .returning({ id: apiKeys.id });
  keyId = key!.id;
  const admin = w.ids[ADMIN]!;
  const master = w.ids[MASTER]!;
  const rival = w.ids[RIVAL]!;
  // a staff change of Northwind's permission, Northwind's own key creation, Contoso's own change, a failed sign-in
  await db.insert(auditEvents).values([
    ev('2026-01-10T09:00:00.000001Z', {
      actor_account_id: admin,
      action: 'test_trail.permissions.update',
      subject_kind: 'permission',
      subject_id: '7',
      subject_customer_id: w.northwind,
      changes: { write: { from: false, to: true } },
      ip: '198.51.100.1',
    }),
    ev('2026-01-10T09:00:00.000002Z', {
      actor_account_id: master,
      actor_customer_id: w.northwind,
      action: 'test_trail.api_keys.create',
      subject_kind: 'api_key',
      subject_id: String(keyId),
      subject_customer_id: w.northwind,
      ip: '203.0.113.5',
    }),
    ev('2026-01-10T09:00:00.000002Z', {
      actor_kind: 'api_key',
      actor_account_id: master,
      actor_api_key_id: keyId,
      actor_customer_id: w.northwind,
      action: 'test_trail.orders.update',
      subject_kind: 'order',
      subject_id: '41',
      subject_customer_id: w.northwind,
    }),
    ev('2026-02-01T00:00:00Z', {
      actor_account_id: rival,
      actor_customer_id: w.contoso,
      action: 'test_trail.permissions.update',
      subject_kind: 'permission',
      subject_id: '8',
      subject_customer_id: w.contoso,
    }),
    ev('2026-02-02T00:00:00Z', {
      actor_kind: 'anonymous',
      actor_label: 'someone@northwind.test',
      action: 'test_trail.auth.sign_in_failed',
    }),
    ev('2026-02-03T00:00:00Z', {
      actor_account_id: admin,
      action: 'test_trailxpermissions.update',
      subject_kind: 'permission',
      subject_id: '9',
    }),
  ]);
});
afterAll(async () => w?.ctx.close());

function ev(at: string, v: Partial<typeof auditEvents.$inferInsert>): typeof auditEvents.$inferInsert {
  return { at: new Date(at), actor_kind: 'account', action: 'x', ...v };
}

const list = async (who: string, query: string) => {
  const res = await w.ctx.app.inject({ method: 'GET', url: `/api/audit/events?${query}`, headers: bearer(w.tokens[who]!) });
  return { status: res.statusCode, body: res.json() };
};
const actions = (body: { data: { action: string }[] }) => body.data.map((e) => e.action);

describe('GET /audit/events', () => {
  it('pages newest first on (time, id) with an opaque cursor, ties in time included, to the last page', async () => {
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const { status, body } = await list(ADMIN, `action=test_trail.&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      seen.push(...body.data.map((e: { id: number }) => e.id));
      if (!body.next_cursor) break;
      expect(body.data).toHaveLength(2);
      cursor = body.next_cursor;
    }
    const all = (await list(ADMIN, 'action=test_trail.&limit=200')).body.data;
    expect(seen).toEqual(all.map((e: { id: number }) => e.id));
    expect(actions({ data: all })).toEqual([
      'test_trail.auth.sign_in_failed',
      'test_trail.permissions.update',
      'test_trail.orders.update',
      'test_trail.api_keys.create',
      'test_trail.permissions.update',
    ]);
    expect((await list(ADMIN, 'cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await list(ADMIN, 'limit=201')).status).toBe(400);
  });

  it('shows who acted, with what key and for which company, and what changed', async () => {
    const { body } = await list(ADMIN, 'action=test_trail.orders.update');
    expect(body.data[0]).toMatchObject({
      at: '2026-01-10T09:00:00.000Z',
      actor: {
        kind: 'api_key',
        account_id: w.ids[MASTER],
        email: MASTER,
        name: 'Nora West',
        api_key_id: keyId,
        api_key_name: 'billing sync',
        customer_id: w.northwind,
        customer_name: 'Northwind',
      },
      subject: { kind: 'order', id: '41', customer_id: w.northwind, customer_name: 'Northwind' },
    });
    const perm = (await list(ADMIN, 'action=test_trail.permissions.update&subject_id=7')).body.data[0];
    expect(perm.changes).toEqual({ write: { from: false, to: true } });
    expect(perm.actor).toMatchObject({ kind: 'account', email: ADMIN, customer_id: null });
  });

  it('filters by action (exact or a beginning, LIKE characters literal), actor, subject, time and text', async () => {
    expect(actions((await list(ADMIN, 'action=test_trail.permissions.update')).body)).toHaveLength(2);
    // "_" in the beginning is no wildcard: test_trailxpermissions is not under test_trail.
    expect(actions((await list(ADMIN, 'action=test_trail.')).body)).not.toContain('test_trailxpermissions.update');
    expect(actions((await list(ADMIN, `action=test_trail.&actor_account_id=${w.ids[RIVAL]}`)).body)).toEqual([
      'test_trail.permissions.update',
    ]);
    expect(actions((await list(ADMIN, 'action=test_trail.&actor_kind=anonymous')).body)).toEqual(['test_trail.auth.sign_in_failed']);
    expect(actions((await list(ADMIN, 'action=test_trail.&subject_kind=order')).body)).toEqual(['test_trail.orders.update']);
    expect(actions((await list(ADMIN, 'action=test_trail.&from=2026-01-10&to=2026-01-10')).body)).toHaveLength(3);
    expect(actions((await list(ADMIN, 'action=test_trail.&from=2026-02-01T00:00:00.000001Z')).body)).toEqual([
      'test_trail.auth.sign_in_failed',
    ]);
    expect(actions((await list(ADMIN, 'action=test_trail.&q=someone@north')).body)).toEqual(['test_trail.auth.sign_in_failed']);
    expect(actions((await list(ADMIN, 'action=test_trail.&q=41')).body)).toEqual(['test_trail.orders.update']);
    expect(actions((await list(ADMIN, `action=test_trail.&customer_id=${w.contoso}`)).body)).toEqual(['test_trail.permissions.update']);
    expect((await list(ADMIN, 'from=2026-03-01&to=2026-02-01')).status).toBe(400);
  });

  it('shows a master its company’s events only — as subject or actor — and not the staff member’s address', async () => {
    const mine = (await list(MASTER, 'action=test_trail.')).body;
    expect(actions(mine)).toEqual(['test_trail.orders.update', 'test_trail.api_keys.create', 'test_trail.permissions.update']);
    const byStaff = mine.data.find((e: { actor: { email: string } }) => e.actor.email === ADMIN);
    expect(byStaff).toMatchObject({ ip: null, user_agent: null });
    expect(mine.data.find((e: { action: string }) => e.action === 'test_trail.api_keys.create').ip).toBe('203.0.113.5');
    // its customer_id filter cannot reach another company
    expect(actions((await list(MASTER, `action=test_trail.&customer_id=${w.contoso}`)).body)).toHaveLength(3);
    const rival = (await list(RIVAL, 'action=test_trail.')).body;
    expect(actions(rival)).toEqual(['test_trail.permissions.update']);
    expect(rival.data[0].subject.customer_id).toBe(w.contoso);
    expect((await list(BUYER, 'action=test_trail.')).status).toBe(403);
  });
});

describe('the audit trail’s CSV export', () => {
  it('exports the same filtered events through the export jobs, within the reader’s company', async () => {
    const exportAs = async (who: string) => {
      const res = await w.ctx.app.inject({
        method: 'GET',
        url: '/api/reports/download/audit/auditevents?format=csv&action=test_trail.',
        headers: bearer(w.tokens[who]!),
      });
      expect(res.statusCode, res.body).toBe(202);
      const file = await w.ctx.app.inject({
        method: 'GET',
        url: `/api/download/${res.json().data.filename}`,
        headers: bearer(w.tokens[who]!),
      });
      expect(file.statusCode).toBe(200);
      return file.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    };
    const staff = await exportAs(ADMIN);
    expect(staff[0]).toBe(
      'at,actor_kind,actor_account_id,actor_email,actor_name,actor_api_key_id,actor_api_key_name,actor_label,actor_customer_id,actor_customer_name,action,subject_kind,subject_id,subject_customer_id,subject_customer_name,changes,ip,user_agent,request_id',
    );
    expect(staff).toHaveLength(6);
    // the changes as JSON in one quoted field (the database orders the keys of its JSON)
    const permission = staff.find((l) => l.includes(',permission,7,'));
    expect(permission).toMatch(/,"\{""write"":\{(""from"":false,""to"":true|""to"":true,""from"":false)\}\}",198\.51\.100\.1,/);
    const master = await exportAs(MASTER);
    expect(master).toHaveLength(4);
    expect(master.some((l) => l.includes('Contoso'))).toBe(false);
    expect(
      (
        await w.ctx.app.inject({
          method: 'GET',
          url: '/api/reports/download/audit/auditevents?format=csv',
          headers: bearer(w.tokens[BUYER]!),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('retention', () => {
  it('creates months ahead and drops whole months past AUDIT_RETENTION_MONTHS; an event is never updated or deleted', async () => {
    const db = w.ctx.database.db;
    const repo = monthPartitionsRepository(db, 'audit_events');
    expect(w.ctx.config.auditRetentionMonths).toBe(13);
    const old = monthOffset(new Date(), -20);
    await repo.create(monthPartition('audit_events', old));
    await db
      .insert(auditEvents)
      .values([
        ev(`${old}-10T08:00:00Z`, { action: 'test_retention.old' }),
        ev(new Date().toISOString(), { action: 'test_retention.now' }),
      ]);
    const later = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 5, 2));
    const maintain = monthPartitionsMaintainer({
      repo,
      table: 'audit_events',
      monthsAhead: 3,
      retentionMonths: 13,
      log: { error: () => {} },
      now: () => later,
    });
    const { created, dropped } = await maintain();
    expect(created).toEqual([0, 1, 2, 3].map((k) => monthPartition('audit_events', monthOffset(later, k)).name));
    expect(dropped).toContain(monthPartition('audit_events', old).name);
    expect(dropped).not.toContain('audit_events_default');
    const parts = await repo.list();
    expect(parts).toContain(monthPartition('audit_events', monthOffset(later, -13)).name);
    expect(parts).toContain('audit_events_default');
    const count = async (action: string) =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from audit_events where action = ${action}`))[0]!.n;
    expect(await count('test_retention.old')).toBe(0);
    expect(await count('test_retention.now')).toBe(1);
    await expect(db.execute(sql`delete from audit_events where action = 'test_retention.now'`)).rejects.toThrow();
    await expect(db.execute(sql`update audit_events set action = 'x' where action = 'test_retention.now'`)).rejects.toThrow();
    expect(await count('test_retention.now')).toBe(1);
    expect(await maintain()).toEqual({ created: [], dropped: [] });
  });
});
