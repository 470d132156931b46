import type { ReportDefinition, ReportRow } from '@gsn/domain';
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accounts, exportFiles, reportRuns, reports, userProfiles } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';

export type ReportRecord = typeof reports.$inferSelect;

/** A run whose file is ready and whose owner asked for a mail. */
export interface ReadyRun {
  runId: number;
  reportName: string;
  filename: string;
  email: string;
  /** The owner's profile language (the mail's), if set. */
  language: string | null;
}

const toRow = (r: ReportRecord, last: ReportRow['last_run'], ownerEmail?: string | null): ReportRow => ({
  id: r.id,
  account_id: r.account_id,
  ...(ownerEmail !== undefined ? { owner_email: ownerEmail } : {}),
  name: r.name,
  type: r.type as ReportRow['type'],
  filters: r.filters as ReportRow['filters'],
  period: r.period as ReportRow['period'],
  time_zone: r.time_zone,
  format: r.format as ReportRow['format'],
  schedule: r.schedule as ReportRow['schedule'],
  email: r.email,
  next_run_at: r.next_run_at ? r.next_run_at.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
  last_run: last,
});

/** Reporting (modules/reporting): the only SQL of saved reports and their runs. */
function reportingQueries(db: Db) {
  /** The last run of each report, with its export file's status. */
  async function lastRuns(ids: number[]): Promise<Map<number, NonNullable<ReportRow['last_run']>>> {
    if (!ids.length) return new Map();
    const rows = await db
      .selectDistinctOn([reportRuns.report_id], {
        report_id: reportRuns.report_id,
        filename: reportRuns.filename,
        createdAt: reportRuns.createdAt,
        status: exportFiles.status,
        percentage: exportFiles.percentage,
      })
      .from(reportRuns)
      .leftJoin(exportFiles, eq(exportFiles.filename, reportRuns.filename))
      .where(inArray(reportRuns.report_id, ids))
      .orderBy(reportRuns.report_id, desc(reportRuns.createdAt), desc(reportRuns.id));
    return new Map(
      rows.map((r) => [
        r.report_id,
        { filename: r.filename, status: r.status ?? 'Removed', percentage: r.percentage ?? 0, createdAt: r.createdAt.toISOString() },
      ]),
    );
  }

  return {
    /** The account's reports (or every report, with its owner's e-mail), newest first. */
    async list(accountId: number | null): Promise<ReportRow[]> {
      const rows = await db
        .select({ r: reports, email: accounts.email })
        .from(reports)
        .innerJoin(accounts, eq(accounts.id, reports.account_id))
        .where(accountId === null ? undefined : eq(reports.account_id, accountId))
        .orderBy(desc(reports.createdAt), desc(reports.id));
      const last = await lastRuns(rows.map((x) => x.r.id));
      return rows.map((x) => toRow(x.r, last.get(x.r.id) ?? null, accountId === null ? x.email : undefined));
    },

    async find(id: number): Promise<ReportRecord | undefined> {
      const [r] = await db.select().from(reports).where(eq(reports.id, id));
      return r;
    },

    async row(id: number): Promise<ReportRow | undefined> {
      const r = await this.find(id);
      if (!r) return undefined;
      return toRow(r, (await lastRuns([id])).get(id) ?? null);
    },

    async insert(accountId: number, d: ReportDefinition, nextRunAt: Date | null): Promise<number> {
      const [r] = await db
        .insert(reports)
        .values({ account_id: accountId, ...d, next_run_at: nextRunAt })
        .returning({ id: reports.id });
      return r!.id;
    },

    async update(id: number, d: ReportDefinition, nextRunAt: Date | null): Promise<void> {
      await db
        .update(reports)
        .set({ ...d, next_run_at: nextRunAt, updatedAt: new Date() })
        .where(eq(reports.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(reports).where(eq(reports.id, id));
    },

    async addRun(reportId: number, filename: string, scheduled: boolean): Promise<void> {
      await db.insert(reportRuns).values({ report_id: reportId, filename, scheduled });
    },

    /**
     * The scheduled reports due at `now`, locked for this transaction (`FOR UPDATE SKIP LOCKED`): another instance's
     * tick skips them, and once their next run is moved on nobody takes them again.
     */
    async lockDue(now: Date, limit = 50): Promise<ReportRecord[]> {
      return db
        .select()
        .from(reports)
        .where(and(isNotNull(reports.next_run_at), lte(reports.next_run_at, now)))
        .orderBy(reports.next_run_at)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async setNextRun(id: number, at: Date | null): Promise<void> {
      await db.update(reports).set({ next_run_at: at }).where(eq(reports.id, id));
    },

    /** Runs whose file is Completed, of reports that ask for a mail, not mailed yet (locked as above). */
    async lockReadyRuns(limit = 50): Promise<ReadyRun[]> {
      return db
        .select({
          runId: reportRuns.id,
          reportName: reports.name,
          filename: reportRuns.filename,
          email: accounts.email,
          language: userProfiles.language,
        })
        .from(reportRuns)
        .innerJoin(reports, eq(reports.id, reportRuns.report_id))
        .innerJoin(accounts, eq(accounts.id, reports.account_id))
        .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
        .innerJoin(exportFiles, eq(exportFiles.filename, reportRuns.filename))
        .where(and(eq(reports.email, true), isNull(reportRuns.mailed_at), eq(exportFiles.status, 'Completed')))
        .limit(limit)
        .for('update', { of: reportRuns, skipLocked: true });
    },

    async markMailed(runId: number): Promise<void> {
      await db.update(reportRuns).set({ mailed_at: sql`now()` }).where(eq(reportRuns.id, runId));
    },

    /** The owner as the run sees the account; undefined when it is gone, disabled or terminated (its schedules stop). */
    async owner(
      accountId: number,
    ): Promise<{ accountId: number; accountTypeId: number; customerId: number | null; email: string } | undefined> {
      const [a] = await db
        .select({
          accountId: accounts.id,
          accountTypeId: accounts.account_type_id,
          customerId: accounts.customer_id,
          email: accounts.email,
        })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.disabled, false), ne(accounts.status, 'terminated')));
      return a;
    },
  };
}

export const reportingRepository = (db: Db) => transactional(db, reportingQueries);
export type ReportingRepository = ReturnType<typeof reportingRepository>;
export type ReportingQueries = ReturnType<typeof reportingQueries>;
