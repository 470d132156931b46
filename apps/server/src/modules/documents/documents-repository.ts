import type { DocumentInput, OrderStatus } from '@gsn/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { documents, orderEvents, orders } from '../../db/schema.ts';
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

    /** One of an order's documents by its stored name. */
    async findOrderDocument(orderId: number, filename: string): Promise<StoredDocument | undefined> {
      const [r] = await db
        .select(selection)
        .from(documents)
        .where(and(eq(documents.order_id, orderId), eq(documents.filename, filename)));
      return r;
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
     * Records an order's new document (call inside a transaction, after findOrder with lock): removes the
     * input's previous rows, inserts the new one, sets the order's column to the stored name, the status to
     * saved and updatedAt, and writes the timeline event. Returns the replaced stored names and the order's new
     * status and updatedAt.
     */
    async replaceOrderDocument(
      order: { id: number; customer_id: number; status: OrderStatus },
      inputId: DocumentInput,
      doc: NewDocument,
      remarks: string,
    ): Promise<{ replaced: string[]; document: StoredDocument; order: { status: OrderStatus; updatedAt: Date } }> {
      const replaced = await db
        .delete(documents)
        .where(and(eq(documents.order_id, order.id), eq(documents.input_id, inputId)))
        .returning({ filename: documents.filename });
      const [document] = await db
        .insert(documents)
        .values({ ...doc, order_id: order.id, customer_id: order.customer_id, input_id: inputId })
        .returning(selection);
      const [updated] = await db
        .update(orders)
        .set({ [inputId]: doc.filename, status: 'saved', updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning({ status: orders.status, updatedAt: orders.updatedAt });
      await db.insert(orderEvents).values({
        order_id: order.id,
        account_id: doc.uploaded_by,
        from_status: order.status,
        to_status: 'saved',
        remarks,
      });
      return {
        replaced: replaced.map((r) => r.filename),
        document: document!,
        order: updated as { status: OrderStatus; updatedAt: Date },
      };
    },
  };
}

/** Documents: order documents and template files (the `documents` table), and the order columns they set. */
export function documentsRepository(db: Db) {
  return transactional(db, queries);
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
