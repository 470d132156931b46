import {
  asSpreadsheetError,
  DEFAULT_SPREADSHEET_LIMITS,
  detectFormat,
  inspectZip,
  MiB,
  type SpreadsheetFormat,
  type SpreadsheetLimits,
  SpreadsheetError,
  tooLarge,
  tooManyColumns,
  tooManyRows,
  XLS_MAX_BYTES,
} from './spreadsheet-limits.ts';
import { type RowSource, xlsSource } from './xls-sheet.ts';
import { openXlsx, type RawRow } from './xlsx-stream.ts';

// feature code imports spreadsheets from this file: the limits and refusals, and the templates, re-exported
export { buildTemplate, XLSX_CONTENT_TYPE } from './spreadsheet-template.ts';
export {
  DEFAULT_SPREADSHEET_LIMITS,
  detectFormat,
  inspectZip,
  type SpreadsheetFormat,
  type SpreadsheetLimits,
  SpreadsheetError,
  type SpreadsheetProblem,
  tooLarge,
  XLS_MAX_BYTES,
  XLS_MAX_ROWS,
} from './spreadsheet-limits.ts';

/**
 * Spreadsheet uploads, read: the first visible sheet, row by row with a row cap, its rows as objects keyed by the
 * normalised header row. An upload is checked before it is parsed (spreadsheet-limits.ts: format, size, zip
 * directory); every xlsx entry is then inflated with its declared size as a cap, so a size that lies is caught (zip
 * bomb, lib/zip.ts). An xlsx is streamed (lib/xlsx-stream.ts), a legacy xls read whole (lib/xls-sheet.ts).
 */

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

/** Header text as a key: trimmed, lower case, spaces and dashes as underscores. */
export function normalizeHeader(v: unknown): string {
  return String(v ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
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
