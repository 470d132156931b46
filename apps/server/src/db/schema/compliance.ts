import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { accounts, customers } from './identity.ts';
import { orders } from './orders.ts';

// ---------- compliance profiles: a company's end users and proofs, kept once and reused by its orders ----------

/** The people or businesses a company's proofs are about (several per company; docs/api-compliance.md). */
export const complianceEndUsers = pgTable(
  'compliance_end_users',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    country: text('country'),
    contact_phone: text('contact_phone'),
    contact_email: text('contact_email'),
    ...timestamps,
  },
  (t) => [index('compliance_end_users_customer_idx').on(t.customer_id)],
);

/**
 * A company's proofs (business registration, passport, …): its type, country, the end user it proves (null: the
 * company itself), how long it is valid, and the verification staff set once (pending → approved / rejected with a
 * reason). The file is in the document store (`documents`, subject `compliance_document`, input `file`). `warned_for`
 * is the valid-until date its expiry was warned of (a corrected date is warned of again).
 */
export const complianceDocuments = pgTable(
  'compliance_documents',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    country: text('country').notNull(),
    end_user_id: integer('end_user_id').references(() => complianceEndUsers.id, { onDelete: 'no action' }),
    valid_until: date('valid_until', { mode: 'string' }),
    /** 'pending' | 'approved' | 'rejected' */
    state: text('state').notNull().default('pending'),
    reject_reason: text('reject_reason'),
    verified_by: integer('verified_by').references(() => accounts.id, { onDelete: 'set null' }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    warned_at: timestamp('warned_at', { withTimezone: true }),
    warned_for: date('warned_for', { mode: 'string' }),
    uploaded_by: integer('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('compliance_documents_customer_idx').on(t.customer_id, t.type),
    index('compliance_documents_state_idx').on(t.state, t.createdAt),
    index('compliance_documents_valid_until_idx').on(t.valid_until),
  ],
);

/** An order's document requirement (its input) satisfied by one of its company's proofs. */
export const orderComplianceDocuments = pgTable(
  'order_compliance_documents',
  {
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    input_id: text('input_id').notNull(),
    compliance_document_id: integer('compliance_document_id')
      .notNull()
      .references(() => complianceDocuments.id, { onDelete: 'no action' }),
    chosen_by: integer('chosen_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.input_id] }), index('order_compliance_documents_document_idx').on(t.compliance_document_id)],
);
