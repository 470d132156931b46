import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CALL_STATISTICS_EXPORT_COLUMNS,
  CAUSE_BREAKDOWN_COLUMNS,
  CAUSE_RULE,
  daysBefore,
  REPORT_MESSAGES as M,
  todayUtc,
} from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, errorFields, type TestContext } from '../../../test/helpers.ts';
import { insertRatedCalls } from '../../../test/rated-calls.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { orders, serviceNumberTypeOrderHistory } from '../../db/schema.ts';
import { type CallInsert, callsRepository } from '../calls/index.ts';
import { UNKNOWN_REPORT } from './reports-service.ts';

let ctx: TestContext;
let ops: string; // 130: staff, 900 rl
let custA: string; // 200 of company A
let custB: string; // 240 of company B
let orphan: string; // 230 without a company
let companyA: number;
let companyB: number;
let companyC: number;

/** A day or hour without calls: counts 0, ratios null (nothing to divide by). */
const empty = { callattempts: 0, successfulcalls: 0, minutes: 0, aloc: null, asr: null, ner: null, pdd: null, costs: [] };
/** One unanswered call: ASR and NER 0 %, no ALOC or PDD. */
const oneFailed = { ...empty, callattempts: 1, asr: 0, ner: 0 };
const at = (iso: string) => iso as unknown as Date;
const call = (over: Partial<CallInsert>): CallInsert => ({
  seized_at: at('2025-06-01T09:10:00Z'),
  service_type: 'DID',
  direction: 'inbound',
  called_number: '+4930100000',
  jurisdiction: 'Germany',
  city: 'Berlin',
  customer_id: companyA,
  ...over,
});
/** An answered call of `seconds`, alerting 2 s after seizure. */
const answered = (seized: string, seconds: number, over: Partial<CallInsert> = {}) => {
  const t = Date.parse(seized);
  return call({
    seized_at: at(seized),
    alerted_at: at(new Date(t + 2000).toISOString()),
    answered_at: at(new Date(t + 5000).toISOString()),
    disconnected_at: at(new Date(t + 5000 + seconds * 1000).toISOString()),
    duration_seconds: seconds,
    completion_code: 16,
    ...over,
  });
};

async function addOrders(customerId: number, serviceType: string, jurisdiction: string, n: number) {
  const db = ctx.database.db;
  const [snap] = await db
    .insert(serviceNumberTypeOrderHistory)
    .values({ product: {}, service_type: serviceType, jurisdiction })
    .returning({ id: serviceNumberTypeOrderHistory.id });
  await db.insert(orders).values(
    Array.from({ length: n }, (_, i) => ({
      customer_id: customerId,
      service_number_type_order_history_id: snap!.id,
      service_type: serviceType,
      jurisdiction,
      reference: `R-${serviceType}-${i}`,
    })),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  ({ companyA, companyB, companyC, ops, custA, custB, orphan } = await reportWorld(ctx, 240));

  await callsRepository(db).insertCalls([
    // 2025-06-01, company A: 3 answered calls (60 + 120 + 180 s) at 09:xx, one busy at 14:00
    answered('2025-06-01T09:10:00Z', 60),
    answered('2025-06-01T09:40:00Z', 120),
    answered('2025-06-01T09:59:59Z', 180, { city: 'Hamburg' }),
    call({ seized_at: at('2025-06-01T14:00:00Z'), completion_code: 17 }),
    // 2025-06-03, company A: one congested call at 23:30 (not network-effective)
    call({ seized_at: at('2025-06-03T23:30:00Z'), completion_code: 42, direction: 'outbound' }),
    // company B: one answered ITFS call in France on 2025-06-01
    answered('2025-06-01T09:20:00Z', 30, { customer_id: companyB, service_type: 'ITFS', jurisdiction: 'France', city: 'Paris' }),
    // outside the range asked below
    answered('2025-05-31T23:59:59Z', 600),
    answered('2025-06-05T00:00:00Z', 600),
  ]);

  await addOrders(companyA, 'DID', 'Germany', 3);
  await addOrders(companyA, 'ITFS', 'France', 2);
  await addOrders(companyB, 'SIP Trunking', 'Germany', 4);
  await addOrders(companyB, 'DID', 'Germany', 1);
});
afterAll(async () => ctx?.close());

