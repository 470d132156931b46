import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { accounts, customers, notificationTypes } from './identity.ts';
import { inventoryNumbers, serviceNumberTypes, tariffs } from './catalogue.ts';

// ---------- orders, documents, notifications ----------

/**
 * The product and its standard tariff as they were when an order was placed (spec 2 §3
 * servicenumbertypeorderhistory): later changes or a deleted product never alter an order.
 */
export const serviceNumberTypeOrderHistory = pgTable('service_number_type_order_history', {
  id: serial('id').primaryKey(),
  service_number_type_id: integer('service_number_type_id').references(() => serviceNumberTypes.id, { onDelete: 'set null' }),
  /** The whole product row (with cities) and its standard tariff (or null) at order time. */
  product: jsonb('product').$type<Record<string, unknown>>().notNull(),
  tariff: jsonb('tariff').$type<Record<string, unknown> | null>(),
  service_type: text('service_type').notNull(),
  jurisdiction: text('jurisdiction').notNull(),
  currency: text('currency'),
  nrc: money('nrc'),
  mrc: money('mrc'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Orders (spec 2 §3 Order); status moves only through @gsn/domain's ORDER_MOVES, each recorded in order_events. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    service_number_type_order_history_id: integer('service_number_type_order_history_id')
      .notNull()
      .references(() => serviceNumberTypeOrderHistory.id),
    service_number_type_id: integer('service_number_type_id').references(() => serviceNumberTypes.id, { onDelete: 'set null' }),
    /** Copied from the snapshot for filtering. */
    service_type: text('service_type').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    status: text('status').notNull().default('requested'),
    city: text('city'),
    city_specific: boolean('city_specific').notNull().default(false),
    number_quantity: integer('number_quantity').notNull().default(0),
    channel_quantity: integer('channel_quantity').notNull().default(0),
    reference: text('reference').notNull(),
    additional_remarks: text('additional_remarks'),
    provider_remarks: text('provider_remarks'),
    translation_number_required: boolean('translation_number_required').notNull().default(false),
    translation_number_type: text('translation_number_type'),
    translation_number_format: text('translation_number_format'),
    translation_number_prefix: text('translation_number_prefix'),
    translation_number_to: text('translation_number_to'),
    translation_number_to_file: text('translation_number_to_file'),
    porting: boolean('porting').notNull().default(false),
    porting_number_to: text('porting_number_to'),
    porting_number_to_file: text('porting_number_to_file'),
    end_user_name: text('end_user_name'),
    end_user_address: text('end_user_address'),
    end_user_address_proof: text('end_user_address_proof'),
    end_user_contact_phone: text('end_user_contact_phone'),
    end_user_contact_email: text('end_user_contact_email'),
    purpose_application: text('purpose_application'),
    usage_forecast: text('usage_forecast'),
    business_nature: text('business_nature'),
    business_registration_jurisdiction: text('business_registration_jurisdiction'),
    business_registration_number: text('business_registration_number'),
    business_registration_doc: text('business_registration_doc'),
    itu_assignment_doc: text('itu_assignment_doc'),
    declaration_letter: text('declaration_letter'),
    authorised_person_passport_id: text('authorised_person_passport_id'),
    authorised_person_passport_holding_photo_id: text('authorised_person_passport_holding_photo_id'),
    portability_end_user_consent_letter: text('portability_end_user_consent_letter'),
    portability_name_existing_hosting_carriers: text('portability_name_existing_hosting_carriers'),
    portability_forms: text('portability_forms'),
    portability_latest_invoices: text('portability_latest_invoices'),
    /** A customized tariff (custom pricing by types 100/110/120). */
    custom_tariff_id: integer('custom_tariff_id').references(() => tariffs.id, { onDelete: 'set null' }),
    /** When the order was accepted (spec: date_purchase). */
    date_purchase: timestamp('date_purchase', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_updated_idx').on(t.updatedAt, t.id),
    index('orders_customer_updated_idx').on(t.customer_id, t.updatedAt, t.id),
    index('orders_status_updated_idx').on(t.status, t.updatedAt, t.id),
    // GET /orders?service_type&jurisdiction (jurisdiction compared case-insensitively): the page in index order,
    // and the count as an index-only scan (the trailing jurisdiction lets the lower() filter be checked in the index).
    index('orders_type_jurisdiction_updated_idx').on(t.service_type, sql`lower(${t.jurisdiction})`, t.updatedAt, t.id, t.jurisdiction),
    index('orders_reference_lower_idx').on(sql`lower(${t.reference})`),
    // GET /orders?reference (case-insensitive contains: lower(reference) LIKE '%…%') through pg_trgm.
    index('orders_reference_trgm').using('gin', sql`lower(${t.reference}) gin_trgm_ops`),
  ],
);

/** Every status change and save of an order: who, when, from, to, remarks (the timeline shown on the order). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    /** The message to the customer (shown on its order page and in its notification). */
    remarks: text('remarks'),
    /** A note for staff only: never in an answer or notification a customer reads. */
    internal_note: text('internal_note'),
    /** `status` (a move), `pricing` (custom pricing set, changed or removed: `details` old and new), `numbers`. */
    kind: text('kind').notNull().default('status'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.id)],
);

