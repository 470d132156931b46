import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, samples } from '../../../test/documents.ts';
import { addAccount, bearer } from '../../../test/helpers.ts';
import { ADMIN, createIntegrationWorld, type IntegrationWorld, MASTER, RIVAL } from '../../../test/integration-world.ts';
import { multipart } from '../../../test/spreadsheets.ts';
import { auditEvents, customers, permissions } from '../../db/schema.ts';

/**
 * What the audit trail promises (docs/security.md, Audit trail), through the API on either engine: a permission edit
 * shows each flag before and after; a master's download of an order document shows in its company's trail and not in
 * another's; a change that fails — refused, or rolled back after its event was noted — leaves no event; and a change
 * whose event cannot be written does not happen.
 */

let w: IntegrationWorld;
beforeAll(async () => {
  w = await createIntegrationWorld();
});
afterAll(async () => w?.ctx.close());

const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  w.ctx.app.inject({ method, url, headers: bearer(w.tokens[who]!), ...(payload ? { payload } : {}) });
const trail = async (who: string, query: string) => {
  const res = await call(who, 'GET', `/api/audit/events?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    action: string;
    actor: Record<string, unknown>;
    subject: Record<string, unknown>;
    changes: unknown;
    ip: string | null;
  }[];
};
const stored = (action: string, subjectId: string) =>
  w.ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subject_id, subjectId)));
async function permissionId(accountTypeId: number, functionalityId: number): Promise<number> {
  const res = await call(ADMIN, 'GET', `/api/permissions?account_type_id=${accountTypeId}&functionality_id=${functionalityId}`);
  return res.json().data.find((r: { customer_id: number | null }) => r.customer_id === null).id;
}

describe('a permission edit', () => {
  it('shows in the trail with each changed flag before and after, who made it and from where', async () => {
    // sub-account operations (230) on orders (200): read, list, edit by default; the administrator adds write
    const id = await permissionId(230, 200);
    const res = await call(ADMIN, 'PUT', `/api/permissions/${id}`, { read: true, list: true, write: true, edit: true, delete: false });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await trail(ADMIN, `action=permissions.update&subject_id=${id}`);
    expect(event).toMatchObject({
      action: 'permissions.update',
      actor: { kind: 'account', account_id: w.ids[ADMIN], email: ADMIN },
      subject: { kind: 'permission', id: String(id), customer_id: null },
      changes: { write: { from: false, to: true } },
    });
    expect(event!.ip).toBeTruthy();
  });

  it('a master’s edit of a default row writes its company’s override: in its trail, never in a rival’s', async () => {
    const id = await permissionId(210, 200);
    const res = await call(MASTER, 'PUT', `/api/permissions/${id}`, { read: true, list: true, write: true, edit: true, delete: false });
    expect(res.statusCode, res.body).toBe(200);
    const override = res.json().data.id as number;
    expect(override).not.toBe(id);
    const [event] = await trail(MASTER, `action=permissions.update&subject_id=${override}`);
    expect(event).toMatchObject({
      actor: { account_id: w.ids[MASTER], customer_id: w.northwind },
      subject: { kind: 'permission', customer_id: w.northwind, customer_name: 'Northwind' },
      changes: { delete: { from: true, to: false } },
    });
    expect(await trail(RIVAL, `action=permissions.`)).toEqual([]);
    expect(await trail(ADMIN, `action=permissions.update&subject_id=${override}`)).toHaveLength(1);
  });
});

describe('a download of an order document', () => {
  it('shows in the order’s company trail — by its master and by staff — and not in another company’s', async () => {
    const order = await insertOrder(w.ctx, w.northwind);
    const { payload, headers } = multipart('passport.pdf', samples.pdf);
    const up = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/documents/order/${w.northwind}/${order}/end_user_address_proof`,
      payload,
      headers: { ...headers, ...bearer(w.tokens[MASTER]!) },
    });
    expect(up.statusCode, up.body).toBe(201);
    const filename = up.json().data.filename as string;
    const url = `/api/documents/order/${w.northwind}/${order}/${filename}`;
    expect((await call(MASTER, 'GET', url)).statusCode).toBe(200);
    expect((await call(ADMIN, 'GET', url)).statusCode).toBe(200);
    // the rival cannot read it, and its refused attempt is no download
    expect((await call(RIVAL, 'GET', url)).statusCode).toBe(404);

    const seen = await trail(MASTER, `action=documents.download&subject_id=${filename}`);
    expect(seen.map((e) => e.actor.email)).toEqual([ADMIN, MASTER]);
    expect(seen[1]).toMatchObject({ subject: { kind: 'document', id: filename, customer_id: w.northwind } });
    // the staff member's address is not the company's business
    expect(seen[0]!.ip).toBeNull();
    expect(await trail(RIVAL, 'action=documents.')).toEqual([]);
    expect(await trail(RIVAL, `q=${filename}`)).toEqual([]);
    expect(await stored('documents.download', filename)).toHaveLength(2);
  });
});