const get = (url: string, token = ops) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const daily = (q: string, token = ops) => get(`/reports/calls/callstatistics?${q}`, token);
const hourly = (q: string, token = ops) => get(`/reports/calls/callstatisticshourly?${q}`, token);
const RANGE = 'fromDate=2025-06-01&toDate=2025-06-04';

describe('GET /reports/calls/callstatistics', () => {
  it('has one row per day of the range, empty ratios for days without calls, and totals from summed counters', async () => {
    const res = await daily(`${RANGE}&customer_id=${companyA}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2025-06-01',
      to: '2025-06-04',
      data: [
        // 4 attempts, 3 answered (360 s), 4 effective (busy counts), PDD 2 s over the 3 that alerted
        { date: '2025-06-01', callattempts: 4, successfulcalls: 3, minutes: 6, aloc: 120, asr: 75, ner: 100, pdd: 2, costs: [] },
        { date: '2025-06-02', ...empty },
        { date: '2025-06-03', ...oneFailed },
        { date: '2025-06-04', ...empty },
      ],
      // 3 of 5 answered = 60 % (the mean of the daily ratios, 75 % and 0 %, would be 37.5 %); NER 4 of 5
      totals: { callattempts: 5, successfulcalls: 3, minutes: 6, aloc: 120, asr: 60, ner: 80, pdd: 2, costs: [] },
    });
  });

  it('applies the filters', async () => {
    const totals = async (q: string) => (await daily(`${RANGE}&${q}`)).json().totals.callattempts;
    expect(await totals('')).toBe(6);
    expect(await totals('service_type=ITFS')).toBe(1);
    expect(await totals('jurisdiction=Germany')).toBe(5);
    expect(await totals('jurisdiction=Germany&city=Hamburg')).toBe(1);
    expect(await totals('direction=outbound')).toBe(1);
    expect(await totals('customer_code=cusb')).toBe(1);
    expect(await totals('customer_code=NOPE')).toBe(0);
    expect(await totals(`customer_id=${companyC}`)).toBe(0);
  });

  it('shows customers only their own company’s figures; a customer without a company gets zero rows', async () => {
    expect((await daily(`${RANGE}&customer_id=${companyA}`, custB)).json().totals).toMatchObject({ callattempts: 1, successfulcalls: 1 });
    expect((await daily(`${RANGE}&customer_code=CUSB`, custA)).json().totals).toMatchObject({ callattempts: 5 });
    const none = (await daily(RANGE, orphan)).json();
    expect(none.data).toHaveLength(4);
    expect(none.totals).toEqual(empty);
  });

  it('covers the last 30 days up to today without dates; ±29 days from a single date', async () => {
    const today = todayUtc();
    await callsRepository(ctx.database.db).insertCalls([
      call({ seized_at: at(`${today}T00:00:00Z`), customer_id: companyC }),
      call({ seized_at: at(`${daysBefore(today, 29)}T00:00:00Z`), customer_id: companyC }),
      call({ seized_at: at(`${daysBefore(today, 30)}T23:59:59Z`), customer_id: companyC }),
    ]);
    const body = (await daily(`customer_id=${companyC}`)).json();
    expect(body).toMatchObject({ from: daysBefore(today, 29), to: today, totals: { callattempts: 2 } });
    expect(body.data).toHaveLength(30);
    expect(body.data[0]).toMatchObject({ date: daysBefore(today, 29), callattempts: 1 });
    expect(body.data[29]).toMatchObject({ date: today, callattempts: 1 });
    expect((await daily('toDate=2025-06-30')).json()).toMatchObject({ from: '2025-06-01', to: '2025-06-30' });
  });

  it('refuses from after to with both fields’ messages, and more than 366 days', async () => {
    const res = await daily('fromDate=2025-06-05&toDate=2025-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      errors: [
        { field: 'fromDate', message: M.fromAfterTo },
        { field: 'toDate', message: M.toBeforeFrom },
      ],
    });
    const long = await daily('fromDate=2024-01-01&toDate=2025-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'toDate', message: M.tooManyDays, code: 'field.invalid' }]);
    expect((await daily('fromDate=2024-01-01&toDate=2024-12-31')).statusCode).toBe(200);
    const bad = await daily('fromDate=yesterday&service_type=Pigeon&customer_id=99999999999');
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['customer_id', 'fromDate', 'service_type']);
    // a day whose range would step past year 9999 is refused, not a server error
    expect((await daily('fromDate=9998-12-20&toDate=9999-01-02')).json().errors).toEqual([
      { field: 'toDate', message: M.badDate, code: 'field.invalid' },
    ]);
    expect((await hourly('dates=9999-12-31')).json().errors).toEqual([{ field: 'dates.0', message: M.badDate, code: 'field.invalid' }]);
  });
});

describe('GET /reports/calls/callstatisticshourly', () => {
  it('has 24 rows per date, in the order given, with the hours’ KPIs', async () => {
    const res = await hourly(`dates=2025-06-03,2025-06-01&customer_id=${companyA}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(48);
    expect(data.map((r: { date: string; hour: number }) => `${r.date} ${r.hour}`).slice(22, 26)).toEqual([
      '2025-06-03 22',
      '2025-06-03 23',
      '2025-06-01 0',
      '2025-06-01 1',
    ]);
    expect(data[23]).toEqual({ date: '2025-06-03', hour: 23, ...oneFailed });
    expect(data[24 + 9]).toEqual({
      date: '2025-06-01',
      hour: 9,
      callattempts: 3,
      successfulcalls: 3,
      minutes: 6,
      aloc: 120,
      asr: 100,
      ner: 100,
      pdd: 2,
      // loaded without inventory numbers: no call is rated
      costs: [],
    });
    expect(data[24 + 14]).toEqual({ date: '2025-06-01', hour: 14, ...oneFailed, ner: 100 });
    expect(data[24 + 10]).toEqual({ date: '2025-06-01', hour: 10, ...empty });
  });

  it('takes repeated dates too, applies the filters and the caller’s company', async () => {
    const attempts = async (q: string, token = ops) =>
      (await hourly(q, token)).json().data.reduce((n: number, r: { callattempts: number }) => n + r.callattempts, 0);
    expect(await attempts('dates=2025-06-01&dates=2025-06-03')).toBe(6);
    expect(await attempts('dates=2025-06-01&jurisdiction=France')).toBe(1);
    // staff over all companies read the all-customer hourly counters, which have no city: a city reads per company
    expect(await attempts('dates=2025-06-01,2025-06-03&service_type=DID&direction=outbound')).toBe(1);
    expect(await attempts('dates=2025-06-01&jurisdiction=Germany&city=Hamburg')).toBe(1);
    expect(await attempts('dates=2025-06-01&jurisdiction=Germany&city=Berlin')).toBe(3);
    expect(await attempts(`dates=2025-06-01&customer_id=${companyA}`, custB)).toBe(1);
    expect(await attempts('dates=2025-06-01', orphan)).toBe(0);
  });

  it('refuses no date, more than 4, a bad day and the same day twice', async () => {
    const errors = async (q: string) => {
      const res = await hourly(q);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await errors('dates=')).toEqual([{ field: 'dates', message: M.noDates, code: 'field.required' }]);
    expect(await errors('')).toEqual([{ field: 'dates', message: M.noDates, code: 'field.required' }]);
    expect(await errors('dates=2025-06-01,2025-06-02,2025-06-03,2025-06-04,2025-06-05')).toEqual([
      { field: 'dates', message: M.tooManyDates, code: 'field.too_long' },
    ]);
    expect(await errors('dates=2025-06-31')).toEqual([{ field: 'dates.0', message: M.badDate, code: 'field.invalid' }]);
    expect(await errors('dates=2025-06-01,2025-06-01')).toEqual([{ field: 'dates', message: M.dateTaken, code: 'field.invalid' }]);
  });
});

describe('GET /reports/download/calls/callstatistics', () => {
  it('exports the daily rows of the range with the statistics columns', async () => {
    const res = await get(`/reports/download/calls/callstatistics?format=csv&${RANGE}&customer_code=CUSA`);
    expect(res.statusCode).toBe(202);
    const { filename } = res.json().data;
    expect(filename).toMatch(/^callstatistics(-[a-z0-9_]+)*-\d{14}-[0-9a-f]{8}\.csv$/);
    expect((await get('/downloads')).json().data[0]).toMatchObject({ filename, status: 'Completed', rows: 4 });
    const text = await fs.readFile(path.join(ctx.config.dataDir, 'exports', filename), 'utf8');
    expect(text.slice(1).trimEnd().split('\r\n')).toEqual([
      CALL_STATISTICS_EXPORT_COLUMNS.join(','),
      // no rated call, no cost
      '2025-06-01,4,3,6,120,75,100,2,,',
      // no calls, no ratios: empty cells
      '2025-06-02,0,0,0,,,,,,',
      '2025-06-03,1,0,0,,0,0,,,',
      '2025-06-04,0,0,0,,,,,,',
    ]);
  });

  it('writes each day’s cost in its currency, a further currency on a row of its own', async () => {
    const rated = (minute: number, currency: string, cost: string) => ({
      seized_at: `2025-07-01T10:0${minute}:00Z`,
      answered_at: `2025-07-01T10:0${minute}:05Z`,
      duration_seconds: 60,
      service_type: 'DID',
      called_number: '+4930100000',
      jurisdiction: 'Germany',
      customer_id: companyA,
      billed_seconds: 60,
      rate: cost,
      cost,
      currency,
      rating_source: 'number_charges',
      rating_source_id: 1,
      rating_increment: '60/60',
    });
    await insertRatedCalls(ctx.database.db, [rated(1, 'EUR', '0.1000'), rated(2, 'USD', '2.0000'), rated(3, 'EUR', '0.0200')]);
    const res = await get(
      `/reports/download/calls/callstatistics?format=csv&fromDate=2025-07-01&toDate=2025-07-01&customer_id=${companyA}`,
    );
    expect(res.statusCode).toBe(202);
    const text = await fs.readFile(path.join(ctx.config.dataDir, 'exports', res.json().data.filename), 'utf8');
    const [, ...lines] = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^2025-07-01,3,3,3,.*,0\.1200,EUR$/);
    expect(lines[1]).toBe('2025-07-01,,,,,,,,2.0000,USD');
  });

  it('exports a customer’s own figures only', async () => {
    const res = await get(
      `/reports/download/calls/callstatistics?format=csv&fromDate=2025-06-01&toDate=2025-06-01&customer_id=${companyA}`,
      custB,
    );
    const text = await fs.readFile(path.join(ctx.config.dataDir, 'exports', res.json().data.filename), 'utf8');
    expect(text.slice(1).trimEnd().split('\r\n')[1]).toBe('2025-06-01,1,1,0.5,30,100,100,2,,');
  });
});

