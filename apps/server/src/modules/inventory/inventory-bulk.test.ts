import * as XLSX from '@e965/xlsx';
import { INVENTORY_MESSAGES as M, INVENTORY_TEMPLATE_COLUMNS, INVENTORY_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { probedWhile } from '../../../test/concurrent.ts';
import { makeZip, multipart, PNG, xls, xlsx, zipEntries } from '../../../test/spreadsheets.ts';
import { customers, inventoryNumbers, vendors } from '../../db/schema.ts';

let ctx: TestContext;
let ops: string;
let company: number;

beforeAll(async () => {
  ctx = await createTestContext();
  company = (
    await ctx.database.db
      .insert(customers)
      .values({ name: 'Cust One', provider_insight_company_code: 'CUS001' })
      .returning({ id: customers.id })
  )[0]!.id;
  await ctx.database.db.insert(vendors).values({ name: 'Vendor One', provider_insight_company_code: 'VND001' });
  await ctx.database.db
    .insert(inventoryNumbers)
    .values({ service_number: '+442079460100', service_type: 'DID', jurisdiction: 'United Kingdom' });
  await addAccount(ctx, { email: 'ops@gsn.test', account_type_id: 130 });
  ops = await login(ctx, 'ops@gsn.test');
});
afterAll(async () => ctx?.close());

type Col = (typeof INVENTORY_TEMPLATE_COLUMNS)[number];
const sheet = (rows: Partial<Record<Col, unknown>>[], columns: readonly string[] = INVENTORY_TEMPLATE_COLUMNS) => [
  [...columns],
  ...rows.map((r) => columns.map((c) => r[c as Col] ?? '')),
];
const upload = (filename: string, data: Buffer) => {
  const { payload, headers } = multipart(filename, data);
  return ctx.app.inject({ method: 'POST', url: '/api/invnumbers/bulk', payload, headers: { ...headers, ...bearer(ops) } });
};
const count = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(inventoryNumbers))[0]!.n;
const uk = (n: string, extra: Partial<Record<Col, unknown>> = {}) => ({
  service_number: n,
  service_type: 'DID',
  jurisdiction: 'United Kingdom',
  ...extra,
});

describe('GET /templates/invnumbers', () => {
  it('downloads the columns and one example row, which uploads as created', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/templates/invnumbers', headers: bearer(ops) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="invnumbers-template.xlsx"');
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows[0]).toEqual([...INVENTORY_TEMPLATE_COLUMNS]);
    expect(rows[1]).toEqual(INVENTORY_TEMPLATE_COLUMNS.map((c) => INVENTORY_TEMPLATE_EXAMPLE[c]));
    const up = await upload('invnumbers-template.xlsx', res.rawPayload);
    expect(up.json()).toEqual({ data: [{ row: 2, status: 'created', errors: [] }] });
    const [stored] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460000'));
    expect(stored).toMatchObject({ customer_id: company, jurisdiction: 'United Kingdom', nrc: '10.0000', commencement_date: '2025-01-01' });
  });
});

