import * as XLSX from '@e965/xlsx';
import type { ErrorCode } from '@gsn/domain';
import { AppError } from './errors.ts';
import { computeFormula, FormulaNotComputed, type FormulaValue, isTextFormula } from './xls-formulas.ts';
import { dateCellText, isTimeFormat, openXlsx, type RawRow } from './xlsx-stream.ts';
import { readZipDirectory, type ZipEntry, ZipError, type ZipLimits } from './zip.ts';

/**
 * Spreadsheet uploads and templates: an upload is untrusted, so its size, rows and zip entries are limited
 * (docs/security.md, Uploads).
 *
 * An upload is checked before it is parsed: the extension and the content signature must agree
 * (xlsx = zip `PK\x03\x04`, xls = OLE compound file `D0 CF 11 E0`), the size is capped, and an xlsx's zip
 * central directory is inspected (entry count, total declared size, compression ratio); every entry is then
 * inflated with its declared size as a cap, so a size that lies is caught (zip bomb, lib/zip.ts). The first visible
 * sheet is read row by row with a row cap, and its rows come back as objects keyed by the normalised header row.
 * Templates are written with SheetJS.
 */

export type SpreadsheetFormat = 'xlsx' | 'xls';
export type SpreadsheetProblem = 'type' | 'size' | 'corrupt' | 'bomb' | 'rows' | 'columns' | 'empty' | 'memory' | 'formula';

/** The error code of each problem (docs/error-codes.md). */
const PROBLEM_CODES = {
  type: 'upload.type_refused',
  size: 'upload.too_large',
  corrupt: 'upload.damaged',
  bomb: 'upload.zip_bomb',
  rows: 'upload.too_many_rows',
  columns: 'upload.too_many_columns',
  empty: 'upload.sheet_empty',
  memory: 'upload.too_much_data',
  formula: 'upload.formula_unreadable',
} as const satisfies Record<SpreadsheetProblem, ErrorCode>;

export class SpreadsheetError extends AppError {
  readonly problem: SpreadsheetProblem;
  constructor(problem: SpreadsheetProblem, statusCode: number, message: string) {
    super(statusCode, PROBLEM_CODES[problem], message);
    this.problem = problem;
  }
}

