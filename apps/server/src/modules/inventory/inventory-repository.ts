import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  INVENTORY_COUNT_CAP,
  type InventoryNumberInput,
  type InventoryNumberRow,
  type InventoryOrderField,
  likePrefix,
  serviceNumberPrefix,
} from '@gsn/domain';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { transactional } from '../../db/transactional.ts';
import { callRerating } from '../billing/index.ts';
import { bulkPublishes, customers, inventoryNumbers as inv, jurisdictions, vendors } from '../../db/schema.ts';
import type { CountResult, PageRequest } from '../../db/paging.ts';
import { rowsOf, unchangedSince } from '../../db/rows.ts';

/**
 * Which numbers a caller sees: every number (staff), or one company's (customers; `null` = a customer account
 * without a company, which sees none). Decided by the service, applied to every query here.
 */
export type InventoryScope = { all: true } | { customerId: number | null };

export interface InventoryFilter {
  customerCode?: string | null | undefined;
  serviceType?: string | null | undefined;
  jurisdiction?: string | null | undefined;
  city?: string | null | undefined;
  /** Routing vendor exactly, or the start of the service number when it reads as a number. */
  routingVendor?: string | null | undefined;
  orderId?: number | null | undefined;
  state?: string | null | undefined;
  /** DNIS: the start of the service number. */
  serviceNumberPrefix?: string | null | undefined;
  /** DNIS: numbers without a termination number. */
  unrouted?: boolean | undefined;
}

/** The stored columns of an inventory number (codes resolved to ids). */
export type InventoryValues = Omit<InventoryNumberInput, 'customer_insight_code' | 'vendor_insight_code'> & {
  customer_id: number | null;
  vendor_id: number | null;
};

const customerCode = customers.provider_insight_company_code;

const ORDER_COLUMNS: Record<InventoryOrderField, SQLWrapper> = {
  jurisdiction: inv.jurisdiction,
  service_number: inv.service_number,
  service_type: inv.service_type,
  city: inv.city,
  order_id: inv.order_id,
  updatedAt: inv.updatedAt,
  id: inv.id,
};

/** Columns the number's life sets (inventory-lifecycle-repository.ts), never an upload. */
const LIFECYCLE_COLUMNS = ['state', 'state_changed_at', 'reserved_until', 'reserved_for', 'aging_until'];

/** The columns a new number is inserted with (all but the id, the timestamps and its life) and their SQL types. */
const INSERT_COLUMNS = Object.values(getTableColumns(inv))
  .filter((c) => !['id', 'created_at', 'updated_at', ...LIFECYCLE_COLUMNS].includes(c.name))
  .map((c) => ({ name: c.name, type: c.getSQLType() }));

/**
 * A new number's state: uploaded with a customer or an order it is already in service (numbers sold before the
 * portal knew them), otherwise it is stock.
 */
const INITIAL_STATE = (alias: string) =>
  sql.raw(`case when ${alias}"customer_id" is not null or ${alias}"order_id" is not null then 'active' else 'available' end`);

const MONEY = ['nrc', 'mrc', 'inbound_charges', 'outbound_charges_fixed', 'outbound_charges_mobile', 'outbound_charges_special'] as const;

/** The row as the API shows it: the joined codes and name, money in canonical text, timestamps in ISO. */
const selection = {
  ...getTableColumns(inv),
  customer_insight_code: customerCode,
  customer_name: customers.name,
  vendor_insight_code: vendors.provider_insight_company_code,
};

type SelectedRow = typeof inv.$inferSelect & {
  customer_insight_code: string | null;
  customer_name: string | null;
  vendor_insight_code: string | null;
};

export function toInventoryRow(r: SelectedRow): InventoryNumberRow {
  const out = { ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() } as Record<string, unknown>;
  for (const m of MONEY) {
    const v = r[m];
    out[m] = v === null ? null : formatMoney(v);
  }
  return out as unknown as InventoryNumberRow;
}

