import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { outboxMessages } from './schema.ts';

export interface OutboxMessage {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

/** The SQL of the transactional outbox (lib/outbox.ts). */
export function outboxRepository(db: Db) {
  const t = outboxMessages;
  return {
    async insert(topic: string, payload: object): Promise<number> {
      const [row] = await db.insert(t).values({ topic, payload }).returning({ id: t.id });
      return row!.id;
    },
    /**
     * Takes due messages (the given ones, or the oldest `limit`) for `leaseSeconds`: another instance's sweep skips
     * them meanwhile (SKIP LOCKED while taking, the lease after), and takes them again once the lease has run out.
     */
    async take(ids: number[] | null, limit: number, leaseSeconds: number): Promise<OutboxMessage[]> {
      const due = and(lte(t.next_attempt_at, sql`now()`), ids ? inArray(t.id, ids) : undefined);
      const picked = db.select({ id: t.id }).from(t).where(due).orderBy(asc(t.id)).limit(limit).for('update', { skipLocked: true });
      const rows = await db
        .update(t)
        .set({ attempts: sql`${t.attempts} + 1`, next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds}::int)` })
        .where(inArray(t.id, picked))
        .returning({ id: t.id, topic: t.topic, payload: t.payload, attempts: t.attempts });
      return rows.sort((a, b) => a.id - b.id);
    },
    async remove(id: number): Promise<void> {
      await db.delete(t).where(sql`${t.id} = ${id}`);
    },
    async retryLater(id: number, error: string, delaySeconds: number): Promise<void> {
      await db
        .update(t)
        .set({ last_error: error.slice(0, 1000), next_attempt_at: sql`now() + make_interval(secs => ${delaySeconds}::int)` })
        .where(sql`${t.id} = ${id}`);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
