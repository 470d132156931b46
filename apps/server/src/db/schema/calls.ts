import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { money } from './columns.ts';

// ---------- call records and their hourly statistics ----------

/**
 * Call records (spec 2 §3 Call record; docs/api-reports.md, Calls): one row per call to a service number. The spec's
 * CDR_* fields plus the alerting and answer times the KPIs need, and the columns the reports filter on (customer,
 * service type, jurisdiction, city, direction), copied from the service number when the call is loaded.
 */
export const calls = pgTable(
  'calls',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** CDR_SEIZTIME */
    seized_at: timestamp('seized_at', { withTimezone: true }).notNull(),
    alerted_at: timestamp('alerted_at', { withTimezone: true }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    /** CDR_DISCTIME */
    disconnected_at: timestamp('disconnected_at', { withTimezone: true }),
    /** Answered seconds (disconnect − answer); 0 when not answered. */
    duration_seconds: integer('duration_seconds').notNull().default(0),
    service_type: text('service_type').notNull(),
    direction: text('direction').notNull().default('inbound'),
    /** CDR_CLDNUM, CDR_CLGNUM, CDR_CLDCNUM */
    called_number: text('called_number').notNull(),
    calling_number: text('calling_number'),
    connected_number: text('connected_number'),
    /** CDR_ORIGIN, CDR_DESTINATION */
    origin: text('origin'),
    destination: text('destination'),
    /** CDR_COMPCODE: the Q.850 release cause. */
    completion_code: integer('completion_code'),
    /** CDR_RELEASEDIR: calling, called or network. */
    release_direction: text('release_direction'),
    // The company, vendor and inventory number the call was loaded for. No foreign keys: a FOREIGN KEY checks every
    // inserted row with a trigger, which cost as much as the heap and all indexes together when loading millions of
    // calls (bench/README.md, Call import). Instead the loading statement locks and checks the rows it refers to once
    // (`calls-insert.ts`), and deleting a company, vendor or inventory number sets its calls' column to NULL through
    // a statement trigger (migration 0016) — the ON DELETE SET NULL the foreign keys had.
    customer_id: integer('customer_id'),
    vendor_id: integer('vendor_id'),
    inventory_number_id: integer('inventory_number_id'),
    /** CDR_IC_CUSTOMER_NAME, CDR_OG_CUSTOMER_NAME: the names as the switch recorded them. */
    ic_customer_name: text('ic_customer_name'),
    og_customer_name: text('og_customer_name'),
    jurisdiction: text('jurisdiction').notNull(),
    city: text('city'),
    // Rating (docs/billing.md). The caller's origin type (fixed, mobile, payphone) and where it came from (cdr,
    // number_type, default); outbound, the called number's type (fixed, mobile, special).
    origin_type: text('origin_type'),
    origin_source: text('origin_source'),
    called_type: text('called_type'),
    // Filled by the statement that inserts the call and by re-rating (modules/billing/billing-rating-sql.ts), never by the loader:
    // billed seconds (0 for a call not answered; null when unrated), the rate per minute and cost, their currency,
    // the pricing level that gave the rate (number_charges, order_tariff, product_tariff) and its id, the increment
    // used, and why a call is unrated (no_tariff, no_rate).
    billed_seconds: integer('billed_seconds'),
    rate: money('rate'),
    cost: money('cost'),
    currency: text('currency'),
    rating_source: text('rating_source'),
    rating_source_id: integer('rating_source_id'),
    rating_increment: text('rating_increment'),
    unrated_reason: text('unrated_reason'),
    // When the call was loaded: the loading statement's start (not its transaction's), which comes after the call
    // loading lock was taken, so a load that waited for a month's close is stamped after that close
    // (docs/billing.md, Statements).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`statement_timestamp()`),
  },
  // Ascending on purpose: lists read newest first (`order by seized_at desc, id desc`, NULLS FIRST by default), which
  // is exactly a backward scan of these; a `DESC NULLS LAST` index would not match that order and every page sorted.
  // Partitioned by month of seized_at (migration 0014, written by hand: drizzle-kit cannot express PARTITION BY), so
  // the primary key includes the partition key; modules/call-partitions creates months ahead and drops expired ones.
  (t) => [
    // (seized_at, id): unique, and the order of every list — one index where there were two (migration 0016)
    primaryKey({ name: 'calls_pkey', columns: [t.seized_at, t.id] }),
    // The company's calls in list order. Migration 0041 (by hand: Drizzle cannot write INCLUDE) adds the columns the
    // call records' search filters on — INCLUDE (completion_code, duration_seconds, calling_number, called_number) — so
    // that a company's search is counted from the index alone instead of visiting every call of the company.
    index('calls_customer_seized_idx').on(t.customer_id, t.seized_at, t.id),
    index('calls_jurisdiction_seized_idx').on(t.jurisdiction, t.seized_at, t.id),
    // The call records' search across companies (bench/README.md, Call records search): the start of a number is a
    // range in a text_pattern_ops index whatever the database's collation; a release cause in list order. Migration
    // 0041 adds INCLUDE columns Drizzle cannot write: customer_id to each, duration_seconds to the cause's, so that a
    // search's count is an index-only scan.
    index('calls_calling_seized_idx').on(t.calling_number.op('text_pattern_ops'), t.seized_at),
    index('calls_called_seized_idx').on(t.called_number.op('text_pattern_ops'), t.seized_at),
    index('calls_cause_seized_idx').on(t.completion_code, t.seized_at, t.id),
    // one call's identity (seizure time, called number, calling number; no calling number is a value of its own):
    // unique, so a call is stored once whichever path loads it, and the CSV import inserts with ON CONFLICT DO NOTHING
    // instead of an anti-join (migration 0023). Seizure time first, so that loading calls in time order appends to the
    // index rather than writing all over it (migration 0016; called number first cost three times as much).
    unique('calls_call_key').on(t.seized_at, t.called_number, t.calling_number).nullsNotDistinct(),
    // the calls loaded before rating existed (no rating column filled), which a job rates (modules/billing): a rated
    // call never enters this index, so it stays as small as what is left to rate
    index('calls_never_rated_idx').on(t.seized_at, t.id).where(sql`billed_seconds is null and unrated_reason is null`),
  ],
);

