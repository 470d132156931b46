import fs from 'node:fs/promises';
import path from 'node:path';
import { CALL_STATISTICS_HOURLY_COLUMNS, REPORTING_MESSAGES as M, ORDER_OVERVIEW_COLUMNS } from '@gsn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { orders, serviceNumberTypeOrderHistory } from '../../db/schema.ts';
import { type CallInsert, callsRepository } from '../calls/index.ts';

/** The hourly call statistics and order overview: their exports (CSV and XLSX) and the report types that run them. */
let ctx: TestContext;
let ops: string;
let custA: string;
let custB: string;
let companyA: number;
let companyB: number;

const call = (seized: string, customer: number, cause: number): CallInsert => ({
  seized_at: new Date(seized),
  service_type: 'DID',
  direction: 'inbound',
  called_number: '+4930100000',
  jurisdiction: 'Germany',
  customer_id: customer,
  completion_code: cause,
});

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
      reference: `R-${customerId}-${serviceType}-${i}`,
    })),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  ({ ops, custA, custB, companyA, companyB } = await reportWorld(ctx, 240));
  await callsRepository(ctx.database.db).insertCalls([
    call('2026-03-01T10:00:00Z', companyA, 17),
    call('2026-03-01T10:20:00Z', companyA, 42),
    call('2026-03-01T11:00:00Z', companyA, 17),
    call('2026-03-02T10:00:00Z', companyB, 17),
  ]);
  await addOrders(companyA, 'DID', 'Germany', 2);
  await addOrders(companyA, 'ITFS', 'France', 1);
  await addOrders(companyB, 'DID', 'Germany', 3);
});
afterAll(async () => ctx?.close());

const req = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const exported = async (filename: string) =>
  (await fs.readFile(path.join(ctx.config.dataDir, 'exports', filename), 'utf8')).slice(1).trimEnd().split('\r\n');
const download = async (url: string, token: string) => {
  const res = await req('GET', url, token);
  expect(res.statusCode, url).toBe(202);
  return res.json().data.filename as string;
};
const downloads = async (token: string) => (await req('GET', '/downloads', token)).json().data;

describe('GET /reports/download/calls/callstatisticshourly', () => {
  it('exports 24 rows per chosen day with the hour and the KPIs', async () => {
    const file = await download(`/reports/download/calls/callstatisticshourly?format=csv&dates=2026-03-01&customer_id=${companyA}`, ops);
    const lines = await exported(file);
    expect(lines[0]).toBe(CALL_STATISTICS_HOURLY_COLUMNS.join(','));
    expect(lines).toHaveLength(25);
    // hour 10: two attempts (busy, congestion), none answered; hour 11: one busy attempt; hour 9: nothing
    expect(lines[11]).toMatch(/^2026-03-01,10,2,0,0,/);
    expect(lines[12]).toMatch(/^2026-03-01,11,1,0,0,/);
    expect(lines[10]).toMatch(/^2026-03-01,9,0,0,0,/);
  });

  it('keeps a customer to their own company whatever it names, and writes XLSX too', async () => {
    const file = await download(
      `/reports/download/calls/callstatisticshourly?format=xlsx&dates=2026-03-01,2026-03-02&customer_id=${companyA}`,
      custB,
    );
    expect((await downloads(custB))[0]).toMatchObject({ filename: file, format: 'xlsx', status: 'Completed', rows: 48 });
    const csv = await exported(
      await download(`/reports/download/calls/callstatisticshourly?format=csv&dates=2026-03-01,2026-03-02&customer_id=${companyA}`, custB),
    );
    // company B: nothing on the 1st, its one call on the 2nd at 10:00
    expect(csv[11]).toMatch(/^2026-03-01,10,0,/);
    expect(csv[24 + 11]).toMatch(/^2026-03-02,10,1,/);
  });

  it('refuses the screen’s invalid dates', async () => {
    for (const q of ['', 'dates=2026-03-01,2026-03-01', 'dates=2026-03-01,2026-03-02,2026-03-03,2026-03-04,2026-03-05']) {
      const res = await req('GET', `/reports/download/calls/callstatisticshourly?format=csv&${q}`, ops);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors[0].field).toBe('dates');
    }
  });
});

