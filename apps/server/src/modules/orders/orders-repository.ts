import {
  type Answer,
  CHARGE_FIELDS,
  formatMoney,
  type ORDER_ORDER_FIELDS,
  type OrderEventKind,
  type OrderStatus,
  type orderListRowAnswer,
} from '@gsn/domain';
import { and, asc, desc, eq, getTableColumns, gte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import {
  accounts,
  complianceDocuments,
  customers,
  documents,
  orderComplianceDocuments,
  orderEvents,
  orders,
  serviceNumberTypeOrderHistory,
  tariffs,
  userProfiles,
} from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';
import { unchangedSince } from '../../db/rows.ts';
import type { PageRequest } from '../../db/paging.ts';
import { callRerating } from '../billing/index.ts';
import { productsRepository } from '../products/index.ts';
import type { TariffValues } from '../tariffs/index.ts';

export type OrderOrderField = (typeof ORDER_ORDER_FIELDS)[number];
export type OrderColumns = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;

/** Who sees which orders: staff every order (`{}`), customers only their own company's. */
export interface OrderScope {
  customerId?: number | null;
}

export interface OrderListFilter {
  service_type?: string | undefined;
  jurisdiction?: string | undefined;
  status?: string | undefined;
  order_id?: number | undefined;
  reference?: string | undefined;
  customer_id?: number | undefined;
  /** Changed at or after (sync). */
  updated_since?: Date | undefined;
}

/** An account as an order shows it (creator, timeline); null when the account was deleted. */
export interface OrderAccount {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
}

/** One row of GET /orders (the domain's answer schema). */
export type OrderListRow = Answer<typeof orderListRowAnswer>;

/** The charges and terms of a tariff as the API shows them (amounts through formatMoney). */
export type OrderCharges = { currency: string } & Record<string, string | null>;

export interface OrderSnapshot {
  service_type: string;
  jurisdiction: string;
  currency: string | null;
  nrc: string | null;
  mrc: string | null;
  product: Record<string, unknown>;
  tariff: Record<string, unknown> | null;
}

/** A stored order with what its detail needs besides events and documents. */
export interface OrderRecord {
  order: OrderColumns;
  customer: string | null;
  created_by: OrderAccount | null;
  snapshot: OrderSnapshot;
  custom_tariff: (OrderCharges & { id: number }) | null;
}

const ct = alias(tariffs, 'ct');
const creator = alias(accounts, 'creator');
const creatorProfile = alias(userProfiles, 'creator_profile');
const h = serviceNumberTypeOrderHistory;

const money = (v: unknown) => (typeof v === 'string' ? formatMoney(v) : null);

const ORDER_COLUMNS: Record<OrderOrderField, SQLWrapper> = {
  updatedAt: orders.updatedAt,
  createdAt: orders.createdAt,
  id: orders.id,
  status: orders.status,
  reference: sql`lower(${orders.reference})`,
  customer: sql`lower(${customers.name})`,
  service_type: orders.service_type,
  jurisdiction: orders.jurisdiction,
  number_quantity: orders.number_quantity,
  channel_quantity: orders.channel_quantity,
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(scope: OrderScope, f: OrderListFilter): SQL | undefined {
  return and(
    scope.customerId !== undefined ? eq(orders.customer_id, scope.customerId ?? -1) : undefined,
    f.customer_id !== undefined ? eq(orders.customer_id, f.customer_id) : undefined,
    f.service_type ? eq(orders.service_type, f.service_type) : undefined,
    f.jurisdiction ? sql`lower(${orders.jurisdiction}) = lower(${f.jurisdiction})` : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.order_id !== undefined ? eq(orders.id, f.order_id) : undefined,
    f.reference ? sql`lower(${orders.reference}) like ${`%${likeEscape(f.reference.toLowerCase())}%`}` : undefined,
    f.updated_since ? gte(orders.updatedAt, f.updated_since) : undefined,
  );
}

function accountOf(r: { id: number | null; email: string | null; firstname: string | null; lastname: string | null }): OrderAccount | null {
  return r.id === null || r.email === null ? null : { id: r.id, email: r.email, firstname: r.firstname, lastname: r.lastname };
}

const CREATOR = {
  creator_id: creator.id,
  creator_email: creator.email,
  creator_firstname: creatorProfile.firstname,
  creator_lastname: creatorProfile.lastname,
};

function chargesOf(t: typeof tariffs.$inferSelect): OrderCharges & { id: number } {
  const out: Record<string, unknown> = {
    id: t.id,
    currency: t.currency,
    billing_incremental: t.billing_incremental,
    billing_start_date: t.billing_start_date,
    commencement_date: t.commencement_date,
  };
  for (const f of CHARGE_FIELDS) out[f] = money(t[f]);
  return out as OrderCharges & { id: number };
}

function queries(db: Db) {
  const products = productsRepository(db);

  return {
    async list(
      scope: OrderScope,
      f: OrderListFilter,
      page: PageRequest<OrderOrderField>,
    ): Promise<{ data: OrderListRow[]; count: number }> {
      const where = conditions(scope, f);
      const dir = page.asc ? asc : desc;
      const custom = sql`${orders.custom_tariff_id} is not null`;
      const [rows, total] = await Promise.all([
        db
          .select({
            id: orders.id,
            customer_id: orders.customer_id,
            customer: customers.name,
            ...CREATOR,
            service_type: orders.service_type,
            jurisdiction: orders.jurisdiction,
            city: orders.city,
            status: orders.status,
            number_quantity: orders.number_quantity,
            channel_quantity: orders.channel_quantity,
            reference: orders.reference,
            currency: sql<string | null>`case when ${custom} then ${ct.currency} else ${h.currency} end`,
            nrc: sql<string | null>`(case when ${custom} then ${ct.nrc} else ${h.nrc} end)::text`,
            mrc: sql<string | null>`(case when ${custom} then ${ct.mrc} else ${h.mrc} end)::text`,
            createdAt: orders.createdAt,
            updatedAt: orders.updatedAt,
          })
          .from(orders)
          .leftJoin(customers, eq(customers.id, orders.customer_id))
          .leftJoin(creator, eq(creator.id, orders.created_by))
          .leftJoin(creatorProfile, eq(creatorProfile.account_id, orders.created_by))
          .leftJoin(h, eq(h.id, orders.service_number_type_order_history_id))
          .leftJoin(ct, eq(ct.id, orders.custom_tariff_id))
          .where(where)
          .orderBy(dir(ORDER_COLUMNS[page.orderby]), dir(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
      ]);
      return {
        data: rows.map(({ creator_id, creator_email, creator_firstname, creator_lastname, ...r }) => ({
          ...r,
          status: r.status as OrderStatus,
          created_by: accountOf({ id: creator_id, email: creator_email, firstname: creator_firstname, lastname: creator_lastname }),
          nrc: money(r.nrc),
          mrc: money(r.mrc),
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        })),
        count: total[0]?.n ?? 0,
      };
    },

    async count(scope: OrderScope): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(conditions(scope, {}));
      return r?.n ?? 0;
    },

    /** The order with its customer, creator, snapshot and custom tariff; undefined when missing or out of scope. */
    async find(id: number, scope: OrderScope = {}): Promise<OrderRecord | undefined> {
      const [r] = await db
        .select({
          order: getTableColumns(orders),
          customer: customers.name,
          ...CREATOR,
          snapshot: {
            service_type: h.service_type,
            jurisdiction: h.jurisdiction,
            currency: h.currency,
            nrc: h.nrc,
            mrc: h.mrc,
            product: h.product,
            tariff: h.tariff,
          },
          tariff: getTableColumns(ct),
        })
        .from(orders)
        .leftJoin(customers, eq(customers.id, orders.customer_id))
        .leftJoin(creator, eq(creator.id, orders.created_by))
        .leftJoin(creatorProfile, eq(creatorProfile.account_id, orders.created_by))
        .innerJoin(h, eq(h.id, orders.service_number_type_order_history_id))
        .leftJoin(ct, eq(ct.id, orders.custom_tariff_id))
        .where(and(eq(orders.id, id), conditions(scope, {})));
      if (!r) return undefined;
      // an input satisfied by a company proof that staff then rejected is empty again (compliance profiles): the
      // requirements, their completeness and acceptance's check see it missing until another is chosen or uploaded
      const rejected = await db
        .select({ input_id: orderComplianceDocuments.input_id })
        .from(orderComplianceDocuments)
        .innerJoin(complianceDocuments, eq(complianceDocuments.id, orderComplianceDocuments.compliance_document_id))
        .where(and(eq(orderComplianceDocuments.order_id, id), eq(complianceDocuments.state, 'rejected')));
      for (const { input_id } of rejected) if (input_id in r.order) (r.order as Record<string, unknown>)[input_id] = null;
      return {
        order: r.order,
        customer: r.customer,
        created_by: accountOf({ id: r.creator_id, email: r.creator_email, firstname: r.creator_firstname, lastname: r.creator_lastname }),
        snapshot: { ...r.snapshot, nrc: money(r.snapshot.nrc), mrc: money(r.snapshot.mrc) },
        custom_tariff: r.tariff ? chargesOf(r.tariff) : null,
      };
    },

    /** The timeline, oldest first. */
    async events(orderId: number) {
      const rows = await db
        .select({
          id: orderEvents.id,
          account_id: accounts.id,
          email: accounts.email,
          firstname: userProfiles.firstname,
          lastname: userProfiles.lastname,
          kind: orderEvents.kind,
          from_status: orderEvents.from_status,
          to_status: orderEvents.to_status,
          remarks: orderEvents.remarks,
          internal_note: orderEvents.internal_note,
          details: orderEvents.details,
          createdAt: orderEvents.createdAt,
        })
        .from(orderEvents)
        .leftJoin(accounts, eq(accounts.id, orderEvents.account_id))
        .leftJoin(userProfiles, eq(userProfiles.account_id, orderEvents.account_id))
        .where(eq(orderEvents.order_id, orderId))
        .orderBy(asc(orderEvents.id));
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as OrderEventKind,
        account: accountOf({ id: r.account_id, email: r.email, firstname: r.firstname, lastname: r.lastname }),
        from_status: r.from_status as OrderStatus | null,
        to_status: r.to_status as OrderStatus,
        remarks: r.remarks,
        details: r.details ?? null,
        /** Staff's only: the service drops it from a customer's answer. */
        internal_note: r.internal_note,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** The order's current document per input (the newest upload of each). */
    async documents(orderId: number) {
      const rows = await db
        .select({
          input_id: documents.input_id,
          filename: documents.filename,
          original_name: documents.original_name,
          size: documents.size,
          createdAt: documents.createdAt,
        })
        .from(documents)
        .where(eq(documents.order_id, orderId))
        .orderBy(asc(documents.id));
      const out: Record<string, { filename: string; original_name: string; size: number; createdAt: string }> = {};
      for (const r of rows) {
        if (r.input_id)
          out[r.input_id] = { filename: r.filename, original_name: r.original_name, size: r.size, createdAt: r.createdAt.toISOString() };
      }
      // an input satisfied by one of the company's proofs (compliance profiles) shows the proof's file
      const proofs = await db
        .select({
          input_id: orderComplianceDocuments.input_id,
          filename: documents.filename,
          original_name: documents.original_name,
          size: documents.size,
          createdAt: orderComplianceDocuments.createdAt,
        })
        .from(orderComplianceDocuments)
        .innerJoin(
          documents,
          and(eq(documents.subject_kind, 'compliance_document'), eq(documents.subject_id, orderComplianceDocuments.compliance_document_id)),
        )
        .innerJoin(complianceDocuments, eq(complianceDocuments.id, orderComplianceDocuments.compliance_document_id))
        .where(and(eq(orderComplianceDocuments.order_id, orderId), ne(complianceDocuments.state, 'rejected')));
      for (const r of proofs)
        out[r.input_id] = { filename: r.filename, original_name: r.original_name, size: r.size, createdAt: r.createdAt.toISOString() };
      return out;
    },

    /** The product with its cities and standard tariff (as the products module shows it to staff). */
    product: (id: number) => products.find(id),

    async customerName(id: number): Promise<string | undefined> {
      const [r] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, id));
      return r?.name;
    },

    async insertSnapshot(values: typeof h.$inferInsert): Promise<number> {
      const [r] = await db.insert(h).values(values).returning({ id: h.id });
      return r!.id;
    },

    async insertOrder(values: OrderInsert): Promise<number> {
      const [r] = await db.insert(orders).values(values).returning({ id: orders.id });
      return r!.id;
    },

    async insertEvent(values: {
      order_id: number;
      account_id: number | null;
      from_status: string | null;
      to_status: string;
      remarks?: string | null;
      internal_note?: string | null;
      kind?: OrderEventKind;
      details?: Record<string, unknown> | null;
    }) {
      await db.insert(orderEvents).values(values);
    },

    async insertCustomTariff(productId: number | null, values: TariffValues): Promise<number> {
      const [r] = await db
        .insert(tariffs)
        .values({ ...values, type: 'customized', service_number_type_id: productId })
        .returning({ id: tariffs.id });
      return r!.id;
    },

    async updateCustomTariff(id: number, values: TariffValues): Promise<void> {
      await db
        .update(tariffs)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(tariffs.id, id), eq(tariffs.type, 'customized')));
    },

    async removeCustomTariff(id: number): Promise<void> {
      await db.delete(tariffs).where(and(eq(tariffs.id, id), eq(tariffs.type, 'customized')));
    },

    /**
     * Writes the order only if it is still as the caller saw it: `updated_at` within a millisecond of `seen` (the
     * API shows milliseconds, the database keeps microseconds). Each write moves `updated_at` on by at least two
     * milliseconds, so of two writers that saw the same version exactly one matches. False when it changed meanwhile.
     */
    async updateIfUnchanged(id: number, seen: Date, values: Partial<OrderInsert>): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ ...values, updatedAt: sql`greatest(now(), ${orders.updatedAt} + interval '2 milliseconds')` })
        .where(and(eq(orders.id, id), unchangedSince(orders.updatedAt, seen)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    ...callRerating(db),
  };
}

export const ordersRepository = (db: Db) => transactional(db, queries);
export type OrdersRepository = ReturnType<typeof ordersRepository>;