export function scopeCondition(scope: InventoryScope): SQL | undefined {
  if ('all' in scope) return undefined;
  return scope.customerId === null ? sql`false` : eq(inv.customer_id, scope.customerId);
}

/** The customer (or vendor) with this code, case-insensitively; the lowest id when several share it. */
const firstCompanyWithCode = (table: typeof customers | typeof vendors, code: string) =>
  sql`(select ${table.id} from ${table} where lower(${table.provider_insight_company_code}) = lower(${code}) order by ${table.id} limit 1)`;

export function inventoryConditions(scope: InventoryScope, f: InventoryFilter): SQL | undefined {
  const prefix = f.routingVendor ? serviceNumberPrefix(f.routingVendor) : null;
  return and(
    scopeCondition(scope),
    // one company (the lowest id, as bulk uploads resolve a shared code): a scalar the planner can match to
    // inv_customer_idx (customer_id, jurisdiction, id), which serves the default order without a scan
    f.customerCode ? sql`${inv.customer_id} = ${firstCompanyWithCode(customers, f.customerCode)}` : undefined,
    f.serviceType ? eq(inv.service_type, f.serviceType) : undefined,
    f.jurisdiction ? eq(inv.jurisdiction, f.jurisdiction) : undefined,
    f.city ? eq(inv.city, f.city) : undefined,
    f.routingVendor
      ? prefix
        ? or(eq(inv.routing_vendor, f.routingVendor), sql`${inv.service_number} like ${likePrefix(prefix)}`)
        : eq(inv.routing_vendor, f.routingVendor)
      : undefined,
    f.orderId ? eq(inv.order_id, f.orderId) : undefined,
    f.state ? eq(inv.state, f.state) : undefined,
    f.serviceNumberPrefix ? sql`${inv.service_number} like ${likePrefix(f.serviceNumberPrefix)}` : undefined,
    f.unrouted ? isNull(inv.translation_termination_number) : undefined,
  );
}

