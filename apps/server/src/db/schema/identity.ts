import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyColumns, timestamps } from './columns.ts';

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
export type { Contact } from './columns.ts';

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
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    // The company's master account (type 200); cleared if that account is deleted.
    master_id: integer('master_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    /** The master requires a second factor of every account of the company (docs/security.md, Second factors). */
    mfa_required: boolean('mfa_required').notNull().default(false),
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
    /** When the session was last used (renewed at most once a minute): the session list of the profile. */
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last fresh proof (password or second factor) in this session: sensitive changes need one younger than 5 minutes. */
    authenticated_at: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** The address an e-mail change (purpose 'email') moves the account to, once the link mailed there is followed. */
    new_email: text('new_email'),
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
