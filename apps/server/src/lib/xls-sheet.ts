import * as XLSX from '@e965/xlsx';
import {
  corrupt,
  type SpreadsheetLimits,
  SpreadsheetError,
  tooManyColumns,
  tooManyRows,
  XLS_MAX_ROWS,
  xlsTooManyRows,
} from './spreadsheet-limits.ts';
import { computeFormula, FormulaNotComputed, type FormulaValue, isTextFormula } from './xls-formulas.ts';
import { dateCellText, isTimeFormat, type RawRow } from './xlsx-stream.ts';

/**
 * The legacy `.xls` of an upload, read whole by SheetJS (spreadsheet.ts reads an xlsx as a stream instead): the first
 * visible sheet's rows as text, the way the streaming xlsx reader gives them.
 */

/** A sheet as spreadsheet.ts reads it: its name and its rows (the header row first) as they come. */
export interface RowSource {
  sheetName: string;
  rows: AsyncIterable<RawRow>;
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString();
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

/**
 * A cell read by SheetJS as the streaming xlsx reader gives it (lib/xlsx-stream.ts): text trimmed, errors blank,
 * date-formatted numbers as their day or date and time (`dateCellText`).
 */
export function sheetJsCellText(cell: XLSX.CellObject | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'e') return '';
  if (cell.t === 'n' && typeof cell.v === 'number' && typeof cell.z === 'string' && XLSX.SSF.is_date(cell.z)) {
    return dateCellText(cell.v, isTimeFormat(cell.z) ? 2 : 1, date1904);
  }
  return cellText(cell.v);
}

/**
 * An xls, read whole by SheetJS no further than the row limit allows (a few leading blank rows included). A legacy
 * binary sheet is parsed into memory at once (about 5 KB of heap per row of the inventory template), so it is held
 * to `XLS_MAX_ROWS` rows whatever the upload allows, with a message that says to save the sheet as xlsx (streamed).
 * The first visible sheet is read (SheetJS parses every sheet of an xls whatever it is asked). Formula cells give
 * their cached result (a text result from the STRING record); a text formula whose file holds 0 instead of its text
 * (an .ods saved again as .xls by LibreOffice) is computed (lib/xls-formulas.ts), and refused when it cannot be.
 * Date cells are read as in an xlsx (`dateCellText`).
 */
export function xlsSource(data: Buffer, limits: SpreadsheetLimits): RowSource {
  const maxRows = Math.min(limits.maxRows, XLS_MAX_ROWS);
  const sheetRows = maxRows + 12;
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(data, {
      type: 'buffer',
      sheetRows,
      dense: true,
      cellDates: false,
      cellNF: true,
      cellFormula: true,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw corrupt();
  }
  // Hidden 1, very hidden 2: sheets of lookups or stale rows nobody meant to upload
  const visible = wb.SheetNames.findIndex((_, i) => !wb.Workbook?.Sheets?.[i]?.Hidden);
  const sheetName = wb.SheetNames[visible];
  const ws = sheetName === undefined ? undefined : wb.Sheets[sheetName];
  if (!sheetName || !ws) throw corrupt();
  const ref = ws['!ref'];
  if (!ref) throw new SpreadsheetError('empty', 422, 'The sheet is empty');
  const range = XLSX.utils.decode_range(ref);
  const full = ws['!fullref'] ? XLSX.utils.decode_range(ws['!fullref']) : range;
  if (Math.max(range.e.r, full.e.r) - range.s.r > maxRows || range.e.r >= sheetRows - 1) {
    throw maxRows < limits.maxRows ? xlsTooManyRows(maxRows, limits.maxRows) : tooManyRows(limits.maxRows);
  }
  if (Math.max(range.e.c, full.e.c) - range.s.c + 1 > limits.maxColumns) throw tooManyColumns(limits.maxColumns);
  const date1904 = Boolean(wb.Workbook?.WBProps?.date1904);
  const dense = (ws['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  const computed = xlsFormulaValues(dense);
  const text = (cell: XLSX.CellObject | undefined, r: number, c: number) => {
    const v = computed(r, c);
    return v === undefined ? sheetJsCellText(cell, date1904) : cellText(v);
  };
  async function* rows(): AsyncGenerator<RawRow> {
    for (let r = range.s.r; r <= range.e.r; r++) {
      const line = dense[r] ?? [];
      const texts: string[] = [];
      for (let c = range.s.c; c <= range.e.c; c++) texts.push(text(line[c], r, c));
      if (texts.some(Boolean) || r === range.s.r) yield { row: r + 1, cells: texts };
    }
  }
  return { sheetName, rows: rows() };
}

/**
 * The values of the sheet's formula cells whose stored result cannot be trusted: a formula stored with the result 0
 * that computes to text (LibreOffice writes 0 for the text result of a formula it did not compute again) takes its
 * text; a text formula (by its form) that cannot be computed is refused, since 0 is certainly not what it shows.
 * Every other cell: undefined (its stored value stands).
 */
function xlsFormulaValues(dense: (XLSX.CellObject | undefined)[][]) {
  const done = new Map<string, FormulaValue | undefined>();
  const busy = new Set<string>();
  const suspect = (cell: XLSX.CellObject | undefined): cell is XLSX.CellObject & { f: string } =>
    cell?.t === 'n' && cell.v === 0 && typeof cell.f === 'string' && cell.f !== '';

  function computed(r: number, c: number): FormulaValue | undefined {
    const cell = dense[r]?.[c];
    if (!suspect(cell)) return undefined;
    const key = `${r}:${c}`;
    if (done.has(key)) return done.get(key);
    // a circular reference, or a chain of references deeper than a person writes by hand
    if (busy.has(key) || busy.size >= 1000) throw new FormulaNotComputed('circular or too deep');
    let value: FormulaValue | undefined;
    busy.add(key);
    try {
      const v = computeFormula(cell.f, valueAt);
      // a number: the stored result was right
      value = typeof v === 'string' ? v : undefined;
    } catch (e) {
      if (!(e instanceof FormulaNotComputed)) throw e;
      if (isTextFormula(cell.f)) throw formulaRefused(XLSX.utils.encode_cell({ r, c }), cell.f);
      value = undefined;
    } finally {
      busy.delete(key);
    }
    done.set(key, value);
    return value;
  }

  /** A cell's value as a formula reads it: computed, stored, or null when blank; an error value is not computed. */
  function valueAt(r: number, c: number): FormulaValue {
    const v = computed(r, c);
    if (v !== undefined) return v;
    const cell = dense[r]?.[c];
    if (!cell || cell.v === undefined || cell.v === null || cell.t === 'z') return null;
    if (cell.t === 'e') throw new FormulaNotComputed('error value');
    if (typeof cell.v === 'string' || typeof cell.v === 'number' || typeof cell.v === 'boolean') return cell.v;
    throw new FormulaNotComputed('unknown value');
  }

  return computed;
}

const formulaRefused = (ref: string, formula: string) =>
  new SpreadsheetError(
    'formula',
    422,
    `Cell ${ref} holds a formula whose text the file does not keep (=${formula.slice(0, 100)}): please open the file in Excel or LibreOffice and save it as .xlsx`,
  );
