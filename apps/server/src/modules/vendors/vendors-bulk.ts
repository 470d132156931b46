import { companyKey, VENDOR_MESSAGES as M, VENDOR_TEMPLATE_REQUIRED, type VendorInput, validateVendorRow } from '@gsn/domain';
import { BULK_LIMITS, type BulkFile, type BulkRowResult, chunks, requireColumns } from '../../lib/bulk.ts';
import { readSpreadsheet } from '../../lib/spreadsheet.ts';
import type { VendorsRepository } from './vendors-repository.ts';

/** The upload limits of POST /vendors/bulk (also the multipart file limit of the route). */
export const VENDOR_BULK_LIMITS = BULK_LIMITS;

/** Rows per insert statement. */
const BATCH_SIZE = 250;

/**
 * Bulk vendor upload (spec 2 §2 Vendor screens, §3 bulk result row): every row is created, reported as
 * existing (name already there, or earlier in the file), or reported with per-column errors; valid rows are
 * kept whatever the others do. A file that cannot be read as a whole is refused before anything is written.
 */
export async function vendorsBulk(
  d: { repo: Pick<VendorsRepository, 'takenNames' | 'insertMany'> },
  file: BulkFile,
): Promise<{ data: BulkRowResult[] }> {
  const sheet = await readSpreadsheet(file, VENDOR_BULK_LIMITS);
  requireColumns(sheet, VENDOR_TEMPLATE_REQUIRED);

  const results: BulkRowResult[] = [];
  const candidates: { row: number; data: VendorInput }[] = [];
  for (const r of sheet.rows) {
    const v = validateVendorRow(r.values);
    if (v.ok) candidates.push({ row: r.row, data: v.data });
    else results.push({ row: r.row, status: 'error', errors: v.errors });
  }

  const taken = await d.repo.takenNames(candidates.map((c) => c.data.name));
  const seen = new Set<string>();
  const fresh: typeof candidates = [];
  for (const c of candidates) {
    const key = companyKey(c.data.name);
    if (taken.has(key) || seen.has(key)) results.push({ row: c.row, status: 'exist', errors: [{ field: 'name', message: M.nameTaken }] });
    else fresh.push(c);
    seen.add(key);
  }

  for (const batch of chunks(fresh, BATCH_SIZE)) {
    // A name taken meanwhile is skipped by the insert and reported as existing.
    const inserted = new Set((await d.repo.insertMany(batch.map((c) => c.data))).map((v) => companyKey(v.name)));
    for (const c of batch) {
      results.push(
        inserted.has(companyKey(c.data.name))
          ? { row: c.row, status: 'created', errors: [] }
          : { row: c.row, status: 'exist', errors: [{ field: 'name', message: M.nameTaken }] },
      );
    }
  }

  results.sort((a, b) => a.row - b.row);
  return { data: results };
}
