import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inventoryNumbers } from '../../db/schema/catalogue.ts';
import { accounts, customers } from '../../db/schema/identity.ts';

/**
 * Traffic alerts (docs/traffic-alerts.md): one per number and kind while it is not resolved; later crossings update
 * its evidence (`@gsn/domain` AlertEvidence) instead of opening another.
 */
export const trafficAlerts = pgTable(
  'traffic_alerts',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Null: an alert on the company's traffic as a whole (its numbers summed, `traffic_company_hourly`). */
    inventory_number_id: integer('inventory_number_id').references(() => inventoryNumbers.id, { onDelete: 'cascade' }),
    service_number: text('service_number'),
    /** pumping, short_calls, origin_mix, single_caller, quality (@gsn/domain TRAFFIC_ALERT_KINDS). */
    kind: text('kind').notNull(),
    /** open → acknowledged → resolved (@gsn/domain TRAFFIC_ALERT_STATES). */
    state: text('state').notNull().default('open'),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    /** The last hour that crossed a threshold (what resolving on its own counts from). */
    last_hour: timestamp('last_hour', { withTimezone: true }).notNull(),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledged_by: integer('acknowledged_by').references(() => accounts.id, { onDelete: 'set null' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    resolved_by: integer('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Resolved by hand: why; on its own: null, with `resolved_by` null. */
    resolution_note: text('resolution_note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('traffic_alerts_live_uq').on(t.inventory_number_id, t.kind).where(sql`${t.state} <> 'resolved'`),
    uniqueIndex('traffic_alerts_company_live_uq')
      .on(t.customer_id, t.kind)
      .where(sql`${t.inventory_number_id} is null and ${t.state} <> 'resolved'`),
    index('traffic_alerts_customer_idx').on(t.customer_id, t.state, t.opened_at, t.id),
    index('traffic_alerts_state_idx').on(t.state, t.opened_at, t.id),
    index('traffic_alerts_last_hour_idx').on(t.last_hour).where(sql`${t.state} <> 'resolved'`),
  ],
);

export type TrafficAlertRow = typeof trafficAlerts.$inferSelect;

/** A company's own thresholds and quiet hours (docs/traffic-alerts.md); no row: the defaults. */
export const trafficSettings = pgTable('traffic_settings', {
  customer_id: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  thresholds: jsonb('thresholds').$type<Record<string, number>>(),
  quiet_hours: integer('quiet_hours'),
  updated_by: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A number muted until a time: no alert opens on it meanwhile (its traffic is known to be unusual: a campaign, a test). */
export const trafficMutes = pgTable(
  'traffic_mutes',
  {
    id: serial('id').primaryKey(),
    inventory_number_id: integer('inventory_number_id')
      .notNull()
      .references(() => inventoryNumbers.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    service_number: text('service_number').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    note: text('note').notNull(),
    created_by: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('traffic_mutes_number_idx').on(t.inventory_number_id, t.until),
    index('traffic_mutes_customer_idx').on(t.customer_id, t.until),
  ],
);

/** An hour's figures (@gsn/domain `TrafficHour`), the same columns for a number's hour and a company's. */
const hourFigures = () => ({
  attempts: integer('attempts').notNull(),
  answered: integer('answered').notNull(),
  effective: integer('effective').notNull(),
  answered_seconds: integer('answered_seconds').notNull(),
  short_answered: integer('short_answered').notNull(),
  payphone: integer('payphone').notNull(),
  mobile: integer('mobile').notNull(),
  foreign_calls: integer('foreign_calls').notNull(),
});

/**
 * One service number's hour of inbound traffic (UTC): the figures the rules read (@gsn/domain `TrafficHour`), counted
 * again from the calls of every hour a load touches (so a re-load or a late call never counts twice) and kept as the
 * baselines of the hours after it. `short_answered` counts answered calls under the company's short-call threshold as
 * it was when the hour was counted.
 */
export const trafficHourly = pgTable(
  'traffic_hourly',
  {
    // no foreign key: its per-row check on every hour written cost as much as the write; ids are never reused, and the
    // evaluation joins the inventory numbers (a deleted number's hours are never read)
    inventory_number_id: integer('inventory_number_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    customer_id: integer('customer_id').notNull(),
    ...hourFigures(),
    top_caller_attempts: integer('top_caller_attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inventory_number_id, t.hour] })],
);

/**
 * A company's hour of inbound traffic, its numbers summed (every number's calls, the quiet ones' too): the roll-up the
 * company rules read (@gsn/domain `evaluateCompanyHour`), counted with `traffic_hourly`. Its first row is where the
 * company's baseline starts.
 */
export const trafficCompanyHourly = pgTable(
  'traffic_company_hourly',
  {
    customer_id: integer('customer_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...hourFigures(),
    top_caller_attempts: integer('top_caller_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.hour] })],
);

/** The first hour each number had inbound traffic: where its baseline starts (a day before it had none to compare). */
export const trafficNumbers = pgTable('traffic_numbers', {
  inventory_number_id: integer('inventory_number_id').primaryKey(),
  first_hour: timestamp('first_hour', { withTimezone: true }).notNull(),
});
