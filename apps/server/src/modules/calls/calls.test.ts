import fs from 'node:fs/promises';
import path from 'node:path';
import { CALL_RECORD_COLUMNS, CALLS_COUNT_CAP, daysBefore, REPORT_MESSAGES as M, todayUtc } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, errorFields, type TestContext } from '../../../test/helpers.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { vendors } from '../../db/schema.ts';
import { type CallInsert, callsRepository } from './calls-repository.ts';

let ctx: TestContext;
let ops: string; // 130: staff, 900 rl
let custA: string; // 200 of company A
let custB: string; // 220 of company B
let orphan: string; // 230 without a company
let companyA: number;
let companyB: number;
let companyC: number;
let vendor: number;

type Row = { id: number; CDR_CLDNUM: string; CDR_SEIZTIME: string; jurisdiction: string };

const call = (over: Partial<CallInsert>): CallInsert => ({
  seized_at: '2025-06-02T10:00:00Z' as unknown as Date,
  service_type: 'DID',
  direction: 'inbound',
  called_number: '+4930100000',
  jurisdiction: 'Germany',
  city: 'Berlin',
  customer_id: companyA,
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  ({ companyA, companyB, companyC, ops, custA, custB, orphan } = await reportWorld(ctx, 220));
  vendor = (await db.insert(vendors).values({ name: 'Vendor One' }).returning({ id: vendors.id }))[0]!.id;

  await callsRepository(db).insertCalls([
    call({
      called_number: '+4930100001',
      seized_at: '2025-06-01T08:00:00Z' as unknown as Date,
      alerted_at: '2025-06-01T08:00:02Z' as unknown as Date,
      answered_at: '2025-06-01T08:00:05Z' as unknown as Date,
      disconnected_at: '2025-06-01T08:02:05Z' as unknown as Date,
      duration_seconds: 120,
      calling_number: '+441632960001',
      connected_number: '+4930999999',
      origin: 'United Kingdom',
      destination: 'Germany',
      completion_code: 16,
      release_direction: 'calling',
      ic_customer_name: 'Alpha IC',
      og_customer_name: 'Alpha OG',
      vendor_id: vendor,
    }),
    // two calls seized at the same instant: the later id first
    call({ called_number: '+4930100002', seized_at: '2025-06-02T10:00:00Z' as unknown as Date, completion_code: 17 }),
    call({ called_number: '+4930100003', seized_at: '2025-06-02T10:00:00Z' as unknown as Date, completion_code: 34 }),
    call({ called_number: '+4940100004', seized_at: '2025-06-03T23:59:59Z' as unknown as Date, city: 'Hamburg', direction: 'outbound' }),
    call({ called_number: '+33100000005', jurisdiction: 'France', city: 'Paris', service_type: 'ITFS', customer_id: companyB }),
    call({ called_number: '+33100000006', jurisdiction: 'France', city: null, customer_id: companyB }),
    // outside the range asked below
    call({ called_number: '+4930100007', seized_at: '2025-05-31T23:59:59Z' as unknown as Date }),
    call({ called_number: '+4930100008', seized_at: '2025-06-04T00:00:00Z' as unknown as Date }),
    // no company
    call({ called_number: '+81300000009', jurisdiction: 'Japan', city: 'Tokyo', customer_id: null }),
  ]);
});
afterAll(async () => ctx?.close());

const get = (url: string, token = ops) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const RANGE = 'fromDate=2025-06-01&toDate=2025-06-03';
const numbers = (body: { data: Row[] }) => body.data.map((r) => r.CDR_CLDNUM);

