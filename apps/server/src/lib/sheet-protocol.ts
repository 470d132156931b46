import type { RowFieldError } from '@gsn/domain';
import type { SpreadsheetFormat, SpreadsheetLimits, SpreadsheetProblem } from './spreadsheet.ts';

/**
 * What the server (sheet-thread.ts) and a sheet worker (sheet-worker.ts) tell each other: the worker's input and its
 * messages. Each side imports this file, not the other side.
 */

/** The row rules a sheet can be checked with, by name (a worker receives data, not functions). */
export const SHEET_VALIDATORS = ['inventory', 'calls'] as const;
export type SheetValidatorName = (typeof SHEET_VALIDATORS)[number];

export interface SheetWorkerInput {
  filename: string;
  data: Uint8Array;
  limits: Partial<SpreadsheetLimits>;
  batchSize: number;
  validator: SheetValidatorName;
}

/** A data row after the validator: its data, or the errors by template column. */
export type ValidatedRow = { row: number; ok: true; data: unknown } | { row: number; ok: false; errors: RowFieldError[] };

export type SheetWorkerMessage =
  | { type: 'open'; format: SpreadsheetFormat; sheetName: string; headers: string[] }
  | { type: 'batch'; rows: ValidatedRow[] }
  | { type: 'done' }
  | { type: 'error'; problem: SpreadsheetProblem | null; statusCode: number; message: string };
