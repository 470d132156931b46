import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { AppError } from './errors.ts';

/**
 * Spreadsheet uploads and templates (DESIGN §1: SheetJS CE with size, row and zip-entry limits).
 *
 * An upload is checked before SheetJS sees it: the extension and the content signature must agree
 * (xlsx = zip `PK\x03\x04`, xls = OLE compound file `D0 CF 11 E0`), the size is capped, and an xlsx's zip
 * central directory is inspected (entry count, total declared size, compression ratio), then each entry is
 * inflated with an output cap so a size that lies is caught (zip bomb). The first sheet is then parsed with
 * a row cap, and its rows come back as objects keyed by the normalised header row.
 */

export type SpreadsheetFormat = 'xlsx' | 'xls';
export type SpreadsheetProblem = 'type' | 'size' | 'corrupt' | 'bomb' | 'rows' | 'columns' | 'empty';

export class SpreadsheetError extends AppError {
  readonly problem: SpreadsheetProblem;
  constructor(problem: SpreadsheetProblem, statusCode: number, message: string) {
    super(statusCode, message);
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

/**
 * Zip-bomb guard for an xlsx: reads the central directory (no zip64, no encryption, stored or deflated
 * entries only), checks entry count, total and per-entry ratio, then inflates each entry with an output cap
 * equal to its declared size, so that an entry cannot expand beyond what the directory says.
 */
export function inspectZip(
  data: Buffer,
  limits: Pick<SpreadsheetLimits, 'maxEntries' | 'maxUncompressedBytes' | 'maxRatio' | 'ratioFloorBytes'>,
) {
  const EOCD = 0x06054b50;
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const entries = data.readUInt16LE(eocd + 10);
  const cdSize = data.readUInt32LE(eocd + 12);
  const cdOffset = data.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw bomb(); // zip64: never needed within the size limit
  if (entries === 0 || cdOffset + cdSize > eocd) throw corrupt();
  if (entries > limits.maxEntries) throw bomb();

  let p = cdOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > eocd || data.readUInt32LE(p) !== 0x02014b50) throw corrupt();
    const flags = data.readUInt16LE(p + 8);
    const method = data.readUInt16LE(p + 10);
    const compressed = data.readUInt32LE(p + 20);
    const size = data.readUInt32LE(p + 24);
    const nameLen = data.readUInt16LE(p + 28);
    const extraLen = data.readUInt16LE(p + 30);
    const commentLen = data.readUInt16LE(p + 32);
    const local = data.readUInt32LE(p + 42);
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw corrupt(); // encrypted
    if (size === 0xffffffff || compressed === 0xffffffff) throw bomb();
    total += size;
    if (total > limits.maxUncompressedBytes) throw bomb();
    if (size > limits.ratioFloorBytes && size / Math.max(compressed, 1) > limits.maxRatio) throw bomb();

    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) throw corrupt();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressed > data.length) throw corrupt();
    const body = data.subarray(start, start + compressed);
    if (method === 0) {
      if (compressed !== size) throw corrupt();
    } else if (method === 8) {
      let out: Buffer;
      try {
        out = inflateRawSync(body, { maxOutputLength: Math.max(size, 1) });
      } catch (e) {
        if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
        throw corrupt();
      }
      if (out.length !== size) throw corrupt();
    } else {
      throw corrupt();
    }
  }
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

/**
 * Reads the first sheet of an uploaded xlsx or xls file. Throws SpreadsheetError (415 type, 413 size,
 * 400 damaged, 422 zip bomb, too many rows or columns, empty) before anything is written.
 */
export function readSpreadsheet(file: { filename: string; data: Buffer }, overrides: Partial<SpreadsheetLimits> = {}): ParsedSheet {
  const limits = { ...DEFAULT_SPREADSHEET_LIMITS, ...overrides };
  const { data } = file;
  if (data.length > limits.maxBytes) {
    throw new SpreadsheetError('size', 413, `The file is too large (at most ${Math.round((limits.maxBytes / MiB) * 10) / 10} MB)`);
  }
  const format = detectFormat(file.filename, data, limits.formats);
  if (format === 'xlsx') inspectZip(data, limits);

  // Parse no further than the header, the allowed rows and a few leading blank rows. Reaching that cutoff,
  // or a declared used range (`!fullref`, from the sheet's dimension) beyond the limit, means too many rows.
  const sheetRows = limits.maxRows + 12;
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(data, {
      type: 'buffer',
      sheets: 0,
      sheetRows,
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw corrupt();
  }
  const sheetName = wb.SheetNames[0];
  const ws = sheetName === undefined ? undefined : wb.Sheets[sheetName];
  if (!sheetName || !ws) throw corrupt();
  const ref = ws['!ref'];
  if (!ref) throw new SpreadsheetError('empty', 422, 'The sheet is empty');
  const range = XLSX.utils.decode_range(ref);
  const full = ws['!fullref'] ? XLSX.utils.decode_range(ws['!fullref']) : range;
  const lastRow = Math.max(range.e.r, full.e.r);
  if (lastRow - range.s.r > limits.maxRows || range.e.r >= sheetRows - 1) {
    throw new SpreadsheetError('rows', 422, `The sheet has more than ${limits.maxRows} rows`);
  }
  if (Math.max(range.e.c, full.e.c) - range.s.c + 1 > limits.maxColumns) {
    throw new SpreadsheetError('columns', 422, `The sheet has more than ${limits.maxColumns} columns`);
  }

  const matrix = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true, defval: '', blankrows: true });
  const [headerCells = [], ...body] = matrix;
  const headers = headerCells.map(normalizeHeader);
  if (!headers.some(Boolean)) throw new SpreadsheetError('empty', 422, 'The first row must hold the column names');
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    const values: Record<string, string> = Object.create(null);
    let blank = true;
    headers.forEach((h, c) => {
      if (!h || h in values) return;
      const text = cellText(cells[c]);
      values[h] = text;
      if (text) blank = false;
    });
    if (!blank) rows.push({ row: range.s.r + i + 2, values });
  });
  return { format, sheetName, headers: headers.filter(Boolean), rows };
}

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