/**
 * The numbers an order holds or held: one row per number and order, from the hold (reserved) through assignment and
 * activation to its release (cancelled, removed, or disconnected at `disconnect_date`). A number belongs to at most
 * one live order: the unique index over the rows not released.
 */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    inventory_number_id: integer('inventory_number_id').references(() => inventoryNumbers.id, { onDelete: 'set null' }),
    /** Copied: the order still lists the number should the inventory row go. */
    service_number: text('service_number').notNull(),
    reserved_at: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    disconnect_requested_at: timestamp('disconnect_requested_at', { withTimezone: true }),
    disconnect_requested_by: integer('disconnect_requested_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The day the number stops (its monthly charge ends); set by the request, kept by the confirmation. */
    disconnect_date: date('disconnect_date', { mode: 'string' }),
    disconnect_confirmed_at: timestamp('disconnect_confirmed_at', { withTimezone: true }),
    released_at: timestamp('released_at', { withTimezone: true }),
    /** `cancelled`, `removed` (by staff before completion) or `disconnected`. */
    release_reason: text('release_reason'),
  },
  (t) => [
    uniqueIndex('order_numbers_live_uq').on(t.inventory_number_id).where(sql`${t.released_at} is null`),
    index('order_numbers_order_idx').on(t.order_id, t.service_number),
    index('order_numbers_due_idx').on(t.disconnect_date).where(sql`${t.disconnect_confirmed_at} is not null and ${t.released_at} is null`),
  ],
);

/** Files stored under DATA_DIR/files by generated name: an order's documents (order_id set) or template files. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    original_name: text('original_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * The record it belongs to, any feature's (`order` 41, …; null: a template file): the document store replaces,
     * finds and serves documents by subject. An order's also carry `order_id` (deleted with the order).
     */
    subject_kind: text('subject_kind'),
    subject_id: integer('subject_id'),
    input_id: text('input_id'),
    uploaded_by: integer('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_filename_uq').on(t.filename),
    index('documents_order_idx').on(t.order_id, t.input_id),
    index('documents_subject_idx').on(t.subject_kind, t.subject_id, t.input_id),
  ],
);

/** Notifications (spec 2 §3 Notification): one row per receiver account. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    notification_type_id: integer('notification_type_id').references(() => notificationTypes.id, { onDelete: 'set null' }),
    functionality_id: integer('functionality_id').notNull(),
    receiver_account_id: integer('receiver_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    creator_account_id: integer('creator_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    creator_customer_id: integer('creator_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * What the notification is about, any feature's (`order` 41, …): the web opens it through the path its module
     * declares (the manifest's `subjects`). Rows of orders carry `order_id` too (the spec's field; deleted with it).
     */
    subject_kind: text('subject_kind'),
    subject_id: integer('subject_id'),
    notification_title: text('notification_title').notNull(),
    notification_message: text('notification_message').notNull(),
    /** The event and its parameters (its module's events: the services' eventCatalogue): the texts in the reader's language at read time;
     * null on rows stored before events, which keep their stored English texts. */
    event: text('event'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    notification_status: text('notification_status').notNull().default('requested'),
    notification_read: boolean('notification_read').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('notifications_receiver_idx').on(t.receiver_account_id, t.notification_read, t.createdAt)],
);