describe('GET /reports/download/orders/summaryoverview', () => {
  it('exports the orders per service type, narrowed by company and jurisdiction for staff', async () => {
    expect(await exported(await download(`/reports/download/orders/summaryoverview?format=csv&customer_id=${companyA}`, ops))).toEqual([
      ORDER_OVERVIEW_COLUMNS.join(','),
      'ITFS,1',
      'DID,2',
    ]);
    expect(await exported(await download('/reports/download/orders/summaryoverview?format=csv&jurisdiction=germany', ops))).toEqual([
      ORDER_OVERVIEW_COLUMNS.join(','),
      'DID,5',
    ]);
  });

  it('shows a customer only their own company’s orders, in CSV and XLSX', async () => {
    expect(await exported(await download(`/reports/download/orders/summaryoverview?format=csv&customer_id=${companyA}`, custB))).toEqual([
      ORDER_OVERVIEW_COLUMNS.join(','),
      'DID,3',
    ]);
    const file = await download('/reports/download/orders/summaryoverview?format=xlsx', custA);
    expect((await downloads(custA))[0]).toMatchObject({ filename: file, format: 'xlsx', status: 'Completed', rows: 2 });
  });
});

describe('report types callstatisticshourly and summaryoverview', () => {
  it('runs an hourly report over each day of its period', async () => {
    const created = await req('POST', '/reporting/reports', ops, {
      name: 'Hourly, two days',
      type: 'callstatisticshourly',
      filters: { customer_id: companyA },
      period: { kind: 'fixed', from: '2026-03-01', to: '2026-03-02' },
      format: 'csv',
    });
    expect(created.statusCode).toBe(201);
    const run = await req('POST', `/reporting/reports/${created.json().data.id}/run`, ops);
    expect(run.statusCode).toBe(202);
    expect(run.json().data.filename).toMatch(/^callstatisticshourly(-[a-z0-9_]+)*-\d{14}-[0-9a-f]{8}\.csv$/);
    const lines = await exported(run.json().data.filename);
    expect(lines).toHaveLength(49);
    expect(lines[11]).toMatch(/^2026-03-01,10,2,/);
    expect(lines[24 + 11]).toMatch(/^2026-03-02,10,0,/); // company B's call is not company A's
  });

  it('refuses an hourly report over more days than the screen compares', async () => {
    const base = { name: 'Hourly', type: 'callstatisticshourly', format: 'csv' };
    const relative = await req('POST', '/reporting/reports', ops, { ...base, period: { kind: 'relative', relative: 'last7' } });
    expect(relative.statusCode).toBe(400);
    expect(relative.json().errors).toEqual([{ field: 'period.relative', message: M.hourlyDays, code: 'field.invalid' }]);
    const fixed = await req('POST', '/reporting/reports', ops, {
      ...base,
      period: { kind: 'fixed', from: '2026-03-01', to: '2026-03-05' },
    });
    expect(fixed.json().errors).toEqual([{ field: 'period.to', message: M.hourlyDays, code: 'field.invalid' }]);
    const yesterday = await req('POST', '/reporting/reports', ops, { ...base, period: { kind: 'relative', relative: 'yesterday' } });
    expect(yesterday.statusCode).toBe(201);
  });

  it('runs an order overview report as its owner, a customer limited to their company', async () => {
    const created = await req('POST', '/reporting/reports', custA, {
      name: 'Orders',
      type: 'summaryoverview',
      filters: { customer_id: companyB },
      format: 'xlsx',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.filters).toEqual({});
    const run = await req('POST', `/reporting/reports/${created.json().data.id}/run`, custA);
    expect(run.json().data.filename).toMatch(/^summaryoverview(-[a-z0-9_]+)*-\d{14}-[0-9a-f]{8}\.xlsx$/);
    expect((await downloads(custA))[0]).toMatchObject({ filename: run.json().data.filename, status: 'Completed', rows: 2 });
  });
});
