import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyColumns, day, money, timestamps } from './columns.ts';
import { accounts, customers } from './identity.ts';

// ---------- catalogue ----------

/** Third-party vendors (carriers the provider buys numbers from): spec 2 §3 Vendor. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendors_name_lower_uq').on(sql`lower(${t.name})`),
    index('vendors_name_idx').on(t.name),
    index('vendors_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Carriers by carrier identification code: spec 2 §3 Carrier (id, cic, cs, clli_name). */
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    cic: text('cic').notNull(),
    cs: text('cs'),
    clli_name: text('clli_name'),
    ...timestamps,
  },
  (t) => [uniqueIndex('carriers_cic_uq').on(t.cic)],
);

/** Service number types — the products (spec 2 §3 Service number type), normalised by @gsn/domain normalizeProduct. */
export const serviceNumberTypes = pgTable(
  'service_number_types',
  {
    id: serial('id').primaryKey(),
    expired: boolean('expired').notNull().default(false),
    vendor_id: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    vendor_plan: text('vendor_plan'),
    vendor_option: text('vendor_option').notNull(),
    service_type: text('service_type').notNull(),
    number_type: text('number_type'),
    jurisdiction: text('jurisdiction').notNull(),
    jurisdiction_dial_code: text('jurisdiction_dial_code'),
    service_access_code: text('service_access_code'),
    outbound_calling_enabled: boolean('outbound_calling_enabled').notNull().default(false),
    outbound_call_display_format: text('outbound_call_display_format'),
    accessibility: jsonb('accessibility').$type<string[]>().notNull().default([]),
    accessibility_remarks: text('accessibility_remarks'),
    international_accessible: boolean('international_accessible').notNull().default(false),
    provisioning_lead_time: integer('provisioning_lead_time'),
    maximum_call_duration: integer('maximum_call_duration'),
    concurrent_maximum_calls: integer('concurrent_maximum_calls'),
    concurrent_call_expandable: boolean('concurrent_call_expandable').notNull().default(false),
    conc_df_callpernumber: integer('conc_df_callpernumber'),
    conc_max_callpnumber: integer('conc_max_callpnumber'),
    calling_card_usage_permitted: boolean('calling_card_usage_permitted').notNull().default(false),
    local_caller_cli_supported: boolean('local_caller_cli_supported').notNull().default(false),
    t38_fax_supported: boolean('t38_fax_supported').notNull().default(false),
    emergency_services: boolean('emergency_services').notNull().default(false),
    additional_remarks: text('additional_remarks'),
    usage_forecast_req: boolean('usage_forecast_req').notNull().default(false),
    purpose_application_req: boolean('purpose_application_req').notNull().default(false),
    itu_assignment_notification_req: boolean('itu_assignment_notification_req').notNull().default(false),
    business_nature_req: boolean('business_nature_req').notNull().default(false),
    business_registration_req: boolean('business_registration_req').notNull().default(false),
    business_registration_doc_req: boolean('business_registration_doc_req').notNull().default(false),
    buss_reg_doctypes_req: text('buss_reg_doctypes_req'),
    end_user_name_req: boolean('end_user_name_req').notNull().default(false),
    end_user_contact_req: boolean('end_user_contact_req').notNull().default(false),
    end_user_address_req: boolean('end_user_address_req').notNull().default(false),
    end_user_address_type: text('end_user_address_type'),
    end_user_address_proof_req: boolean('end_user_address_proof_req').notNull().default(false),
    end_user_address_proof_required: text('end_user_address_proof_required'),
    declaration_letter_req: boolean('declaration_letter_req').notNull().default(false),
    declaration_letter_link: text('declaration_letter_link'),
    authorised_person_passport_id_req: boolean('authorised_person_passport_id_req').notNull().default(false),
    authpers_passportholding_req: boolean('authpers_passportholding_req').notNull().default(false),
    portability: boolean('portability').notNull().default(false),
    portability_options: jsonb('portability_options').$type<string[]>().notNull().default([]),
    prt_consentletter_req: boolean('prt_consentletter_req').notNull().default(false),
    prt_consentletter_link: text('prt_consentletter_link'),
    prt_hstcarriers_req: boolean('prt_hstcarriers_req').notNull().default(false),
    portability_forms: boolean('portability_forms').notNull().default(false),
    portability_forms_link: text('portability_forms_link'),
    portability_latest_invoices_req: boolean('portability_latest_invoices_req').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('snt_identity_uq').on(
      t.vendor_id,
      sql`lower(${t.vendor_option})`,
      sql`coalesce(lower(${t.vendor_plan}), '')`,
      t.service_type,
      t.jurisdiction,
    ),
    index('snt_jurisdiction_idx').on(t.jurisdiction, t.service_type, t.id),
    index('snt_service_type_idx').on(t.service_type, t.jurisdiction),
    index('snt_vendor_idx').on(t.vendor_id),
  ],
);

