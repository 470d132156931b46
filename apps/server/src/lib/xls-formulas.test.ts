import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { problemOf } from '../../test/spreadsheets.ts';
import { readSpreadsheet } from './spreadsheet.ts';
import { computeFormula, FormulaNotComputed, type FormulaValue, isTextFormula } from './xls-formulas.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/spreadsheets');
const fixture = (name: string) => ({ filename: name, data: fs.readFileSync(path.join(FIXTURES, name)) });

/** A sheet's cells by A1 reference, as `computeFormula` reads them. */
const sheet =
  (cells: Record<string, FormulaValue>) =>
  (row: number, col: number): FormulaValue =>
    cells[`${String.fromCharCode(65 + col)}${row + 1}`] ?? null;

describe('text formulas of an .xls', () => {
  it('computes literals, &, arithmetic, same-sheet references and the text functions', () => {
    const cells = sheet({ A1: 'Acme', B1: 42, C1: true, D1: '  x  y ' });
    const cases: [string, FormulaValue][] = [
      ['"Rel3 "&"Alpha Ltd"', 'Rel3 Alpha Ltd'],
      ['"say ""hi"""', 'say "hi"'],
      ['A1&" "&B1&"/"&C1&E9', 'Acme 42/TRUE'],
      ['$A$1&(B1+8)/4', 'Acme12.5'],
      ['-B1*2+1', -83],
      ['CONCATENATE("Rel3 ",A1)', 'Rel3 Acme'],
      ['_xlfn.CONCAT(A1,"-",B1)', 'Acme-42'],
      ['UPPER(A1)&LOWER("XY")&PROPER("ann-marie o\'neil")', "ACMExyAnn-Marie O'Neil"],
      ['TRIM(D1)', 'x y'],
      ['LEFT(A1)&RIGHT(A1,2)&MID("xbeta.example",2,4)&LEFT(A1,0)', 'Amebeta'],
      ['SUBSTITUTE("a-b-c","-","+")&SUBSTITUTE("a-b-c","-","+",2)', 'a+b+ca-b+c'],
      ['REPT("ab",2)&LEN(A1)&T(B1)&T(A1)&CHAR(65)', 'abab4AcmeA'],
      ['"0"&"042"', '0042'],
    ];
    for (const [formula, value] of cases) expect([formula, computeFormula(formula, cells)]).toEqual([formula, value]);
  });

  it('does not compute other sheets, ranges, names, unknown functions, error values or text as a number', () => {
    const cells = sheet({ A1: 'text' });
    for (const formula of ['Sheet2!A1&"x"', "'My Sheet'!A1", 'SUM(A1:A3)', 'Price&"x"', 'VLOOKUP(A1,B1:C9,2)', 'A1+1', '1/0', '"a"&']) {
      expect(() => computeFormula(formula, cells), formula).toThrow(FormulaNotComputed);
    }
  });

  it('tells text formulas by their form', () => {
    const text = ['"a"', 'A1&B1', 'TEXT(A1,"0.00")', 'UPPER(A1)', 'TRIM(A1)&"x"', 'IF(A1>0,"yes",B1)', 'IFERROR(VLOOKUP(A1,B:C,2),"")'];
    expect(text.filter((f) => !isTextFormula(f))).toEqual([]);
    const other = ['A1', '2+3', 'SUM(A1:A3)', 'LEN(A1)', 'UPPER(A1)+1', 'IF(A1>0,1,2)', 'IF(A1="x",1,2)', 'CHOOSE(2,"a")+1'];
    expect(other.filter(isTextFormula)).toEqual([]);
  });

  it('reads the text formulas of an .ods saved again as .xls by LibreOffice (the file holds 0 for each)', async () => {
    const xls = await readSpreadsheet(fixture('customers.ods-saved.libreoffice.xls'));
    const xlsx = await readSpreadsheet(fixture('customers.ods-saved.libreoffice.xlsx'));
    expect(xls.rows).toEqual(xlsx.rows);
    expect(xls.rows.map((r) => [r.values.name, r.values.master_email, r.values.provider_insight_company_code])).toEqual([
      ['Rel3 Alpha Ltd', 'alpha@rel3.example', '0042'],
      ['Rel3 Beta Ltd', 'beta@rel3.example', 'REL3B'],
      ['Rel3 Alpha Ltd Two', 'two@rel3.example', 'REL3B2'],
    ]);
  });

  it('refuses an .xls text formula it cannot compute, naming the cell; the .xlsx keeps its text', async () => {
    expect(await problemOf(() => readSpreadsheet(fixture('formula-refused.ods-saved.libreoffice.xls')))).toEqual({
      problem: 'formula',
      statusCode: 422,
      message: expect.stringMatching(/^Cell A2 holds a formula whose text the file does not keep \(=TEXT\(.*save it as \.xlsx$/),
    });
    const xlsx = await readSpreadsheet(fixture('formula-refused.ods-saved.libreoffice.xlsx'));
    expect(xlsx.rows[0]?.values.name).toBe('1,234.50 Ltd');
  });
});
