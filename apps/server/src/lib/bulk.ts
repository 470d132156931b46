import type { RowFieldError } from '@gsn/domain';
import type { FastifyRequest } from 'fastify';
import { unprocessable } from './errors.ts';
import { DEFAULT_SPREADSHEET_LIMITS, type ParsedSheet, type SpreadsheetLimits } from './spreadsheet.ts';
import { readUploadedFile } from './uploads.ts';

/**
 * The shared pieces of a bulk spreadsheet upload (spec 1 §4, spec 2 §2): the uploaded file, the per-row
 * result (`created`, `exist`, `error` with field/message pairs), the template-columns check and batching.
 * Each feature keeps its own row rules and duplicate checks (e.g. modules/customers/customers-bulk.ts).
 */

export interface BulkFile {
  filename: string;
  data: Buffer;
}

export interface BulkRowResult {
  row: number;
  status: 'created' | 'exist' | 'error';
  errors: RowFieldError[];
}

/** The upload limits of a bulk route unless it sets its own (also the multipart file limit). */
export const BULK_LIMITS: Partial<SpreadsheetLimits> = { maxBytes: 5 * 1024 * 1024, maxRows: 5000 };

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** 422 when the sheet lacks one of the template's required columns. */
export function requireColumns(sheet: Pick<ParsedSheet, 'headers'>, required: readonly string[]) {
  const missing = required.filter((c) => !sheet.headers.includes(c));
  if (missing.length) {
    throw unprocessable(
      'upload.columns_missing',
      `The file does not match the template: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      missing.map((field) => ({ field, message: 'Missing column' })),
    );
  }
}

/** The multipart field `file` of a bulk route, within the size limit (415/400/413 otherwise). */
export function readBulkFile(req: FastifyRequest, limits: Partial<SpreadsheetLimits> = BULK_LIMITS): Promise<BulkFile> {
  const formats = limits.formats ?? DEFAULT_SPREADSHEET_LIMITS.formats;
  return readUploadedFile(req, { maxBytes: limits.maxBytes, typeMessage: `Please upload ${formats.join('/')} file` });
}
