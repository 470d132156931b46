import type { DocumentInput, OrderStatus } from '@gsn/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { documents, orderComplianceDocuments, orderEvents, orders } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';

export interface StoredDocument {
  id: number;
  filename: string;
  original_name: string;
  content_type: string;
  size: number;
  order_id: number | null;
  customer_id: number | null;
  input_id: string | null;
  createdAt: Date;
}

export interface NewDocument {
  filename: string;
  original_name: string;
  content_type: string;
  size: number;
  uploaded_by: number;
}

const selection = {
  id: documents.id,
  filename: documents.filename,
  original_name: documents.original_name,
  content_type: documents.content_type,
  size: documents.size,
  order_id: documents.order_id,
  customer_id: documents.customer_id,
  input_id: documents.input_id,
  createdAt: documents.createdAt,
};

function queries(db: Db) {
  return {
    /** The order's company and status (for the access and status checks), locked in a transaction when asked. */
    async findOrder(
      id: number,
      opts: { lock?: boolean } = {},
    ): Promise<{ id: number; customer_id: number; status: OrderStatus } | undefined> {
      const q = db.select({ id: orders.id, customer_id: orders.customer_id, status: orders.status }).from(orders).where(eq(orders.id, id));
      const [r] = await (opts.lock ? q.for('update') : q);
      return r as { id: number; customer_id: number; status: OrderStatus } | undefined;
    },

    /** One of a subject's documents by its stored name. */
    async findSubjectDocument(subject: { kind: string; id: number }, filename: string): Promise<StoredDocument | undefined> {
      const [r] = await db
        .select(selection)
        .from(documents)
        .where(and(eq(documents.subject_kind, subject.kind), eq(documents.subject_id, subject.id), eq(documents.filename, filename)));
      return r;
    },

    /**
     * A subject's new document for `inputId` (inside the upload's transaction): the input's previous rows removed,
     * the new one inserted. Answers the replaced stored names (their files are removed after the commit).
     */
    async replaceSubjectDocument(
      subject: { kind: string; id: number; companyId: number | null },
      inputId: string,
      doc: NewDocument,
    ): Promise<{ replaced: string[]; document: StoredDocument }> {
      const mine = and(eq(documents.subject_kind, subject.kind), eq(documents.subject_id, subject.id), eq(documents.input_id, inputId));
      const replaced = await db.delete(documents).where(mine).returning({ filename: documents.filename });
      const [document] = await db
        .insert(documents)
        .values({
          ...doc,
          subject_kind: subject.kind,
          subject_id: subject.id,
          customer_id: subject.companyId,
          input_id: inputId,
          // the spec's order documents are also found (and deleted with their order) by order_id
          ...(subject.kind === 'order' ? { order_id: subject.id } : {}),
        })
        .returning(selection);
      return { replaced: replaced.map((r) => r.filename), document: document! };
    },

    /**
     * The company proof an order uses for one of its inputs (compliance profiles: the order's column names the proof's
     * file), by its stored name: the proof's document-store subject, or undefined when the order uses no such proof.
     */
    async findOrderProof(orderId: number, filename: string): Promise<{ kind: string; id: number } | undefined> {
      const [r] = await db
        .select({ kind: documents.subject_kind, id: documents.subject_id })
        .from(documents)
        .innerJoin(
          orderComplianceDocuments,
          and(eq(orderComplianceDocuments.order_id, orderId), eq(orderComplianceDocuments.compliance_document_id, documents.subject_id)),
        )
        .where(and(eq(documents.subject_kind, 'compliance_document'), eq(documents.filename, filename)));
      return r ? { kind: r.kind!, id: r.id! } : undefined;
    },

    /** A template file (a document of no order) by its stored name. */
    async findTemplate(filename: string): Promise<StoredDocument | undefined> {
      const [r] = await db
        .select(selection)
        .from(documents)
        .where(and(isNull(documents.order_id), eq(documents.filename, filename)));
      return r;
    },

    async insertTemplate(doc: NewDocument): Promise<StoredDocument> {
      const [r] = await db.insert(documents).values(doc).returning(selection);
      return r!;
    },

    /**
     * An order's document was stored (inside the upload's transaction, the order locked): the order's column for the
     * input names it, the order becomes saved, and the timeline says so. Answers the order's new status and time.
     */
    async markOrderDocument(
      order: { id: number; status: OrderStatus },
      inputId: DocumentInput,
      filename: string,
      by: number,
      remarks: string,
    ): Promise<{ status: OrderStatus; updatedAt: Date }> {
      const [updated] = await db
        .update(orders)
        .set({ [inputId]: filename, status: 'saved', updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning({ status: orders.status, updatedAt: orders.updatedAt });
      await db.insert(orderEvents).values({ order_id: order.id, account_id: by, from_status: order.status, to_status: 'saved', remarks });
      // an upload replaces a company proof the order used for this input
      await db
        .delete(orderComplianceDocuments)
        .where(and(eq(orderComplianceDocuments.order_id, order.id), eq(orderComplianceDocuments.input_id, inputId)));
      return updated as { status: OrderStatus; updatedAt: Date };
    },
  };
}

/** Documents: order documents and template files (the `documents` table), and the order columns they set. */
export function documentsRepository(db: Db) {
  return transactional(db, queries);
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
