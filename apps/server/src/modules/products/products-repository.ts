import { type PRODUCT_ORDER_FIELDS, type ProductInput, productIdentityKey, productSchema, type TariffRow } from '@gsn/domain';
import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { jurisdictions, serviceNumberTypeCities, serviceNumberTypes, tariffs, vendors } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';
import type { PageRequest } from '../../db/paging.ts';
import { callRerating } from '../billing/index.ts';
import { tariffsRepository, type TariffValues } from '../tariffs/index.ts';

export type ProductOrderField = (typeof PRODUCT_ORDER_FIELDS)[number];

/** A product's stored fields (its cities are rows of their own). */
export type ProductValues = Omit<ProductInput, 'cities'>;
export type ProductCity = { city: string; city_dial_code: string | null };

/** Every stored product field (all but the cities, which are rows of their own). */
const PRODUCT_FIELDS = Object.keys(productSchema.in.shape).filter((k) => k !== 'cities') as (keyof ProductValues)[];

/** The product as stored: every field, absent optional ones as null (a PUT replaces the whole product). */
export function productValues(input: ProductInput): ProductValues {
  const out: Record<string, unknown> = {};
  for (const f of PRODUCT_FIELDS) out[f] = input[f] ?? null;
  return out as ProductValues;
}

/** A stored product with its vendor's name (the cities and tariff are added per page, see `withDetails`). */
export type ProductRecord = typeof serviceNumberTypes.$inferSelect & { vendor: string | null };
export type ProductDetails = ProductRecord & { cities: ProductCity[]; tariff: TariffRow | null };

export interface ProductListFilter {
  service_type?: string | undefined;
  jurisdiction?: string | undefined;
  city?: string | undefined;
  vendor_id?: number | undefined;
  /** undefined: both. */
  expired?: boolean | undefined;
}

const p = serviceNumberTypes;

const ORDER_COLUMNS: Record<ProductOrderField, SQLWrapper> = {
  jurisdiction: p.jurisdiction,
  service_type: p.service_type,
  vendor: sql`lower(${vendors.name})`,
  vendor_plan: sql`lower(${p.vendor_plan})`,
  vendor_option: sql`lower(${p.vendor_option})`,
  number_type: p.number_type,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  id: p.id,
};

function conditions(f: ProductListFilter): SQL | undefined {
  const citiesOf = sql`select 1 from ${serviceNumberTypeCities} c where c.service_number_type_id = ${p.id}`;
  return and(
    f.expired !== undefined ? eq(p.expired, f.expired) : undefined,
    f.service_type ? eq(p.service_type, f.service_type) : undefined,
    f.jurisdiction ? sql`lower(${p.jurisdiction}) = lower(${f.jurisdiction})` : undefined,
    f.vendor_id !== undefined ? eq(p.vendor_id, f.vendor_id) : undefined,
    // a product without cities covers every city of its jurisdiction
    f.city ? or(sql`exists (${citiesOf} and lower(c.city) = lower(${f.city}))`, sql`not exists (${citiesOf})`) : undefined,
  );
}

