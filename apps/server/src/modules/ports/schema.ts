import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, timestamps } from '../../db/schema/columns.ts';
import { accounts, customers } from '../../db/schema/identity.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * A tracked number port (docs/api-ports.md): one per order that ports numbers in, with its state (@gsn/domain
 * PORT_STATES), losing carrier(s), requested and confirmed FOC dates and the exception the customer must act on.
 * `customer_id` repeats the order's, so that every read is scoped by company without a join.
 */
export const ports = pgTable(
  'ports',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('draft'),
    losing_carriers: text('losing_carriers'),
    losing_account: text('losing_account'),
    requested_foc_date: day('requested_foc_date'),
    confirmed_foc_date: day('confirmed_foc_date'),
    exception_code: text('exception_code'),
    exception_reason: text('exception_reason'),
    /** The signed letter of authorisation, kept by the document store under the subject `port` (input `loa`). */
    loa_filename: text('loa_filename'),
    loa_original_name: text('loa_original_name'),
    loa_uploaded_at: timestamp('loa_uploaded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ports_order_uq').on(t.order_id),
    // the staff list: by state, soonest FOC first
    index('ports_state_foc_idx').on(t.state, t.requested_foc_date, t.id),
    index('ports_customer_idx').on(t.customer_id, t.id),
  ],
);

/** The numbers of a port, in E.164, and each one's result once the port is done. */
export const portNumbers = pgTable(
  'port_numbers',
  {
    id: serial('id').primaryKey(),
    port_id: integer('port_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** pending, ported or rejected (@gsn/domain PORT_NUMBER_RESULTS). */
    result: text('result').notNull().default('pending'),
    reason: text('reason'),
  },
  (t) => [uniqueIndex('port_numbers_port_number_uq').on(t.port_id, t.number), index('port_numbers_number_idx').on(t.number)],
);

/** The notes thread between the customer and staff on a port. */
export const portNotes = pgTable(
  'port_notes',
  {
    id: serial('id').primaryKey(),
    port_id: integer('port_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('port_notes_port_idx').on(t.port_id, t.id)],
);

/** Every state a port went through, by whom, with the reason or date it carried. */
export const portEvents = pgTable(
  'port_events',
  {
    id: serial('id').primaryKey(),
    port_id: integer('port_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    from_state: text('from_state'),
    to_state: text('to_state').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('port_events_port_idx').on(t.port_id, t.id)],
);
