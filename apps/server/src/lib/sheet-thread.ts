import { availableParallelism } from 'node:os';
import { isArrayBuffer } from 'node:util/types';
import { Worker } from 'node:worker_threads';
import type { RowFieldError } from '@gsn/domain';
import { semaphore } from './concurrency.ts';
import type { SheetValidatorName, SheetWorkerInput, SheetWorkerMessage } from './sheet-protocol.ts';
import { DEFAULT_SPREADSHEET_LIMITS, type SpreadsheetFormat, type SpreadsheetLimits, SpreadsheetError, tooLarge } from './spreadsheet.ts';

/**
 * A large bulk upload read in a worker thread (sheet-worker.ts): the sheet is opened, checked and its rows
 * validated there, and only the validated rows come back, a batch at a time, as the caller asks for them. The
 * worker's heap is capped (`SHEET_WORKER_LIMITS`) and freed when the read ends, so the server's own memory stays
 * flat whatever the upload's size, and parsing never holds up the event loop. Errors are those of
 * `openSpreadsheet` (SpreadsheetError with the same status and message).
 */

export interface ThreadedSheet<T> {
  format: SpreadsheetFormat;
  sheetName: string;
  headers: string[];
  /** The validated rows in batches (blank rows left out); ends the worker when done or abandoned. */
  batches(): AsyncGenerator<Array<{ row: number; ok: true; data: T } | { row: number; ok: false; errors: RowFieldError[] }>>;
  /** Ends the worker without reading further (a caller that refuses the sheet after its header). */
  close(): Promise<void>;
}

/** Heap of a sheet worker: a batch, the parser's state and the shared strings fit many times over. */
export const SHEET_WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

const WORKER_URL = new URL('./sheet-worker.ts', import.meta.url);

/**
 * The sheet workers that may run at once in this process: one per core the process may use. Parsing is CPU-bound,
 * so more threads would only share the cores and multiply the heaps; a read beyond them waits for a worker to end.
 */
export const SHEET_WORKERS = semaphore(Math.max(1, availableParallelism()));

/**
 * The file's bytes as the worker takes them: its own buffer, moved (transferred) rather than copied when the file
 * holds all of it; a copy when it is a slice of a larger or shared buffer (Node's small-buffer pool), which must
 * stay usable. After a transfer the caller's `Buffer` is empty: the worker owns the bytes.
 */
function transferable(data: Buffer): Uint8Array {
  const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && isArrayBuffer(data.buffer);
  return whole ? new Uint8Array(data.buffer, 0, data.byteLength) : new Uint8Array(data);
}

/** Messages of one worker as an async queue. */
function inbox(worker: Worker, xls: boolean) {
  const queue: SheetWorkerMessage[] = [];
  let waiting: ((m: SheetWorkerMessage) => void) | null = null;
  const push = (m: SheetWorkerMessage) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(m);
    } else queue.push(m);
  };
  worker.on('message', push);
  worker.on('error', (e: Error & { code?: string }) =>
    push(
      e.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? {
            type: 'error',
            problem: 'memory',
            statusCode: 422,
            message: xls
              ? 'The sheet holds more data than an .xls upload may: please save it as .xlsx'
              : 'The sheet holds more data than an upload may',
          }
        : { type: 'error', problem: null, statusCode: 500, message: e.message },
    ),
  );
  worker.on('exit', () => push({ type: 'error', problem: null, statusCode: 500, message: 'The sheet reader stopped' }));
  return (): Promise<SheetWorkerMessage> => {
    const m = queue.shift();
    return m ? Promise.resolve(m) : new Promise((r) => (waiting = r));
  };
}

function failure(m: Extract<SheetWorkerMessage, { type: 'error' }>): Error {
  return m.problem ? new SpreadsheetError(m.problem, m.statusCode, m.message) : new Error(`sheet worker: ${m.message}`);
}

/**
 * Opens `file` in a worker and waits for its header row. `T` is the data type of the named validator's valid rows.
 * The file's bytes move to the worker (see `transferable`): the caller does not read `file.data` afterwards. At
 * most `SHEET_WORKERS.max` workers run at once; a read beyond them waits for one to end.
 */
export async function readSheetInThread<T>(
  file: { filename: string; data: Buffer },
  options: { limits: Partial<SpreadsheetLimits>; validator: SheetValidatorName; batchSize: number },
): Promise<ThreadedSheet<T>> {
  // the cheap check first: an oversized file never reaches a worker
  const maxBytes = options.limits.maxBytes ?? DEFAULT_SPREADSHEET_LIMITS.maxBytes;
  if (file.data.length > maxBytes) throw tooLarge(maxBytes);
  const release = await SHEET_WORKERS.acquire();
  let worker: Worker;
  try {
    const data = transferable(file.data);
    const input: SheetWorkerInput = {
      filename: file.filename,
      data,
      limits: options.limits,
      batchSize: options.batchSize,
      validator: options.validator,
    };
    worker = new Worker(WORKER_URL, { workerData: input, transferList: [data.buffer as ArrayBuffer], resourceLimits: SHEET_WORKER_LIMITS });
  } catch (e) {
    release();
    throw e;
  }
  // the slot is free again once the thread has ended, however it ends
  worker.once('exit', release);
  const next = inbox(worker, /\.xls$/i.test(file.filename.trim()));
  const close = async () => {
    await worker.terminate();
  };

  const first = await next();
  if (first.type !== 'open') {
    await close();
    throw first.type === 'error' ? failure(first) : new Error(`sheet worker: unexpected ${first.type}`);
  }
  return {
    format: first.format,
    sheetName: first.sheetName,
    headers: first.headers,
    close,
    async *batches() {
      try {
        for (;;) {
          const m = await next();
          if (m.type === 'done') return;
          if (m.type === 'error') throw failure(m);
          if (m.type !== 'batch') throw new Error(`sheet worker: unexpected ${m.type}`);
          worker.postMessage('next');
          yield m.rows as Array<{ row: number; ok: true; data: T } | { row: number; ok: false; errors: RowFieldError[] }>;
        }
      } finally {
        await close();
      }
    },
  };
}
