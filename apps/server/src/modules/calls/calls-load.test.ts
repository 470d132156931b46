import { CALL_TEMPLATE_COLUMNS, CALL_TEMPLATE_EXAMPLE, CALL_UPLOAD_MESSAGES as M } from '@gsn/domain';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, errorFields, type TestContext } from '../../../test/helpers.ts';
import { callLoadingWorld } from '../../../test/report-world.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';

let ctx: TestContext;
let ops: string;
let custA: string;
let companyA: number;
let companyB: number;
let vendor: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ companyA, companyB, ops, custA, vendor } = await callLoadingWorld(ctx));
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: unknown, token = ops) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload: payload as object });
const upload = (rows: unknown[][], token = ops) => {
  const { payload, headers } = multipart('calls.xlsx', xlsx(rows));
  return ctx.app.inject({ method: 'POST', url: '/api/calls/bulk', headers: { ...bearer(token), ...headers }, payload });
};
const stored = async (where: string) =>
  (
    (await ctx.database.db.execute(sql.raw(`select * from calls where ${where} order by seized_at`))) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;
const hourlyAttempts = async (customer: number) =>
  (
    (await ctx.database.db.execute(
      sql`select coalesce(sum(attempts), 0)::int as n from call_stats_hourly where customer_id = ${customer}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

describe('POST /calls', () => {
  it('loads one call onto its service number: company, vendor, service type, jurisdiction, city and counters', async () => {
    const res = await post('/calls', {
      ...CALL_TEMPLATE_EXAMPLE,
      CDR_SEIZTIME: '2025-03-01 09:15:02',
      CDR_ALERTTIME: '',
      CDR_ANSWERTIME: '2025-03-01 09:15:09',
      CDR_DISCTIME: '2025-03-01 09:18:40',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.added);
    const [row] = await stored(`seized_at = '2025-03-01T09:15:02Z'`);
    expect(row).toMatchObject({
      called_number: '+442079460000',
      customer_id: companyA,
      vendor_id: vendor,
      service_type: 'ITFS',
      jurisdiction: 'United Kingdom',
      city: 'London',
      duration_seconds: 211,
      completion_code: 16,
      ic_customer_name: 'Example Carrier',
    });
    expect(await hourlyAttempts(companyA)).toBe(1);
    // the customer sees it among their calls
    const list = await ctx.app.inject({ method: 'GET', url: '/api/calls?fromDate=2025-03-01&toDate=2025-03-01', headers: bearer(custA) });
    expect(list.json().data.map((c: { CDR_CLDNUM: string }) => c.CDR_CLDNUM)).toEqual(['+442079460000']);
  });

  it('refuses the same call twice (409), an unknown service number (422) and bad fields (400), writing nothing', async () => {
    const call = { CDR_SEIZTIME: '2025-03-02 10:00:00', CDR_CLDNUM: '+442079460000', CDR_CLGNUM: '+33612345678' };
    expect((await post('/calls', call)).statusCode).toBe(201);
    const again = await post('/calls', call);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.duplicate);
    const unknown = await post('/calls', { ...call, CDR_CLDNUM: '+442079469999' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'CDR_CLDNUM', message: M.unknownNumber, code: 'call.unknown_number' }]);
    // an outbound call's service number is the calling number
    const outbound = await post('/calls', { ...call, DIRECTION: 'outbound', CDR_CLDNUM: '+33612345678', CDR_CLGNUM: '+442079469999' });
    expect(outbound.json().errors).toEqual([{ field: 'CDR_CLGNUM', message: M.unknownNumber, code: 'call.unknown_number' }]);
    const bad = await post('/calls', { CDR_SEIZTIME: 'yesterday', CDR_CLDNUM: '+442079460000', CDR_COMPCODE: '300' });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['CDR_COMPCODE', 'CDR_SEIZTIME']);
    expect(await stored(`seized_at::date = '2025-03-02'`)).toHaveLength(1);
  });

  it('is staff work: a customer gets 403', async () => {
    expect((await post('/calls', { CDR_SEIZTIME: '2025-03-03 10:00:00', CDR_CLDNUM: '+442079460000' }, custA)).statusCode).toBe(403);
  });
});

describe('POST /calls/bulk', () => {
  it('creates valid rows and reports duplicates, unknown numbers and wrong fields per row and column', async () => {
    const header = ['CDR_SEIZTIME', 'CDR_CLDNUM', 'CDR_CLGNUM', 'DIRECTION', 'CDR_ANSWERTIME', 'CDR_DISCTIME'];
    const res = await upload([
      header,
      ['2025-04-01 08:00:00', '+442079460000', '+33612345678', '', '2025-04-01 08:00:05', '2025-04-01 08:01:05'],
      ['2025-04-01 09:00:00', '+33612345678', '+49 30 100000', 'OUTBOUND', '', ''],
      // the same call as row 2: exist
      ['2025-04-01 08:00:00', '+442079460000', '+33612345678', '', '', ''],
      ['2025-04-01 10:00:00', '+442079469999', '', '', '', ''],
      ['not a time', '+442079460000', '', '', '', ''],
      ['2025-04-01 11:00:00', '+442079460000', '', '', '2025-04-01 10:00:00', ''],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { row: 2, status: 'created', errors: [] },
      { row: 3, status: 'created', errors: [] },
      { row: 4, status: 'exist', errors: [{ field: 'CDR_SEIZTIME', message: M.duplicate }] },
      { row: 5, status: 'error', errors: [{ field: 'CDR_CLDNUM', message: M.unknownNumber }] },
      { row: 6, status: 'error', errors: [{ field: 'CDR_SEIZTIME', message: M.time }] },
      { row: 7, status: 'error', errors: [{ field: 'CDR_ANSWERTIME', message: M.order }] },
    ]);
    const rows = await stored(`seized_at::date = '2025-04-01'`);
    expect(rows.map((r) => [r.called_number, r.customer_id, r.direction, r.duration_seconds])).toEqual([
      ['+442079460000', companyA, 'inbound', 60],
      ['+33612345678', companyB, 'outbound', 0],
    ]);
    // a second upload of the same file adds nothing
    const twice = await upload([header, ['2025-04-01 08:00:00', '+442079460000', '+33612345678', '', '', '']]);
    expect(twice.json().data[0].status).toBe('exist');
  });

  it('loads a call once however its calling number is written: numeric cell, +E.164, 00 prefix', async () => {
    const header = ['CDR_SEIZTIME', 'CDR_CLDNUM', 'CDR_CLGNUM'];
    const res = await upload([
      header,
      ['2025-06-01 08:00:00', '+442079460000', 33612345778],
      ['2025-06-01 08:00:00', '+442079460000', '+33612345778'],
      ['2025-06-01 08:00:00', '+442079460000', '0033612345778'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { status: string }) => r.status)).toEqual(['created', 'exist', 'exist']);
    // by POST /calls too, in a fourth spelling (the called number's country is the default: a UK national number)
    const again = await post('/calls', {
      CDR_SEIZTIME: '2025-06-01 08:00:00',
      CDR_CLDNUM: '+442079460000',
      CDR_CLGNUM: '0033 6 12 34 57 78',
    });
    expect(again.statusCode).toBe(409);
    const national = await post('/calls', {
      CDR_SEIZTIME: '2025-06-01 09:00:00',
      CDR_CLDNUM: '+442079460000',
      CDR_CLGNUM: '020 7946 0001',
    });
    expect(national.statusCode).toBe(201);
    const rows = await stored(`seized_at::date = '2025-06-01'`);
    expect(rows.map((r) => r.calling_number)).toEqual(['+33612345778', '+442079460001']);
    expect(await hourlyAttempts(companyA)).toBe(Number((await stored(`customer_id = ${companyA}`)).length));
  });

  it('takes the downloaded template as it is, and refuses a file without a required column, writing nothing', async () => {
    const template = await ctx.app.inject({ method: 'GET', url: '/api/templates/calls', headers: bearer(ops) });
    expect(template.statusCode).toBe(200);
    const wb = XLSX.read(template.rawPayload);
    const sheet = wb.Sheets[wb.SheetNames[0] as string] as XLSX.WorkSheet;
    const [columns, example] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(columns).toEqual([...CALL_TEMPLATE_COLUMNS]);
    const res = await upload([columns as string[], (example as string[]).map((v, i) => (i === 0 ? '2025-05-01 12:00:00' : v))]);
    expect(res.json().data).toEqual([{ row: 2, status: 'created', errors: [] }]);

    const missing = await upload([['CDR_SEIZTIME'], ['2025-05-02 12:00:00']]);
    expect(missing.statusCode).toBe(422);
    expect(await stored(`seized_at::date = '2025-05-02'`)).toHaveLength(0);
  });

  it("loads a file larger than one of the embedded engine's merge statements: the first of two equal calls wins across them, no stage is left behind", async () => {
    const header = ['CDR_SEIZTIME', 'CDR_CLDNUM', 'CDR_CLGNUM', 'DIRECTION'];
    // more rows than one merge statement takes (1,000 lines), a duplicate across two of them, an unknown number
    const rows: unknown[][] = [header];
    for (let i = 0; i < 1200; i++)
      rows.push([
        `2025-07-01 08:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        '+442079460000',
        `+3361234${String(i).padStart(4, '0')}`,
        'inbound',
      ]);
    rows.push(['2025-07-01 08:00:00', '+442079460000', '+33612340000', 'inbound']);
    rows.push(['2025-07-01 08:00:00', '+449999999999', '', 'inbound']);
    const res = await upload(rows);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { row: number; status: string }[];
    expect(data).toHaveLength(1202);
    expect(data.filter((r) => r.status === 'created')).toHaveLength(1200);
    expect(data.at(-2)).toMatchObject({ row: 1202, status: 'exist' });
    expect(data.at(-1)).toMatchObject({ row: 1203, status: 'error' });
    expect(await stored(`seized_at::date = '2025-07-01'`)).toHaveLength(1200);
    expect(await hourlyAttempts(companyA)).toBe(Number((await stored(`customer_id = ${companyA}`)).length));
    const left = (await ctx.database.db.execute(sql`select count(*)::int as n from bulk_publishes`)) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0]?.n).toBe(0);
  });
});
