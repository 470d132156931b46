import { parentPort, workerData } from 'node:worker_threads';
import { validateCallRow, validateInventoryRow } from '@gsn/domain';
import { openSpreadsheet, SpreadsheetError } from './spreadsheet.ts';
import type { SheetValidatorName, SheetWorkerInput, SheetWorkerMessage, ValidatedRow } from './sheet-protocol.ts';

/**
 * The worker side of `readSheetInThread` (sheet-thread.ts): opens the uploaded sheet, validates its rows with the
 * named domain rule and posts them in batches. Parsing and validating a 50,000-row sheet allocates about 2 GB of
 * short-lived objects; in this thread they live in a heap of their own, capped by the worker's resource limits
 * and freed whole when it ends, so the server's heap never grows with the size of an upload.
 */

/** The row rule of each validator name (sheet-protocol.ts). */
const VALIDATORS = {
  inventory: validateInventoryRow,
  calls: validateCallRow,
} satisfies Record<SheetValidatorName, (values: Record<string, string>) => unknown>;

const input = workerData as SheetWorkerInput;
const port = parentPort;
if (!port) throw new Error('sheet-worker runs only as a worker thread');

/** Batches posted but not yet taken by the reader: the worker keeps at most `AHEAD` in flight. */
const AHEAD = 2;
let inFlight = 0;
let wake: (() => void) | null = null;
port.on('message', (m: 'next') => {
  if (m !== 'next') return;
  inFlight--;
  wake?.();
  wake = null;
});
const credit = () => (inFlight < AHEAD ? Promise.resolve() : new Promise<void>((r) => (wake = r)));
const post = (m: SheetWorkerMessage) => port.postMessage(m);

async function run() {
  const validate = VALIDATORS[input.validator];
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength); // a view, not a copy
  const sheet = await openSpreadsheet({ filename: input.filename, data }, input.limits);
  post({ type: 'open', format: sheet.format, sheetName: sheet.sheetName, headers: sheet.headers });
  for await (const rows of sheet.batches(input.batchSize)) {
    const out: ValidatedRow[] = rows.map((r) => {
      const v = validate(r.values);
      return v.ok ? { row: r.row, ok: true, data: v.data } : { row: r.row, ok: false, errors: v.errors };
    });
    await credit();
    inFlight++;
    post({ type: 'batch', rows: out });
  }
  post({ type: 'done' });
}

run().catch((e: unknown) => {
  post(
    e instanceof SpreadsheetError
      ? { type: 'error', problem: e.problem, statusCode: e.statusCode, message: e.message }
      : { type: 'error', problem: null, statusCode: 500, message: e instanceof Error ? e.message : String(e) },
  );
});
