import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { cities, countries, currencies, jurisdictions } from '../../db/schema.ts';

interface Paging {
  limit: number;
  offset: number;
}

async function paged<T>(rows: Promise<T[]>, count: Promise<{ n: number }[]>) {
  const [data, [c]] = await Promise.all([rows, count]);
  return { data, count: c?.n ?? 0 };
}

const countAll = sql<number>`count(*)::int`;

export function referenceRepository(db: Db) {
  return {
    countries: (p: Paging) =>
      paged(
        db.select().from(countries).orderBy(asc(countries.name)).limit(p.limit).offset(p.offset),
        db.select({ n: countAll }).from(countries),
      ),

    currencies: (p: Paging) =>
      paged(
        db.select().from(currencies).orderBy(asc(currencies.code)).limit(p.limit).offset(p.offset),
        db.select({ n: countAll }).from(currencies),
      ),

    jurisdictions: (p: Paging, region?: string) => {
      const where = region ? eq(jurisdictions.region, region) : undefined;
      return paged(
        db.select().from(jurisdictions).where(where).orderBy(asc(jurisdictions.name)).limit(p.limit).offset(p.offset),
        db.select({ n: countAll }).from(jurisdictions).where(where),
      );
    },

    /** Cities filtered by country (alpha-2 or name) and a name prefix. */
    cities: (p: Paging, f: { country?: string | undefined; city?: string | undefined }) => {
      const conds: SQL[] = [];
      if (f.country) {
        const c = f.country.trim();
        conds.push(
          c.length === 2
            ? eq(cities.country_code, c.toUpperCase())
            : sql`${cities.country_code} = (select code from countries where lower(name) = lower(${c}) limit 1)`,
        );
      }
      if (f.city)
        conds.push(
          sql`lower(${cities.name}) like ${`${f.city
            .trim()
            .toLowerCase()
            .replace(/[\\%_]/g, '\\$&')}%`}`,
        );
      const where = conds.length ? and(...conds) : undefined;
      return paged(
        db.select().from(cities).where(where).orderBy(asc(cities.country_code), asc(cities.name)).limit(p.limit).offset(p.offset),
        db.select({ n: countAll }).from(cities).where(where),
      );
    },

    dialCodes: (p: Paging) =>
      paged(
        db
          .select({ code: countries.code, name: countries.name, dial_code: countries.dial_code })
          .from(countries)
          .orderBy(asc(countries.name))
          .limit(p.limit)
          .offset(p.offset),
        db.select({ n: countAll }).from(countries),
      ),
  };
}

export type ReferenceRepository = ReturnType<typeof referenceRepository>;
