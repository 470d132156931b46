import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The rows of `db.execute` on either driver (node-postgres answers a result, PGlite too, both with `rows`). */
export function rowsOf<T>(r: unknown): T[] {
  return ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
}

/**
 * A row's `updated_at` is the moment an editor saw (the API shows milliseconds; the database keeps microseconds):
 * the condition of a write that must not overwrite a change made meanwhile.
 */
export function unchangedSince(updatedAt: SQLWrapper, seen: Date): SQL {
  const at = seen.toISOString();
  return sql`${updatedAt} > ${at}::timestamptz - interval '1 millisecond' and ${updatedAt} < ${at}::timestamptz + interval '1 millisecond'`;
}
