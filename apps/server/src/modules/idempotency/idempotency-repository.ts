import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { idempotencyKeys } from '../../db/schema.ts';

export interface StoredAnswer {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  response: string | null;
  committed_at: Date | null;
  resource: { kind: string; id: number } | null;
  /** The first request ended without storing an answer, or it has been in progress too long (its taker died). */
  ended: boolean;
}

export function idempotencyRepository(db: Db) {
  return {
    /**
     * Claims (account, key) for a request: inserts the row, or takes over one older than `ttlHours` or one left in
     * progress for longer than `abandonedSeconds`. True when this request now owns the key. The primary key makes
     * two concurrent claims of one key end with one owner.
     */
    async claim(
      accountId: number,
      key: string,
      fingerprint: string,
      owner: string,
      ttlHours: number,
      abandonedSeconds: number,
    ): Promise<boolean> {
      const t = idempotencyKeys;
      const rows = await db
        .insert(t)
        .values({ account_id: accountId, key, fingerprint, owner })
        .onConflictDoUpdate({
          target: [t.account_id, t.key],
          set: {
            fingerprint,
            owner,
            created_at: sql`now()`,
            status_code: null,
            content_type: null,
            response: null,
            committed_at: null,
            resource: null,
            ended_at: null,
          },
          // a request that committed is never run again (a repeat rebuilds its answer), however long ago it died
          setWhere: sql`${t.created_at} < now() - make_interval(hours => ${ttlHours}::int)
            or (${t.status_code} is null and ${t.committed_at} is null
              and ${t.created_at} < now() - make_interval(secs => ${abandonedSeconds}::int))`,
        })
        .returning({ key: t.key });
      return rows.length === 1;
    },

    async find(accountId: number, key: string, abandonedSeconds: number): Promise<StoredAnswer | undefined> {
      const t = idempotencyKeys;
      const [row] = await db
        .select({
          fingerprint: t.fingerprint,
          status_code: t.status_code,
          content_type: t.content_type,
          response: t.response,
          committed_at: t.committed_at,
          resource: t.resource,
          ended: sql<boolean>`(${t.ended_at} is not null or ${t.created_at} < now() - make_interval(secs => ${abandonedSeconds}::int))`,
        })
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

    /**
     * Frees a key whose request failed before anything committed: a repeat runs anew. One that committed is kept,
     * marked ended: a repeat rebuilds its answer at once.
     */
    async release(accountId: number, key: string) {
      const t = idempotencyKeys;
      const mine = and(eq(t.account_id, accountId), eq(t.key, key), isNull(t.status_code));
      await db.delete(t).where(and(mine, isNull(t.committed_at)));
      await db
        .update(t)
        .set({ ended_at: sql`now()` })
        .where(and(mine, isNotNull(t.committed_at)));
    },
    /**
     * Inside the request's transaction: the request committed (with what it created). False when the claim is no
     * longer `owner`'s (another request took the key over): the transaction must then roll back.
     */
    async markCommitted(accountId: number, key: string, owner: string, resource: { kind: string; id: number } | null): Promise<boolean> {
      const t = idempotencyKeys;
      const rows = await db
        .update(t)
        .set({ committed_at: sql`now()`, resource: resource ?? sql`${t.resource}` })
        .where(and(eq(t.account_id, accountId), eq(t.key, key), eq(t.owner, owner)))
        .returning({ key: t.key });
      return rows.length === 1;
    },

    async purgeExpired(ttlHours: number) {
      const t = idempotencyKeys;
      await db.delete(t).where(sql`${t.created_at} < now() - make_interval(hours => ${ttlHours}::int)`);
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