/** The cities a DID / SIP Trunking product covers (none: every city of its jurisdiction). */
export const serviceNumberTypeCities = pgTable(
  'service_number_type_cities',
  {
    id: serial('id').primaryKey(),
    service_number_type_id: integer('service_number_type_id')
      .notNull()
      .references(() => serviceNumberTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    city: text('city').notNull(),
    city_dial_code: text('city_dial_code'),
  },
  (t) => [index('sntc_product_idx').on(t.service_number_type_id, t.position), index('sntc_city_lower_idx').on(sql`lower(${t.city})`)],
);

/**
 * Tariffs (spec 2 §3 Tariff/pricing): a product's standard tariff (at most one) or an order's customized one.
 * A customized tariff outlives its product (set null), so orders keep their prices.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull().default('standard'),
    service_number_type_id: integer('service_number_type_id').references(() => serviceNumberTypes.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    nrc: money('nrc'),
    mrc: money('mrc'),
    nrc_channel_charges: money('nrc_channel_charges'),
    mrc_channel_charges: money('mrc_channel_charges'),
    fix_usage_rate: money('fix_usage_rate'),
    mobile_usage_rate: money('mobile_usage_rate'),
    payphone_usage_rate: money('payphone_usage_rate'),
    inbound_charges: money('inbound_charges'),
    outbound_charges_fixed: money('outbound_charges_fixed'),
    outbound_charges_mobile: money('outbound_charges_mobile'),
    outbound_charges_special: money('outbound_charges_special'),
    billing_incremental: text('billing_incremental'),
    billing_start_date: day('billing_start_date'),
    commencement_date: day('commencement_date'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tariffs_standard_uq').on(t.service_number_type_id).where(sql`${t.type} = 'standard'`),
    index('tariffs_type_idx').on(t.type, t.id),
  ],
);

/** Inventory numbers (spec 2 §3 Inventory number); customer and vendor resolved from their insight codes. */
export const inventoryNumbers = pgTable(
  'inventory_numbers',
  {
    id: serial('id').primaryKey(),
    service_number: text('service_number').notNull(),
    service_type: text('service_type').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    city: text('city'),
    number_type: text('number_type'),
    access_type: text('access_type'),
    vendor_id: integer('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    vendor_plan: text('vendor_plan'),
    vendor_option: text('vendor_option'),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    order_id: integer('order_id'),
    routing_vendor: text('routing_vendor'),
    translated_routing: text('translated_routing'),
    ocn_for_customer: text('ocn_for_customer'),
    translation_termination_number: text('translation_termination_number'),
    irouting_billing: text('irouting_billing'),
    currency: text('currency'),
    nrc: money('nrc'),
    mrc: money('mrc'),
    inbound_charges: money('inbound_charges'),
    outbound_charges_fixed: money('outbound_charges_fixed'),
    outbound_charges_mobile: money('outbound_charges_mobile'),
    outbound_charges_special: money('outbound_charges_special'),
    billing_incremental: text('billing_incremental'),
    commencement_date: day('commencement_date'),
    billing_start_date: day('billing_start_date'),
    expiration_date: day('expiration_date'),
    expired: boolean('expired').notNull().default(false),
    sr_reference: text('sr_reference'),
    provider_remarks: text('provider_remarks'),
    daisy_loopback_trunk: text('daisy_loopback_trunk'),
    allinone_loopback_trunk: text('allinone_loopback_trunk'),
    bothways_enabled: boolean('bothways_enabled').notNull().default(false),
    over_limited_channel: integer('over_limited_channel'),
    outbound_idd_callout_country: text('outbound_idd_callout_country'),
    /**
     * Where the number is in its life (@gsn/domain NUMBER_STATES): available → reserved (held for a customer or an
     * order) → assigned (order moved to assigned) → active (order completed) → aging (disconnected, quarantined until
     * `aging_until`) → available. Every change is a row of inventory_number_events.
     */
    state: text('state').notNull().default('available'),
    state_changed_at: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A hold taken in the order wizard ends here unless an order took it (then null: held for the order). */
    reserved_until: timestamp('reserved_until', { withTimezone: true }),
    /** The customer a reserved number is held for (its inventory `customer_id` is set only once assigned). */
    reserved_for: integer('reserved_for').references(() => customers.id, { onDelete: 'set null' }),
    aging_until: timestamp('aging_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inv_service_number_uq').on(t.service_number),
    // picking stock for an order: the available numbers of a service type and jurisdiction (then city, vendor)
    index('inv_available_idx').on(t.service_type, t.jurisdiction, t.city, t.id).where(sql`${t.state} = 'available'`),
    index('inv_reserved_until_idx').on(t.reserved_until).where(sql`${t.state} = 'reserved'`),
    index('inv_aging_until_idx').on(t.aging_until).where(sql`${t.state} = 'aging'`),
    index('inv_state_idx').on(t.state, t.id),
    index('inv_service_number_prefix_idx').using('btree', t.service_number.op('text_pattern_ops')),
    index('inv_jurisdiction_idx').on(t.jurisdiction, t.id),
    index('inv_customer_idx').on(t.customer_id, t.jurisdiction, t.id),
    index('inv_service_type_idx').on(t.service_type, t.jurisdiction, t.id),
    index('inv_city_idx').on(t.city, t.jurisdiction, t.id),
    index('inv_routing_vendor_idx').on(t.routing_vendor),
    index('inv_order_idx').on(t.order_id),
    index('inv_vendor_idx').on(t.vendor_id),
    index('inv_updated_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * Every state change of an inventory number: from, to, when, who, for which order (the number's history). Kept after
 * the number goes back to stock, so staff see every customer and order it served.
 */
export const inventoryNumberEvents = pgTable(
  'inventory_number_events',
  {
    id: serial('id').primaryKey(),
    inventory_number_id: integer('inventory_number_id')
      .notNull()
      .references(() => inventoryNumbers.id, { onDelete: 'cascade' }),
    from_state: text('from_state'),
    to_state: text('to_state').notNull(),
    /** No foreign key: the history outlives a deleted order. */
    order_id: integer('order_id'),
    customer_id: integer('customer_id'),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inv_events_number_idx').on(t.inventory_number_id, t.id)],
);

/**
 * Bulk uploads being published in chunks on the embedded engine (its one connection is free between two chunks, so
 * other requests do not wait for the whole upload; bench/README.md, Embedded engine stalls): one row per upload while
 * its staged rows (the regular table `stage`, with the id each published row got) go into their table a chunk per short
 * transaction. A row left here means the upload did not finish: its published rows are deleted again (by the upload
 * itself when a chunk fails, else at the next start-up) and the stage dropped.
 */
export const bulkPublishes = pgTable('bulk_publishes', {
  id: uuid('id').primaryKey(),
  /** What is published: 'inventory'. */
  kind: text('kind').notNull(),
  /** The staging table's name. */
  stage: text('stage').notNull(),
  /** 'publishing', or 'failed' while its published rows are being deleted. */
  status: text('status').notNull().default('publishing'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Export files (spec 2 §3 Export file) made by background jobs; stored under DATA_DIR/exports. */
export const exportFiles = pgTable(
  'export_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    category: text('category').notNull(),
    report_name: text('report_name').notNull(),
    format: text('format').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('Pending'),
    percentage: integer('percentage').notNull().default(0),
    rows: integer('rows'),
    error: text('error'),
    /** Refreshed by the job while it runs; a Processing file whose heartbeat is old has lost its worker (retried). */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    /** Runs started so far (a file interrupted EXPORT_MAX_ATTEMPTS times is marked Failed). */
    attempts: integer('attempts').notNull().default(0),
    downloaded_at: timestamp('downloaded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('export_files_filename_uq').on(t.filename), index('export_files_account_idx').on(t.account_id, t.createdAt)],
);
