import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { makeZip, PNG, problemOf, xls, xlsx, xlsxBomb, zipEntries } from '../../test/spreadsheets.ts';
import { DEFAULT_SPREADSHEET_LIMITS, detectFormat, inspectZip, readSpreadsheet, XLS_MAX_BYTES, XLS_MAX_ROWS } from './spreadsheet.ts';
import { buildTemplate } from './spreadsheet-template.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/spreadsheets');
const ROWS = [['Name', ' Master Email ', 'VAT-number'], ['Acme', ' boss@acme.example ', 12345678901], [], ['Beta', 'b@beta.example', true]];

describe('reading spreadsheets', () => {
  it.each([
    ['xlsx', xlsx],
    ['xls', xls],
  ] as const)('reads the first sheet of an %s into rows keyed by normalised header', async (ext, write) => {
    const sheet = await readSpreadsheet({ filename: `Customers.${ext.toUpperCase()}`, data: write(ROWS) });
    expect(sheet.format).toBe(ext);
    expect(sheet.headers).toEqual(['name', 'master_email', 'vat_number']);
    expect(sheet.rows).toEqual([
      { row: 2, values: { name: 'Acme', master_email: 'boss@acme.example', vat_number: '12345678901' } },
      { row: 4, values: { name: 'Beta', master_email: 'b@beta.example', vat_number: 'true' } },
    ]);
  });

  it.each(['openpyxl.xlsx', 'libreoffice.xlsx', 'libreoffice.xls'])(
    'reads the first visible sheet of a workbook whose first sheet is hidden (%s)',
    async (variant) => {
      const name = `inventory.hidden-first.${variant}`;
      const sheet = await readSpreadsheet({ filename: name, data: fs.readFileSync(path.join(FIXTURES, name)) });
      expect(sheet.sheetName).toBe('Numbers');
      expect(sheet.rows.map((r) => [r.values.service_number, r.values.commencement_date, r.values.expiration_date])).toEqual([
        ['+442079460401', '2025-01-01 00:00:00', '2025-12-31 23:59:59'],
        ['+442079460402', '2025-03-01 09:15:00', ''],
      ]);
    },
  );

  it('gives empty cells as empty text, date cells as their day, and ignores unnamed columns', async () => {
    const sheet = await readSpreadsheet({
      filename: 'x.xlsx',
      data: xlsx([
        ['a', '', 'c'],
        ['1', 'lost', ''],
        [new Date(Date.UTC(2024, 0, 31)), '', 'z'],
      ]),
    });
    expect(sheet.headers).toEqual(['a', 'c']);
    expect(sheet.rows[0]?.values).toEqual({ a: '1', c: '' });
    expect(sheet.rows[1]?.values.a).toBe('2024-01-31');
  });

  it('keeps a header named __proto__ as a plain key', async () => {
    const sheet = await readSpreadsheet({
      filename: 'x.xlsx',
      data: xlsx([
        ['__proto__', 'name'],
        ['{"x":1}', 'n'],
      ]),
    });
    const values = sheet.rows[0]!.values;
    expect(Object.getOwnPropertyDescriptor(values, '__proto__')?.value).toBe('{"x":1}');
    expect(values.name).toBe('n');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('answers an empty list for a header-only sheet and refuses an empty sheet', async () => {
    expect((await readSpreadsheet({ filename: 'x.xlsx', data: xlsx([['name']]) })).rows).toEqual([]);
    expect(await problemOf(() => readSpreadsheet({ filename: 'x.xlsx', data: xlsx([]) }))).toMatchObject({
      problem: 'empty',
      statusCode: 422,
    });
    expect(await problemOf(() => readSpreadsheet({ filename: 'x.xlsx', data: xlsx([[''], ['value']]) }))).toMatchObject({
      problem: 'empty',
    });
  });
});

describe('file type', () => {
  it.each([
    ['a .csv', 'x.csv', Buffer.from('name\nacme\n')],
    ['no extension', 'customers', xlsx(ROWS)],
    ['a PNG named .xlsx', 'photo.xlsx', PNG],
    ['a PNG named .xls', 'photo.xls', PNG],
    ['an xls named .xlsx', 'x.xlsx', xls(ROWS)],
    ['an xlsx named .xls', 'x.xls', xlsx(ROWS)],
    ['an empty file', 'x.xlsx', Buffer.alloc(0)],
  ])('refuses %s with 415 and the spec’s message', async (_what, filename, data) => {
    expect(await problemOf(() => readSpreadsheet({ filename, data }))).toEqual({
      problem: 'type',
      statusCode: 415,
      message: 'Please upload xlsx/xls file',
    });
  });

  it('names the allowed formats in the message', async () => {
    expect(() => detectFormat('x.xls', xls(ROWS), ['xlsx'])).toThrow('Please upload xlsx file');
    expect(detectFormat('X.XLSX', xlsx(ROWS))).toBe('xlsx');
  });
});

describe('limits', () => {
  it('refuses a file over the size limit with 413', async () => {
    const data = xlsx(ROWS);
    expect(await problemOf(() => readSpreadsheet({ filename: 'x.xlsx', data }, { maxBytes: data.length - 1 }))).toMatchObject({
      problem: 'size',
      statusCode: 413,
    });
  });

  it.each([
    ['xlsx', xlsx],
    ['xls', xls],
  ] as const)('takes exactly the row limit and refuses one more (%s)', async (ext, write) => {
    const rows = (n: number) => [['name'], ...Array.from({ length: n }, (_, i) => [`company ${i}`])];
    expect((await readSpreadsheet({ filename: `x.${ext}`, data: write(rows(20)) }, { maxRows: 20 })).rows).toHaveLength(20);
    expect(await problemOf(() => readSpreadsheet({ filename: `x.${ext}`, data: write(rows(21)) }, { maxRows: 20 }))).toEqual({
      problem: 'rows',
      statusCode: 422,
      message: 'The sheet has more than 20 rows',
    });
  });

  it('refuses rows far below the others, past blank rows, when the sheet declares its range', async () => {
    const rows: unknown[][] = [['name'], ['a']];
    rows[60] = ['far away'];
    expect(await problemOf(() => readSpreadsheet({ filename: 'x.xlsx', data: xlsx(rows) }, { maxRows: 20 }))).toMatchObject({
      problem: 'rows',
    });
  });

  it('refuses too many columns', async () => {
    const wide = [Array.from({ length: 30 }, (_, i) => `c${i}`)];
    expect(await problemOf(() => readSpreadsheet({ filename: 'x.xlsx', data: xlsx(wide) }, { maxColumns: 29 }))).toMatchObject({
      problem: 'columns',
      statusCode: 422,
    });
  });
});

describe('damaged files', () => {
  it.each([
    ['a zip signature then noise', 'x.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300, 1)])],
    ['half an xlsx', 'x.xlsx', xlsx(ROWS).subarray(0, 2000)],
    [
      'an OLE signature then noise',
      'x.xls',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(900, 3)]),
    ],
    ['a zip without a workbook', 'x.xlsx', makeZip([{ name: 'hello.txt', data: Buffer.from('hello') }])],
    ['an encrypted zip entry', 'x.xlsx', makeZip([{ name: 'a.xml', data: Buffer.from('<a/>'), flags: 1 }])],
    ['an entry whose size is overstated', 'x.xlsx', makeZip([{ name: 'a.xml', data: Buffer.from('<a/>'), declaredSize: 400 }])],
  ])('refuses %s with 400', async (_what, filename, data) => {
    expect(await problemOf(() => readSpreadsheet({ filename, data }))).toMatchObject({ problem: 'corrupt', statusCode: 400 });
  });

  it('reads an xlsx rebuilt entry by entry (the zip writer of these tests is sound)', async () => {
    const rebuilt = makeZip(zipEntries(xlsx(ROWS)));
    expect((await readSpreadsheet({ filename: 'x.xlsx', data: rebuilt })).rows).toHaveLength(2);
  });
});

describe('zip bombs', () => {
  it('refuses a small xlsx whose sheet inflates past the total limit, before parsing', async () => {
    const bomb = xlsxBomb(80);
    expect(bomb.length).toBeLessThan(DEFAULT_SPREADSHEET_LIMITS.maxBytes);
    const started = Date.now();
    expect(await problemOf(() => readSpreadsheet({ filename: 'bomb.xlsx', data: bomb }))).toMatchObject({
      problem: 'bomb',
      statusCode: 422,
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an entry compressed far beyond the ratio limit', async () => {
    const bomb = xlsxBomb(4);
    expect(await problemOf(() => readSpreadsheet({ filename: 'bomb.xlsx', data: bomb }))).toMatchObject({ problem: 'bomb' });
  });

  it('refuses an entry that inflates to more than its declared size', async () => {
    const sheet = Buffer.concat([
      Buffer.from('<worksheet><sheetData>'),
      Buffer.alloc(8 * 1024 * 1024, ' '),
      Buffer.from('</sheetData></worksheet>'),
    ]);
    const liar = makeZip(
      zipEntries(xlsx(ROWS)).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data: sheet, declaredSize: 1000 } : e)),
    );
    expect(await problemOf(() => readSpreadsheet({ filename: 'x.xlsx', data: liar }))).toMatchObject({ problem: 'bomb' });
  });

  it('refuses zip64 markers and too many entries', async () => {
    const zip64 = makeZip([{ name: 'a.xml', data: Buffer.from('<a/>'), declaredSize: 0xffffffff }]);
    expect(await problemOf(() => inspectZip(zip64, DEFAULT_SPREADSHEET_LIMITS))).toMatchObject({ problem: 'bomb' });
    const many = makeZip(Array.from({ length: 12 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('<a/>') })));
    expect(await problemOf(() => inspectZip(many, { ...DEFAULT_SPREADSHEET_LIMITS, maxEntries: 10 }))).toMatchObject({ problem: 'bomb' });
  });
});

