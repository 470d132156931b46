import type { OrderStatus } from '@gsn/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  complianceDocuments,
  complianceEndUsers,
  customers,
  documents,
  inventoryNumbers,
  orderComplianceDocuments,
  orderEvents,
  orders,
} from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';

/** The subject kind of a proof's file in the document store. */
export const PROOF_SUBJECT = 'compliance_document';
/** The document store's input of a proof's one file. */
export const PROOF_INPUT_ID = 'file';

export interface EndUserValues {
  name: string;
  address?: string | null | undefined;
  country?: string | null | undefined;
  contact_phone?: string | null | undefined;
  contact_email?: string | null | undefined;
}

/** A proof as the service reads it (its file's labels joined from the document store). */
export interface ProofRecord {
  id: number;
  customer_id: number;
  customer_name: string | null;
  type: string;
  country: string;
  end_user_id: number | null;
  end_user_name: string | null;
  valid_until: string | null;
  state: string;
  reject_reason: string | null;
  verified_at: Date | null;
  warned_at: Date | null;
  warned_for: string | null;
  filename: string | null;
  original_name: string | null;
  size: number | null;
  orders: number;
  createdAt: Date;
}

export interface ProofFilter {
  customerId?: number | undefined;
  types?: readonly string[] | undefined;
  states?: readonly string[] | undefined;
  /** Only the proofs valid on this day (valid-until absent or not before it). */
  validOn?: string | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
  ascending?: boolean;
}

const linked = sql<number>`(select count(*)::int from ${orderComplianceDocuments} l where l.compliance_document_id = ${complianceDocuments.id})`;

const selection = {
  id: complianceDocuments.id,
  customer_id: complianceDocuments.customer_id,
  customer_name: customers.name,
  type: complianceDocuments.type,
  country: complianceDocuments.country,
  end_user_id: complianceDocuments.end_user_id,
  end_user_name: complianceEndUsers.name,
  valid_until: complianceDocuments.valid_until,
  state: complianceDocuments.state,
  reject_reason: complianceDocuments.reject_reason,
  verified_at: complianceDocuments.verified_at,
  warned_at: complianceDocuments.warned_at,
  warned_for: complianceDocuments.warned_for,
  filename: documents.filename,
  original_name: documents.original_name,
  size: documents.size,
  orders: linked,
  createdAt: complianceDocuments.createdAt,
};

const endUserSelection = {
  id: complianceEndUsers.id,
  customer_id: complianceEndUsers.customer_id,
  name: complianceEndUsers.name,
  address: complianceEndUsers.address,
  country: complianceEndUsers.country,
  contact_phone: complianceEndUsers.contact_phone,
  contact_email: complianceEndUsers.contact_email,
  createdAt: complianceEndUsers.createdAt,
};

