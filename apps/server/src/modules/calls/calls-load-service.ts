import {
  answeredSeconds,
  CALL_BULK_MAX_ROWS,
  CALL_TEMPLATE_REQUIRED,
  CALL_UPLOAD_MESSAGES as M,
  type CallUploadInput,
  type ImportedCall,
  calledTypeOf,
  callKey,
  ignoredCallColumns,
  NumberTypeMemo,
  normaliseCallNumbers,
  originOf,
  serviceNumberOfCall,
} from '@gsn/domain';
import { type CallLoads, hoursOf } from '../../lib/call-loads.ts';
import { BULK_LIMITS, type BulkFile, type BulkRowResult, requireColumns } from '../../lib/bulk.ts';
import { conflict, type FieldError, unprocessable } from '../../lib/errors.ts';
import { readSheetInThread, type ThreadedSheet } from '../../lib/sheet-thread.ts';
import type { SpreadsheetLimits } from '../../lib/spreadsheet.ts';
import type { CallLoadQueries, CallLoadRepository, ServiceNumberOfCall } from './calls-load-repository.ts';
import type { CallImportRepository } from './calls-import-repository.ts';
import type { CallInsert } from './calls-insert.ts';

/** The limits of POST /calls/bulk: as many rows as an inventory upload (a day of a busy switch in a few files). */
export const CALL_BULK_LIMITS: Partial<SpreadsheetLimits> = {
  ...BULK_LIMITS,
  maxBytes: 30 * 1024 * 1024,
  maxRows: CALL_BULK_MAX_ROWS,
  maxUncompressedBytes: 400 * 1024 * 1024,
};
const BATCH = 1000;

/** The column that names the service number: the called number of an inbound call, the calling one of an outbound. */
const numberField = (c: CallUploadInput) => (c.DIRECTION === 'inbound' ? 'CDR_CLDNUM' : 'CDR_CLGNUM');
const keyOf = (c: CallUploadInput) => callKey(c.CDR_CLDNUM, c.CDR_CLGNUM, c.CDR_SEIZTIME);

/**
 * A valid row (numbers in E.164) as the staged load takes it (POST /calls/bulk on the embedded engine), with its
 * origin type and called type (`memo`: the number types of the upload's rows so far).
 */
export function importedCall(c: CallUploadInput, memo = new NumberTypeMemo()): ImportedCall {
  return {
    seized_at: c.CDR_SEIZTIME,
    alerted_at: c.CDR_ALERTTIME ?? null,
    answered_at: c.CDR_ANSWERTIME ?? null,
    disconnected_at: c.CDR_DISCTIME ?? null,
    duration_seconds: answeredSeconds(c),
    direction: c.DIRECTION,
    called_number: c.CDR_CLDNUM,
    calling_number: c.CDR_CLGNUM ?? null,
    connected_number: c.CDR_CLDCNUM ?? null,
    origin: c.CDR_ORIGIN ?? null,
    destination: c.CDR_DESTINATION ?? null,
    completion_code: c.CDR_COMPCODE ?? null,
    release_direction: c.CDR_RELEASEDIR ?? null,
    ic_customer_name: c.CDR_IC_CUSTOMER_NAME ?? null,
    og_customer_name: c.CDR_OG_CUSTOMER_NAME ?? null,
    service_number: serviceNumberOfCall(c),
    ...originOf(c.CDR_ORIGIN_TYPE, c.CDR_CLGNUM, memo),
    called_type: calledTypeOf(c.DIRECTION, c.CDR_CLDNUM, memo),
  };
}