/** Inventory numbers (spec 2 §3 Inventory number): the only SQL of the inventory, DNIS and its export. */
function inventoryQueries(db: Db) {
  const base = () =>
    db.select(selection).from(inv).leftJoin(customers, eq(customers.id, inv.customer_id)).leftJoin(vendors, eq(vendors.id, inv.vendor_id));

  /** Matching rows counted up to `cap` (a LIMITed subquery: never a scan of the whole table). */
  async function countWhere(where: SQL | undefined, cap: number): Promise<CountResult> {
    const limited = db
      .select({ one: sql`1` })
      .from(inv)
      .where(where)
      .limit(cap + 1)
      .as('limited');
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
    const n = r?.n ?? 0;
    return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
  }

  return {
    /**
     * A page in the asked order (ties by id in the same direction, so that the (x, id) indexes serve it) and
     * the number of matching rows counted up to `cap` (a LIMITed subquery: never a scan of the whole table).
     */
    async list(
      scope: InventoryScope,
      filter: InventoryFilter,
      page: PageRequest<InventoryOrderField>,
      cap = INVENTORY_COUNT_CAP,
    ): Promise<{ data: InventoryNumberRow[] } & CountResult> {
      const where = inventoryConditions(scope, filter);
      const dir = page.asc ? asc : desc;
      const order = page.orderby === 'id' ? [dir(inv.id)] : [dir(ORDER_COLUMNS[page.orderby]!), dir(inv.id)];
      const [rows, counted] = await Promise.all([
        base()
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        countWhere(where, cap),
      ]);
      return { data: rows.map(toInventoryRow), ...counted };
    },

    /** The numbers the scope sees that match the filter, counted up to `cap`. */
    count: (scope: InventoryScope, filter: InventoryFilter, cap: number): Promise<CountResult> =>
      countWhere(inventoryConditions(scope, filter), cap),

    async find(id: number, scope: InventoryScope): Promise<InventoryNumberRow | undefined> {
      const [r] = await base().where(and(eq(inv.id, id), scopeCondition(scope)));
      return r ? toInventoryRow(r) : undefined;
    },

    /**
     * The distinct jurisdictions of the visible numbers, by a loose index scan (one index probe per
     * jurisdiction on (jurisdiction, id) or (customer_id, jurisdiction, id)) instead of reading every row.
     */
    jurisdictions: (scope: InventoryScope): Promise<string[]> => looseDistinct(db, inv.jurisdiction, scopeCondition(scope)),

    /**
     * The distinct cities of the visible numbers (of one jurisdiction when given), in order. Over every number
     * a loose scan of the city index; otherwise the jurisdiction's or the company's rows (a few thousand).
     */
    async cities(scope: InventoryScope, jurisdiction: string | null | undefined): Promise<string[]> {
      if ('all' in scope && !jurisdiction) return looseDistinct(db, inv.city, undefined);
      const rows = await db
        .selectDistinct({ city: inv.city })
        .from(inv)
        .where(and(scopeCondition(scope), jurisdiction ? eq(inv.jurisdiction, jurisdiction) : undefined, sql`${inv.city} is not null`))
        .orderBy(asc(inv.city));
      return rows.map((r) => r.city as string);
    },

    /**
     * Keyset batches in (jurisdiction, id) order, `after` the last row of the previous batch: the same index
     * as the list, constant cost per batch however deep (exports).
     */
    async batchAfter(
      scope: InventoryScope,
      filter: InventoryFilter,
      after: { jurisdiction: string; id: number } | null,
      limit: number,
    ): Promise<InventoryNumberRow[]> {
      const rows = await base()
        .where(
          and(
            inventoryConditions(scope, filter),
            after ? sql`(${inv.jurisdiction}, ${inv.id}) > (${after.jurisdiction}, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(inv.jurisdiction), asc(inv.id))
        .limit(limit);
      return rows.map(toInventoryRow);
    },

    /** Jurisdiction names by their lower-case form (the reference table has a few hundred). */
    async jurisdictionNames(): Promise<Map<string, string>> {
      const rows = await db.select({ name: jurisdictions.name }).from(jurisdictions);
      return new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
    },

    /** Company ids by lower-case insight code (the lowest id when several companies share a code). */
    async companyIdsByCode(kind: 'customer' | 'vendor', codes: string[]): Promise<Map<string, number>> {
      const lower = [...new Set(codes.map((c) => c.toLowerCase()))];
      if (!lower.length) return new Map();
      const table = kind === 'customer' ? customers : vendors;
      const rows = await db
        .select({ code: sql<string>`lower(${table.provider_insight_company_code})`, id: sql<number>`min(${table.id})::int` })
        .from(table)
        .where(inArray(sql`lower(${table.provider_insight_company_code})`, lower))
        .groupBy(sql`lower(${table.provider_insight_company_code})`);
      return new Map(rows.map((r) => [r.code, r.id]));
    },

    /**
     * Inserts numbers in one statement, skipping service numbers that exist (ON CONFLICT DO NOTHING); returns
     * the ones inserted. The rows travel as one JSON parameter expanded by jsonb_to_recordset: a 1,000-row
     * batch is one small statement to build and parse instead of 36,000 bound parameters.
     */
    async insertMany(values: InventoryValues[]): Promise<{ id: number; service_number: string }[]> {
      if (!values.length) return [];
      const rows: unknown = await db.execute(sql`
        insert into ${inv} (${sql.raw(INSERT_COLUMNS.map((c) => `"${c.name}"`).join(', '))}, "state")
        select ${sql.raw(INSERT_COLUMNS.map((c) => `r."${c.name}"`).join(', '))}, ${INITIAL_STATE('r.')}
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(${sql.raw(INSERT_COLUMNS.map((c) => `"${c.name}" ${c.type}`).join(', '))})
        on conflict (service_number) do nothing
        returning id, service_number`);
      return rowsOf<{ id: number; service_number: string }>(rows);
    },

    /**
     * The embedded engine's bulk upload (bench/README.md, Embedded engine stalls) stages its rows in a table of its own
     * (`seq` numbers them in file order, `published_id` will hold the id each one got), a batch per statement, so the
     * one connection is free between batches; the upload is recorded in `bulk_publishes` in the same transaction, so a
     * stage a crash leaves behind is found and undone at start-up (`rollBackUnfinishedPublishes`). A regular table, not
     * a temporary one: it must outlive a crash to be undone, and it works on any connection of a pool.
     */
    /**
     * Writes an edit when the number is still as the editor saw it (`updated_at` at millisecond precision, as the API
     * shows it); false when it changed meanwhile or is gone.
     */
    async updateIfUnchanged(id: number, seen: Date, values: Partial<typeof inv.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(inv)
        .set({ ...values, updatedAt: sql`greatest(now(), ${inv.updatedAt} + interval '2 milliseconds')` })
        .where(and(eq(inv.id, id), unchangedSince(inv.updatedAt, seen)))
        .returning({ id: inv.id });
      return rows.length === 1;
    },

    async createStage(): Promise<string> {
      const id = randomUUID();
      const name = `inventory_stage_${id.replaceAll('-', '')}`;
      await db.transaction(async (tx) => {
        await tx.insert(bulkPublishes).values({ id, kind: 'inventory', stage: name, status: 'staging' });
        await tx.execute(
          sql.raw(
            `create table ${name} (seq serial primary key, published_id int, ${INSERT_COLUMNS.map((c) => `"${c.name}" ${c.type}`).join(', ')})`,
          ),
        );
      });
      return name;
    },

    async stageMany(stage: string, values: InventoryValues[]): Promise<void> {
      if (!values.length) return;
      await db.execute(sql`
        insert into ${sql.identifier(stage)} (${sql.raw(INSERT_COLUMNS.map((c) => `"${c.name}"`).join(', '))})
        select ${sql.raw(INSERT_COLUMNS.map((c) => `r."${c.name}"`).join(', '))}
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(${sql.raw(INSERT_COLUMNS.map((c) => `"${c.name}" ${c.type}`).join(', '))})`);
    },

    /** Marks a stage's upload: 'publishing' (its rows going in) or 'failed' (its published rows being deleted). */
    async markStage(stage: string, status: 'publishing' | 'failed'): Promise<void> {
      await db.update(bulkPublishes).set({ status }).where(eq(bulkPublishes.stage, stage));
    },

    /** The highest `seq` of a stage (0 when empty): publishing and undoing walk (0, last] in chunks. */
    async stageLast(stage: string): Promise<number> {
      const rows: unknown = await db.execute(sql`select coalesce(max(seq), 0)::int as last from ${sql.identifier(stage)}`);
      return rowsOf<{ last: number }>(rows)[0]?.last ?? 0;
    },

    /**
     * Inserts the staged numbers with `from < seq <= to` in one statement, skipping service numbers that exist, and
     * notes in the stage the id each one got (the same statement: both or neither); returns the ones inserted.
     */
    async publishChunk(stage: string, from: number, to: number): Promise<{ service_number: string }[]> {
      const cols = sql.raw(INSERT_COLUMNS.map((c) => `"${c.name}"`).join(', '));
      const st = sql.identifier(stage);
      const rows: unknown = await db.execute(sql`
        with ins as (
          insert into ${inv} (${cols}, "state") select ${cols}, ${INITIAL_STATE('')} from ${st} where seq > ${from} and seq <= ${to} order by seq
          on conflict (service_number) do nothing
          returning id, service_number
        ), noted as (
          update ${st} s set published_id = ins.id from ins
          where s.seq > ${from} and s.seq <= ${to} and s.service_number = ins.service_number
        )
        select service_number from ins`);
      return rowsOf<{ service_number: string }>(rows);
    },

    /** Deletes the numbers the stage's rows with `from < seq <= to` published (undoing an upload); answers how many. */
    async unpublishChunk(stage: string, from: number, to: number): Promise<number> {
      const rows: unknown = await db.execute(sql`
        with gone as (
          delete from ${inv} where id in (
            select published_id from ${sql.identifier(stage)} where seq > ${from} and seq <= ${to} and published_id is not null
          ) returning 1
        ) select count(*)::int as n from gone`);
      return rowsOf<{ n: number }>(rows)[0]?.n ?? 0;
    },

    /** Ends an upload (published or undone): its stage dropped and its record deleted, in one transaction. */
    async dropStage(stage: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`drop table if exists ${sql.identifier(stage)}`);
        await tx.delete(bulkPublishes).where(eq(bulkPublishes.stage, stage));
      });
    },

    /** The stages of inventory uploads that did not finish (a crash, or a failure whose undoing failed too). */
    async unfinishedStages(): Promise<string[]> {
      const rows = await db.select({ stage: bulkPublishes.stage }).from(bulkPublishes).where(eq(bulkPublishes.kind, 'inventory'));
      return rows.map((r) => r.stage);
    },

    /** Whether a stage's table exists (a crash between its record and its table cannot happen, one transaction; checked anyway). */
    async stageExists(stage: string): Promise<boolean> {
      const rows: unknown = await db.execute(sql`select to_regclass(${stage}) is not null as ok`);
      return rowsOf<{ ok: boolean }>(rows)[0]?.ok ?? false;
    },

    ...callRerating(db),

    /** Changes some columns of one number; false when it does not exist. */
    async update(id: number, patch: Partial<typeof inv.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(inv)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(inv.id, id))
        .returning({ id: inv.id });
      return rows.length === 1;
    },
  };
}

/**
 * `select distinct column` by a recursive CTE that probes the column's index once per value (PostgreSQL has no
 * skip scan): a few hundred probes instead of a million rows. Nulls are left out.
 */
async function looseDistinct(db: Db, column: typeof inv.jurisdiction | typeof inv.city, cond: SQL | undefined): Promise<string[]> {
  const extra = cond ? sql` and ${cond}` : sql``;
  const col = sql.identifier(column.name);
  const rows: unknown = await db.execute(sql`
    with recursive d(v) as (
      (select ${col} from ${inv} where ${col} is not null${extra} order by 1 limit 1)
      union all
      select (select ${col} from ${inv} where ${col} > d.v${extra} order by 1 limit 1) from d where d.v is not null
    )
    select v from d where v is not null`);
  return rowsOf<{ v: string }>(rows).map((r) => r.v);
}

/** The inventory queries, and `transaction(fn)` to run several in one transaction (the bulk upload). */
export const inventoryRepository = (db: Db, opts: { stageUploads?: boolean; chunkSize?: number } = {}) => ({
  ...transactional(db, inventoryQueries),
  /** Bulk uploads stage their rows and publish them in chunks (the embedded engine: one connection). */
  stageUploads: opts.stageUploads ?? false,
  /** Staged rows published per statement (`INVENTORY_PUBLISH_CHUNK` unless a test asks for fewer). */
  chunkSize: opts.chunkSize ?? INVENTORY_PUBLISH_CHUNK,
});

/**
 * Staged rows published per short statement on the embedded engine (one connection: a long statement makes every
 * request wait): measured on PGlite (a 50,000-row stage, 2 shared cores at load average 4–6), a chunk of 250 rows took
 * 12–18 ms, 500 rows 20–22 ms, 1,000 rows 63–74 ms and 2,000 rows 66–80 ms; 1,000 keeps a request queued behind a chunk
 * well under the 250 ms goal with room for a larger table's deeper indexes.
 */
export const INVENTORY_PUBLISH_CHUNK = 1000;

export type InventoryRepository = ReturnType<typeof inventoryRepository>;
/** The queries alone (inside a transaction). */
export type InventoryQueries = ReturnType<typeof inventoryQueries>;
