import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/connect.ts';
import { calls } from '../src/db/schema.ts';
import { CALL_INSERT_COLUMNS, insertCallsFrom } from '../src/modules/calls/calls-repository.ts';

/** A call as a test gives it: any of the loaded columns, the rating ones included (times as ISO strings). */
export type GivenCall = Record<string, string | number | null>;

const TYPES = new Map(Object.values(getTableColumns(calls)).map((c) => [c.name, c.getSQLType()]));

/**
 * The statement that loads calls whose rating the test gives (as a load would have rated them): the server's loading
 * statement (`insertCallsFrom`), so that every counter — the statements' usage ones included — follows them as in
 * production.
 */
export function ratedCallsInsert(rows: GivenCall[]): SQL {
  const given = rows.map((r) => ({ duration_seconds: 0, direction: 'inbound', ...r }));
  const columns = CALL_INSERT_COLUMNS.map((c) => `"${c}" ${TYPES.get(c)}`).join(', ');
  return insertCallsFrom(sql`select ${sql.raw(CALL_INSERT_COLUMNS.map((c) => `r."${c}"`).join(', '))}
    from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as r(${sql.raw(columns)})`);
}

/** Loads calls whose rating the test gives (`ratedCallsInsert`); answers the number of calls inserted. */
export async function insertRatedCalls(db: Db, rows: GivenCall[]): Promise<number> {
  const result = (await db.execute(ratedCallsInsert(rows))) as unknown as { rows?: { inserted: number }[] };
  return result.rows?.[0]?.inserted ?? 0;
}