describe('GET /reports/calls/callcauses', () => {
  const causes = (q: string, token = ops) => get(`/reports/calls/callcauses?${q}`, token);

  it('breaks the attempts down per Q.850 cause with share, E.411 class and NER effectiveness, and shows its rule', async () => {
    const res = await causes(`${RANGE}&customer_id=${companyA}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2025-06-01', to: '2025-06-04', attempts: 5, effective: 4, rule: CAUSE_RULE });
    expect(body.data).toEqual([
      { cause: 16, cause_name: 'Normal clearing', answered: true, count: 3, share: 60, class: 'answered', effective: true },
      { cause: 17, cause_name: 'User busy', answered: false, count: 1, share: 20, class: 'user_busy', effective: true },
      {
        cause: 42,
        cause_name: 'Switching equipment congestion',
        answered: false,
        count: 1,
        share: 20,
        class: 'network_failure',
        effective: false,
      },
    ]);
    // the same calls as the daily statistics: attempts and NER agree
    const totals = (await daily(`${RANGE}&customer_id=${companyA}`)).json().totals;
    expect(totals.callattempts).toBe(body.attempts);
    expect(totals.ner).toBe((body.effective / body.attempts) * 100);
  });

  it('matches the calls it summarises, whatever the filters', async () => {
    for (const q of ['', 'jurisdiction=Germany', 'direction=outbound', 'service_type=ITFS', `customer_id=${companyB}`]) {
      const body = (await causes(`${RANGE}&${q}`)).json();
      const counted = Object.fromEntries(
        body.data.map((r: { cause: number; answered: boolean; count: number }) => [`${r.cause}|${r.answered}`, r.count]),
      );
      const where = [
        `seized_at >= '2025-06-01T00:00:00Z' and seized_at < '2025-06-05T00:00:00Z'`,
        q.startsWith('jurisdiction') ? `jurisdiction = 'Germany'` : null,
        q.startsWith('direction') ? `direction = 'outbound'` : null,
        q.startsWith('service_type') ? `service_type = 'ITFS'` : null,
        q.startsWith('customer_id') ? `customer_id = ${companyB}` : null,
      ].filter(Boolean);
      const rows = (
        (await ctx.database.db.execute(
          sql.raw(
            `select completion_code as cause, answered_at is not null as answered, count(*)::int as n from calls where ${where.join(' and ')} group by 1, 2`,
          ),
        )) as unknown as { rows: { cause: number; answered: boolean; n: number }[] }
      ).rows;
      expect(counted, q).toEqual(Object.fromEntries(rows.map((r) => [`${r.cause}|${r.answered}`, r.n])));
      expect(body.attempts, q).toBe(rows.reduce((n, r) => n + r.n, 0));
    }
  });

  it('shows customers their own company’s calls only; exports the rows', async () => {
    expect((await causes(`${RANGE}&customer_id=${companyA}`, custB)).json()).toMatchObject({ attempts: 1, effective: 1 });
    expect((await causes(RANGE, orphan)).json()).toMatchObject({ data: [], attempts: 0 });
    const res = await get(`/reports/download/calls/callcauses?format=csv&${RANGE}&customer_code=CUSA`);
    expect(res.statusCode).toBe(202);
    const text = await fs.readFile(path.join(ctx.config.dataDir, 'exports', res.json().data.filename), 'utf8');
    expect(text.slice(1).trimEnd().split('\r\n')).toEqual([
      CAUSE_BREAKDOWN_COLUMNS.join(','),
      '16,Normal clearing,true,3,60,answered,true',
      '17,User busy,false,1,20,user_busy,true',
      '42,Switching equipment congestion,false,1,20,network_failure,false',
    ]);
  });
});

describe('GET /reports/orders/summaryoverview', () => {
  it('counts orders per service type in the catalogue’s order, only types with orders, and the total', async () => {
    const res = await get('/reports/orders/summaryoverview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { service_type: 'ITFS', count: 2 },
        { service_type: 'DID', count: 4 },
        { service_type: 'SIP Trunking', count: 4 },
      ],
      total: 10,
    });
  });

  it('filters by company (id or code) and jurisdiction (any case) for staff', async () => {
    const overview = async (q: string, token = ops) => (await get(`/reports/orders/summaryoverview?${q}`, token)).json();
    expect(await overview(`customer_id=${companyA}`)).toEqual({
      data: [
        { service_type: 'ITFS', count: 2 },
        { service_type: 'DID', count: 3 },
      ],
      total: 5,
    });
    expect(await overview('customer_code=cusb&jurisdiction=germany')).toEqual({
      data: [
        { service_type: 'DID', count: 1 },
        { service_type: 'SIP Trunking', count: 4 },
      ],
      total: 5,
    });
    expect(await overview('customer_code=NOPE')).toEqual({ data: [], total: 0 });
    expect(await overview('jurisdiction=France')).toEqual({ data: [{ service_type: 'ITFS', count: 2 }], total: 2 });
  });

  it('shows customers only their own company’s orders; a customer without a company none', async () => {
    const overview = async (q: string, token: string) => (await get(`/reports/orders/summaryoverview?${q}`, token)).json();
    expect(await overview(`customer_id=${companyA}`, custB)).toEqual({
      data: [
        { service_type: 'DID', count: 1 },
        { service_type: 'SIP Trunking', count: 4 },
      ],
      total: 5,
    });
    expect(await overview('customer_code=CUSB', custA)).toMatchObject({ total: 5 });
    expect(await overview('', orphan)).toEqual({ data: [], total: 0 });
    expect((await get('/reports/orders/summaryoverview?customer_id=abc')).statusCode).toBe(400);
  });
});

describe('GET /reports/{category}/{report_name}', () => {
  it('answers 404 for an unknown report, without touching the export route', async () => {
    for (const url of ['/reports/orders/nothing', '/reports/calls/callstatisticsweekly', '/reports/download/calls']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'report.unknown', message: UNKNOWN_REPORT });
    }
    expect((await get('/reports/download/calls/nothing?format=csv')).json().message).toBe('This report cannot be exported');
  });
});
