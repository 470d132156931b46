import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { idempotencyKeys } from '../../db/schema.ts';

export interface StoredAnswer {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  response: string | null;
}

export function idempotencyRepository(db: Db) {
  return {
    /**
     * Claims (account, key) for a request: inserts the row, or takes over one older than `ttlHours` or one left in
     * progress for longer than `abandonedSeconds`. True when this request now owns the key. The primary key makes
     * two concurrent claims of one key end with one owner.
     */
    async claim(accountId: number, key: string, fingerprint: string, ttlHours: number, abandonedSeconds: number): Promise<boolean> {
      const t = idempotencyKeys;
      const rows = await db
        .insert(t)
        .values({ account_id: accountId, key, fingerprint })
        .onConflictDoUpdate({
          target: [t.account_id, t.key],
          set: { fingerprint, created_at: sql`now()`, status_code: null, content_type: null, response: null },
          setWhere: sql`${t.created_at} < now() - make_interval(hours => ${ttlHours}::int)
            or (${t.status_code} is null and ${t.created_at} < now() - make_interval(secs => ${abandonedSeconds}::int))`,
        })
        .returning({ key: t.key });
      return rows.length === 1;
    },

    async find(accountId: number, key: string): Promise<StoredAnswer | undefined> {
      const t = idempotencyKeys;
      const [row] = await db
        .select({ fingerprint: t.fingerprint, status_code: t.status_code, content_type: t.content_type, response: t.response })
        .from(t)
        .where(and(eq(t.account_id, accountId), eq(t.key, key)));
      return row;
    },

    async complete(accountId: number, key: string, answer: { status_code: number; content_type: string | null; response: string }) {
      const t = idempotencyKeys;
      await db
        .update(t)
        .set(answer)
        .where(and(eq(t.account_id, accountId), eq(t.key, key)));
    },

    /** Frees a key whose request failed (nothing was created): a repeat runs anew. */
    async release(accountId: number, key: string) {
      const t = idempotencyKeys;
      await db.delete(t).where(and(eq(t.account_id, accountId), eq(t.key, key), isNull(t.status_code)));
    },

    async purgeExpired(ttlHours: number) {
      const t = idempotencyKeys;
      await db.delete(t).where(sql`${t.created_at} < now() - make_interval(hours => ${ttlHours}::int)`);
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
