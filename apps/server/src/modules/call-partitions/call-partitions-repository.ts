import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows.ts';

/** The monthly partitions of `calls` (migration 0014): the only SQL that creates or drops them. */
export function callPartitionsRepository(db: Db) {
  return {
    /** The names of the partitions of `calls`. */
    async list(): Promise<string[]> {
      const r = await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'calls'::regclass order by 1`);
      return rowsOf<{ name: string }>(r).map((x) => x.name);
    },

    /** Creates a month's partition (name and bounds from the domain, checked before they reach the SQL). */
    async create(p: { name: string; from: string; to: string }): Promise<void> {
      if (!/^calls_\d{6}$/.test(p.name) || !/^\d{4}-\d{2}-01 00:00:00\+00$/.test(p.from) || !/^\d{4}-\d{2}-01 00:00:00\+00$/.test(p.to))
        throw new Error('bad partition');
      await db.execute(sql.raw(`create table if not exists "${p.name}" partition of calls for values from ('${p.from}') to ('${p.to}')`));
    },

    /** Drops a whole month: its calls go at once (the counters, separate tables, keep their totals). */
    async drop(name: string): Promise<void> {
      if (!/^calls_\d{6}$/.test(name)) throw new Error('bad partition');
      await db.execute(sql.raw(`drop table if exists "${name}"`));
    },
  };
}

export type CallPartitionsRepository = ReturnType<typeof callPartitionsRepository>;
