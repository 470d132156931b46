import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../db/schema/columns.ts';
import { accounts, customers } from '../../db/schema/identity.ts';

// ---------- statements (docs/billing.md, Statements) ----------

/**
 * Closed months, closed in order by billing staff. An open month's statements are computed when asked for; closing a
 * month keeps every company's statement of it as it stood (below) and from then on it never changes: calls of that
 * month loaded later go to the next open month's statements as adjustments.
 */
export const billingMonths = pgTable('billing_months', {
  /** `YYYY-MM`. */
  month: text('month').primaryKey(),
  closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closed_by: integer('closed_by').references(() => accounts.id, { onDelete: 'set null' }),
});

/** A company's statement of a closed month in one currency, with its totals. */
export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    month: text('month')
      .notNull()
      .references(() => billingMonths.month),
    currency: text('currency').notNull(),
    one_time: money('one_time').notNull(),
    recurring: money('recurring').notNull(),
    usage: money('usage').notNull(),
    adjustments: money('adjustments').notNull(),
    total: money('total').notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('statements_customer_month_uq').on(t.customer_id, t.month, t.currency),
    index('statements_month_idx').on(t.month, t.customer_id),
  ],
);

/** A closed statement's lines, as they were computed when the month closed. */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: serial('id').primaryKey(),
    statement_id: integer('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    /** nrc, mrc, channel_nrc, channel_mrc, usage, adjustment (@gsn/domain STATEMENT_LINE_KINDS). */
    kind: text('kind').notNull(),
    order_id: integer('order_id'),
    service_number: text('service_number'),
    service_type: text('service_type'),
    /** Usage and adjustments: the callers' origin type, the calls' month (adjustments), calls and billed seconds. */
    origin_type: text('origin_type'),
    calls_month: text('calls_month'),
    calls: integer('calls'),
    billed_seconds: bigint('billed_seconds', { mode: 'number' }),
    /** Days (recurring), channels (per channel) or 1. */
    quantity: integer('quantity').notNull().default(1),
    amount: money('amount').notNull(),
    /** How the amount was computed (docs/billing.md, Explain). */
    explain: jsonb('explain').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('statement_lines_statement_idx').on(t.statement_id, t.id)],
);
