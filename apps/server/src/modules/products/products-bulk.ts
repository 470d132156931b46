import {
  PRODUCT_BULK_MESSAGES as M,
  PRODUCT_TEMPLATE_REQUIRED,
  type ProductBulkRow,
  productIdentityKey,
  validateProductRow,
} from '@gsn/domain';
import { BULK_LIMITS, type BulkFile, type BulkRowResult, chunks, requireColumns } from '../../lib/bulk.ts';
import { readSpreadsheet } from '../../lib/spreadsheet.ts';
import { tariffValues } from '../tariffs/index.ts';
import { type ProductsRepository, productValues } from './products-repository.ts';

/** The upload limits of POST /servicenumbers/type/bulk (also the multipart file limit of the route). */
export const PRODUCT_BULK_LIMITS = BULK_LIMITS;

/** Rows per insert statement. */
const BATCH_SIZE = 250;

const takenErrors = [{ field: 'vendor_option', message: M.taken }];

/**
 * Bulk product upload (spec 2 §2 Bulk add page; template columns in @gsn/domain product-bulk.ts): each row is
 * created (with its standard tariff when it names a currency), reported as existing (the same vendor, vendor
 * option, plan, service type and jurisdiction is stored or came earlier in the file), or reported with
 * per-column errors; valid rows are kept whatever the others do. A file that cannot be read as a whole is
 * refused before anything is written.
 */
export async function productsBulk(repo: ProductsRepository, file: BulkFile): Promise<{ data: BulkRowResult[] }> {
  const sheet = await readSpreadsheet(file, PRODUCT_BULK_LIMITS);
  requireColumns(sheet, PRODUCT_TEMPLATE_REQUIRED);

  const vendorIds = await repo.vendorIds(sheet.rows.map((r) => r.values.vendor ?? ''));
  const juris = await repo.jurisdictionsByName(sheet.rows.map((r) => r.values.jurisdiction?.trim() ?? '').filter(Boolean));

  const results: BulkRowResult[] = [];
  const candidates: { row: number; data: ProductBulkRow }[] = [];
  for (const r of sheet.rows) {
    const v = validateProductRow(r.values, (key) => vendorIds.get(key.toLowerCase()));
    if (!v.ok) {
      results.push({ row: r.row, status: 'error', errors: v.errors });
      continue;
    }
    const { product } = v.data;
    const j = juris.get(product.jurisdiction.toLowerCase());
    if (!j) {
      results.push({ row: r.row, status: 'error', errors: [{ field: 'jurisdiction', message: M.jurisdictionUnknown }] });
      continue;
    }
    candidates.push({
      row: r.row,
      data: {
        ...v.data,
        product: { ...product, jurisdiction: j.name, jurisdiction_dial_code: product.jurisdiction_dial_code ?? j.dial_code },
      },
    });
  }

  const stored = await repo.identities(
    candidates.map((c) => c.data.product.vendor_id),
    candidates.map((c) => c.data.product.jurisdiction),
  );
  const seen = new Set<string>();
  const fresh: typeof candidates = [];
  for (const c of candidates) {
    const key = productIdentityKey(c.data.product);
    if (stored.has(key) || seen.has(key)) results.push({ row: c.row, status: 'exist', errors: takenErrors });
    else fresh.push(c);
    seen.add(key);
  }

  for (const batch of chunks(fresh, BATCH_SIZE)) {
    // one transaction per batch: a product and its cities and tariff go in together; one added meanwhile is reported as existing
    const ids = await repo.transaction((tx) =>
      tx.insertMany(
        batch.map((c) => ({
          values: productValues(c.data.product),
          cities: c.data.product.cities.map((x) => ({ city: x.city, city_dial_code: x.city_dial_code ?? null })),
          tariff: c.data.tariff && tariffValues(c.data.tariff),
        })),
      ),
    );
    batch.forEach((c, i) => {
      results.push(
        ids[i] === undefined ? { row: c.row, status: 'exist', errors: takenErrors } : { row: c.row, status: 'created', errors: [] },
      );
    });
  }

  results.sort((a, b) => a.row - b.row);
  return { data: results };
}
