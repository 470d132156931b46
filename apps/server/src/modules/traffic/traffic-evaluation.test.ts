import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { webhookReceiver } from '../../../test/webhook-receiver.ts';
import { customers, inventoryNumbers } from '../../db/schema.ts';
import { trafficHourly } from './schema.ts';

/**
 * The evaluation as a carrier meets it: calls arrive through POST /calls/import, and the load's hours are judged at
 * once — pumping opens one alert (told to the company and operations, by mail and webhook), more pumping updates it,
 * normal traffic afterwards resolves it; normal weeks open nothing.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
let alpha: number;
let number: number;
const SERVICE = '+448001110002';

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [a] = await db.insert(customers).values({ name: 'Alpha Freephone' }).returning({ id: customers.id });
  const [b] = await db.insert(customers).values({ name: 'Beta Freephone' }).returning({ id: customers.id });
  alpha = a!.id;
  for (const [who, type, company] of [
    ['admin', 100, null],
    ['ops', 130, null],
    ['masterA', 200, alpha],
    ['masterB', 200, b!.id],
  ] as const) {
    await addAccount(ctx, { email: `${who}@evaluation.test`, account_type_id: type, customer_id: company });
    tokens[who] = await login(ctx, `${who}@evaluation.test`);
  }
  const [n] = await db
    .insert(inventoryNumbers)
    .values({ service_number: SERVICE, service_type: 'ITFS', jurisdiction: 'United Kingdom', customer_id: alpha, state: 'active' })
    .returning({ id: inventoryNumbers.id });
  number = n!.id;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const HEADER = 'CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME,CDR_COMPCODE,CDR_ORIGIN_TYPE';
const time = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
let caller = 0;
/** `n` calls in the hour starting at `hour`, each from another caller, 70 % answered for about two minutes, a fifth from mobiles. */
function hourOfCalls(hour: string, n: number, service = SERVICE): string[] {
  const start = Date.parse(hour);
  return Array.from({ length: n }, (_, i) => {
    const seized = start + Math.floor((i * 3_600_000) / n) + 1000;
    const answered = i % 10 < 7;
    const from = `+44207946${String(caller++ % 10_000).padStart(4, '0')}`;
    const end = seized + 3000 + (answered ? 90_000 + (i % 7) * 10_000 : 0);
    return [
      time(seized),
      service,
      from,
      'inbound',
      answered ? time(seized + 3000) : '',
      time(end),
      answered ? 16 : 17,
      i % 5 === 0 ? 'mobile' : 'fixed',
    ].join(',');
  });
}
const day = (d: number, h: number) => new Date(Date.UTC(2026, 9, 1 + d, h)).toISOString();

async function importCalls(lines: string[]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/calls/import',
    headers: { ...bearer(tokens.admin!), 'content-type': 'text/csv' },
    payload: `${HEADER}\n${lines.join('\n')}\n`,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().rejected).toBe(0);
  return res.json().loaded as number;
}

const alerts = async (who = 'ops') => (await call('GET', '/traffic/alerts', who)).json();
const told = async (who: string) =>
  ((await call('GET', '/notifications?limit=50', who)).json().data as { event: string | null; notification_title: string }[]).filter((n) =>
    n.event?.startsWith('traffic.alert'),
  );

