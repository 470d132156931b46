import {
  type RowFieldError,
  INVENTORY_BULK_MAX_BYTES,
  INVENTORY_BULK_MAX_ROWS,
  INVENTORY_MESSAGES as M,
  INVENTORY_TEMPLATE_REQUIRED,
  type InventoryNumberInput,
} from '@gsn/domain';
import { BULK_LIMITS, type BulkFile, type BulkRowResult, requireColumns } from '../../lib/bulk.ts';
import { readSheetInThread } from '../../lib/sheet-thread.ts';
import type { SpreadsheetLimits } from '../../lib/spreadsheet.ts';
import type { InventoryQueries, InventoryRepository, InventoryValues } from './inventory-repository.ts';
import type { FieldError } from '../../lib/errors.ts';

/**
 * The upload limits of POST /invnumbers/bulk: up to 50,000 rows (an inventory is loaded in bulk), a larger file
 * and a larger inflated size than the other bulk uploads; the zip-bomb ratio checks stay.
 */
export const INVENTORY_BULK_LIMITS: Partial<SpreadsheetLimits> = {
  ...BULK_LIMITS,
  maxBytes: INVENTORY_BULK_MAX_BYTES,
  maxRows: INVENTORY_BULK_MAX_ROWS,
  maxUncompressedBytes: 400 * 1024 * 1024,
};

/**
 * Rows per insert statement (36 columns × 500 rows stays well under PostgreSQL's 65,535 parameters); the worker
 * reads and validates the next batch while this one is written.
 */
export const INVENTORY_BATCH_SIZE = 500;

type SheetRows = Array<{ row: number; ok: true; data: InventoryNumberInput } | { row: number; ok: false; errors: RowFieldError[] }>;

/**
 * Bulk inventory upload (spec 2 §2 Inventory numbers, §3 bulk result row): each row is created, `exist` (its
 * service number is stored or came earlier in the file) or `error` with per-column messages (including an
 * unknown jurisdiction, customer or vendor code). The sheet is read and its rows validated in a worker thread
 * (lib/sheet-thread.ts) and come back in batches: each batch's codes are resolved (jurisdictions once for the
 * file) and its rows sent in one multi-row insert with ON CONFLICT DO NOTHING RETURNING, which also classifies
 * numbers stored meanwhile. The server's memory holds a batch or two and the results, never the sheet. Valid
 * rows are kept whatever the others do; the batches share one transaction, so a file refused part-way (too many
 * rows, damaged XML, a zip bomb) writes nothing. On the embedded engine (one connection) the batches are staged
 * in a temporary table by short statements and published by one at the end, so other requests are served
 * between batches (bench/README.md, Embedded engine stalls), and published a chunk per short statement
 * (`publishStaged`).
 */
export async function inventoryBulk(repo: InventoryRepository, file: BulkFile): Promise<{ data: BulkRowResult[] }> {
  const sheet = await readSheetInThread<InventoryNumberInput>(file, {
    limits: INVENTORY_BULK_LIMITS,
    validator: 'inventory',
    batchSize: INVENTORY_BATCH_SIZE,
  });
  const results: BulkRowResult[] = [];
  const seen = new Set<string>();
  try {
    requireColumns(sheet, INVENTORY_TEMPLATE_REQUIRED);
    /** Sorts a batch's rows: errors and repeats now, the rest to insert. */
    const classify = async (q: InventoryQueries, rows: SheetRows, jurisdictions: Map<string, string>) => {
      const valid: { row: number; data: InventoryNumberInput }[] = [];
      for (const r of rows) {
        if (r.ok) valid.push({ row: r.row, data: r.data });
        else results.push({ row: r.row, status: 'error', errors: r.errors });
      }
      const resolve = await resolver(
        q,
        valid.map((c) => c.data),
        jurisdictions,
      );
      const fresh: { row: number; values: InventoryValues }[] = [];
      for (const c of valid) {
        const resolved = resolveRow(resolve, c.data);
        if (!resolved.ok) results.push({ row: c.row, status: 'error', errors: resolved.errors });
        else if (seen.has(c.data.service_number)) results.push({ row: c.row, status: 'exist', errors: serviceNumberTaken });
        else {
          seen.add(c.data.service_number);
          fresh.push({ row: c.row, values: resolved.values });
        }
      }
      return fresh;
    };
    const settle = (fresh: { row: number; values: InventoryValues }[], inserted: Set<string>) => {
      for (const c of fresh) {
        results.push(
          inserted.has(c.values.service_number)
            ? { row: c.row, status: 'created', errors: [] }
            : { row: c.row, status: 'exist', errors: serviceNumberTaken },
        );
      }
    };

    if (repo.stageUploads) {
      // the embedded engine's one connection is never held for long: each batch is staged by one short statement,
      // then published a chunk per short statement; a failure anywhere deletes what was published (below)
      const stage = await repo.createStage();
      try {
        const jurisdictions = await repo.jurisdictionNames();
        const staged: { row: number; values: InventoryValues }[] = [];
        for await (const rows of sheet.batches()) {
          const fresh = await classify(repo, rows, jurisdictions);
          await repo.stageMany(
            stage,
            fresh.map((c) => c.values),
          );
          for (const c of fresh) staged.push(c);
        }
        settle(staged, await publishStaged(repo, stage));
      } catch (e) {
        await unpublish(repo, stage);
        throw e;
      }
    } else {
      await repo.transaction(async (tx) => {
        const jurisdictions = await tx.jurisdictionNames();
        for await (const rows of sheet.batches()) {
          const fresh = await classify(tx, rows, jurisdictions);
          settle(fresh, new Set((await tx.insertMany(fresh.map((c) => c.values))).map((r) => r.service_number)));
        }
      });
    }
  } finally {
    await sheet.close();
  }

  results.sort((a, b) => a.row - b.row);
  return { data: results };
}

