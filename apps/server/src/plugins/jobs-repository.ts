import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';

export interface QueueBacklog {
  queue: string;
  /** Jobs waiting to be worked: created, or failed and waiting for their retry. */
  waiting: number;
  /** Age of the oldest of them (since it was queued), 0 when none waits. */
  oldestSeconds: number;
}

function rowsOf<T>(r: unknown): T[] {
  return ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
}

/** What the job queue's own tables (pg-boss, schema `pgboss`) tell about its backlog. */
export function jobsRepository(db: Db) {
  return {
    /**
     * Every queue with its waiting jobs (0 for an empty one, so its series does not vanish). `state < 'active'` is
     * created and retry (the enum's order), the predicate of pg-boss's own fetch index, which this count can use.
     */
    async backlog(): Promise<QueueBacklog[]> {
      // the transactional outbox (lib/outbox.ts) is a queue too: its backlog shows as `outbox`
      const rows: unknown = await db.execute(sql`
        select * from (
          select q.name as queue,
                 count(j.id)::int as waiting,
                 coalesce(extract(epoch from now() - min(j.created_on)), 0)::float8 as oldest_seconds
          from pgboss.queue q
          left join pgboss.job j on j.name = q.name and j.state < 'active'
          group by q.name
          union all
          select 'outbox', count(*)::int, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 from outbox_messages
        ) b
        order by queue`);
      return rowsOf<{ queue: string; waiting: number; oldest_seconds: number }>(rows).map((r) => ({
        queue: r.queue,
        waiting: Number(r.waiting),
        oldestSeconds: Math.max(0, Number(r.oldest_seconds)),
      }));
    },
  };
}
