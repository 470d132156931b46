import type { CarrierOrderField } from '@gsn/domain';
import { asc, desc, ilike, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { carriers } from '../../db/schema.ts';
import { containsPattern, type PageRequest } from '../../db/paging.ts';

export type CarrierRow = typeof carriers.$inferSelect;

export interface CarrierValues {
  cic: string;
  cs?: string | null | undefined;
  clli_name?: string | null | undefined;
}

/** CICs sort as numbers ('288' before '1234'); a 3-digit CIC sorts as its 4-digit zero-padded form. */
const cicOrder = sql`lpad(${carriers.cic}, 4, '0')`;

const ORDER_COLUMNS: Record<CarrierOrderField, SQLWrapper> = {
  cic: cicOrder,
  cs: carriers.cs,
  clli_name: carriers.clli_name,
  createdAt: carriers.createdAt,
};

/** Carriers (spec 2 §3 Carrier); the CIC is unique. */
export function carriersRepository(db: Db) {
  return {
    async list(search: string | undefined, page: PageRequest<CarrierOrderField>): Promise<{ data: CarrierRow[]; count: number }> {
      const pattern = search ? containsPattern(search) : undefined;
      const where = pattern ? or(ilike(carriers.cic, pattern), ilike(carriers.cs, pattern), ilike(carriers.clli_name, pattern)) : undefined;
      const column = ORDER_COLUMNS[page.orderby];
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(carriers)
          .where(where)
          .orderBy(page.asc ? asc(column) : desc(column), asc(cicOrder), asc(carriers.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(carriers).where(where),
      ]);
      return { data: rows, count: total[0]?.n ?? 0 };
    },

    /** Which of the CICs exist. */
    async takenCics(cics: string[]): Promise<Set<string>> {
      const unique = [...new Set(cics)];
      if (!unique.length) return new Set();
      const rows = await db.select({ cic: carriers.cic }).from(carriers).where(inArray(carriers.cic, unique));
      return new Set(rows.map((r) => r.cic));
    },

    /** Inserts carriers in one statement, skipping CICs that exist (also ones added meanwhile); returns those inserted. */
    async insertMany(values: CarrierValues[]): Promise<CarrierRow[]> {
      if (!values.length) return [];
      return db.insert(carriers).values(values).onConflictDoNothing().returning();
    },
  };
}

export type CarriersRepository = ReturnType<typeof carriersRepository>;