describe('templates', () => {
  it('builds an xlsx with the header row and the example row', async () => {
    const file = buildTemplate({ columns: ['name', 'master_email'], example: { name: 'Acme' }, sheetName: 'Customers' });
    expect([...file.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const wb = XLSX.read(file, { type: 'buffer' });
    expect(wb.SheetNames).toEqual(['Customers']);
    const rows = XLSX.utils.sheet_to_json(wb.Sheets.Customers!, { header: 1, defval: '' });
    expect(rows).toEqual([
      ['name', 'master_email'],
      ['Acme', ''],
    ]);
    expect((await readSpreadsheet({ filename: 'template.xlsx', data: file })).rows).toEqual([
      { row: 2, values: { name: 'Acme', master_email: '' } },
    ]);
  });
});

describe('legacy .xls limits (read whole, in the sheet worker)', () => {
  const big = { maxRows: 50_000, maxBytes: 30 * 1024 * 1024 };
  it('refuses more than 10,000 rows with a message to save the sheet as xlsx', async () => {
    const rows = [['a'], ...Array.from({ length: XLS_MAX_ROWS + 1 }, (_, i) => [i])];
    expect(await problemOf(() => readSpreadsheet({ filename: 'big.xls', data: xls(rows) }, big))).toEqual({
      problem: 'rows',
      statusCode: 422,
      message: 'An .xls file may hold at most 10,000 rows: please save the sheet as .xlsx (up to 50,000 rows)',
    });
  });
  it('refuses an xls over 5 MB before parsing it, with the same advice', async () => {
    // an OLE compound file's signature and 6 MB: refused on its size, never parsed
    const data = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(XLS_MAX_BYTES + 1024 * 1024)]);
    expect(await problemOf(() => readSpreadsheet({ filename: 'big.xls', data }, big))).toEqual({
      problem: 'size',
      statusCode: 413,
      message: 'An .xls file may be at most 5 MB: please save the sheet as .xlsx (up to 30 MB)',
    });
  });
});