const yieldToRequests = () => new Promise<void>((r) => setImmediate(r));

/**
 * Publishes an upload's staged rows on the embedded engine (one connection: a long statement makes every request wait):
 * `repo.chunkSize` rows per statement, letting the requests queued meanwhile run between two, the upload marked
 * 'publishing' in `bulk_publishes` until its stage is dropped. The upload stays all or nothing — a chunk that fails
 * makes the caller delete the chunks published before (`unpublish`), and a crash leaves the record for the start-up to
 * do the same (`rollBackUnfinishedPublishes`) — but readers may see part of it while it is published (a few seconds for
 * 50,000 rows). Answers the service numbers inserted.
 */
async function publishStaged(repo: InventoryRepository, stage: string): Promise<Set<string>> {
  const inserted = new Set<string>();
  await repo.markStage(stage, 'publishing');
  const last = await repo.stageLast(stage);
  for (let from = 0; from < last; from += repo.chunkSize) {
    if (from) await yieldToRequests();
    for (const r of await repo.publishChunk(stage, from, from + repo.chunkSize)) inserted.add(r.service_number);
  }
  await repo.dropStage(stage);
  return inserted;
}

/**
 * Undoes an upload that did not finish: deletes the rows its chunks published (their ids noted in the stage; the
 * staged numbers were new, so nothing else is touched), a chunk per statement, then drops its stage and record.
 * When this fails too, the record stays for the next start-up.
 */
async function unpublish(repo: InventoryRepository, stage: string): Promise<void> {
  try {
    if (await repo.stageExists(stage)) {
      await repo.markStage(stage, 'failed');
      const last = await repo.stageLast(stage);
      for (let from = 0; from < last; from += repo.chunkSize) {
        if (from) await yieldToRequests();
        await repo.unpublishChunk(stage, from, from + repo.chunkSize);
      }
    }
    await repo.dropStage(stage);
  } catch {
    // left for the start-up (rollBackUnfinishedPublishes); the upload's own error is the one answered
  }
}

/**
 * At start-up on the embedded engine: undoes the inventory uploads a crash (or a failure whose undoing failed) left
 * unfinished, so none stays half published. Answers how many.
 */
export async function rollBackUnfinishedPublishes(repo: InventoryRepository): Promise<number> {
  const stages = await repo.unfinishedStages();
  for (const stage of stages) await unpublish(repo, stage);
  return stages.length;
}

/** The codes and jurisdiction of rows resolved in one go (once per request or bulk file). */
export interface Resolver {
  jurisdictions: Map<string, string>;
  customers: Map<string, number>;
  vendors: Map<string, number>;
}

export async function resolver(repo: InventoryQueries, rows: InventoryNumberInput[], names?: Map<string, string>): Promise<Resolver> {
  const codes = (k: 'customer_insight_code' | 'vendor_insight_code') => rows.flatMap((r) => (r[k] ? [r[k]] : []));
  const [jurisdictions, customers, vendors] = await Promise.all([
    names ?? repo.jurisdictionNames(),
    repo.companyIdsByCode('customer', codes('customer_insight_code')),
    repo.companyIdsByCode('vendor', codes('vendor_insight_code')),
  ]);
  return { jurisdictions, customers, vendors };
}

/** The stored values of a valid row, or the fields naming what does not exist (jurisdiction, customer, vendor). */
export function resolveRow(
  r: Resolver,
  input: InventoryNumberInput,
): { ok: true; values: InventoryValues } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const jurisdiction = r.jurisdictions.get(input.jurisdiction.toLowerCase());
  if (!jurisdiction) errors.push({ field: 'jurisdiction', message: M.jurisdictionUnknown });
  const customerId = input.customer_insight_code ? r.customers.get(input.customer_insight_code.toLowerCase()) : null;
  if (customerId === undefined) errors.push({ field: 'customer_insight_code', message: M.customerUnknown });
  const vendorId = input.vendor_insight_code ? r.vendors.get(input.vendor_insight_code.toLowerCase()) : null;
  if (vendorId === undefined) errors.push({ field: 'vendor_insight_code', message: M.vendorUnknown });
  if (errors.length || !jurisdiction) return { ok: false, errors };
  const { customer_insight_code: _c, vendor_insight_code: _v, ...rest } = input;
  return { ok: true, values: { ...rest, jurisdiction, customer_id: customerId ?? null, vendor_id: vendorId ?? null } };
}

export const serviceNumberTaken = [{ field: 'service_number', message: M.taken }];
