import type { ExportFileRow, ExportFormat, ExportStatus } from '@gsn/domain';
import { and, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accounts, exportFiles } from '../../db/schema.ts';

export type ExportFileRecord = typeof exportFiles.$inferSelect;

export function toExportFileRow(r: ExportFileRecord): ExportFileRow {
  return {
    filename: r.filename,
    category: r.category,
    report_name: r.report_name,
    format: r.format as ExportFormat,
    percentage: r.percentage,
    status: r.status as ExportStatus,
    rows: r.rows,
    error: r.status === 'Failed' ? (r.error ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  };
}

export interface DownloadsFilter {
  status?: ExportStatus | undefined;
  /** Completed and not downloaded yet. */
  fresh?: boolean | undefined;
}

const stale = (seconds: number) => sql`${exportFiles.heartbeat_at} < now() - make_interval(secs => ${seconds})`;

/** Export files (spec 2 §3 Export file) and the account facts an export job needs. */
export function exportsRepository(db: Db) {
  return {
    async insert(values: {
      account_id: number;
      filename: string;
      category: string;
      report_name: string;
      format: ExportFormat;
      params: Record<string, unknown>;
    }): Promise<ExportFileRecord> {
      const [r] = await db.insert(exportFiles).values(values).returning();
      return r!;
    },

    async find(id: string): Promise<ExportFileRecord | undefined> {
      const [r] = await db.select().from(exportFiles).where(eq(exportFiles.id, id));
      return r;
    },

    /** The account's file of this name (undefined for anyone else's). */
    async findOwn(accountId: number, filename: string): Promise<ExportFileRecord | undefined> {
      const [r] = await db
        .select()
        .from(exportFiles)
        .where(and(eq(exportFiles.filename, filename), eq(exportFiles.account_id, accountId)));
      return r;
    },

    async list(
      accountId: number,
      f: DownloadsFilter,
      page: { limit: number; offset: number },
    ): Promise<{ data: ExportFileRow[]; count: number }> {
      const where: SQL | undefined = and(
        eq(exportFiles.account_id, accountId),
        f.status ? eq(exportFiles.status, f.status) : undefined,
        f.fresh ? and(eq(exportFiles.status, 'Completed'), isNull(exportFiles.downloaded_at)) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(exportFiles)
          .where(where)
          .orderBy(desc(exportFiles.createdAt), desc(exportFiles.filename))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(exportFiles).where(where),
      ]);
      return { data: rows.map(toExportFileRow), count: total[0]?.n ?? 0 };
    },

    /**
     * Starts a run: the file becomes Processing with a fresh heartbeat and one more attempt, only if it is Pending
     * or a Processing file whose heartbeat is older than `staleSeconds` (its worker is gone). One caller wins; the
     * attempt number it gets fences its later writes. Undefined when someone else runs it or it is finished.
     */
    async claim(id: string, staleSeconds: number): Promise<ExportFileRecord | undefined> {
      const [r] = await db
        .update(exportFiles)
        .set({ status: 'Processing', percentage: 0, error: null, attempts: sql`${exportFiles.attempts} + 1`, heartbeat_at: sql`now()` })
        .where(
          and(
            eq(exportFiles.id, id),
            or(
              eq(exportFiles.status, 'Pending'),
              and(eq(exportFiles.status, 'Processing'), or(isNull(exportFiles.heartbeat_at), stale(staleSeconds))),
            ),
          ),
        )
        .returning();
      return r;
    },

    /** The run's own writes: ignored once another run has claimed the file (a worker that lost its claim). */
    async updateRun(
      id: string,
      attempt: number,
      patch: Partial<Pick<ExportFileRecord, 'status' | 'percentage' | 'rows' | 'error' | 'heartbeat_at'>> & {
        completed?: boolean;
        beat?: boolean;
      },
    ): Promise<boolean> {
      const { completed, beat, ...rest } = patch;
      const done = await db
        .update(exportFiles)
        .set({ ...rest, ...(completed ? { completedAt: sql`now()` } : {}), ...(beat ? { heartbeat_at: sql`now()` } : {}) })
        .where(and(eq(exportFiles.id, id), eq(exportFiles.attempts, attempt), eq(exportFiles.status, 'Processing')))
        .returning({ id: exportFiles.id });
      return done.length > 0;
    },

    /**
     * Processing files whose run has stopped beating (or gave up on an error): those with attempts left go back to
     * Pending and their ids are returned to be queued again; the others are marked Failed with the last run's error, or `reason` when it simply stopped.
     */
    async recoverStale(staleSeconds: number, maxAttempts: number, reason: string): Promise<{ retry: string[]; failed: number }> {
      const lost = and(eq(exportFiles.status, 'Processing'), or(isNull(exportFiles.heartbeat_at), stale(staleSeconds)));
      const failed = await db
        .update(exportFiles)
        .set({ status: 'Failed', error: sql`coalesce(${exportFiles.error}, ${reason})`, heartbeat_at: null })
        .where(and(lost, sql`${exportFiles.attempts} >= ${maxAttempts}`))
        .returning({ id: exportFiles.id });
      const retry = await db
        .update(exportFiles)
        .set({ status: 'Pending', heartbeat_at: null })
        .where(and(lost, lt(exportFiles.attempts, maxAttempts)))
        .returning({ id: exportFiles.id });
      return { retry: retry.map((r) => r.id), failed: failed.length };
    },

    markDownloaded: async (id: string) => {
      await db.update(exportFiles).set({ downloaded_at: sql`now()` }).where(eq(exportFiles.id, id));
    },

    /** Removes the rows made before `cutoff`; returns their file names. */
    async removeOlderThan(cutoff: Date): Promise<string[]> {
      const rows = await db.delete(exportFiles).where(lt(exportFiles.createdAt, cutoff)).returning({ filename: exportFiles.filename });
      return rows.map((r) => r.filename);
    },

    /** The account as it is now (type and company decide what its export contains); undefined when gone or disabled. */
    async viewer(accountId: number): Promise<{ accountTypeId: number; customerId: number | null } | undefined> {
      const [r] = await db
        .select({ accountTypeId: accounts.account_type_id, customerId: accounts.customer_id, disabled: accounts.disabled })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return r && !r.disabled ? { accountTypeId: r.accountTypeId, customerId: r.customerId } : undefined;
    },
  };
}

export type ExportsRepository = ReturnType<typeof exportsRepository>;
