import * as XLSX from '@e965/xlsx';
import { CARRIER_MESSAGES as M, CARRIER_TEMPLATE_COLUMNS, CARRIER_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { multipart, PNG, xls, xlsx, xlsxBomb } from '../../../test/spreadsheets.ts';
import { carriers } from '../../db/schema.ts';

let ctx: TestContext;
let ops: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await addAccount(ctx, { email: 'ops@gsn.test', account_type_id: 130 });
  ops = await login(ctx, 'ops@gsn.test');
  // 12 carriers, inserted out of order
  await ctx.database.db
    .insert(carriers)
    .values([
      { cic: '5102', cs: 'Global Crossing', clli_name: 'NYCKNY77DS0' },
      { cic: '0288', cs: 'AT&T Communications', clli_name: 'NYCMNY54DS0' },
      { cic: '0123', cs: 'Legacy' },
      ...Array.from({ length: 9 }, (_, i) => ({ cic: `70${i}0`, cs: `Carrier ${i}` })),
    ]);
});
afterAll(async () => ctx?.close());

const get = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/carriers${query}`, headers: bearer(ops) });
const post = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/carriers', payload: payload as object, headers: bearer(ops) });
const upload = (filename: string, data: Buffer, field = 'file') => {
  const { payload, headers } = multipart(filename, data, field);
  return ctx.app.inject({ method: 'POST', url: '/api/carriers/bulk', payload, headers: { ...headers, ...bearer(ops) } });
};
const count = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(carriers))[0]!.n;
const sheet = (rows: Partial<Record<(typeof CARRIER_TEMPLATE_COLUMNS)[number], unknown>>[]) => [
  [...CARRIER_TEMPLATE_COLUMNS],
  ...rows.map((r) => CARRIER_TEMPLATE_COLUMNS.map((c) => r[c] ?? '')),
];

describe('GET /carriers', () => {
  it('lists 10 per page sorted by cic as a number, with the total', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(12);
    expect(body.data).toHaveLength(10);
    expect(body.data.slice(0, 3).map((c: { cic: string }) => c.cic)).toEqual(['0123', '0288', '5102']);
    expect(body.data[1]).toMatchObject({ id: expect.any(Number), cic: '0288', cs: 'AT&T Communications', clli_name: 'NYCMNY54DS0' });
    const page2 = (await get('?page=1')).json();
    expect(page2.data.map((c: { cic: string }) => c.cic)).toEqual(['7070', '7080']);
  });

  it('searches cic, cs and clli_name, orders by other columns and refuses unknown ones', async () => {
    expect((await get('?search=at%26t')).json().data.map((c: { cic: string }) => c.cic)).toEqual(['0288']);
    expect((await get('?search=nyck')).json().data.map((c: { cic: string }) => c.cic)).toEqual(['5102']);
    expect((await get('?search=70')).json().count).toBe(9);
    const desc = (await get('?orderby=cic&asc=false&limit=2')).json().data.map((c: { cic: string }) => c.cic);
    expect(desc).toEqual(['7080', '7070']);
    expect((await get('?orderby=cs&limit=1')).json().data[0].cs).toBe('AT&T Communications');
    const bad = await get('?orderby=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'orderby', message: 'Sort by one of: cic, cs, clli_name, createdAt', code: 'field.invalid' },
    ]);
  });
});

describe('POST /carriers', () => {
  it('adds a carrier (CLLI upper-cased, blanks stored as null)', async () => {
    const res = await post({ cic: '0432', cs: ' Lightyear ', clli_name: 'lsvlky02ds0' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: M.added, data: { cic: '0432', cs: 'Lightyear', clli_name: 'LSVLKY02DS0' } });
    const bare = await post({ cic: '0433', cs: '', clli_name: '' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data).toMatchObject({ cic: '0433', cs: null, clli_name: null });
  });

  it('stores a 3-digit CIC as its 4-digit form', async () => {
    const res = await post({ cic: '699' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.cic).toBe('0699');
  });

  it.each(['0288', '288'])('refuses a duplicate CIC (%s) with 409', async (cic) => {
    const before = await count();
    const res = await post({ cic });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.cicTaken, errors: [{ field: 'cic', message: M.cicTaken }] });
    expect(await count()).toBe(before);
  });

  it.each([
    [{}, 'cic', M.cicRequired],
    [{ cic: '' }, 'cic', M.cicRequired],
    [{ cic: '12' }, 'cic', M.cicFormat],
    [{ cic: '12345' }, 'cic', M.cicFormat],
    [{ cic: '12a4' }, 'cic', M.cicFormat],
    [{ cic: '0999', clli_name: 'SHORT' }, 'clli_name', M.clliFormat],
    [{ cic: '0999', cs: 'x'.repeat(101) }, 'cs', M.csTooLong],
  ])('validates %j', async (payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation.failed');
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
  });
});

describe('GET /templates/carriers', () => {
  it('downloads the template, which uploads back as one created row', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/templates/carriers', headers: bearer(ops) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="carriers-template.xlsx"');
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows).toEqual([[...CARRIER_TEMPLATE_COLUMNS], CARRIER_TEMPLATE_COLUMNS.map((c) => CARRIER_TEMPLATE_EXAMPLE[c])]);
    // the example CIC 0288 exists already
    expect((await upload('carriers-template.xlsx', res.rawPayload)).json()).toEqual({
      data: [{ row: 2, status: 'exist', errors: [{ field: 'cic', message: M.cicTaken }] }],
    });
  });
});

describe('POST /carriers/bulk', () => {
  it('creates the valid rows and reports existing and invalid ones per row', async () => {
    const before = await count();
    const rows = sheet([
      { cic: '0555', cs: 'Cable & Wireless', clli_name: 'VIENVA01DS0' },
      { cic: 288, cs: 'Existing' },
      { cic: '12', clli_name: 'bad' },
      {},
      { cs: 'No CIC' },
      { cic: '0555', cs: 'Repeated in the file' },
      { cic: 5656 },
    ]);
    const res = await upload('Carriers.xlsx', xlsx(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { row: 2, status: 'created', errors: [] },
      // a numeric cell lost the leading zero: 288 is 0288
      { row: 3, status: 'exist', errors: [{ field: 'cic', message: M.cicTaken }] },
      {
        row: 4,
        status: 'error',
        errors: [
          { field: 'cic', message: M.cicFormat },
          { field: 'clli_name', message: M.clliFormat },
        ],
      },
      { row: 6, status: 'error', errors: [{ field: 'cic', message: M.cicRequired }] },
      { row: 7, status: 'exist', errors: [{ field: 'cic', message: M.cicTaken }] },
      { row: 8, status: 'created', errors: [] },
    ]);
    expect(await count()).toBe(before + 2);
    const created = (await get('?search=vienva')).json().data;
    expect(created).toEqual([expect.objectContaining({ cic: '0555', cs: 'Cable & Wireless', clli_name: 'VIENVA01DS0' })]);
  });

  it('reports a stored CIC as existing and reads .xls files', async () => {
    const res = await upload('legacy.xls', xls(sheet([{ cic: '5102' }, { cic: 698, cs: 'Verizon Business' }])));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { row: 2, status: 'exist', errors: [{ field: 'cic', message: M.cicTaken }] },
      { row: 3, status: 'created', errors: [] },
    ]);
    expect((await get('?search=verizon')).json().data).toEqual([expect.objectContaining({ cic: '0698' })]);
  });

  describe('refuses the whole file, writing nothing', () => {
    const cases: [string, () => { filename: string; data: Buffer; field?: string }, number, string][] = [
      ['a CSV file', () => ({ filename: 'carriers.csv', data: Buffer.from('cic,cs\n0777,X\n') }), 415, 'Please upload xlsx/xls file'],
      ['a PNG named .xlsx', () => ({ filename: 'carriers.xlsx', data: PNG }), 415, 'Please upload xlsx/xls file'],
      [
        'a file over 5 MB',
        () => ({ filename: 'big.xlsx', data: Buffer.concat([xlsx([['cic']]), Buffer.alloc(5 * 1024 * 1024)]) }),
        413,
        'The file is too large (at most 5 MB)',
      ],
      [
        'a damaged xlsx',
        () => ({ filename: 'x.xlsx', data: xlsx(sheet([{ cic: '0777' }])).subarray(0, 3000) }),
        400,
        'The file is damaged or is not a spreadsheet',
      ],
      [
        'a zip bomb',
        () => ({ filename: 'bomb.xlsx', data: xlsxBomb(80) }),
        422,
        'The file expands to more data than a spreadsheet upload may hold',
      ],
      [
        'more than 5000 rows',
        () => ({ filename: 'many.xlsx', data: xlsx(sheet(Array.from({ length: 5001 }, (_, i) => ({ cic: String(1000 + i) })))) }),
        422,
        'The sheet has more than 5000 rows',
      ],
      [
        'a file without the cic column',
        () => ({
          filename: 'x.xlsx',
          data: xlsx([
            ['code', 'cs'],
            ['0777', 'X'],
          ]),
        }),
        422,
        'The file does not match the template: missing column cic',
      ],
      [
        'a file in another field',
        () => ({ filename: 'x.xlsx', data: xlsx(sheet([{ cic: '0777' }])), field: 'upload' }),
        400,
        'Please upload xlsx/xls file',
      ],
    ];
    it.each(cases)('%s', async (_what, make, status, message) => {
      const before = await count();
      const f = make();
      const res = await upload(f.filename, f.data, f.field);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message });
      expect(await count()).toBe(before);
    });
  });
});
