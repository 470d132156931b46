import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, customers } from './identity.ts';

// ---------- webhooks: endpoints, the messages they are sent, and every attempt (docs/webhooks.md) ----------

/**
 * An endpoint that receives events. `customer_id` is the company whose events it hears (a master's endpoint);
 * null: every company's (staff). `secret` is the Standard Webhooks signing secret (`whsec_` + base64), shown once.
 * `failing_since` is the first failed attempt since the last success; after days of only failures the endpoint is
 * disabled (`enabled` false, `disabled_reason`) and its owner told.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    owner_account_id: integer('owner_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    secret: text('secret').notNull(),
    /** The secret a rotation replaced: messages are signed with both until `previous_secret_until`. */
    previous_secret: text('previous_secret'),
    previous_secret_until: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabled_reason: text('disabled_reason'),
    failing_since: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_customer_idx').on(t.customer_id)],
);

/**
 * One event for one endpoint: the signed message (`message_id` is the webhook-id, the same on every attempt) and its
 * state. `status`: pending (an attempt is due at `next_attempt_at`), succeeded, failed (retries exhausted or the
 * endpoint disabled). The dispatcher takes due rows with `FOR UPDATE SKIP LOCKED` and moves `next_attempt_at` on
 * (a lease) before it sends, so each attempt is made once across instances and a crashed one is made again.
 * `subject` is the ordering key (`order:<id>`, null: none; `webhookSubject` in @gsn/domain): a delivery is not taken
 * while an earlier one (lower id) of the same endpoint with the same subject is still pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpoint_id: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    message_id: text('message_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.id),
    index('webhook_deliveries_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    // an endpoint's lane taking its next due delivery
    index('webhook_deliveries_endpoint_due_idx').on(t.endpoint_id, t.next_attempt_at, t.id).where(sql`${t.status} = 'pending'`),
    // "is an earlier delivery of this subject still pending?" (the dispatcher's claim)
    index('webhook_deliveries_subject_pending_idx')
      .on(t.endpoint_id, t.subject, t.id)
      .where(sql`${t.status} = 'pending' and ${t.subject} is not null`),
  ],
);

/** Every attempt of a delivery: the answer's status (null: no answer), how long it took, the start of its body. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    status_code: integer('status_code'),
    duration_ms: integer('duration_ms').notNull(),
    response_excerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
    attempted_at: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.delivery_id)],
);

/**
 * The webhook event log (docs/webhooks.md, Replaying events): every event once, as it was sent, with its message id,
 * whether or not an endpoint listened, kept WEBHOOK_EVENT_RETENTION_DAYS days (purged daily). An endpoint can be sent
 * the events of a time range again from here; the message id stays the event's, so receivers recognise repeats.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message_id: text('message_id').notNull(),
    event: text('event').notNull(),
    /** The company the event is about (null: none; only staff endpoints for every company get it). */
    customer_id: integer('customer_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_events_occurred_idx').on(t.occurred_at, t.id),
    index('webhook_events_customer_idx').on(t.customer_id, t.occurred_at),
  ],
);
