import type { TrafficFinding } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { webhookReceiver } from '../../../test/webhook-receiver.ts';
import { auditEvents, customers, inventoryNumbers } from '../../db/schema.ts';

/**
 * Traffic alerts as the evaluation raises them: one per number and kind, updated by later crossings, told to the
 * company and the provider's operations once, acknowledged and resolved by people or on their own.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
let alpha: number;
let beta: number;
let number: number;

const pumping = (observed: number): TrafficFinding => ({
  kind: 'pumping',
  observed,
  expected: 12,
  threshold: 84,
  rule: `Attempts ${observed} in the hour against 12 expected`,
});

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [a] = await db.insert(customers).values({ name: 'Alpha Freephone' }).returning({ id: customers.id });
  const [b] = await db.insert(customers).values({ name: 'Beta Freephone' }).returning({ id: customers.id });
  alpha = a!.id;
  beta = b!.id;
  for (const [who, type, company] of [
    ['admin', 100, null],
    ['ops', 130, null],
    ['masterA', 200, alpha],
    ['masterB', 200, beta],
  ] as const) {
    await addAccount(ctx, { email: `${who}@traffic.test`, account_type_id: type, customer_id: company });
    tokens[who] = await login(ctx, `${who}@traffic.test`);
  }
  const [n] = await db
    .insert(inventoryNumbers)
    .values({ service_number: '+448001110001', service_type: 'ITFS', jurisdiction: 'United Kingdom', customer_id: alpha, state: 'active' })
    .returning({ id: inventoryNumbers.id });
  number = n!.id;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const crossing = (hour: string, observed: number) => ({
  scope: 'number' as const,
  inventory_number_id: number,
  customer_id: alpha,
  service_number: '+448001110001',
  hour,
  finding: pumping(observed),
});
const told = async (who: string) =>
  ((await call('GET', '/notifications?limit=50', who)).json().data as { event: string | null; notification_title: string }[]).filter((n) =>
    n.event?.startsWith('traffic.'),
  );

describe('traffic alerts', () => {
  it('open once per number and kind, update on later crossings, and are told once to the company and operations', async () => {
    expect((await call('PUT', '/configuration', 'admin', { webhooks_allow_private_addresses: true })).statusCode).toBe(200);
    const hook = await webhookReceiver();
    const endpoint = await call('POST', '/webhooks', 'masterA', {
      url: hook.url,
      events: ['traffic.alert_opened', 'traffic.alert_resolved'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);

    expect(await ctx.app.services.traffic.raise([crossing('2026-11-20T10:00:00.000Z', 300)])).toEqual({ opened: 1, updated: 0 });
    expect(await ctx.app.services.traffic.raise([crossing('2026-11-20T11:00:00.000Z', 500)])).toEqual({ opened: 0, updated: 1 });

    const list = await call('GET', '/traffic/alerts', 'masterA');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().count).toBe(1);
    const alert = list.json().data[0];
    expect(alert).toMatchObject({ service_number: '+448001110001', kind: 'pumping', state: 'open', customer_name: 'Alpha Freephone' });
    expect(alert.evidence).toMatchObject({ crossings: 2, first_hour: '2026-11-20T10:00:00.000Z', last_hour: '2026-11-20T11:00:00.000Z' });
    expect(alert.evidence.peak).toMatchObject({ observed: 500, rule: 'Attempts 500 in the hour against 12 expected' });

    await expect.poll(async () => (await told('masterA')).map((n) => n.notification_title)).toEqual(['Traffic alert on +448001110001']);
    await expect.poll(async () => (await told('ops')).length).toBe(1);
    await expect.poll(() => hook.got.length).toBe(1);
    expect(JSON.parse(hook.got[0]!.body)).toMatchObject({
      type: 'traffic.alert_opened',
      data: { alert: { kind: 'pumping', state: 'open' } },
    });

    // the dashboard counts it for the company and the provider, not for another company
    const open = async (who: string) => (await call('GET', '/dashboard', who)).json().counts.open_traffic_alerts;
    expect([await open('masterA'), await open('ops'), await open('masterB')]).toEqual([1, 1, 0]);
    // another company sees nothing of it
    expect((await call('GET', '/traffic/alerts', 'masterB')).json()).toEqual({ data: [], count: 0 });
    expect((await call('GET', `/traffic/alerts/${alert.id}`, 'masterB')).statusCode).toBe(404);
    expect((await call('GET', `/traffic/alerts?customer_id=${alpha}`, 'masterB')).json().count).toBe(0);
    expect(await told('masterB')).toEqual([]);

    // staff filter by company, state, kind and number
    expect(
      (await call('GET', `/traffic/alerts?customer_id=${alpha}&state=open&kind=pumping&service_number=%2B4480011`, 'ops')).json().count,
    ).toBe(1);
    expect((await call('GET', '/traffic/alerts?kind=quality', 'ops')).json().count).toBe(0);
    expect((await call('GET', '/traffic/alerts?service_number=abc', 'ops')).statusCode).toBe(400);

    // acknowledged, then resolved by hand with a note: audited and told
    const ack = await call('POST', `/traffic/alerts/${alert.id}/acknowledge`, 'masterA', {});
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data.state).toBe('acknowledged');
    const again = await call('POST', `/traffic/alerts/${alert.id}/acknowledge`, 'ops', {});
    expect([again.statusCode, again.json().code]).toEqual([409, 'traffic.move_refused']);
    expect((await call('POST', `/traffic/alerts/${alert.id}/resolve`, 'ops', { note: '' })).statusCode).toBe(400);
    const resolved = await call('POST', `/traffic/alerts/${alert.id}/resolve`, 'ops', { note: 'Test calls of the customer’s IVR vendor' });
    expect(resolved.json().data).toMatchObject({
      state: 'resolved',
      resolution_note: 'Test calls of the customer’s IVR vendor',
      resolved_automatically: false,
    });
    await expect.poll(() => hook.got.length).toBe(2);
    const actions = (await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.subject_kind, 'traffic_alert'))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['traffic.acknowledge', 'traffic.resolve']);
    await hook.close();
  });

  it('open anew after a resolution, and resolve on their own once traffic stays within its baseline', async () => {
    await ctx.app.services.traffic.raise([crossing('2026-11-21T02:00:00.000Z', 200)]);
    const open = (await call('GET', '/traffic/alerts?state=open', 'ops')).json();
    expect(open.count).toBe(1);
    expect(await ctx.app.services.traffic.resolveQuiet(new Date('2026-11-21T07:00:00Z'))).toBe(0);
    expect(await ctx.app.services.traffic.resolveQuiet(new Date('2026-11-21T08:00:00Z'))).toBe(1);
    const shown = (await call('GET', `/traffic/alerts/${open.data[0].id}`, 'masterA')).json().data;
    expect(shown).toMatchObject({ state: 'resolved', resolved_automatically: true, resolution_note: null });
    expect((await call('GET', '/traffic/alerts', 'masterA')).json().count).toBe(2);
  });

  it('take a company’s own thresholds and quiet hours from staff, and stay shut on a muted number', async () => {
    const view = await call('GET', `/traffic/settings/${alpha}`, 'admin');
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({ thresholds: null, quiet_hours: null, effective: { minAttempts: 20, quiet_hours: 6 } });
    const set = await call('PUT', `/traffic/settings/${alpha}`, 'admin', {
      thresholds: { minAttempts: 50, pumpingRatio: 5 },
      quiet_hours: 12,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.effective).toMatchObject({ minAttempts: 50, pumpingRatio: 5, pumpingSpreads: 6, quiet_hours: 12 });
    expect(
      (await call('PUT', `/traffic/settings/${alpha}`, 'admin', { thresholds: { minAttempts: 1 }, quiet_hours: null })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/traffic/settings/${alpha}`, 'masterA', { thresholds: null, quiet_hours: null })).statusCode).toBe(403);

    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const unknown = await call('POST', '/traffic/mutes', 'admin', { service_number: '+449999999999', until, note: 'x' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'traffic.number_unknown']);
    const tooLong = await call('POST', '/traffic/mutes', 'admin', {
      service_number: '+448001110001',
      until: '2030-01-01T00:00:00Z',
      note: 'x',
    });
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([422, 'traffic.mute_range']);
    const muted = await call('POST', '/traffic/mutes', 'admin', {
      service_number: '+448001110001',
      until,
      note: 'TV campaign this weekend',
    });
    expect(muted.statusCode, muted.body).toBe(201);
    expect((await call('GET', `/traffic/mutes?customer_id=${alpha}`, 'ops')).json().data).toHaveLength(1);

    const before = (await call('GET', '/traffic/alerts', 'ops')).json().count;
    expect(await ctx.app.services.traffic.raise([crossing('2026-11-22T10:00:00.000Z', 900)])).toEqual({ opened: 0, updated: 0 });
    expect((await call('GET', '/traffic/alerts', 'ops')).json().count).toBe(before);

    const ended = await call('DELETE', `/traffic/mutes/${muted.json().data.id}`, 'admin');
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/traffic/mutes', 'ops')).json().data).toEqual([]);
    expect(await ctx.app.services.traffic.raise([crossing('2026-11-22T11:00:00.000Z', 900)])).toEqual({ opened: 1, updated: 0 });
    // the company's 12 quiet hours, not the default 6
    expect(await ctx.app.services.traffic.resolveQuiet(new Date('2026-11-22T22:00:00Z'))).toBe(0);
    expect(await ctx.app.services.traffic.resolveQuiet(new Date('2026-11-22T23:00:00Z'))).toBe(1);
    const audited = (
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subject_id, String(alpha)))
    ).map((e) => e.action);
    expect(audited).toEqual(expect.arrayContaining(['traffic.settings', 'traffic.mute', 'traffic.unmute']));
  });
});