export interface SpreadsheetLimits {
  /** Formats accepted, in the order named in the error message. */
  formats: SpreadsheetFormat[];
  /** Size of the uploaded file. */
  maxBytes: number;
  /** Data rows after the header row. */
  maxRows: number;
  maxColumns: number;
  /** Zip entries of an xlsx. */
  maxEntries: number;
  /** Sum of the uncompressed sizes of an xlsx's entries. */
  maxUncompressedBytes: number;
  /** Uncompressed ÷ compressed size of an entry larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

const MiB = 1024 * 1024;

/**
 * Data rows of an `.xls` upload, whatever the route allows: the legacy format is parsed whole, and 10,000 rows of
 * the inventory template fit the sheet worker's heap (lib/sheet-thread.ts) with room to spare; larger sheets come as
 * xlsx, which is streamed.
 */
export const XLS_MAX_ROWS = 10_000;
/** …and bytes: a 5 MB xls is read in the worker in seconds, an 11.7 MB one exhausts its heap. */
export const XLS_MAX_BYTES = 5 * MiB;

export const DEFAULT_SPREADSHEET_LIMITS: SpreadsheetLimits = {
  formats: ['xlsx', 'xls'],
  maxBytes: 5 * MiB,
  maxRows: 5000,
  maxColumns: 200,
  maxEntries: 500,
  maxUncompressedBytes: 64 * MiB,
  maxRatio: 100,
  ratioFloorBytes: MiB,
};

export interface SheetRow {
  /** The row number as the spreadsheet shows it (the header is usually row 1). */
  row: number;
  /** Cell text by normalised header; empty cells are ''. */
  values: Record<string, string>;
}

export interface ParsedSheet {
  format: SpreadsheetFormat;
  sheetName: string;
  headers: string[];
  rows: SheetRow[];
}

const SIGNATURES: Record<SpreadsheetFormat, number[]> = {
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

const typeError = (formats: SpreadsheetFormat[]) => new SpreadsheetError('type', 415, `Please upload ${formats.join('/')} file`);
const corrupt = () => new SpreadsheetError('corrupt', 400, 'The file is damaged or is not a spreadsheet');
const bomb = () => new SpreadsheetError('bomb', 422, 'The file expands to more data than a spreadsheet upload may hold');

/** The format named by the file's extension, confirmed by its first bytes. */
export function detectFormat(filename: string, data: Uint8Array, formats: SpreadsheetFormat[] = DEFAULT_SPREADSHEET_LIMITS.formats) {
  const ext = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  const format = formats.find((f) => f === ext);
  if (!format) throw typeError(formats);
  const sig = SIGNATURES[format];
  if (data.length < sig.length || sig.some((b, i) => data[i] !== b)) throw typeError(formats);
  return format;
}

/** The zip checks of an xlsx upload (directory, sizes, ratio), as the upload's errors; the entries come back. */
export function inspectZip(data: Buffer, limits: ZipLimits): ZipEntry[] {
  try {
    return readZipDirectory(data, limits);
  } catch (e) {
    throw asSpreadsheetError(e);
  }
}

function asSpreadsheetError(e: unknown): unknown {
  if (e instanceof ZipError) return e.problem === 'bomb' ? bomb() : corrupt();
  return e;
}

/** Header text as a key: trimmed, lower case, spaces and dashes as underscores. */
export function normalizeHeader(v: unknown): string {
  return String(v ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString();
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

/** An open sheet: its header row, then its data rows in batches as they are read. */
export interface SheetReader {
  format: SpreadsheetFormat;
  sheetName: string;
  headers: string[];
  /**
   * The data rows (blank ones left out) in batches of at most `size`. Throws SpreadsheetError when the sheet
   * turns out to hold too many rows or columns or to be damaged part-way: a caller that writes batches as they
   * come does so in a transaction.
   */
  batches(size: number): AsyncGenerator<SheetRow[]>;
}

/** 413: the file is over the size limit. */
export const tooLarge = (maxBytes: number) =>
  new SpreadsheetError('size', 413, `The file is too large (at most ${Math.round((maxBytes / MiB) * 10) / 10} MB)`);
const tooManyRows = (max: number) => new SpreadsheetError('rows', 422, `The sheet has more than ${max} rows`);
/** An xls over `XLS_MAX_ROWS` where the upload allows more: the sheet should come as xlsx. */
const xlsTooManyRows = (xlsMax: number, max: number) =>
  new SpreadsheetError(
    'rows',
    422,
    `An .xls file may hold at most ${xlsMax.toLocaleString('en')} rows: please save the sheet as .xlsx (up to ${max.toLocaleString('en')} rows)`,
  );
const tooManyColumns = (max: number) => new SpreadsheetError('columns', 422, `The sheet has more than ${max} columns`);

/**
 * Opens the first visible sheet of an uploaded xlsx or xls file and reads its header row. Throws SpreadsheetError
 * (415 type, 413 size, 400 damaged, 422 zip bomb, too many rows or columns, empty) before anything is written
 * whenever the file shows it up front. An xlsx is streamed (lib/xlsx-stream.ts), so memory stays flat for the
 * 50,000-row inventory upload; an xls (a legacy binary format) is read whole by SheetJS.
 */
export async function openSpreadsheet(
  file: { filename: string; data: Buffer },
  overrides: Partial<SpreadsheetLimits> = {},
): Promise<SheetReader> {
  const limits = { ...DEFAULT_SPREADSHEET_LIMITS, ...overrides };
  const { data } = file;
  if (data.length > limits.maxBytes) {
    throw tooLarge(limits.maxBytes);
  }
  const format = detectFormat(file.filename, data, limits.formats);
  if (format === 'xls' && data.length > XLS_MAX_BYTES && limits.maxBytes > XLS_MAX_BYTES) {
    throw new SpreadsheetError(
      'size',
      413,
      `An .xls file may be at most ${XLS_MAX_BYTES / MiB} MB: please save the sheet as .xlsx (up to ${Math.round((limits.maxBytes / MiB) * 10) / 10} MB)`,
    );
  }
  const sheet = format === 'xlsx' ? await xlsxSource(data, limits) : xlsSource(data, limits);
  const rows = sheet.rows[Symbol.asyncIterator]();

  let first: IteratorResult<RawRow>;
  try {
    first = await rows.next();
  } catch (e) {
    throw asSpreadsheetError(e);
  }
  if (first.done) throw new SpreadsheetError('empty', 422, 'The sheet is empty');
  const headerRow = first.value.row;
  const names = Array.from(first.value.cells, (c) => normalizeHeader(c));
  if (names.length > limits.maxColumns) throw tooManyColumns(limits.maxColumns);
  if (!names.some(Boolean)) throw new SpreadsheetError('empty', 422, 'The first row must hold the column names');
  // Each header's column (the first one when a name repeats), and the row object built from them.
  const columns = new Map<string, number>();
  names.forEach((h, c) => {
    if (h && !columns.has(h)) columns.set(h, c);
  });
  const toRow = (raw: RawRow): SheetRow | undefined => {
    if (raw.row - headerRow > limits.maxRows) throw tooManyRows(limits.maxRows);
    if (raw.cells.length > limits.maxColumns) throw tooManyColumns(limits.maxColumns);
    const values: Record<string, string> = Object.create(null);
    let blank = true;
    for (const [h, c] of columns) {
      const text = raw.cells[c] ?? '';
      values[h] = text;
      if (text) blank = false;
    }
    return blank ? undefined : { row: raw.row, values };
  };

  return {
    format,
    sheetName: sheet.sheetName,
    headers: [...columns.keys()],
    async *batches(size: number) {
      let batch: SheetRow[] = [];
      try {
        for (let next = await rows.next(); !next.done; next = await rows.next()) {
          const row = toRow(next.value);
          if (row) batch.push(row);
          if (batch.length >= size) {
            yield batch;
            batch = [];
          }
        }
      } catch (e) {
        throw asSpreadsheetError(e);
      } finally {
        // stops the inflater when reading ends early (a refused row, or the caller stopped iterating)
        await rows.return?.(undefined);
      }
      if (batch.length) yield batch;
    },
  };
}

/** The whole first visible sheet at once (the bulk uploads of a few thousand rows). */
export async function readSpreadsheet(
  file: { filename: string; data: Buffer },
  overrides: Partial<SpreadsheetLimits> = {},
): Promise<ParsedSheet> {
  const sheet = await openSpreadsheet(file, overrides);
  const rows: SheetRow[] = [];
  for await (const batch of sheet.batches(1000)) rows.push(...batch);
  return { format: sheet.format, sheetName: sheet.sheetName, headers: sheet.headers, rows };
}

interface RowSource {
  sheetName: string;
  rows: AsyncIterable<RawRow>;
}

/** An xlsx: zip directory checks, then the first visible sheet streamed; a declared used range beyond the limits is refused before the first row. */
async function xlsxSource(data: Buffer, limits: SpreadsheetLimits): Promise<RowSource> {
  const entries = inspectZip(data, limits);
  let sheet: Awaited<ReturnType<typeof openXlsx>>;
  try {
    sheet = await openXlsx(data, entries);
  } catch (e) {
    throw asSpreadsheetError(e);
  }
  return {
    sheetName: sheet.sheetName,
    rows: sheet.rows((lastRow, firstRow, lastColumn) => {
      if (lastRow - (Number.isFinite(firstRow) ? firstRow : 1) > limits.maxRows) throw tooManyRows(limits.maxRows);
      if (lastColumn > limits.maxColumns) throw tooManyColumns(limits.maxColumns);
    }),
  };
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
function xlsSource(data: Buffer, limits: SpreadsheetLimits): RowSource {
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

/** A template: the header row and an example row, as an xlsx file. */
export function buildTemplate(opts: {
  columns: readonly string[];
  example?: Readonly<Record<string, string>>;
  sheetName?: string;
}): Buffer {
  const example = opts.columns.map((c) => opts.example?.[c] ?? '');
  const ws = XLSX.utils.aoa_to_sheet(opts.example ? [[...opts.columns], example] : [[...opts.columns]]);
  ws['!cols'] = opts.columns.map((c, i) => ({ wch: Math.min(60, Math.max(c.length, example[i]?.length ?? 0) + 2) }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, opts.sheetName ?? 'Template');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
