import type { VendorOrderField } from '@gsn/domain';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { isStillReferenced, isUniqueViolation } from '../../db/errors.ts';
import { inventoryNumbers, serviceNumberTypes, vendors } from '../../db/schema.ts';
import { containsPattern, type PageRequest } from '../../db/paging.ts';
import type { CustomerValues } from '../customers/index.ts';

/** The vendor fields as stored: the company fields of a customer (spec 2 §3 Vendor). */
export type VendorValues = CustomerValues;
export type VendorRow = typeof vendors.$inferSelect;

export interface VendorListFilter {
  search?: string | undefined;
}

const ORDER_COLUMNS = {
  name: vendors.name,
  former_name: vendors.former_name,
  website: vendors.website,
  provider_insight_company_code: vendors.provider_insight_company_code,
  business_jurisdiction: vendors.business_jurisdiction,
  address_country: vendors.address_country,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
} as const;

function conditions(f: VendorListFilter): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return pattern
    ? or(
        ilike(vendors.name, pattern),
        ilike(vendors.former_name, pattern),
        ilike(vendors.website, pattern),
        ilike(vendors.provider_insight_company_code, pattern),
        ilike(vendors.business_jurisdiction, pattern),
      )
    : undefined;
}

/** Vendors (functionality 240). */
export function vendorsRepository(db: Db) {
  return {
    async list(f: VendorListFilter, page: PageRequest<VendorOrderField>): Promise<{ data: VendorRow[]; count: number }> {
      const where = conditions(f);
      const column = ORDER_COLUMNS[page.orderby];
      // Names sort case-insensitively so that the list reads as the spec's "sorted by name".
      const key = page.orderby === 'name' ? sql`lower(${column})` : column;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(vendors)
          .where(where)
          .orderBy(page.asc ? asc(key) : desc(key), asc(vendors.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(vendors).where(where),
      ]);
      return { data: rows, count: total[0]?.n ?? 0 };
    },

    async find(id: number): Promise<VendorRow | undefined> {
      const [r] = await db.select().from(vendors).where(eq(vendors.id, id));
      return r;
    },

    /** Whether another vendor has this name (case-insensitive). */
    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(sql`lower(${vendors.name}) = lower(${name})`, exceptId !== undefined ? sql`${vendors.id} <> ${exceptId}` : undefined))
        .limit(1);
      return rows.length > 0;
    },

    /** Which of the names (lower case) are taken. */
    async takenNames(names: string[]): Promise<Set<string>> {
      const lower = [...new Set(names.map((n) => n.toLowerCase()))];
      if (!lower.length) return new Set();
      const rows = await db
        .select({ name: sql<string>`lower(${vendors.name})` })
        .from(vendors)
        .where(inArray(sql`lower(${vendors.name})`, lower));
      return new Set(rows.map((r) => r.name));
    },

    /** Inserts vendors in one statement, skipping names that exist; returns those inserted. */
    async insertMany(values: VendorValues[]): Promise<{ id: number; name: string }[]> {
      if (!values.length) return [];
      return db.insert(vendors).values(values).onConflictDoNothing().returning({ id: vendors.id, name: vendors.name });
    },

    /** Changes vendor fields; false when the new name is taken. */
    async update(id: number, patch: Partial<VendorValues>): Promise<boolean> {
      try {
        await db
          .update(vendors)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(vendors.id, id));
        return true;
      } catch (e) {
        if (isUniqueViolation(e)) return false;
        throw e;
      }
    },

    /** Whether a service number type or an inventory number references the vendor. */
    async inUse(id: number): Promise<boolean> {
      const [products, numbers] = await Promise.all([
        db.select({ id: serviceNumberTypes.id }).from(serviceNumberTypes).where(eq(serviceNumberTypes.vendor_id, id)).limit(1),
        db.select({ id: inventoryNumbers.id }).from(inventoryNumbers).where(eq(inventoryNumbers.vendor_id, id)).limit(1),
      ]);
      return products.length > 0 || numbers.length > 0;
    },

    /**
     * Deletes the vendor: 'deleted', 'missing', or 'in-use' when a service number type or an inventory number
     * still references it (the foreign keys restrict; a reference added after the service's check lands here).
     */
    async remove(id: number): Promise<'deleted' | 'missing' | 'in-use'> {
      try {
        const rows = await db.delete(vendors).where(eq(vendors.id, id)).returning({ id: vendors.id });
        return rows.length === 1 ? 'deleted' : 'missing';
      } catch (e) {
        if (isStillReferenced(e)) return 'in-use';
        throw e;
      }
    },
  };
}

export type VendorsRepository = ReturnType<typeof vendorsRepository>;