/** A valid call and its service number as stored: the row of `calls`. */
export function callInsert(c: CallUploadInput, n: ServiceNumberOfCall, memo?: NumberTypeMemo): CallInsert {
  const { service_number: _, ...call } = importedCall(c, memo);
  const outbound = call.direction === 'outbound';
  const time = (v: string | null) => (v ? new Date(v) : null);
  return {
    ...call,
    seized_at: new Date(call.seized_at),
    alerted_at: time(call.alerted_at),
    answered_at: time(call.answered_at),
    disconnected_at: time(call.disconnected_at),
    service_type: n.service_type,
    customer_id: n.customer_id,
    vendor_id: n.vendor_id,
    inventory_number_id: n.id,
    // the switch's names when it gave them, else the service number's company on its side of the call
    ic_customer_name: call.ic_customer_name ?? (outbound ? null : n.customer_name),
    og_customer_name: call.og_customer_name ?? (outbound ? n.customer_name : null),
    jurisdiction: n.jurisdiction,
    city: n.city,
  };
}

/**
 * One batch of valid calls: each is matched to its service number and checked against the calls already stored
 * and the earlier rows of the file (`seen`); answers the rows to insert and the results of the others.
 */
async function prepare(
  q: CallLoadQueries,
  given: { row: number; data: CallUploadInput }[],
  seen: Set<string>,
  memo = new NumberTypeMemo(),
) {
  // one identity per call: its numbers in E.164 before the key is built, so a numeric cell, +E.164 and a 00 prefix
  // are one call (docs/api-reports.md)
  const rows = given.map((r) => ({ row: r.row, data: normaliseCallNumbers(r.data) }));
  const numbers = await q.serviceNumbers(rows.flatMap((r) => serviceNumberOfCall(r.data) ?? []));
  const times = rows.map((r) => r.data.CDR_SEIZTIME).sort();
  const stored = times.length
    ? await q.storedKeys(
        rows.map((r) => ({ called: r.data.CDR_CLDNUM, seizedAt: r.data.CDR_SEIZTIME })),
        times[0] as string,
        times.at(-1) as string,
      )
    : [];
  const known = new Set(stored.map((k) => callKey(k.called, k.calling || null, k.seizedAt)));
  const inserts: { row: number; call: CallInsert }[] = [];
  const results: BulkRowResult[] = [];
  for (const { row, data } of rows) {
    const n = numbers.get(serviceNumberOfCall(data) ?? '');
    const key = keyOf(data);
    if (!n) results.push({ row, status: 'error', errors: [{ field: numberField(data), message: M.unknownNumber }] });
    else if (known.has(key) || seen.has(key))
      results.push({ row, status: 'exist', errors: [{ field: 'CDR_SEIZTIME', message: M.duplicate }] });
    else {
      seen.add(key);
      inserts.push({ row, call: callInsert(data, n, memo) });
    }
  }
  return { inserts, results };
}

/**
 * Loading call records (spec 2 §7 add call and bulk call; docs/api-reports.md): each call is matched to its
 * inventory number, whose company, vendor, service type, jurisdiction and city it copies, and inserted with its
 * counters, so the statistics include it at once. A call already loaded (same called number, calling number and
 * seizure time) is not loaded twice.
 */
