import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, customers } from '../../db/schema/identity.ts';

/**
 * Support tickets (docs/support.md): a title among the spec's three, a status (@gsn/domain TICKET_STATUSES) and a
 * thread of messages. `customer_id` is the creator's company at the time (null for a registered user without one):
 * what scopes a customer's view.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    creator_account_id: integer('creator_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status').notNull().default('open'),
    assignee_account_id: integer('assignee_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Who wrote last: `customer` or `staff`. */
    last_side: text('last_side').notNull().default('customer'),
    messages_count: integer('messages_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a company's list and the staff queue, most recently changed first
    index('tickets_customer_idx').on(t.customer_id, t.updatedAt, t.id),
    index('tickets_status_idx').on(t.status, t.updatedAt, t.id),
    index('tickets_assignee_idx').on(t.assignee_account_id).where(sql`${t.assignee_account_id} is not null`),
    index('tickets_creator_idx').on(t.creator_account_id, t.createdAt),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;

/** One message of a ticket's thread, the first one included. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author_account_id: integer('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    side: text('side').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticket_id, t.id)],
);
