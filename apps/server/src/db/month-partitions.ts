import { monthPartition, monthPartitionExpired, partitionMonthsAhead } from '@gsn/domain';
import { sql } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { rowsOf } from './rows.ts';

/** A table partitioned by month (migrations 0014 and 0028): its partitions' names and how to add or drop a month. */
export function monthPartitionsRepository(db: Db, table: string) {
  if (!/^[a-z_]+$/.test(table)) throw new Error('bad table');
  const month = new RegExp(`^${table}_\\d{6}$`);
  const bound = /^\d{4}-\d{2}-01 00:00:00\+00$/;
  return {
    /** The names of the table's partitions. */
    async list(): Promise<string[]> {
      const r = await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = ${table}::regclass order by 1`);
      return rowsOf<{ name: string }>(r).map((x) => x.name);
    },

    /** Creates a month's partition (name and bounds from the domain, checked before they reach the SQL). */
    async create(p: { name: string; from: string; to: string }): Promise<void> {
      if (!month.test(p.name) || !bound.test(p.from) || !bound.test(p.to)) throw new Error('bad partition');
      await db.execute(
        sql.raw(`create table if not exists "${p.name}" partition of "${table}" for values from ('${p.from}') to ('${p.to}')`),
      );
    },

    /** Drops a whole month: its rows go at once (a DROP TABLE, not a DELETE of each row). */
    async drop(name: string): Promise<void> {
      if (!month.test(name)) throw new Error('bad partition');
      await db.execute(sql.raw(`drop table if exists "${name}"`));
    },
  };
}

export type MonthPartitionsRepository = ReturnType<typeof monthPartitionsRepository>;

export interface MonthPartitionsOptions {
  repo: MonthPartitionsRepository;
  table: string;
  /** Months created ahead of the current one. */
  monthsAhead: number;
  /** The current month and this many before it are kept. */
  retentionMonths: number;
  log: { error: (o: object, m: string) => void };
  now?: () => Date;
}

/**
 * Keeps a monthly partitioned table's months (a daily job of the module that owns the table): creates the current
 * month and `monthsAhead` after it, and drops whole months older than the retention — never the default partition.
 */
export function monthPartitionsMaintainer(o: MonthPartitionsOptions) {
  const now = o.now ?? (() => new Date());
  return async function maintain(): Promise<{ created: string[]; dropped: string[] }> {
    const at = now();
    const existing = new Set(await o.repo.list());
    const created: string[] = [];
    for (const m of partitionMonthsAhead(at, o.monthsAhead)) {
      const p = monthPartition(o.table, m);
      if (existing.has(p.name)) continue;
      try {
        await o.repo.create(p);
        created.push(p.name);
      } catch (err) {
        // e.g. the default partition already holds rows of that month: they stay there, the month is retried tomorrow
        o.log.error({ err, partition: p.name }, 'partition not created');
      }
    }
    const dropped: string[] = [];
    for (const name of existing) {
      if (!monthPartitionExpired(o.table, name, at, o.retentionMonths)) continue;
      await o.repo.drop(name);
      dropped.push(name);
    }
    return { created, dropped };
  };
}
