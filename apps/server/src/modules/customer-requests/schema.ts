import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, customers } from '../../db/schema/identity.ts';

/**
 * A registered user's request to become a customer (docs/customer-requests.md): the company it asks to open, until
 * staff approve it (the company is created, `customer_id` names it) or decline it (`decline_reason`). One pending
 * request per account, kept by the partial unique index, so two submissions at once cannot both wait.
 */
export const customerRequests = pgTable(
  'customer_requests',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** pending → approved | declined (@gsn/domain CUSTOMER_REQUEST_STATUSES). */
    status: text('status').notNull().default('pending'),
    company_name: text('company_name').notNull(),
    business_jurisdiction: text('business_jurisdiction').notNull(),
    address_country: text('address_country').notNull(),
    address_city: text('address_city'),
    address_line_1: text('address_line_1').notNull(),
    address_line_2: text('address_line_2'),
    address_postcode: text('address_postcode'),
    vat_number: text('vat_number'),
    business_registration_number: text('business_registration_number'),
    phone: text('phone').notNull(),
    expected_services: text('expected_services').array().notNull(),
    expected_volumes: text('expected_volumes'),
    note: text('note'),
    decline_reason: text('decline_reason'),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_requests_pending_uq').on(t.account_id).where(sql`${t.status} = 'pending'`),
    index('customer_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('customer_requests_account_idx').on(t.account_id, t.createdAt),
  ],
);

export type CustomerRequestRow = typeof customerRequests.$inferSelect;