export function callLoadService(repo: CallLoadRepository, staged?: CallImportRepository, loads?: CallLoads) {
  /** Tells the traffic watchers which hours (and numbers) the committed load touched. */
  const told = async (times: Iterable<Date | string>, numbers?: number[]) => {
    const hours = hoursOf(times);
    if (hours && loads) await loads.loaded({ ...hours, ...(numbers ? { numbers } : {}) });
  };
  return {
    async add(input: CallUploadInput) {
      return repo
        .transaction(async (tx) => {
          await tx.lock();
          const { inserts, results } = await prepare(tx, [{ row: 1, data: input }], new Set());
          const refused = results[0];
          if (refused?.status === 'exist') throw conflict('call.duplicate', M.duplicate, refused.errors as FieldError[]);
          if (refused) throw unprocessable('call.unknown_number', M.unknownNumber, refused.errors as FieldError[]);
          await tx.insertCalls(inserts.map((i) => i.call));
          return inserts;
        })
        .then(async (inserts) => {
          await told(
            inserts.map((i) => i.call.seized_at),
            inserts.flatMap((i) => i.call.inventory_number_id ?? []),
          );
          return { message: M.added, data: normaliseCallNumbers(input) };
        });
    },

    /**
     * Per-row results and the columns no row was read from; valid rows are kept whatever the others do; a file
     * refused part-way writes nothing.
     */
    async bulk(file: BulkFile): Promise<{ data: BulkRowResult[]; ignored_columns: string[] }> {
      const sheet = await readSheetInThread<CallUploadInput>(file, { limits: CALL_BULK_LIMITS, validator: 'calls', batchSize: BATCH });
      const results: BulkRowResult[] = [];
      const seen = new Set<string>();
      const memo = new NumberTypeMemo();
      try {
        requireColumns(
          sheet,
          CALL_TEMPLATE_REQUIRED.map((c) => c.toLowerCase()),
        );
        if (staged) {
          const loadedTimes: string[] = [];
          results.push(...(await bulkStaged(staged, sheet.batches(), loadedTimes)));
          await told(loadedTimes);
          results.sort((a, b) => a.row - b.row);
          return { data: results, ignored_columns: ignoredCallColumns(sheet.headers) };
        }
        const loadedTimes: Date[] = [];
        const loadedNumbers = new Set<number>();
        await repo.transaction(async (tx) => {
          await tx.lock();
          for await (const rows of sheet.batches()) {
            const valid: { row: number; data: CallUploadInput }[] = [];
            for (const r of rows) {
              if (r.ok) valid.push({ row: r.row, data: r.data });
              else results.push({ row: r.row, status: 'error', errors: r.errors });
            }
            const prepared = await prepare(tx, valid, seen, memo);
            results.push(...prepared.results);
            await tx.insertCalls(prepared.inserts.map((i) => i.call));
            for (const i of prepared.inserts) {
              results.push({ row: i.row, status: 'created', errors: [] });
              loadedTimes.push(i.call.seized_at as Date);
              if (i.call.inventory_number_id) loadedNumbers.add(i.call.inventory_number_id);
            }
          }
        });
        await told(loadedTimes, [...loadedNumbers]);
      } finally {
        await sheet.close();
      }
      results.sort((a, b) => a.row - b.row);
      return { data: results, ignored_columns: ignoredCallColumns(sheet.headers) };
    },
  };
}

/**
 * POST /calls/bulk on the embedded engine (one connection: a long statement makes every request wait): the valid rows
 * are staged and merged by the import's short statements (`callImportRepository`), not in one transaction that would
 * hold the connection for the whole file; still all or nothing, and each row's result read back from the stage: the
 * same results as the one transaction on PostgreSQL (the first of two equal calls in the file is loaded, the second
 * `exist`).
 */
async function bulkStaged(
  staged: CallImportRepository,
  batches: ReturnType<ThreadedSheet<CallUploadInput>['batches']>,
  loadedTimes: string[],
): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  const rows = new Map<number, CallUploadInput>();
  const memo = new NumberTypeMemo();
  async function* valid() {
    for await (const batch of batches) {
      const out = [];
      for (const r of batch) {
        if (!r.ok) {
          results.push({ row: r.row, status: 'error', errors: r.errors });
          continue;
        }
        // one identity per call: its numbers in E.164 before the key is built (see `prepare`)
        const data = normaliseCallNumbers(r.data);
        rows.set(r.row, data);
        out.push({ line: r.row, call: importedCall(data, memo) });
      }
      yield out;
      // the worker's batches wait already read: the requests queued meanwhile go first
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  const merged = await staged.load(valid(), CALL_BULK_MAX_ROWS, { outcomes: true });
  for (const l of merged.lines ?? []) {
    const data = rows.get(l.line);
    if (!data) continue;
    if (l.status === 'loaded') {
      results.push({ row: l.line, status: 'created', errors: [] });
      loadedTimes.push(data.CDR_SEIZTIME);
    } else if (l.status === 'unknown')
      results.push({ row: l.line, status: 'error', errors: [{ field: numberField(data), message: M.unknownNumber }] });
    else results.push({ row: l.line, status: 'exist', errors: [{ field: 'CDR_SEIZTIME', message: M.duplicate }] });
  }
  return results;
}

export type CallLoadService = ReturnType<typeof callLoadService>;