describe('POST /invnumbers/bulk', () => {
  it('creates valid rows and reports existing and wrong ones per row and column', async () => {
    const before = await count();
    const res = await upload(
      'inv.xlsx',
      xlsx(
        sheet([
          uk('+442079460101', { customer_insight_code: 'cus001', vendor_insight_code: 'VND001', mrc: 7.5 }),
          uk('442079460100'), // stored already
          uk('+44 20 7946 0101'), // earlier in this file
          uk('+44 20', { nrc: 'abc' }),
          uk('+442079460102', { jurisdiction: 'Atlantis', customer_insight_code: 'NOPE' }),
          uk('+442079460103', { vendor_insight_code: 'NOPE' }),
          {},
          uk('+442079460104', { jurisdiction: 'united kingdom', expired: 'TRUE' }),
        ]),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { row: 2, status: 'created', errors: [] },
      { row: 3, status: 'exist', errors: [{ field: 'service_number', message: M.taken }] },
      { row: 4, status: 'exist', errors: [{ field: 'service_number', message: M.taken }] },
      {
        row: 5,
        status: 'error',
        errors: [
          { field: 'service_number', message: M.e164 },
          { field: 'nrc', message: expect.any(String) },
        ],
      },
      {
        row: 6,
        status: 'error',
        errors: [
          { field: 'jurisdiction', message: M.jurisdictionUnknown },
          { field: 'customer_insight_code', message: M.customerUnknown },
        ],
      },
      { row: 7, status: 'error', errors: [{ field: 'vendor_insight_code', message: M.vendorUnknown }] },
      { row: 9, status: 'created', errors: [] },
    ]);
    expect(await count()).toBe(before + 2);
    const [a] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460101'));
    expect(a).toMatchObject({ customer_id: company, mrc: '7.5000' });
    const [b] = await ctx.database.db.select().from(inventoryNumbers).where(eq(inventoryNumbers.service_number, '+442079460104'));
    expect(b).toMatchObject({ jurisdiction: 'United Kingdom', expired: true });
  });

  it('reads .xls and needs only the three required columns', async () => {
    const res = await upload('inv.xls', xls(sheet([uk('+442079460105')], ['service_number', 'service_type', 'jurisdiction'])));
    expect(res.json().data).toEqual([{ row: 2, status: 'created', errors: [] }]);
  });

  it('takes more rows than the other bulk uploads (6,000 in batches), answering other requests meanwhile', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => uk(`+1212555${String(i).padStart(4, '0')}`));
    const file = xlsx(sheet(rows, ['service_number', 'service_type', 'jurisdiction']));
    const { result: res, during } = await probedWhile(ctx, ops, () => upload('many.xlsx', file));
    // the connection is free between batches (PGlite: staged, published at the end): requests are answered while
    // the upload runs, not only after it (before issue 12 §9 none was, on the embedded engine)
    expect(during).toBeGreaterThanOrEqual(3);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { status: string }[];
    expect(data).toHaveLength(6000);
    expect(data.every((r) => r.status === 'created')).toBe(true);
    expect(
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(inventoryNumbers)
          .where(like(inventoryNumbers.service_number, '+1212555%'))
      )[0]!.n,
    ).toBe(6000);
  });

  it('refuses a whole file that is not a spreadsheet, lacks a required column or has too many rows, writing nothing', async () => {
    const before = await count();
    expect((await upload('inv.png', PNG)).statusCode).toBe(415);
    const missing = await upload('inv.xlsx', xlsx(sheet([uk('+442079460106')], ['service_number', 'service_type'])));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ field: 'jurisdiction', message: 'Missing column', code: 'upload.columns_missing' }]);
    const big = Array.from({ length: 50_001 }, (_, i) => [`+1213555${String(i % 10000).padStart(4, '0')}`]);
    const tooMany = await upload('big.xlsx', xlsx([['service_number'], ...big]));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('The sheet has more than 50000 rows');
    expect(await count()).toBe(before);
  });

  it('writes nothing when the sheet turns out damaged after the first batches went in (one transaction)', async () => {
    const before = await count();
    const rows = Array.from({ length: 2500 }, (_, i) => uk(`+1214555${String(i).padStart(4, '0')}`));
    const good = xlsx(sheet(rows, ['service_number', 'service_type', 'jurisdiction']));
    const damaged = makeZip(
      zipEntries(good).map((e) =>
        e.name === 'xl/worksheets/sheet1.xml'
          ? {
              ...e,
              data: Buffer.from(e.data.toString('utf8').replace('</sheetData>', '<row r="9000"><c r="A9000"><v>1</c></row></sheetData>')),
            }
          : e,
      ),
    );
    const res = await upload('damaged.xlsx', damaged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file is damaged or is not a spreadsheet');
    expect(await count()).toBe(before);
    expect((await upload('good.xlsx', good)).json().data.filter((r: { status: string }) => r.status === 'created')).toHaveLength(2500);
  });
});
