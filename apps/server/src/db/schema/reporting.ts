import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

// ---------- reporting: saved report requests and their runs ----------

/**
 * Report requests (spec 2 §2 /portal/reporting/reports; docs/api-reports.md, Reporting): a saved definition that runs
 * into Downloads, now or on a schedule. `next_run_at` is the next scheduled run (null without a schedule); the
 * scheduler's tick takes the due ones with `FOR UPDATE SKIP LOCKED`, so each runs once across instances.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    period: jsonb('period').$type<Record<string, unknown>>().notNull(),
    time_zone: text('time_zone').notNull().default('UTC'),
    format: text('format').notNull().default('csv'),
    schedule: jsonb('schedule').$type<Record<string, unknown>>().notNull(),
    email: boolean('email').notNull().default(false),
    next_run_at: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reports_account_idx').on(t.account_id), index('reports_next_run_idx').on(t.next_run_at)],
);

/** Each run of a report: the export file it made (export_files.filename), and whether its ready mail went out. */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: serial('id').primaryKey(),
    report_id: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    scheduled: boolean('scheduled').notNull().default(false),
    mailed_at: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_runs_report_idx').on(t.report_id, t.createdAt)],
);