describe('evaluating each load of calls', () => {
  it('stays quiet over eight normal days, counting each hour of the number once', async () => {
    const lines: string[] = [];
    for (let d = 0; d < 8; d++) for (let h = 10; h < 18; h++) lines.push(...hourOfCalls(day(d, h), 22 + ((d + h) % 5)));
    expect(await importCalls(lines)).toBe(lines.length);
    expect((await alerts()).count).toBe(0);
    const hours = await ctx.database.db.select().from(trafficHourly).where(eq(trafficHourly.inventory_number_id, number));
    expect(hours).toHaveLength(64);
    expect(hours.reduce((s, h) => s + h.attempts, 0)).toBe(lines.length);
    const first = hours.find((h) => h.hour.toISOString() === day(0, 10))!;
    // 22 calls: 16 answered (i % 10 < 7), 5 from mobiles, each caller once
    expect(first).toMatchObject({
      customer_id: alpha,
      attempts: 22,
      answered: 16,
      mobile: 5,
      payphone: 0,
      foreign_calls: 0,
      top_caller_attempts: 1,
    });
    // a second load of the same calls stores nothing and counts nothing twice; the import is audited once, whatever
    // its evaluation writes (two transactions at once on PostgreSQL)
    const audited = async () =>
      ((await ctx.database.db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: { n: number }[] }).rows[0]!
        .n;
    const before = await audited();
    await importCalls(lines.slice(0, 50));
    await expect.poll(audited).toBeGreaterThan(before);
    expect(await audited()).toBe(before + 1);
    const again = await ctx.database.db.execute(sql`select sum(attempts)::int as n from traffic_hourly`);
    expect((again as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(lines.length);
  });

  it('opens one alert on pumping, told to the company and operations; more pumping updates it; normal hours resolve it', async () => {
    expect((await call('PUT', '/configuration', 'admin', { webhooks_allow_private_addresses: true })).statusCode).toBe(200);
    const hook = await webhookReceiver();
    const endpoint = await call('POST', '/webhooks', 'masterA', {
      url: hook.url,
      events: ['traffic.alert_opened', 'traffic.alert_resolved'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const mailsBefore = (await ctx.mails()).length;

    await importCalls(hourOfCalls(day(8, 10), 300));
    const opened = await alerts();
    expect(opened.count).toBe(1);
    const alert = opened.data[0];
    expect(alert).toMatchObject({ service_number: SERVICE, kind: 'pumping', state: 'open', customer_name: 'Alpha Freephone' });
    expect(alert.evidence).toMatchObject({ crossings: 1, first_hour: day(8, 10) });
    expect(alert.evidence.peak).toMatchObject({ observed: 300 });
    expect(alert.evidence.peak.rule).toMatch(/^Attempts 300 in the hour against \d+(\.\d)? expected/);
    await expect.poll(async () => (await told('masterA')).map((n) => n.notification_title)).toEqual([`Traffic alert on ${SERVICE}`]);
    await expect.poll(async () => (await told('ops')).length).toBe(1);
    expect(await told('masterB')).toEqual([]);
    expect((await alerts('masterB')).count).toBe(0);
    // delivered after the load answered (the outbox's work, not the load's)
    await expect
      .poll(async () =>
        (await ctx.mails())
          .slice(mailsBefore)
          .map((m) => m.to)
          .sort(),
      )
      .toEqual(['admin@evaluation.test', 'masterA@evaluation.test', 'ops@evaluation.test']);
    await expect.poll(() => hook.got.length).toBe(1);
    expect(JSON.parse(hook.got[0]!.body)).toMatchObject({
      type: 'traffic.alert_opened',
      data: { alert: { kind: 'pumping', service_number: SERVICE } },
    });

    // its chart: the number's hours around it beside the baseline, for whoever sees the alert
    const series = await call('GET', `/traffic/alerts/${alert.id}/series`, 'masterA');
    expect(series.statusCode, series.body).toBe(200);
    const points = series.json().data as { hour: string; attempts: number; expected: number | null; threshold: number | null }[];
    expect(points[0]!.hour).toBe(day(7, 10));
    const pumped = points.find((p) => p.hour === day(8, 10))!;
    expect(pumped.attempts).toBe(300);
    expect(pumped.expected).toBeGreaterThanOrEqual(22);
    expect(pumped.threshold).toBeLessThan(300);
    expect((await call('GET', `/traffic/alerts/${alert.id}/series`, 'masterB')).statusCode).toBe(404);

    // the next hour's file: more pumping updates the same alert and tells nobody again
    await importCalls(hourOfCalls(day(8, 11), 420));
    const updated = await alerts();
    expect(updated.count).toBe(1);
    expect(updated.data[0].evidence).toMatchObject({ crossings: 2, last_hour: day(8, 11) });
    expect(updated.data[0].evidence.peak.observed).toBe(420);
    await expect.poll(async () => (await told('masterA')).length).toBe(1);

    // normal hours after it: six quiet hours and the alert resolves on its own
    const normal: string[] = [];
    for (let h = 12; h < 18; h++) normal.push(...hourOfCalls(day(8, h), 24));
    await importCalls(normal);
    const resolved = (await call('GET', `/traffic/alerts/${alert.id}`, 'masterA')).json().data;
    expect(resolved).toMatchObject({ state: 'resolved', resolved_automatically: true });
    await expect.poll(() => hook.got.length).toBe(2);
    expect(JSON.parse(hook.got[1]!.body)).toMatchObject({ type: 'traffic.alert_resolved' });
    await hook.close();
  });

  it('judges one caller hammering a number, and the hourly run finds nothing new in hours already judged', async () => {
    const lines = hourOfCalls(day(9, 10), 24);
    // 20 more calls from one caller, a minute each
    const start = Date.parse(day(9, 10));
    for (let i = 0; i < 20; i++) {
      const seized = start + 1_800_000 + i * 60_000;
      lines.push([time(seized), SERVICE, '+442079469999', 'inbound', time(seized + 2000), time(seized + 62_000), 16, 'fixed'].join(','));
    }
    await importCalls(lines);
    const kinds = (await alerts()).data.filter((a: { state: string }) => a.state === 'open').map((a: { kind: string }) => a.kind);
    expect(kinds.sort()).toEqual(['single_caller']);
    const before = (await alerts()).count;
    const rerun = await ctx.app.services.trafficEvaluation.hourly(new Date(Date.parse(day(9, 12)) + 5 * 60_000));
    expect(rerun).toMatchObject({ opened: 0 });
    expect((await alerts()).count).toBe(before);
  });

  it('sums a company’s quiet numbers: pumping spread thinly over them opens one alert on the company, none on a number', async () => {
    const db = ctx.database.db;
    const [g] = await db.insert(customers).values({ name: 'Gamma Freephone' }).returning({ id: customers.id });
    const services = Array.from({ length: 30 }, (_, i) => `+4480022${String(i).padStart(5, '0')}`);
    await db.insert(inventoryNumbers).values(
      services.map((service_number) => ({
        service_number,
        service_type: 'ITFS',
        jurisdiction: 'United Kingdom',
        customer_id: g!.id,
        state: 'active',
      })),
    );
    const normal: string[] = [];
    for (let d = 0; d < 8; d++) for (let h = 10; h < 14; h++) for (const sn of services) normal.push(...hourOfCalls(day(d, h), 2, sn));
    await importCalls(normal);
    const gamma = async () =>
      (
        (await alerts()).data as { customer_id: number; scope: string; service_number: string | null; kind: string; state: string }[]
      ).filter((a) => a.customer_id === g!.id);
    expect(await gamma()).toEqual([]);
    const stored = (await db.execute(
      sql`select count(*)::int as hours, sum(attempts)::int as attempts from traffic_company_hourly where customer_id = ${g!.id}`,
    )) as unknown as { rows: { hours: number; attempts: number }[] };
    // every hour of the company counted, though no number kept an hour of its own (two calls each)
    expect(stored.rows[0]).toEqual({ hours: 32, attempts: normal.length });

    // seven answered calls on each number in one hour: under the 20 a number's rules need, 210 against 60 for the company
    const pumped: string[] = [];
    for (const sn of services) pumped.push(...hourOfCalls(day(8, 11), 7, sn));
    await importCalls(pumped);
    const opened = await gamma();
    expect(opened).toMatchObject([{ scope: 'company', service_number: null, kind: 'pumping', state: 'open' }]);
    const alert = (await alerts()).data.find((a: { customer_id: number }) => a.customer_id === g!.id);
    const series = (await call('GET', `/traffic/alerts/${alert.id}/series`, 'ops')).json().data as { hour: string; attempts: number }[];
    expect(series.find((p) => p.hour === day(8, 11))?.attempts).toBe(210);
    await expect
      .poll(async () => (await told('ops')).map((n) => n.notification_title))
      .toContain('Traffic alert on all the company’s numbers');
  });
});