function queries(db: Db) {
  const proofs = () =>
    db
      .select(selection)
      .from(complianceDocuments)
      .leftJoin(customers, eq(customers.id, complianceDocuments.customer_id))
      .leftJoin(complianceEndUsers, eq(complianceEndUsers.id, complianceDocuments.end_user_id))
      .leftJoin(
        documents,
        and(
          eq(documents.subject_kind, PROOF_SUBJECT),
          eq(documents.subject_id, complianceDocuments.id),
          eq(documents.input_id, PROOF_INPUT_ID),
        ),
      );

  function where(f: ProofFilter): SQL | undefined {
    const term = f.search?.trim();
    return and(
      f.customerId !== undefined ? eq(complianceDocuments.customer_id, f.customerId) : undefined,
      f.types ? inArray(complianceDocuments.type, [...f.types]) : undefined,
      f.states ? inArray(complianceDocuments.state, [...f.states]) : undefined,
      f.validOn ? or(isNull(complianceDocuments.valid_until), gte(complianceDocuments.valid_until, f.validOn)) : undefined,
      term ? or(ilike(customers.name, containsPattern(term)), ilike(complianceEndUsers.name, containsPattern(term))) : undefined,
    );
  }

  return {
    async endUsers(customerId: number) {
      return db
        .select(endUserSelection)
        .from(complianceEndUsers)
        .where(eq(complianceEndUsers.customer_id, customerId))
        .orderBy(asc(complianceEndUsers.name));
    },

    async findEndUser(id: number) {
      const [r] = await db.select(endUserSelection).from(complianceEndUsers).where(eq(complianceEndUsers.id, id));
      return r;
    },

    async insertEndUser(customerId: number, v: EndUserValues) {
      const [r] = await db
        .insert(complianceEndUsers)
        .values({ ...v, customer_id: customerId })
        .returning(endUserSelection);
      return r!;
    },

    async updateEndUser(id: number, v: EndUserValues) {
      const [r] = await db
        .update(complianceEndUsers)
        .set({ ...v, updatedAt: sql`now()` })
        .where(eq(complianceEndUsers.id, id))
        .returning(endUserSelection);
      return r;
    },

    /** The id the next proof will have (its file is stored under it in the same transaction as its row). */
    async nextProofId(): Promise<number> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`select nextval(pg_get_serial_sequence('compliance_documents', 'id'))::int as id`),
      );
      return rows[0]!.id;
    },

    async insertProof(v: {
      id: number;
      customer_id: number;
      type: string;
      country: string;
      end_user_id: number | null;
      valid_until: string | null;
      uploaded_by: number;
    }) {
      await db.insert(complianceDocuments).values(v);
    },

    async findProof(id: number, opts: { lock?: boolean } = {}): Promise<ProofRecord | undefined> {
      if (opts.lock)
        await db.select({ id: complianceDocuments.id }).from(complianceDocuments).where(eq(complianceDocuments.id, id)).for('update');
      const [r] = await proofs().where(eq(complianceDocuments.id, id));
      return r;
    },

    async listProofs(f: ProofFilter): Promise<{ data: ProofRecord[]; count: number }> {
      const w = where(f);
      const order = f.ascending ? asc(complianceDocuments.createdAt) : desc(complianceDocuments.createdAt);
      const [data, [total]] = await Promise.all([
        proofs()
          .where(w)
          .orderBy(order, asc(complianceDocuments.id))
          .limit(f.limit)
          .offset(f.page * f.limit),
        db
          .select({ n: count() })
          .from(complianceDocuments)
          .leftJoin(customers, eq(customers.id, complianceDocuments.customer_id))
          .leftJoin(complianceEndUsers, eq(complianceEndUsers.id, complianceDocuments.end_user_id))
          .where(w),
      ]);
      return { data, count: total?.n ?? 0 };
    },

    async verify(id: number, v: { state: string; reject_reason: string | null; valid_until?: string | null | undefined; by: number }) {
      await db
        .update(complianceDocuments)
        .set({
          state: v.state,
          reject_reason: v.reject_reason,
          ...(v.valid_until !== undefined ? { valid_until: v.valid_until } : {}),
          verified_by: v.by,
          verified_at: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(complianceDocuments.id, id));
    },

    /** The order's company and status, locked in a transaction when asked. */
    async findOrder(id: number, opts: { lock?: boolean } = {}) {
      const q = db
        .select({ id: orders.id, customer_id: orders.customer_id, status: orders.status, jurisdiction: orders.jurisdiction })
        .from(orders)
        .where(eq(orders.id, id));
      const [r] = await (opts.lock ? q.for('update') : q);
      return r as { id: number; customer_id: number; status: OrderStatus; jurisdiction: string } | undefined;
    },

    /**
     * The order's requirement `input` is satisfied by a proof (inside the choice's transaction, the order locked): the
     * link is kept, the order's column names the proof's file (so completeness and acceptance count it), the order
     * becomes saved and its timeline says so.
     */
    async useProof(
      order: { id: number; status: OrderStatus },
      input: string,
      proof: { id: number; filename: string },
      by: number,
      remarks: string,
    ): Promise<{ status: OrderStatus; updatedAt: Date }> {
      await db
        .insert(orderComplianceDocuments)
        .values({ order_id: order.id, input_id: input, compliance_document_id: proof.id, chosen_by: by })
        .onConflictDoUpdate({
          target: [orderComplianceDocuments.order_id, orderComplianceDocuments.input_id],
          set: { compliance_document_id: proof.id, chosen_by: by, createdAt: sql`now()` },
        });
      const [updated] = await db
        .update(orders)
        .set({ [input]: proof.filename, status: 'saved', updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning({ status: orders.status, updatedAt: orders.updatedAt });
      await db.insert(orderEvents).values({ order_id: order.id, account_id: by, from_status: order.status, to_status: 'saved', remarks });
      return updated as { status: OrderStatus; updatedAt: Date };
    },

    /** The proofs an order relies on, by input. */
    async orderProofs(orderId: number): Promise<{ input_id: string; document: ProofRecord }[]> {
      const rows = await db
        .select({ input_id: orderComplianceDocuments.input_id, ...selection })
        .from(orderComplianceDocuments)
        .innerJoin(complianceDocuments, eq(complianceDocuments.id, orderComplianceDocuments.compliance_document_id))
        .leftJoin(customers, eq(customers.id, complianceDocuments.customer_id))
        .leftJoin(complianceEndUsers, eq(complianceEndUsers.id, complianceDocuments.end_user_id))
        .leftJoin(
          documents,
          and(
            eq(documents.subject_kind, PROOF_SUBJECT),
            eq(documents.subject_id, complianceDocuments.id),
            eq(documents.input_id, PROOF_INPUT_ID),
          ),
        )
        .where(eq(orderComplianceDocuments.order_id, orderId))
        .orderBy(asc(orderComplianceDocuments.input_id));
      return rows.map(({ input_id, ...document }) => ({ input_id, document }));
    },

    /**
     * Proofs whose valid-until day is from `today` to `horizon` and whose expiry was not warned of for that date
     * (rejected ones satisfy nothing: not warned), oldest date first.
     */
    async expiringUnwarned(today: string, horizon: string, limit = 200): Promise<number[]> {
      const rows = await db
        .select({ id: complianceDocuments.id })
        .from(complianceDocuments)
        .where(
          and(
            gte(complianceDocuments.valid_until, today),
            lte(complianceDocuments.valid_until, horizon),
            ne(complianceDocuments.state, 'rejected'),
            or(isNull(complianceDocuments.warned_for), ne(complianceDocuments.warned_for, complianceDocuments.valid_until)),
          ),
        )
        .orderBy(asc(complianceDocuments.valid_until), asc(complianceDocuments.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The orders relying on a proof and their numbers. */
    async relying(proofId: number): Promise<{ orders: number[]; numbers: string[] }> {
      const ords = await db
        .selectDistinct({ id: orderComplianceDocuments.order_id })
        .from(orderComplianceDocuments)
        .where(eq(orderComplianceDocuments.compliance_document_id, proofId))
        .orderBy(asc(orderComplianceDocuments.order_id));
      const ids = ords.map((o) => o.id);
      const nums = ids.length
        ? await db
            .select({ n: inventoryNumbers.service_number })
            .from(inventoryNumbers)
            .where(inArray(inventoryNumbers.order_id, ids))
            .orderBy(asc(inventoryNumbers.service_number))
            .limit(500)
        : [];
      return { orders: ids, numbers: nums.map((n) => n.n) };
    },

    async markWarned(id: number, validUntil: string, at: Date) {
      await db.update(complianceDocuments).set({ warned_at: at, warned_for: validUntil }).where(eq(complianceDocuments.id, id));
    },
  };
}

/** Compliance profiles: end users, proofs, their verification and expiry warnings, and the orders relying on them. */
export function complianceRepository(db: Db) {
  return transactional(db, queries);
}

export type ComplianceRepository = ReturnType<typeof complianceRepository>;
