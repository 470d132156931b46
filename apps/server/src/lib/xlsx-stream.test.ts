import { describe, expect, it } from 'vitest';
import { makeZip } from '../../test/spreadsheets.ts';
import { openSpreadsheet, readSpreadsheet, SpreadsheetError } from './spreadsheet.ts';
import { columnIndex, isDateFormat, serialToIso } from './xlsx-stream.ts';

/**
 * The streaming xlsx reader on workbooks written the way Excel and other producers write them (by hand here):
 * namespace prefixes, relationships to non-default paths, rich shared strings, date styles, cells without
 * references, and sheets damaged or over the limit part-way through.
 */

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function workbookZip(opts: {
  sheet: string;
  strings?: string;
  styles?: string;
  prefix?: string;
  date1904?: boolean;
  /** The `state` of the two sheets (none: visible). */
  states?: [string?, string?];
}) {
  const state = (i: 0 | 1) => (opts.states?.[i] ? ` state="${opts.states[i]}"` : '');
  const x = opts.prefix ? `${opts.prefix}:` : '';
  const xmlns = opts.prefix ? `xmlns:${opts.prefix}="${NS}"` : `xmlns="${NS}"`;
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${xml}`) });
  return makeZip([
    part('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    part(
      '_rels/.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${TYPE}/officeDocument" Target="book/main.xml"/></Relationships>`,
    ),
    part(
      'book/main.xml',
      `<${x}workbook ${xmlns} xmlns:r="${REL}">${opts.date1904 ? `<${x}workbookPr date1904="1"/>` : ''}<${x}sheets><${x}sheet name="Numbers" sheetId="1"${state(0)} r:id="rId7"/><${x}sheet name="Other" sheetId="2"${state(1)} r:id="rId8"/></${x}sheets></${x}workbook>`,
    ),
    part(
      'book/_rels/main.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId8" Type="${TYPE}/worksheet" Target="sheets/other.xml"/><Relationship Id="rId7" Type="${TYPE}/worksheet" Target="/book/sheets/first.xml"/><Relationship Id="rId3" Type="${TYPE}/sharedStrings" Target="strings.xml"/><Relationship Id="rId4" Type="${TYPE}/styles" Target="styles.xml"/></Relationships>`,
    ),
    part('book/sheets/first.xml', `<${x}worksheet ${xmlns}>${opts.sheet}</${x}worksheet>`),
    part(
      'book/sheets/other.xml',
      `<${x}worksheet ${xmlns}><${x}sheetData><${x}row r="1"><${x}c r="A1" t="inlineStr"><${x}is><${x}t>wrong sheet</${x}t></${x}is></${x}c></${x}row></${x}sheetData></${x}worksheet>`,
    ),
    part('book/strings.xml', `<${x}sst ${xmlns}>${opts.strings ?? ''}</${x}sst>`),
    part('book/styles.xml', `<${x}styleSheet ${xmlns}>${opts.styles ?? ''}</${x}styleSheet>`),
  ]);
}

const STYLES =
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/><numFmt numFmtId="165" formatCode="&quot;days &quot;0.00"/></numFmts>' +
  '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>';

async function problem(data: Buffer, limits = {}) {
  try {
    await readSpreadsheet({ filename: 'upload.xlsx', data }, limits);
  } catch (e) {
    if (e instanceof SpreadsheetError) return e.problem;
    throw e;
  }
  return 'none';
}

