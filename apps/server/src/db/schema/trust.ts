import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

// ---------- trust: second factors, sign-in origins, short-lived challenges and the audit trail ----------

/**
 * An account's second factors (docs/security.md, Second factors): TOTP authenticators (RFC 6238) and WebAuthn
 * credentials (passkeys, security keys), several, each named by its owner. A TOTP factor counts once `confirmed_at`
 * is set (its first code was right); `last_totp_step` keeps a code from being accepted twice.
 */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'totp' | 'webauthn' */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** TOTP: the shared secret (base32). */
    secret: text('secret'),
    last_totp_step: bigint('last_totp_step', { mode: 'number' }),
    /** WebAuthn: the credential's id and COSE public key (base64url), its signature counter and transports. */
    credential_id: text('credential_id'),
    public_key: text('public_key'),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_factors_account_idx').on(t.account_id), uniqueIndex('mfa_factors_credential_uq').on(t.credential_id)],
);

/** Ten single-use recovery codes per account; only their hash is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_account_idx').on(t.account_id)],
);

/**
 * Short-lived, single-use challenges kept by their hash: the second sign-in step's token (purpose 'mfa_login', opens
 * nothing else), WebAuthn registration and authentication challenges ('webauthn_register', 'webauthn_login',
 * 'webauthn_step_up'). `attempts` counts wrong codes against the token.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    token_hash: text('token_hash').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    challenge: text('challenge'),
    attempts: integer('attempts').notNull().default(0),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_challenges_account_idx').on(t.account_id), index('auth_challenges_expires_idx').on(t.expires_at)],
);

/**
 * Where an account signed in successfully before (OWASP's device-cookie pattern): a browser by the hash of the device
 * token it was given ('device'), a client address by its prefix (IPv4 /32, IPv6 /64: 'address'). Strangers' failures
 * do not slow a known origin; a sign-in from an unknown one is e-mailed to the owner.
 */
export const signInOrigins = pgTable(
  'sign_in_origins',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'device' | 'address' */
    kind: text('kind').notNull(),
    /** The device token's SHA-256, or the address prefix. */
    value: text('value').notNull(),
    user_agent: text('user_agent'),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_origins_uq').on(t.account_id, t.kind, t.value)],
);

/**
 * The audit trail (docs/security.md, Audit trail): append-only, one row per change, written in the change's own
 * transaction; sign-in events and downloads of documents and exports too. Partitioned by month of `at` (migration
 * 0028, written by hand like the calls'); a trigger refuses UPDATE and DELETE, retention drops whole months. No
 * foreign keys: an event outlives the account, key or company it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'account' | 'api_key' | 'system' | 'anonymous' (a failed sign-in) */
    actor_kind: text('actor_kind').notNull(),
    actor_account_id: integer('actor_account_id'),
    actor_api_key_id: integer('actor_api_key_id'),
    /** The system job's name, or the e-mail typed at a failed sign-in. */
    actor_label: text('actor_label'),
    actor_customer_id: integer('actor_customer_id'),
    /** `resource.verb`, e.g. permissions.update, documents.download, auth.sign_in */
    action: text('action').notNull(),
    subject_kind: text('subject_kind'),
    subject_id: text('subject_id'),
    subject_customer_id: integer('subject_customer_id'),
    /** Changed fields: { field: { from, to } } (secrets never). */
    changes: jsonb('changes').$type<Record<string, { from?: unknown; to?: unknown }>>(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    request_id: text('request_id'),
  },
  (t) => [
    primaryKey({ columns: [t.at, t.id] }),
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_subject_customer_idx').on(t.subject_customer_id, t.at, t.id),
    index('audit_events_actor_customer_idx').on(t.actor_customer_id, t.at, t.id),
    index('audit_events_actor_account_idx').on(t.actor_account_id, t.at),
    index('audit_events_action_idx').on(t.action, t.at),
    // "what happened to this record": the trail's record filter, and its free text naming an id
    index('audit_events_subject_idx').on(t.subject_id, t.at),
  ],
);
