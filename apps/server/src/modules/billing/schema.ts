import { bigint, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * The rated calls a statement bills, counted per statement month, calls month, company, number, origin type and rate
 * (with its currency, increment and pricing): a statement's usage and adjustment lines are these rows, never a scan of
 * the calls. Kept in step with `calls` by the statements that insert, remove and re-rate them, as `call_costs_hourly`
 * is (billing-usage-sql.ts). The statement month is the calls month, or — when that month was already closed when the
 * call was loaded — the month after the last one closed then. `''` and 0 stand for none, so that the key is unique
 * without NULLs; `called_number` only for a call without an inventory number (the line's number then).
 */
export const callUsageMonthly = pgTable(
  'call_usage_monthly',
  {
    statement_month: text('statement_month').notNull(),
    customer_id: integer('customer_id').notNull().default(0),
    calls_month: text('calls_month').notNull(),
    inventory_number_id: integer('inventory_number_id').notNull().default(0),
    called_number: text('called_number').notNull().default(''),
    service_type: text('service_type').notNull(),
    origin_type: text('origin_type').notNull().default(''),
    currency: text('currency').notNull(),
    rate: money('rate').notNull(),
    rating_increment: text('rating_increment').notNull().default(''),
    rating_source: text('rating_source').notNull().default(''),
    rating_source_id: integer('rating_source_id').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    billed_seconds: bigint('billed_seconds', { mode: 'number' }).notNull().default(0),
    cost: numeric('cost', { precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('call_usage_monthly_key').on(
      t.statement_month,
      t.customer_id,
      t.calls_month,
      t.inventory_number_id,
      t.called_number,
      t.service_type,
      t.origin_type,
      t.currency,
      t.rate,
      t.rating_increment,
      t.rating_source,
      t.rating_source_id,
    ),
  ],
);
