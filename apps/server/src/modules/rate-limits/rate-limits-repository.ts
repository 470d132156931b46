import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows.ts';
import { customerRateLimits, customers, loginAttempts, rateLimitWindows } from '../../db/schema.ts';

/** The shared counters and the companies' quotas (docs/integrating.md, Rate limits). */
export function rateLimitsRepository(db: Db) {
  const w = rateLimitWindows;
  return {
    /**
     * Adds `hits` to the key's window; answers the window's total over every instance and the company's own quota as
     * it is now (one statement), so a quota staff change reaches every instance with its next count.
     */
    async add(key: string, windowStart: Date, hits: number, customerId: number | null): Promise<{ total: number; quota: number | null }> {
      const result = await db.execute(sql`
        with counted as (
          insert into ${w} (key, window_start, hits) values (${key}, ${windowStart.toISOString()}::timestamptz, ${hits})
          on conflict (key, window_start) do update set hits = ${w}.hits + excluded.hits
          returning hits
        )
        select counted.hits as total,
          (select requests_per_minute from ${customerRateLimits} where customer_id = ${customerId}::int) as quota
        from counted`);
      const row = rowsOf<{ total: number; quota: number | null }>(result)[0];
      return { total: Number(row?.total ?? hits), quota: row?.quota ?? null };
    },

    /** Forgets windows that ended more than an hour ago. */
    async purge() {
      await db.delete(w).where(sql`${w.window_start} < now() - interval '1 hour'`);
    },

    /** The company's own quota, or undefined. */
    async quotaOf(customerId: number): Promise<{ requests_per_minute: number; updated_at: Date } | undefined> {
      const [row] = await db
        .select({ requests_per_minute: customerRateLimits.requests_per_minute, updated_at: customerRateLimits.updated_at })
        .from(customerRateLimits)
        .where(eq(customerRateLimits.customer_id, customerId));
      return row;
    },

    customerExists: async (customerId: number) =>
      (await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId))).length === 1,

    async setQuota(customerId: number, requestsPerMinute: number) {
      await db
        .insert(customerRateLimits)
        .values({ customer_id: customerId, requests_per_minute: requestsPerMinute })
        .onConflictDoUpdate({
          target: customerRateLimits.customer_id,
          set: { requests_per_minute: requestsPerMinute, updated_at: sql`now()` },
        });
    },

    async clearQuota(customerId: number) {
      await db.delete(customerRateLimits).where(eq(customerRateLimits.customer_id, customerId));
    },

    /** Counts an unknown API key from the address and answers its failures in the window, this one included. */
    async failKeyAttempt(addressKey: string, since: Date): Promise<number> {
      const key = `apikey-ip:${addressKey}`;
      await db.insert(loginAttempts).values({ key });
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)));
      return row?.n ?? 1;
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