describe('GET /calls', () => {
  it('lists the calls of the range newest first (ties by id), with the spec’s CDR names and ISO times', async () => {
    const res = await get(`/calls?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(numbers(body)).toEqual([
      '+4940100004',
      '+81300000009',
      '+33100000006',
      '+33100000005',
      '+4930100003',
      '+4930100002',
      '+4930100001',
    ]);
    expect(body).toMatchObject({ count: 7, count_capped: false, from: '2025-06-01', to: '2025-06-03' });
    expect(body.data.at(-1)).toEqual({
      id: expect.any(Number),
      CDR_SEIZTIME: '2025-06-01T08:00:00.000Z',
      SERVICE_TYPE: 'DID',
      vendor_name: 'Vendor One',
      CDR_CLDNUM: '+4930100001',
      CDR_CLGNUM: '+441632960001',
      CDR_CLDCNUM: '+4930999999',
      CDR_ORIGIN: 'United Kingdom',
      CDR_DESTINATION: 'Germany',
      CDR_DISCTIME: '2025-06-01T08:02:05.000Z',
      CDR_COMPCODE: 16,
      CDR_RELEASEDIR: 'calling',
      CDR_IC_CUSTOMER_NAME: 'Alpha IC',
      CDR_OG_CUSTOMER_NAME: 'Alpha OG',
      answer_time: '2025-06-01T08:00:05.000Z',
      alerting_time: '2025-06-01T08:00:02.000Z',
      duration_seconds: 120,
      direction: 'inbound',
      jurisdiction: 'Germany',
      city: 'Berlin',
      // loaded without an inventory number: no pricing rates it
      origin_type: null,
      billed_seconds: null,
      rate: null,
      cost: null,
      currency: null,
      unrated_reason: 'no_tariff',
    });
  });

  it('filters by service type, jurisdiction, city, direction, customer id and code (case-insensitive)', async () => {
    const list = async (q: string) => numbers((await get(`/calls?${RANGE}&${q}`)).json());
    expect(await list('service_type=ITFS')).toEqual(['+33100000005']);
    expect(await list('jurisdiction=France')).toEqual(['+33100000006', '+33100000005']);
    expect(await list('jurisdiction=Germany&city=Hamburg')).toEqual(['+4940100004']);
    expect(await list('direction=outbound')).toEqual(['+4940100004']);
    expect(await list(`customer_id=${companyB}`)).toEqual(['+33100000006', '+33100000005']);
    expect(await list('customer_code=cusb')).toEqual(['+33100000006', '+33100000005']);
    expect(await list('customer_code=NOPE')).toEqual([]);
    expect(await list(`customer_code=CUSA&customer_id=${companyB}`)).toEqual([]);
  });

  it('syncs calls loaded late: only those loaded at or after an instant, within the range', async () => {
    const since = new Date(Date.now() - 5).toISOString();
    const late = '+4930100099';
    await callsRepository(ctx.database.db).insertCalls([
      call({ called_number: late, seized_at: '2025-06-01T09:00:00Z' as unknown as Date }),
    ]);
    const polled = (await get(`/calls?${RANGE}&updated_since=${encodeURIComponent(since)}`)).json();
    expect(numbers(polled)).toEqual([late]);
    expect(polled.count).toBe(1);
    expect((await get(`/calls?${RANGE}&updated_since=soon`)).statusCode).toBe(400);
    await ctx.database.db.execute(sql`delete from calls where called_number = ${late}`);
  });

  it('pages with limit and page', async () => {
    const body = (await get(`/calls?${RANGE}&limit=2&page=1`)).json();
    expect(numbers(body)).toEqual(['+33100000006', '+33100000005']);
    expect(body.count).toBe(7);
  });

  it('shows customers only their own company’s calls, whatever company they ask for; none without a company', async () => {
    expect(numbers((await get(`/calls?${RANGE}&customer_id=${companyA}`, custB)).json())).toEqual(['+33100000006', '+33100000005']);
    expect(numbers((await get(`/calls?${RANGE}&customer_code=CUSA`, custB)).json())).toEqual(['+33100000006', '+33100000005']);
    const a = (await get(`/calls?${RANGE}&customer_id=${companyB}`, custA)).json();
    expect(numbers(a)).toEqual(['+4940100004', '+4930100003', '+4930100002', '+4930100001']);
    expect(a.count).toBe(4);
    // the vendor that carried a call is the provider's business: staff see it, customers never
    expect(a.data.at(-1)).toMatchObject({ CDR_CLDNUM: '+4930100001', vendor_name: null, CDR_CLDCNUM: '+4930999999' });
    expect((await get(`/calls?${RANGE}`, orphan)).json()).toMatchObject({ data: [], count: 0, count_capped: false });
  });

  it('covers the last 30 days up to today without dates', async () => {
    const today = todayUtc();
    const repo = callsRepository(ctx.database.db);
    await repo.insertCalls([
      call({ called_number: '+4930200001', seized_at: `${today}T00:00:00Z` as unknown as Date, customer_id: companyC }),
      call({ called_number: '+4930200002', seized_at: `${daysBefore(today, 29)}T00:00:00Z` as unknown as Date, customer_id: companyC }),
      call({ called_number: '+4930200003', seized_at: `${daysBefore(today, 30)}T23:59:59Z` as unknown as Date, customer_id: companyC }),
    ]);
    const body = (await get(`/calls?customer_id=${companyC}`)).json();
    expect(numbers(body)).toEqual(['+4930200001', '+4930200002']);
    expect(body).toMatchObject({ from: daysBefore(today, 29), to: today });
  });

  it('refuses bad dates and ranges with the spec’s messages on the fields', async () => {
    const res = await get('/calls?fromDate=2025-06-05&toDate=2025-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'fromDate', message: M.fromAfterTo, code: 'field.invalid' },
      { field: 'toDate', message: M.toBeforeFrom, code: 'field.invalid' },
    ]);
    const long = await get('/calls?fromDate=2024-01-01&toDate=2025-06-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'toDate', message: M.tooManyDays, code: 'field.invalid' }]);
    const bad = await get('/calls?fromDate=2025-02-30&direction=sideways&limit=500&customer_id=2147483648');
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['customer_id', 'direction', 'fromDate', 'limit']);
    expect((await get('/calls?toDate=9999-12-31')).statusCode).toBe(400);
  });
});

describe('GET /calls/jurisdictions and /calls/cities', () => {
  it('lists the jurisdictions and non-empty cities with calls the caller sees, sorted', async () => {
    expect((await get('/calls/jurisdictions')).json()).toEqual({ data: ['France', 'Germany', 'Japan'] });
    expect((await get('/calls/jurisdictions', custB)).json()).toEqual({ data: ['France'] });
    expect((await get('/calls/jurisdictions', orphan)).json()).toEqual({ data: [] });
    expect((await get('/calls/cities')).json()).toEqual({ data: ['Berlin', 'Hamburg', 'Paris', 'Tokyo'] });
    expect((await get('/calls/cities?jurisdiction=Germany')).json()).toEqual({ data: ['Berlin', 'Hamburg'] });
    expect((await get('/calls/cities?jurisdiction=Germany', custB)).json()).toEqual({ data: [] });
    expect((await get('/calls/cities', custB)).json()).toEqual({ data: ['Paris'] });
  });
});

describe('more calls than the count cap, and the call records export', () => {
  const DAY = '2025-01-15';
  const N = CALLS_COUNT_CAP + 1;

  beforeAll(async () => {
    // five calls per second, with microseconds the keyset must keep: 2,001 distinct instants
    const at = (i: number) =>
      `${new Date(Date.parse(`${DAY}T08:00:00Z`) + Math.floor(i / 5) * 1000).toISOString().slice(0, 19)}.${String(i % 3).padStart(6, '7')}Z`;
    const rows = Array.from({ length: N }, (_, i) =>
      call({ called_number: `+4930${String(i).padStart(7, '0')}`, seized_at: at(i) as unknown as Date, customer_id: companyC }),
    );
    expect(await callsRepository(ctx.database.db).insertCalls(rows)).toBe(N);
  });

  it('counts exactly up to 10,000, then says the count is capped', async () => {
    const capped = (await get(`/calls?fromDate=${DAY}&toDate=${DAY}`)).json();
    expect(capped).toMatchObject({ count: CALLS_COUNT_CAP, count_capped: true });
    expect(capped.data).toHaveLength(10);
    const exact = (await get(`/calls?fromDate=${DAY}&toDate=${DAY}&city=Nowhere`)).json();
    expect(exact).toMatchObject({ count: 0, count_capped: false });
  });

  it('exports every call record of the filters to CSV in keyset batches, newest first, none twice', async () => {
    const res = await get(`/reports/download/calls/callsummary?format=csv&fromDate=${DAY}&toDate=${DAY}&customer_code=cusc&limit=5&page=3`);
    expect(res.statusCode).toBe(202);
    const { filename } = res.json().data;
    // jobs run inline in tests: the file is done by now
    expect((await get('/downloads')).json().data[0]).toMatchObject({ filename, status: 'Completed', rows: N });
    const text = await fs.readFile(path.join(ctx.config.dataDir, 'exports', filename), 'utf8');
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CALL_RECORD_COLUMNS.join(','));
    expect(lines).toHaveLength(N + 1);
    const called = lines.slice(1).map((l) => l.split(',')[CALL_RECORD_COLUMNS.indexOf('CDR_CLDNUM')]);
    expect(new Set(called).size).toBe(N);
    const times = lines.slice(1).map((l) => l.split(',')[0]!);
    expect([...times].sort().reverse()).toEqual(times);
    expect(lines[1]).toMatch(/^2025-01-15T08:33:20\.\d{3}Z,DID,,\+4930001000\d,/);
    // the rating columns close each line: these calls were not answered, so billed nothing and cost 0.0000
    expect(CALL_RECORD_COLUMNS.slice(-6)).toEqual(['origin_type', 'billed_seconds', 'rate', 'cost', 'currency', 'unrated_reason']);
    expect(new Set(lines.slice(1).map((l) => l.split(',').slice(-6).join(',')))).toEqual(new Set([',0,,0.0000,,']));
  });

  it('exports only the caller’s own calls to a customer', async () => {
    const res = await get(`/reports/download/calls/callsummary?format=csv&${RANGE}&customer_id=${companyA}`, custB);
    expect(res.statusCode).toBe(202);
    const { filename } = res.json().data;
    const text = await fs.readFile(path.join(ctx.config.dataDir, 'exports', filename), 'utf8');
    const called = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[3]);
    expect(called).toEqual(['+33100000006', '+33100000005']);
  });

  it('refuses bad export filters like the list does', async () => {
    const res = await get('/reports/download/calls/callsummary?format=csv&fromDate=2025-06-05&toDate=2025-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'fromDate', message: M.fromAfterTo, code: 'field.invalid' },
      { field: 'toDate', message: M.toBeforeFrom, code: 'field.invalid' },
    ]);
  });
});
