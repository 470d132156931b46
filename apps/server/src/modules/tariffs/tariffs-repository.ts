import { CHARGE_FIELDS, type ChargeField, formatMoney, type TARIFF_ORDER_FIELDS, type TariffRow, type TariffType } from '@gsn/domain';
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { callRerating } from '../billing/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { serviceNumberTypes, tariffs, vendors } from '../../db/schema.ts';
import type { PageRequest } from '../../db/paging.ts';
import { transactional } from '../../db/transactional.ts';

/** The stored charges and terms of a tariff (amounts as exact decimal strings, dates YYYY-MM-DD). */
export type TariffValues = {
  currency: string;
  billing_incremental?: string | null | undefined;
  billing_start_date?: string | null | undefined;
  commencement_date?: string | null | undefined;
} & Partial<Record<ChargeField, string | null | undefined>>;

export type TariffOrderField = (typeof TARIFF_ORDER_FIELDS)[number];

export interface TariffListFilter {
  type: TariffType;
  service_number_type_id?: number | undefined;
  service_type?: string | undefined;
  jurisdiction?: string | undefined;
  currency?: string | undefined;
}

/** The columns of a TariffRow: the tariff and its product's summary (left joins: a customized tariff may have lost its product). */
const ROW = {
  id: tariffs.id,
  type: tariffs.type,
  service_number_type_id: tariffs.service_number_type_id,
  currency: tariffs.currency,
  nrc: tariffs.nrc,
  mrc: tariffs.mrc,
  nrc_channel_charges: tariffs.nrc_channel_charges,
  mrc_channel_charges: tariffs.mrc_channel_charges,
  fix_usage_rate: tariffs.fix_usage_rate,
  mobile_usage_rate: tariffs.mobile_usage_rate,
  payphone_usage_rate: tariffs.payphone_usage_rate,
  inbound_charges: tariffs.inbound_charges,
  outbound_charges_fixed: tariffs.outbound_charges_fixed,
  outbound_charges_mobile: tariffs.outbound_charges_mobile,
  outbound_charges_special: tariffs.outbound_charges_special,
  billing_incremental: tariffs.billing_incremental,
  billing_start_date: tariffs.billing_start_date,
  commencement_date: tariffs.commencement_date,
  service_type: serviceNumberTypes.service_type,
  jurisdiction: serviceNumberTypes.jurisdiction,
  vendor: vendors.name,
  vendor_option: serviceNumberTypes.vendor_option,
  outbound_calling_enabled: sql<boolean>`coalesce(${serviceNumberTypes.outbound_calling_enabled}, false)`,
  createdAt: tariffs.createdAt,
  updatedAt: tariffs.updatedAt,
};

type RawTariffRow = Record<keyof typeof ROW, unknown>;

/** A stored row as the API shows it: amounts through formatMoney (null stays null), never a float. */
export function toTariffRow(raw: RawTariffRow): TariffRow {
  const out: Record<string, unknown> = { ...raw };
  for (const f of CHARGE_FIELDS) {
    const v = raw[f];
    out[f] = typeof v === 'string' ? formatMoney(v) : null;
  }
  return out as TariffRow;
}

/** TariffRows matching `where`, in the given order. */
export function selectTariffRows(db: Db, where: SQL | undefined) {
  return db
    .select(ROW)
    .from(tariffs)
    .leftJoin(serviceNumberTypes, eq(serviceNumberTypes.id, tariffs.service_number_type_id))
    .leftJoin(vendors, eq(vendors.id, serviceNumberTypes.vendor_id))
    .where(where)
    .$dynamic();
}

const ORDER_COLUMNS: Record<TariffOrderField, SQLWrapper> = {
  jurisdiction: serviceNumberTypes.jurisdiction,
  service_type: serviceNumberTypes.service_type,
  currency: tariffs.currency,
  nrc: tariffs.nrc,
  mrc: tariffs.mrc,
  createdAt: tariffs.createdAt,
  updatedAt: tariffs.updatedAt,
  id: tariffs.id,
};

