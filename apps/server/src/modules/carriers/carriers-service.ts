import {
  CARRIER_MESSAGES as M,
  CARRIER_TEMPLATE_REQUIRED,
  type CarrierCreateInput,
  type CarrierListQuery,
  type CarrierOrderField,
  validateCarrierRow,
} from '@gsn/domain';
import { pageRequest } from '../../db/paging.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import { BULK_LIMITS, type BulkFile, type BulkRowResult, chunks, requireColumns } from '../../lib/bulk.ts';
import { conflict } from '../../lib/errors.ts';
import { readSpreadsheet } from '../../lib/spreadsheet.ts';
import type { CarriersRepository, CarrierValues } from './carriers-repository.ts';

/** Rows per insert statement of a bulk upload. */
export const CARRIER_BATCH_SIZE = 500;

const cicTaken = [{ field: 'cic', message: M.cicTaken }];

/** Carriers (spec 2 §2 Carriers; functionality 220, staff only: the routes say who). */
export function carriersService(repo: CarriersRepository) {
  return {
    /** Default order: cic ascending, 10 per page. */
    list(q: Sorted<CarrierListQuery, CarrierOrderField>) {
      return repo.list(q.search || undefined, pageRequest(q));
    },

    /** 409 when the CIC exists. */
    async create(input: CarrierCreateInput) {
      const [row] = await repo.insertMany([input]);
      if (!row) throw conflict('carrier.cic_taken', M.cicTaken, cicTaken);
      return { message: M.added, data: row };
    },

    /**
     * POST /carriers/bulk: each row is created, `exist` (its CIC is stored or came earlier in the file) or
     * `error` with per-column messages; valid rows are kept whatever the others do. A file that cannot be
     * read as a whole is refused before anything is written (lib/spreadsheet.ts).
     */
    async bulk(file: BulkFile): Promise<{ data: BulkRowResult[] }> {
      const sheet = await readSpreadsheet(file, BULK_LIMITS);
      requireColumns(sheet, CARRIER_TEMPLATE_REQUIRED);
      const results: BulkRowResult[] = [];
      const candidates: { row: number; data: CarrierValues }[] = [];
      for (const r of sheet.rows) {
        const v = validateCarrierRow(r.values);
        if (v.ok) candidates.push({ row: r.row, data: v.data });
        else results.push({ row: r.row, status: 'error', errors: v.errors });
      }
      const taken = await repo.takenCics(candidates.map((c) => c.data.cic));
      const fresh: typeof candidates = [];
      for (const c of candidates) {
        if (taken.has(c.data.cic)) results.push({ row: c.row, status: 'exist', errors: cicTaken });
        else {
          taken.add(c.data.cic);
          fresh.push(c);
        }
      }
      for (const batch of chunks(fresh, CARRIER_BATCH_SIZE)) {
        // a CIC added by someone else since the check is reported as existing
        const inserted = new Set((await repo.insertMany(batch.map((c) => c.data))).map((r) => r.cic));
        for (const c of batch) {
          results.push(
            inserted.has(c.data.cic) ? { row: c.row, status: 'created', errors: [] } : { row: c.row, status: 'exist', errors: cicTaken },
          );
        }
      }
      results.sort((a, b) => a.row - b.row);
      return { data: results };
    },
  };
}

export type CarriersService = ReturnType<typeof carriersService>;
