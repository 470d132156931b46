import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ---------- reference data ----------

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  iso3: text('iso3'),
  name: text('name').notNull(),
  dial_code: text('dial_code').notNull(),
  continent: text('continent').notNull(),
  region: text('region'),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    country_code: text('country_code').notNull(),
    name: text('name').notNull(),
    dial_code: text('dial_code').notNull(),
  },
  (t) => [uniqueIndex('cities_country_name_uq').on(t.country_code, t.name), index('cities_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const jurisdictions = pgTable('jurisdictions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  country_code: text('country_code').notNull(),
  dial_code: text('dial_code').notNull(),
  region: text('region').notNull(),
});

/** A company contact (commercial, financial, fault reporting). */
export type Contact = { name?: string | null; phone?: string | null; email?: string | null };

// ---------- identity ----------

export const accountTypes = pgTable('account_types', {
  id: integer('id').primaryKey(),
  account_type: text('account_type').notNull().unique(),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const functionalities = pgTable('functionalities', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  sub_category: text('sub_category').notNull(),
  customercrud: jsonb('customercrud').$type<string[]>().notNull().default([]),
  providercrud: jsonb('providercrud').$type<string[]>().notNull().default([]),
  ...timestamps,
});

/** The company fields shared by customers and vendors (spec 1 §3 Customer, spec 2 §3 Vendor). */
const companyColumns = () => ({
  name: text('name').notNull(),
  former_name: text('former_name'),
  website: text('website'),
  provider_insight_company_code: text('provider_insight_company_code'),
  provider_signed_bdm_id: integer('provider_signed_bdm_id'),
  provider_signed_bdm_name: text('provider_signed_bdm_name'),
  business_jurisdiction: text('business_jurisdiction'),
  business_registration_number: text('business_registration_number'),
  vat_number: text('vat_number'),
  address_country: text('address_country'),
  address_city: text('address_city'),
  address_line_1: text('address_line_1'),
  address_line_2: text('address_line_2'),
  address_line_3: text('address_line_3'),
  address_postcode: text('address_postcode'),
  commercial_contact: jsonb('commercial_contact').$type<Contact>(),
  financial_contact: jsonb('financial_contact').$type<Contact>(),
  fault_reporting_contact: jsonb('fault_reporting_contact').$type<Contact>(),
  billing_details: text('billing_details'),
  bank_information: text('bank_information'),
  other_information: text('other_information'),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    // The company's master account (type 200); cleared if that account is deleted.
    master_id: integer('master_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('customers_name_idx').on(t.name),
    // Company names are unique regardless of case (spec 1 §4 bulk 'exist', 409 on add).
    uniqueIndex('customers_name_lower_uq').on(sql`lower(${t.name})`),
    index('customers_master_idx').on(t.master_id),
    index('customers_bdm_idx').on(t.provider_signed_bdm_id),
    // Free-text search (ILIKE '%text%') through pg_trgm (migration 0002 creates the extension).
    index('customers_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_former_name_trgm').using('gin', t.former_name.op('gin_trgm_ops')),
    index('customers_website_trgm').using('gin', t.website.op('gin_trgm_ops')),
    index('customers_code_trgm').using('gin', t.provider_insight_company_code.op('gin_trgm_ops')),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    account_type_id: integer('account_type_id')
      .notNull()
      .references(() => accountTypes.id),
    status: text('status').notNull().default('created'),
    disabled: boolean('disabled').notNull().default(false),
    customer_id: integer('customer_id').references(() => customers.id),
    company_name: text('company_name'),
    last_login: timestamp('last_login', { withTimezone: true }),
    login_count: integer('login_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_username_uq').on(sql`lower(${t.username})`),
    // The accounts list's default order (account type, then e-mail); also serves filters by type.
    index('accounts_type_email_idx').on(t.account_type_id, t.email),
    index('accounts_customer_idx').on(t.customer_id),
    index('accounts_last_login_idx').on(t.last_login),
    index('accounts_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('accounts_username_trgm').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    account_id: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstname: text('firstname'),
    lastname: text('lastname'),
    jobtitle: text('jobtitle'),
    telephone: text('telephone'),
    mobile: text('mobile'),
    fax: text('fax'),
    currency: text('currency'),
    language: text('language'),
    address_country: text('address_country'),
    address_city: text('address_city'),
    address_line_1: text('address_line_1'),
    address_line_2: text('address_line_2'),
    address_line_3: text('address_line_3'),
    address_postcode: text('address_postcode'),
    timezone: text('timezone'),
    department: text('department'),
  },
  (t) => [
    index('user_profiles_firstname_trgm').using('gin', t.firstname.op('gin_trgm_ops')),
    index('user_profiles_lastname_trgm').using('gin', t.lastname.op('gin_trgm_ops')),
  ],
);

/** Server-side sessions backing the JWTs: revocable, sliding idle expiry, absolute cap. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    absolute_expires_at: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.account_id)],
);

/** Single-use, expiring tokens for activation and password reset; only the SHA-256 of the token is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_account_idx').on(t.account_id)],
);

/** Login attempts for rate limiting across instances (kept in the database, not in memory). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_at_idx').on(t.key, t.at)],
);

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    account_type_id: integer('account_type_id')
      .notNull()
      .references(() => accountTypes.id),
    functionality_id: integer('functionality_id')
      .notNull()
      .references(() => functionalities.id),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    list: boolean('list').notNull().default(false),
    write: boolean('write').notNull().default(false),
    edit: boolean('edit').notNull().default(false),
    delete: boolean('delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [unique('permissions_type_func_customer_uq').on(t.account_type_id, t.functionality_id, t.customer_id).nullsNotDistinct()],
);

export const notificationTypes = pgTable('notification_types', {
  id: serial('id').primaryKey(),
  functionality_id: integer('functionality_id')
    .notNull()
    .references(() => functionalities.id),
  customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  sub_category: text('sub_category').notNull(),
  action: text('action').notNull(),
  default_receiver_account_type_id: jsonb('default_receiver_account_type_id').$type<number[]>().notNull().default([]),
  default_receiver_account_id: integer('default_receiver_account_id'),
  alert_user: boolean('alert_user').notNull().default(true),
  alert_group: boolean('alert_group').notNull().default(false),
  alert_email: boolean('alert_email').notNull().default(false),
  alert_client: boolean('alert_client').notNull().default(true),
  ...timestamps,
});

export const configuration = pgTable('configuration', {
  field: text('field').primaryKey(),
  type: text('type').notNull(),
  value: text('value'),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Exact money: numeric(14,4), read and written as decimal strings (never floats). */
const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
const day = (name: string) => date(name, { mode: 'string' });

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inv_service_number_uq').on(t.service_number),
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
    downloaded_at: timestamp('downloaded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('export_files_filename_uq').on(t.filename), index('export_files_account_idx').on(t.account_id, t.createdAt)],
);

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
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.id)],
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
    input_id: text('input_id'),
    uploaded_by: integer('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('documents_filename_uq').on(t.filename), index('documents_order_idx').on(t.order_id, t.input_id)],
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
    notification_title: text('notification_title').notNull(),
    notification_message: text('notification_message').notNull(),
    notification_status: text('notification_status').notNull().default('requested'),
    notification_read: boolean('notification_read').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('notifications_receiver_idx').on(t.receiver_account_id, t.notification_read, t.createdAt)],
);
