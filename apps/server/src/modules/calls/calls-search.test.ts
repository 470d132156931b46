import fs from 'node:fs/promises';
import path from 'node:path';
import { CALL_RECORD_COLUMNS, REPORT_MESSAGES as M } from '@gsn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, errorFields, type TestContext } from '../../../test/helpers.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { type CallInsert, callsRepository } from './calls-repository.ts';

// The call records' search (number prefixes, release causes, answered seconds) with the report filters and the
// viewer's scope, on whichever engine the tests run (PGlite, or PostgreSQL with TEST_DATABASE_URL).

let ctx: TestContext;
let ops: string;
let custB: string;
let companyA: number;
let companyB: number;

const at = (s: string) => s as unknown as Date;
const call = (over: Partial<CallInsert>): CallInsert => ({
  seized_at: at('2025-06-02T10:00:00Z'),
  service_type: 'DID',
  direction: 'inbound',
  called_number: '+4930100000',
  jurisdiction: 'Germany',
  customer_id: companyA,
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  ({ companyA, companyB, ops, custB } = await reportWorld(ctx, 220));
  await callsRepository(ctx.database.db).insertCalls([
    call({
      called_number: '+4930100001',
      seized_at: at('2025-06-01T08:00:00Z'),
      calling_number: '+441632960001',
      completion_code: 16,
      duration_seconds: 120,
    }),
    call({
      called_number: '+4930100002',
      seized_at: at('2025-06-01T09:00:00Z'),
      calling_number: '+441632960002',
      completion_code: 16,
      duration_seconds: 30,
    }),
    call({ called_number: '+4930100003', seized_at: at('2025-06-01T10:00:00Z'), calling_number: '+33612345678', completion_code: 17 }),
    call({ called_number: '+4940100004', seized_at: at('2025-06-01T11:00:00Z'), calling_number: null, completion_code: 34 }),
    call({ called_number: '+4940100005', seized_at: at('2025-06-01T12:00:00Z'), calling_number: '+33198765432', completion_code: null }),
    call({
      called_number: '+33100000006',
      seized_at: at('2025-06-01T13:00:00Z'),
      calling_number: '+441632960003',
      completion_code: 16,
      duration_seconds: 600,
      jurisdiction: 'France',
      customer_id: companyB,
    }),
    call({
      called_number: '+33100000007',
      seized_at: at('2025-06-01T14:00:00Z'),
      calling_number: '+33612000000',
      completion_code: 17,
      jurisdiction: 'France',
      customer_id: companyB,
    }),
    // a day outside the range asked
    call({ called_number: '+4930100008', seized_at: at('2025-06-05T08:00:00Z'), calling_number: '+441632960004', completion_code: 16 }),
  ]);
});
afterAll(async () => ctx?.close());

const RANGE = 'fromDate=2025-06-01&toDate=2025-06-02';
const get = (url: string, token = ops) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
async function called(q: string, token = ops): Promise<string[]> {
  const res = await get(`/calls?${RANGE}&${q}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { CDR_CLDNUM: string }[]; count: number };
  expect(body.count).toBe(body.data.length);
  return body.data.map((r) => r.CDR_CLDNUM);
}

describe('GET /calls: searching the call records', () => {
  it('finds calls by the start of the calling number, written as people write numbers', async () => {
    const uk = ['+33100000006', '+4930100002', '+4930100001'];
    expect(await called('calling_prefix=%2B44')).toEqual(uk);
    expect(await called('calling_prefix=0044')).toEqual(uk);
    expect(await called('calling_prefix=44%201632')).toEqual(uk);
    expect(await called('calling_prefix=%2B441632960002')).toEqual(['+4930100002']);
    expect(await called('calling_prefix=%2B336')).toEqual(['+33100000007', '+4930100003']);
    expect(await called('calling_prefix=%2B7')).toEqual([]);
  });

  it('finds calls by the start of the called number', async () => {
    expect(await called('called_prefix=%2B4940')).toEqual(['+4940100005', '+4940100004']);
    expect(await called('called_prefix=33')).toEqual(['+33100000007', '+33100000006']);
  });

  it('finds calls by one or several release causes', async () => {
    expect(await called('cause=34')).toEqual(['+4940100004']);
    expect(await called('cause=17,34')).toEqual(['+33100000007', '+4940100004', '+4930100003']);
    expect(await called('cause=17&cause=34')).toEqual(['+33100000007', '+4940100004', '+4930100003']);
    expect(await called('cause=1')).toEqual([]);
  });

  it('finds calls by answered seconds, bounds included', async () => {
    expect(await called('min_duration=30')).toEqual(['+33100000006', '+4930100002', '+4930100001']);
    expect(await called('min_duration=31&max_duration=600')).toEqual(['+33100000006', '+4930100001']);
    expect(await called('max_duration=30&cause=16')).toEqual(['+4930100002']);
    expect(await called('min_duration=120&max_duration=120')).toEqual(['+4930100001']);
  });

  it('combines the search with the report filters and the viewer’s scope', async () => {
    expect(await called('calling_prefix=%2B44&jurisdiction=Germany&min_duration=60')).toEqual(['+4930100001']);
    expect(await called(`cause=16,17&customer_id=${companyB}`)).toEqual(['+33100000007', '+33100000006']);
    // a customer searches only their own company's calls
    expect(await called('calling_prefix=%2B44', custB)).toEqual(['+33100000006']);
    expect(await called(`cause=17&customer_id=${companyA}`, custB)).toEqual(['+33100000007']);
  });

  it('refuses bad values with a message on each field, never ignoring them', async () => {
    const res = await get('/calls?calling_prefix=abc&called_prefix=%2B3%25&cause=17,x&min_duration=1.5&max_duration=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation.failed');
    expect(errorFields(res)).toEqual(['called_prefix', 'calling_prefix', 'cause', 'max_duration', 'min_duration']);
    const order = await get('/calls?min_duration=90&max_duration=30');
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual([
      { field: 'min_duration', message: M.minAboveMax, code: 'field.invalid' },
      { field: 'max_duration', message: M.maxBelowMin, code: 'field.invalid' },
    ]);
    expect((await get('/calls?cause=128')).json().errors).toEqual([{ field: 'cause', message: M.badCause, code: 'field.invalid' }]);
  });
});

describe('the call records export with the search', () => {
  async function exported(q: string, token = ops): Promise<string[]> {
    const res = await get(`/reports/download/calls/callsummary?format=csv&${RANGE}&${q}`, token);
    expect(res.statusCode, res.body).toBe(202);
    const text = await fs.readFile(path.join(ctx.config.dataDir, 'exports', res.json().data.filename), 'utf8');
    const column = CALL_RECORD_COLUMNS.indexOf('CDR_CLDNUM');
    return text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[column]!);
  }

  it('exports the calls the search finds', async () => {
    expect(await exported('calling_prefix=0044&cause=16&min_duration=60')).toEqual(['+33100000006', '+4930100001']);
    expect(await exported('cause=17', custB)).toEqual(['+33100000007']);
  });

  it('refuses bad search values as the list does', async () => {
    const res = await get('/reports/download/calls/callsummary?format=csv&calling_prefix=x&cause=999');
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(['calling_prefix', 'cause']);
  });
});
