import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    inventory_number_id: integer('inventory_number_id')
      .notNull()
      .references(() => inventoryNumbers.id, { onDelete: 'cascade' }),
    service_number: text('service_number').notNull(),
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
    index('traffic_alerts_customer_idx').on(t.customer_id, t.state, t.opened_at, t.id),
    index('traffic_alerts_state_idx').on(t.state, t.opened_at, t.id),
    index('traffic_alerts_last_hour_idx').on(t.last_hour).where(sql`${t.state} <> 'resolved'`),
  ],
);

export type TrafficAlertRow = typeof trafficAlerts.$inferSelect;