describe('a failed change', () => {
  it('leaves no event when refused: by validation, or by a rule after the service read the record', async () => {
    const id = await permissionId(240, 200);
    const before = await stored('permissions.update', String(id));
    expect((await call(ADMIN, 'PUT', `/api/permissions/${id}`, { read: 'perhaps' })).statusCode).toBe(400);
    // the administrator may not take its own permission administration away
    const own = await permissionId(100, 1010);
    const lockout = await call(ADMIN, 'PUT', `/api/permissions/${own}`, { read: true, list: true, write: true, edit: false, delete: true });
    expect(lockout.statusCode).toBe(422);
    expect(await stored('permissions.update', String(id))).toEqual(before);
    expect(await stored('permissions.update', String(own))).toEqual([]);
  });

  it('leaves no event when its transaction rolls back after the event was noted', async () => {
    const db = w.ctx.database.db;
    const [company] = await db.insert(customers).values({ name: 'Rollback Co' }).returning({ id: customers.id });
    const candidate = await addAccount(w.ctx, { email: 'candidate@rollback.test', account_type_id: 400 });
    // the company's change and its event are noted, then making the candidate its master fails in the same transaction
    await db.execute(sql`create function refuse_promotion() returns trigger language plpgsql as $$
      begin raise exception 'promotion refused'; end $$`);
    await db.execute(
      sql.raw(`create trigger refuse_promotion before update on accounts for each row
      when (new.id = ${candidate} and new.account_type_id = 200) execute function refuse_promotion()`),
    );
    try {
      const res = await call(ADMIN, 'PUT', `/api/customers/${company!.id}`, { name: 'Renamed Co', master_id: candidate });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_promotion on accounts`);
      await db.execute(sql`drop function refuse_promotion()`);
    }
    expect((await db.select({ name: customers.name }).from(customers).where(eq(customers.id, company!.id)))[0]!.name).toBe('Rollback Co');
    expect(await stored('customers.update', String(company!.id))).toEqual([]);
    // the same change once it can succeed: one event, with the fields before and after
    const ok = await call(ADMIN, 'PUT', `/api/customers/${company!.id}`, { name: 'Renamed Co', master_id: candidate });
    expect(ok.statusCode, ok.body).toBe(200);
    const [event] = await stored('customers.update', String(company!.id));
    expect(event!.changes).toEqual({ name: { from: 'Rollback Co', to: 'Renamed Co' }, master_id: { from: null, to: candidate } });
    expect(event!.subject_customer_id).toBe(company!.id);
  });

  it('does not happen when its event cannot be written: the change and its event commit together', async () => {
    const db = w.ctx.database.db;
    const id = await permissionId(220, 200);
    const flags = async () => (await db.select().from(permissions).where(eq(permissions.id, id)))[0]!;
    const before = await flags();
    await db.execute(sql`create function refuse_event() returns trigger language plpgsql as $$
      begin raise exception 'the trail is full'; end $$`);
    await db.execute(sql`create trigger refuse_event before insert on audit_events for each row
      when (new.action = 'permissions.update') execute function refuse_event()`);
    try {
      const { read, list, edit, delete: del } = before;
      const res = await call(ADMIN, 'PUT', `/api/permissions/${id}`, { read, list, edit, delete: del, write: !before.write });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_event on audit_events`);
      await db.execute(sql`drop function refuse_event()`);
    }
    expect((await flags()).write).toBe(before.write);
  });
});