describe('streaming xlsx reader', () => {
  it('reads the first sheet through the relationships, with shared, rich and inline strings, dates, numbers, booleans and errors', async () => {
    const strings =
      '<si><t>service number</t></si><si><r><t>commencement</t></r><r><rPr><b/></rPr><t xml:space="preserve"> date</t></r><rPh><t>ignored</t></rPh></si>' +
      '<si><t>line_x000D_break</t></si><si/><si><t>  padded  </t></si>';
    const sheet =
      '<dimension ref="A1:F3"/><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Amount</t></is></c><c r="D1" t="inlineStr"><is><t>flag</t></is></c><c r="E1" t="inlineStr"><is><t>note</t></is></c><c r="F1" t="inlineStr"><is><t>custom</t></is></c></row>' +
      '<row r="2"><c r="A2"><v>442030000000</v></c><c r="B2" s="1"><v>46327</v></c><c r="C2" s="3"><v>1.5E-2</v></c><c r="D2" t="b"><v>1</v></c><c r="E2" t="s"><v>2</v></c><c r="F2" s="2"><v>46328.5</v></c></row>' +
      '<row r="3"><c r="A3" t="str"><f>A2&amp;""</f><v>+44 20 3000 0001</v></c><c r="B3" t="e"><v>#N/A</v></c><c r="C3" t="s"><v>3</v></c><c r="D3" t="b"><v>0</v></c><c r="E3" t="s"><v>4</v></c></row>' +
      '</sheetData>';
    const parsed = await readSpreadsheet({ filename: 'Upload.XLSX', data: workbookZip({ sheet, strings, styles: STYLES }) });
    expect(parsed.sheetName).toBe('Numbers');
    expect(parsed.headers).toEqual(['service_number', 'commencement_date', 'amount', 'flag', 'note', 'custom']);
    expect(parsed.rows).toEqual([
      {
        row: 2,
        values: {
          service_number: '442030000000',
          commencement_date: '2026-11-01',
          amount: '0.015',
          flag: 'true',
          note: 'line\rbreak',
          custom: '2026-11-02 12:00:00',
        },
      },
      {
        row: 3,
        values: { service_number: '+44 20 3000 0001', commencement_date: '', amount: '', flag: 'false', note: 'padded', custom: '' },
      },
    ]);
  });

  it('understands namespace prefixes, cells without references and the 1904 date system', async () => {
    const sheet =
      '<x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>b</x:t></x:is></x:c></x:row>' +
      '<x:row><x:c><x:v>7</x:v></x:c><x:c s="1"><x:v>0</x:v></x:c></x:row></x:sheetData>';
    const styles = '<x:cellXfs><x:xf numFmtId="0"/><x:xf numFmtId="14"/></x:cellXfs>';
    const parsed = await readSpreadsheet({ filename: 'x.xlsx', data: workbookZip({ sheet, styles, prefix: 'x', date1904: true }) });
    expect(parsed.rows).toEqual([{ row: 2, values: { a: '7', b: '1904-01-01' } }]);
  });

  it('reads the first visible sheet: a hidden or very hidden one before it is passed over', async () => {
    const sheet = '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>hidden</t></is></c></row></sheetData>';
    for (const state of ['hidden', 'veryHidden']) {
      const parsed = await readSpreadsheet({ filename: 'x.xlsx', data: workbookZip({ sheet, states: [state] }) });
      expect([parsed.sheetName, parsed.headers]).toEqual(['Other', ['wrong_sheet']]);
    }
    expect((await readSpreadsheet({ filename: 'x.xlsx', data: workbookZip({ sheet, states: ['visible'] }) })).headers).toEqual(['hidden']);
    // a workbook no one can see any sheet of is no spreadsheet Excel would write
    expect(await problem(workbookZip({ sheet, states: ['hidden', 'veryHidden'] }))).toBe('corrupt');
  });

  it('skips leading rows without values (formatting only) and takes the first row with values as the header', async () => {
    const sheet =
      '<sheetData><row r="1" s="2" customFormat="1"><c r="A1" s="2"/></row><row r="3"><c r="B3" t="inlineStr"><is><t>Name</t></is></c></row>' +
      '<row r="4"/><row r="5"><c r="B5" t="inlineStr"><is><t>acme</t></is></c></row></sheetData>';
    const parsed = await readSpreadsheet({ filename: 'x.xlsx', data: workbookZip({ sheet }) });
    expect(parsed.headers).toEqual(['name']);
    expect(parsed.rows).toEqual([{ row: 5, values: { name: 'acme' } }]);
  });

  it('hands rows over in batches as the sheet is read', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`).join('');
    const data = workbookZip({ sheet: `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c></row>${rows}</sheetData>` });
    const sheet = await openSpreadsheet({ filename: 'x.xlsx', data });
    const sizes: number[] = [];
    let last = '';
    for await (const batch of sheet.batches(1000)) {
      sizes.push(batch.length);
      last = batch.at(-1)?.values.n ?? '';
    }
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(last).toBe('2499');
  });

  it('refuses a declared range beyond the limits before the first data row', async () => {
    const sheet = '<dimension ref="A1:B60001"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c></row></sheetData>';
    expect(await problem(workbookZip({ sheet }), { maxRows: 50_000 })).toBe('rows');
    const wide = '<dimension ref="A1:ZZ2"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c></row></sheetData>';
    expect(await problem(workbookZip({ sheet: wide }))).toBe('columns');
  });

  it('refuses, part-way through, a sheet that declares no range but holds too many rows or a cell too far right', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`).join('');
    const sheet = `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c></row>${rows}</sheetData>`;
    expect(await problem(workbookZip({ sheet }), { maxRows: 29 })).toBe('rows');
    expect(await problem(workbookZip({ sheet }), { maxRows: 30 })).toBe('none');
    const far =
      '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c></row><row r="2"><c r="KZ2"><v>1</v></c></row></sheetData>';
    expect(await problem(workbookZip({ sheet: far }))).toBe('columns');
  });

  it('refuses damaged XML, a missing shared string and a workbook without its sheet as damaged', async () => {
    expect(await problem(workbookZip({ sheet: '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c></row><row><c>' }))).toBe(
      'corrupt',
    );
    expect(await problem(workbookZip({ sheet: '<sheetData><row r="1"><c r="A1" t="s"><v>9</v></c></row></sheetData>' }))).toBe('corrupt');
    expect(await problem(workbookZip({ sheet: '<sheetData><row><c><v>1</c></row></sheetData>' }))).toBe('corrupt');
    const noSheet = makeZip([{ name: 'xl/workbook.xml', data: Buffer.from(`<workbook xmlns="${NS}"><sheets/></workbook>`) }]);
    expect(await problem(noSheet)).toBe('corrupt');
  });
});

describe('cell helpers', () => {
  it.each([
    ['A1', 0],
    ['Z9', 25],
    ['AA10', 26],
    ['XFD1048576', 16383],
    ['12', -1],
  ])('column of %s is %i', (ref, index) => expect(columnIndex(ref)).toBe(index));

  it.each([
    ['dd/mm/yyyy', true],
    ['[$-409]mmmm d, yyyy;@', true],
    ['h:mm AM/PM', true],
    ['[h]:mm:ss', true],
    ['0.00', false],
    ['#,##0 "days"', false],
    ['[Red]0.00', false],
    ['General', false],
    ['0\\d', false],
  ])('format %s shows a date: %s', (code, date) => expect(isDateFormat(code)).toBe(date));

  it('turns date serials into ISO date-times in both date systems', () => {
    expect(serialToIso(45322)).toBe('2024-01-31T00:00:00.000Z');
    expect(serialToIso(45322.75)).toBe('2024-01-31T18:00:00.000Z');
    expect(serialToIso(0, true)).toBe('1904-01-01T00:00:00.000Z');
  });
});