function queries(db: Db) {
  const tariffRepo = tariffsRepository(db);
  const selectRecords = () =>
    db
      .select({ ...getTableColumns(p), vendor: vendors.name })
      .from(p)
      .leftJoin(vendors, eq(vendors.id, p.vendor_id))
      .$dynamic();

  /** The cities (in position order) and the standard tariff of each record: one query each. */
  async function withDetails(records: ProductRecord[]): Promise<ProductDetails[]> {
    const ids = records.map((r) => r.id);
    if (!ids.length) return [];
    const [cityRows, tariffsById] = await Promise.all([
      db
        .select({
          product: serviceNumberTypeCities.service_number_type_id,
          city: serviceNumberTypeCities.city,
          city_dial_code: serviceNumberTypeCities.city_dial_code,
        })
        .from(serviceNumberTypeCities)
        .where(inArray(serviceNumberTypeCities.service_number_type_id, ids))
        .orderBy(
          asc(serviceNumberTypeCities.service_number_type_id),
          asc(serviceNumberTypeCities.position),
          asc(serviceNumberTypeCities.id),
        ),
      tariffRepo.standardOf(ids),
    ]);
    const cities = new Map<number, ProductCity[]>();
    for (const c of cityRows) {
      const list = cities.get(c.product) ?? [];
      list.push({ city: c.city, city_dial_code: c.city_dial_code });
      cities.set(c.product, list);
    }
    return records.map((r) => ({ ...r, cities: cities.get(r.id) ?? [], tariff: tariffsById.get(r.id) ?? null }));
  }

  async function insertCities(productId: number, list: readonly { city: string; city_dial_code?: string | null | undefined }[]) {
    if (!list.length) return;
    await db
      .insert(serviceNumberTypeCities)
      .values(
        list.map((c, i) => ({ service_number_type_id: productId, position: i, city: c.city, city_dial_code: c.city_dial_code ?? null })),
      );
  }

  return {
    async list(f: ProductListFilter, page: PageRequest<ProductOrderField>): Promise<{ data: ProductDetails[]; count: number }> {
      const where = conditions(f);
      const dir = page.asc ? asc : desc;
      const [rows, total] = await Promise.all([
        selectRecords()
          .where(where)
          .orderBy(dir(ORDER_COLUMNS[page.orderby]), asc(p.jurisdiction), asc(p.service_type), asc(p.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(p).where(where),
      ]);
      return { data: await withDetails(rows), count: total[0]?.n ?? 0 };
    },

    async find(id: number): Promise<ProductDetails | undefined> {
      const rows = await selectRecords().where(eq(p.id, id));
      return (await withDetails(rows))[0];
    },

    async vendorExists(id: number): Promise<boolean> {
      return (await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id))).length > 0;
    },

    /** Vendor ids by lower-case name and by lower-case vendor code (provider_insight_company_code). */
    async vendorIds(keys: string[]): Promise<Map<string, number>> {
      const lower = [...new Set(keys.map((k) => k.trim().toLowerCase()).filter(Boolean))];
      if (!lower.length) return new Map();
      const rows = await db
        .select({ id: vendors.id, name: vendors.name, code: vendors.provider_insight_company_code })
        .from(vendors)
        .where(or(inArray(sql`lower(${vendors.name})`, lower), inArray(sql`lower(${vendors.provider_insight_company_code})`, lower)))
        .orderBy(asc(vendors.id));
      const out = new Map<string, number>();
      // a name wins over another vendor's code
      for (const r of rows) if (r.code && !out.has(r.code.toLowerCase())) out.set(r.code.toLowerCase(), r.id);
      for (const r of rows) out.set(r.name.toLowerCase(), r.id);
      return out;
    },

    /** Jurisdictions by lower-case name, with the dial code as a product stores it. */
    async jurisdictionsByName(names: string[]): Promise<Map<string, { name: string; dial_code: string }>> {
      const lower = [...new Set(names.map((n) => n.trim().toLowerCase()))];
      if (!lower.length) return new Map();
      const rows = await db
        .select({ name: jurisdictions.name, dial_code: jurisdictions.dial_code })
        .from(jurisdictions)
        .where(inArray(sql`lower(${jurisdictions.name})`, lower));
      // a product stores dial codes as digits only ('+44' → '44')
      return new Map(rows.map((r) => [r.name.toLowerCase(), { name: r.name, dial_code: r.dial_code.replace(/\D/g, '') }]));
    },

    /** The identity keys (productIdentityKey) of the stored products of these vendors in these jurisdictions. */
    async identities(vendorIds: number[], jurisdictionNames: string[]): Promise<Set<string>> {
      const v = [...new Set(vendorIds)];
      const j = [...new Set(jurisdictionNames)];
      if (!v.length || !j.length) return new Set();
      const rows = await db
        .select({
          vendor_id: p.vendor_id,
          vendor_option: p.vendor_option,
          vendor_plan: p.vendor_plan,
          service_type: p.service_type,
          jurisdiction: p.jurisdiction,
        })
        .from(p)
        .where(and(inArray(p.vendor_id, v), inArray(p.jurisdiction, j)));
      return new Set(rows.map(productIdentityKey));
    },

    /** Adds a product and its cities (call inside a transaction); undefined when its identity is taken. */
    async insert(values: ProductValues, list: ProductCity[]): Promise<number | undefined> {
      let id: number | undefined;
      try {
        [{ id } = { id: undefined }] = await db.insert(p).values(values).returning({ id: p.id });
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
      if (id !== undefined) await insertCities(id, list);
      return id;
    },

    /**
     * Adds products skipping taken identities (also ones added meanwhile); returns the ids by position in
     * `values` (undefined: skipped). Cities and standard tariffs of the added ones follow in two statements.
     */
    async insertMany(
      items: { values: ProductValues; cities: ProductCity[]; tariff: TariffValues | null }[],
    ): Promise<(number | undefined)[]> {
      if (!items.length) return [];
      const inserted = await db
        .insert(p)
        .values(items.map((i) => i.values))
        .onConflictDoNothing()
        .returning({
          id: p.id,
          vendor_id: p.vendor_id,
          vendor_option: p.vendor_option,
          vendor_plan: p.vendor_plan,
          service_type: p.service_type,
          jurisdiction: p.jurisdiction,
        });
      const byKey = new Map(inserted.map((r) => [productIdentityKey(r), r.id]));
      const ids = items.map((i) => byKey.get(productIdentityKey(i.values)));
      const cityRows = items.flatMap((item, n) => {
        const id = ids[n];
        return id === undefined
          ? []
          : item.cities.map((c, i) => ({ service_number_type_id: id, position: i, city: c.city, city_dial_code: c.city_dial_code }));
      });
      if (cityRows.length) await db.insert(serviceNumberTypeCities).values(cityRows);
      const tariffRows = items.flatMap((item, n) => {
        const id = ids[n];
        return id === undefined || !item.tariff ? [] : [{ ...item.tariff, type: 'standard', service_number_type_id: id }];
      });
      if (tariffRows.length) await db.insert(tariffs).values(tariffRows);
      return ids;
    },

    /** Replaces a product's fields and cities (call inside a transaction); false when the new identity is taken. */
    async update(id: number, values: ProductValues, list: ProductCity[]): Promise<boolean> {
      try {
        await db
          .update(p)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(p.id, id));
      } catch (e) {
        if (isUniqueViolation(e)) return false;
        throw e;
      }
      await db.delete(serviceNumberTypeCities).where(eq(serviceNumberTypeCities.service_number_type_id, id));
      await insertCities(id, list);
      return true;
    },

    /** Sets a tariff's charges (after its product changed service type). */
    setTariffCharges: (tariffId: number, values: TariffValues) => tariffRepo.update(tariffId, values),

    ...callRerating(db),

    /** Deletes the product's standard tariff and the product (its cities go with it); call inside a transaction. */
    async remove(id: number): Promise<boolean> {
      await db.delete(tariffs).where(and(eq(tariffs.service_number_type_id, id), eq(tariffs.type, 'standard')));
      const rows = await db.delete(p).where(eq(p.id, id)).returning({ id: p.id });
      return rows.length === 1;
    },

    /** (jurisdiction, country code, region, service type) of current products, distinct. */
    async coverageByJurisdiction(): Promise<{ jurisdiction: string; country_code: string; region: string; service_type: string }[]> {
      return db
        .selectDistinct({
          jurisdiction: p.jurisdiction,
          country_code: jurisdictions.country_code,
          region: jurisdictions.region,
          service_type: p.service_type,
        })
        .from(p)
        .innerJoin(jurisdictions, eq(jurisdictions.name, p.jurisdiction))
        .where(eq(p.expired, false))
        .orderBy(asc(p.jurisdiction), asc(p.service_type));
    },

    /** The distinct cities (any case) of current products in a jurisdiction, sorted by city. */
    async coverageCities(jurisdiction: string, serviceType: string | undefined): Promise<ProductCity[]> {
      const c = serviceNumberTypeCities;
      const rows = await db
        .selectDistinctOn([sql`lower(${c.city})`], { city: c.city, city_dial_code: c.city_dial_code })
        .from(c)
        .innerJoin(p, eq(p.id, c.service_number_type_id))
        .where(
          and(
            eq(p.expired, false),
            sql`lower(${p.jurisdiction}) = lower(${jurisdiction})`,
            serviceType ? eq(p.service_type, serviceType) : undefined,
          ),
        )
        .orderBy(sql`lower(${c.city})`, sql`${c.city_dial_code} nulls last`, asc(c.city));
      return rows;
    },
  };
}

/** Service number types — products (spec 2 §3), their cities and standard tariffs. */
export const productsRepository = (db: Db) => transactional(db, queries);
export type ProductsRepository = ReturnType<typeof productsRepository>;