/** The summable counters of a set of calls (domain `CallCounters`). */
const counters = () => ({
  attempts: integer('attempts').notNull().default(0),
  answered: integer('answered').notNull().default(0),
  /** Calls counted by NER (answered, busy, no answer, rejected). */
  effective: integer('effective').notNull().default(0),
  answered_seconds: bigint('answered_seconds', { mode: 'number' }).notNull().default(0),
  pdd_ms_sum: bigint('pdd_ms_sum', { mode: 'number' }).notNull().default(0),
  pdd_count: integer('pdd_count').notNull().default(0),
});

/** The key of an hourly counter row: UTC hour, customer (0: none), service type, jurisdiction, city ('': none), direction. */
const hourlyKey = () => ({
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  customer_id: integer('customer_id').notNull().default(0),
  service_type: text('service_type').notNull(),
  jurisdiction: text('jurisdiction').notNull(),
  city: text('city').notNull().default(''),
  direction: text('direction').notNull(),
});

/**
 * Hourly call counters per customer, service type, jurisdiction, city and direction (UTC hours), kept in step with
 * `calls` by the statement that inserts them (modules/calls). Daily and hourly statistics read these, never the
 * calls: their cost depends on hours × combinations, not on the number of calls. `customer_id` 0 and city '' stand
 * for none, so that the key is unique without NULLs.
 */
export const callStatsHourly = pgTable(
  'call_stats_hourly',
  {
    ...hourlyKey(),
    ...counters(),
  },
  (t) => [
    uniqueIndex('call_stats_hourly_key').on(t.hour, t.customer_id, t.service_type, t.jurisdiction, t.city, t.direction),
    index('call_stats_hourly_customer_idx').on(t.customer_id, t.hour),
  ],
);

/**
 * Daily call counters over all customers per service type, jurisdiction, city and direction (UTC days), kept in step
 * by the same statement: staff's daily statistics without a customer read these (a few rows a day per combination)
 * instead of every company's hours.
 */
export const callStatsDailyAll = pgTable(
  'call_stats_daily_all',
  {
    day: date('day', { mode: 'string' }).notNull(),
    service_type: text('service_type').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    city: text('city').notNull().default(''),
    direction: text('direction').notNull(),
    ...counters(),
  },
  (t) => [uniqueIndex('call_stats_daily_all_key').on(t.day, t.service_type, t.jurisdiction, t.city, t.direction)],
);

/**
 * Hourly call counters over all customers and cities per service type, jurisdiction and direction (UTC hours), kept
 * in step by the same statement: staff's hourly statistics without a customer or a city read these — a few dozen
 * rows an hour — instead of every company's hours.
 */
export const callStatsHourlyAll = pgTable(
  'call_stats_hourly_all',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    service_type: text('service_type').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    direction: text('direction').notNull(),
    ...counters(),
  },
  (t) => [uniqueIndex('call_stats_hourly_all_key').on(t.hour, t.service_type, t.jurisdiction, t.direction)],
);

/**
 * Hourly cost of the rated calls per customer, service type, jurisdiction, city, direction and currency (UTC hours;
 * customer 0 and city '' for none): `calls` rated, their billed seconds and exact cost. Kept in step with `calls` by
 * the statements that insert, remove and re-rate them (modules/calls), so the statistics add up costs per day or
 * hour without reading the calls. A currency is part of the key: amounts of two currencies are never added.
 */
export const callCostsHourly = pgTable(
  'call_costs_hourly',
  {
    ...hourlyKey(),
    currency: text('currency').notNull(),
    calls: integer('calls').notNull().default(0),
    billed_seconds: bigint('billed_seconds', { mode: 'number' }).notNull().default(0),
    cost: numeric('cost', { precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('call_costs_hourly_key').on(t.hour, t.customer_id, t.service_type, t.jurisdiction, t.city, t.direction, t.currency),
    index('call_costs_hourly_customer_idx').on(t.customer_id, t.hour),
  ],
);