function conditions(f: TariffListFilter): SQL | undefined {
  return and(
    eq(tariffs.type, f.type),
    f.service_number_type_id !== undefined ? eq(tariffs.service_number_type_id, f.service_number_type_id) : undefined,
    f.service_type ? eq(serviceNumberTypes.service_type, f.service_type) : undefined,
    f.jurisdiction ? sql`lower(${serviceNumberTypes.jurisdiction}) = lower(${f.jurisdiction})` : undefined,
    f.currency ? eq(tariffs.currency, f.currency) : undefined,
  );
}

/** Tariffs (spec 2 §3 Tariff/pricing): standard tariffs of products and customized ones of orders. */
function tariffQueries(db: Db) {
  return {
    async list(f: TariffListFilter, page: PageRequest<TariffOrderField>): Promise<{ data: TariffRow[]; count: number }> {
      const where = conditions(f);
      const column = ORDER_COLUMNS[page.orderby];
      const dir = page.asc ? asc : desc;
      const [rows, total] = await Promise.all([
        selectTariffRows(db, where)
          .orderBy(dir(column), asc(serviceNumberTypes.jurisdiction), asc(serviceNumberTypes.service_type), asc(tariffs.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(tariffs)
          .leftJoin(serviceNumberTypes, eq(serviceNumberTypes.id, tariffs.service_number_type_id))
          .where(where),
      ]);
      return { data: rows.map(toTariffRow), count: total[0]?.n ?? 0 };
    },

    /** Holds the tariff until the transaction ends (a change read and written as one). */
    async lock(id: number): Promise<void> {
      await db.select({ id: tariffs.id }).from(tariffs).where(eq(tariffs.id, id)).for('update');
    },

    async find(id: number): Promise<TariffRow | undefined> {
      const [r] = await selectTariffRows(db, eq(tariffs.id, id));
      return r && toTariffRow(r);
    },

    /** The standard tariffs of the products, in one query. */
    async standardOf(productIds: number[]): Promise<Map<number, TariffRow>> {
      if (!productIds.length) return new Map();
      const rows = await selectTariffRows(db, and(eq(tariffs.type, 'standard'), inArray(tariffs.service_number_type_id, productIds)));
      return new Map(rows.map((r) => [r.service_number_type_id as number, toTariffRow(r)]));
    },

    /** What normalising a tariff's charges needs of its product; undefined when there is no such product. */
    async productOf(productId: number): Promise<{ id: number; service_type: string; outbound_calling_enabled: boolean } | undefined> {
      const [r] = await db
        .select({
          id: serviceNumberTypes.id,
          service_type: serviceNumberTypes.service_type,
          outbound_calling_enabled: serviceNumberTypes.outbound_calling_enabled,
        })
        .from(serviceNumberTypes)
        .where(eq(serviceNumberTypes.id, productId));
      return r;
    },

    async hasStandard(productId: number): Promise<boolean> {
      const rows = await db
        .select({ id: tariffs.id })
        .from(tariffs)
        .where(and(eq(tariffs.service_number_type_id, productId), eq(tariffs.type, 'standard')))
        .limit(1);
      return rows.length > 0;
    },

    /** Adds a product's standard tariff; undefined when it has one already. */
    async insertStandard(productId: number, values: TariffValues): Promise<number | undefined> {
      try {
        const [r] = await db
          .insert(tariffs)
          .values({ ...values, type: 'standard', service_number_type_id: productId })
          .returning({ id: tariffs.id });
        return r?.id;
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
    },

    /** Replaces the charges and terms (every field, absent ones become null). */
    async update(id: number, values: TariffValues): Promise<void> {
      await db
        .update(tariffs)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(tariffs.id, id));
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(tariffs).where(eq(tariffs.id, id)).returning({ id: tariffs.id });
      return rows.length === 1;
    },

    ...callRerating(db),
  };
}

/** The tariffs' SQL; `transaction` for a price change read and written as one (its audit event with it). */
export const tariffsRepository = (db: Db) => transactional(db, tariffQueries);

export type TariffsRepository = ReturnType<typeof tariffsRepository>;
