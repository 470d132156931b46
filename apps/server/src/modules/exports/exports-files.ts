import { randomBytes } from 'node:crypto';
import { type ExportFormat, exportFileLabel } from '@gsn/domain';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet-template.ts';

/**
 * Export file contents and names (pure): CSV lines quoted per RFC 4180 with formula injection neutralised, the
 * UTF-8 byte-order mark Excel needs to read UTF-8, and the names EXPORT_FILENAME_RE accepts.
 */

/** Excel reads a CSV as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_CONTENT_TYPE,
};

/** Text of a value in a file: '' for nothing, ISO for dates, true/false, numbers and strings as they are. */
export function cellValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * One CSV field: a value a spreadsheet would run as a formula (starting with =, @, a tab or CR, or + / -
 * not followed by a number, e.g. "=HYPERLINK(…)") gets a leading apostrophe; "+442079460000" and "-1.5" stay
 * as they are. Fields with a comma, quote or line break are quoted, quotes doubled.
 */
export function csvField(v: unknown): string {
  let s = cellValue(v);
  if (/^[=@\t\r]/.test(s) || (/^[+-]/.test(s) && !/^[+-][\d\s().]*\.?\d*$/.test(s))) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV record with its CRLF line end. */
export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;

/** `<report_name>[-<filters>]-<yyyymmddhhmmss>-<8 hex>.<format>` (UTC time; `@gsn/domain` exportFileLabel). */
export function exportFilename(reportName: string, format: ExportFormat, now = new Date(), filters: Record<string, unknown> = {}): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const label = exportFileLabel(filters);
  return `${reportName}${label ? `-${label}` : ''}-${stamp}-${randomBytes(4).toString('hex')}.${format}`;
}

/** The percentage to show after `done` of `total` rows (100 only once the file is complete). */
export function progress(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((done * 100) / total));
}
