import { and, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginAttempts } from '../db/schema.ts';

/**
 * Counted events by key (the `login_attempts` table): sign-in and password failures, anonymous mail requests, mails
 * sent, tickets filed. Each event is a row; a throttle counts a key's rows in its window. Rows older than a day are
 * purged (session-repository.ts, purgeExpired), so no window may be longer.
 */
export function attemptsRepository(db: Db) {
  return {
    /** Per key: the events since `since` and when the last one was (one query for all keys). */
    async attemptsByKey(keys: string[], since: Date): Promise<Map<string, { count: number; last: number | null }>> {
      const out = new Map(keys.map((k) => [k, { count: 0, last: null as number | null }]));
      if (!keys.length) return out;
      const rows = await db
        .select({ key: loginAttempts.key, n: sql<number>`count(*)::int`, last: sql<string>`max(${loginAttempts.at})` })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.at, since)))
        .groupBy(loginAttempts.key);
      for (const r of rows) out.set(r.key, { count: r.n, last: r.last ? new Date(r.last).getTime() : null });
      return out;
    },

    async addAttempt(...keys: string[]) {
      if (keys.length) await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
    },

    /** Forgets the keys' events, and those of every key starting with one of `prefixes`. */
    async clearAttempts(keys: string[], prefixes: string[] = []) {
      const conditions = [
        ...(keys.length ? [inArray(loginAttempts.key, keys)] : []),
        ...prefixes.map((p) => like(loginAttempts.key, `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)),
      ];
      if (conditions.length) await db.delete(loginAttempts).where(or(...conditions));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
