import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, customers } from './identity.ts';

/**
 * API keys (docs/integrating.md): named bearer credentials of an account. Only the SHA-256 of the secret is kept (the
 * secret is 32 random bytes, so a plain hash suffices); `prefix` is the start of the secret the owner recognises it by.
 * A key dies with its account (cascade) and stops as soon as the account is disabled or terminated (checked on each
 * use).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secret_hash: text('secret_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key. */
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    /** A key stops at this time (default 90 days after creation, at most a year). */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '90 days'`),
    /** The client address of the last use, written with `last_used_at`. */
    last_used_ip: text('last_used_ip'),
    /** What the key may do (`orders:read`, …); null: its account's full rights. */
    scopes: text('scopes').array(),
    /** The client addresses it answers, canonical CIDR ranges; null: every address. */
    allowed_ips: text('allowed_ips').array(),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_idx').on(t.secret_hash), index('api_keys_account_idx').on(t.account_id)],
);

/**
 * Idempotency keys (docs/integrating.md, Idempotent writes): one row per (account, key) for 24 hours. The row is
 * claimed (inserted) before the request runs, so a concurrent duplicate finds it and does not run; the answer is stored
 * once the request succeeds.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and canonical body. */
    fingerprint: text('fingerprint').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the first request is in progress. */
    status_code: smallint('status_code'),
    content_type: text('content_type'),
    response: text('response'),
    /**
     * Set inside the request's own transaction as it commits: from then on the request is never run again, even when
     * its answer is lost (a crash, the database gone before the answer was stored); a repeat rebuilds the answer.
     */
    committed_at: timestamp('committed_at', { withTimezone: true }),
    /** What the request created (`{ kind, id }`), noted in the same transaction: what a repeat's answer is rebuilt from. */
    resource: jsonb('resource').$type<{ kind: string; id: number }>(),
    /**
     * The claim's random token: the request marks the key committed only while it still holds it, so a request
     * whose key was taken over (it looked abandoned) rolls back instead of committing a second time.
     */
    owner: text('owner'),
    /** The first request ended without storing an answer (its answer is lost; a repeat need not wait for it). */
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.account_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);

/**
 * The transactional outbox (lib/outbox.ts): what a change has to tell others (notifications, webhook events, mails),
 * written in the change's own transaction, delivered after the commit and deleted once delivered. A message an
 * instance did not deliver (it died, the database went away) is taken up again by any instance's sweep.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: a delivery in hand holds its message for a lease; a failed one backs off. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
  },
  (t) => [index('outbox_messages_due_idx').on(t.next_attempt_at)],
);

/**
 * API rate limits (docs/integrating.md, Rate limits): the requests of one key or session (`key`: `k:<key id>` or
 * `s:<session id>`) in one fixed window, shared by every instance. Each instance adds what it counted in batches
 * (an upsert that answers the new total); windows older than an hour are purged hourly.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

/** A company's own quota (requests per minute per key or session), set by provider staff; absent: the default. */
export const customerRateLimits = pgTable('customer_rate_limits', {
  customer_id: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  requests_per_minute: integer('requests_per_minute').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
