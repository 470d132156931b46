import type { ErrorCode } from '@gsn/domain';
import { AppError } from './errors.ts';
import { readZipDirectory, type ZipEntry, ZipError, type ZipLimits } from './zip.ts';

/**
 * What a spreadsheet upload may be, and its refusals: an upload is untrusted, so its format (by extension and by
 * content signature: xlsx = zip `PK\x03\x04`, xls = OLE compound file `D0 CF 11 E0`), size, rows, columns and zip
 * entries (count, total declared size, compression ratio) are limited before and while it is read
 * (docs/security.md, Uploads). The reading itself: spreadsheet.ts.
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

export const MiB = 1024 * 1024;

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

const SIGNATURES: Record<SpreadsheetFormat, number[]> = {
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

const typeError = (formats: SpreadsheetFormat[]) => new SpreadsheetError('type', 415, `Please upload ${formats.join('/')} file`);
export const corrupt = () => new SpreadsheetError('corrupt', 400, 'The file is damaged or is not a spreadsheet');
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

/** A zip reader's refusal as the upload's (a bomb 422, anything else damaged 400); any other error as it is. */
export function asSpreadsheetError(e: unknown): unknown {
  if (e instanceof ZipError) return e.problem === 'bomb' ? bomb() : corrupt();
  return e;
}

/** 413: the file is over the size limit. */
export const tooLarge = (maxBytes: number) =>
  new SpreadsheetError('size', 413, `The file is too large (at most ${Math.round((maxBytes / MiB) * 10) / 10} MB)`);
export const tooManyRows = (max: number) => new SpreadsheetError('rows', 422, `The sheet has more than ${max} rows`);
/** An xls over `XLS_MAX_ROWS` where the upload allows more: the sheet should come as xlsx. */
export const xlsTooManyRows = (xlsMax: number, max: number) =>
  new SpreadsheetError(
    'rows',
    422,
    `An .xls file may hold at most ${xlsMax.toLocaleString('en')} rows: please save the sheet as .xlsx (up to ${max.toLocaleString('en')} rows)`,
  );
export const tooManyColumns = (max: number) => new SpreadsheetError('columns', 422, `The sheet has more than ${max} columns`);
