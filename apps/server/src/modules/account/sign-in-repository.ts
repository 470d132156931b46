import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accounts, signInOrigins } from '../../db/schema.ts';
import { attemptsRepository } from '../../security/attempts-repository.ts';
import { maileeRepository } from '../../security/mailee-repository.ts';

/** Browsers an account remembers (the most recently seen): older device tokens stop counting as known. */
export const DEVICES_KEPT = 20;

/** The SQL of sign-in throttling and origins (sign-in-guard.ts): the counted failures and the origins known. */
export function signInRepository(db: Db) {
  return {
    ...attemptsRepository(db),
    mailee: maileeRepository(db),

    /**
     * Which of the two origins the account of this e-mail signed in from before: the device token's hash and the
     * address prefix (one query, the same whether or not the e-mail has an account).
     */
    async knownOrigins(email: string, deviceHash: string | null, address: string): Promise<{ device: boolean; address: boolean }> {
      const rows = await db
        .select({ kind: signInOrigins.kind })
        .from(signInOrigins)
        .innerJoin(accounts, eq(accounts.id, signInOrigins.account_id))
        .where(
          and(
            sql`lower(${accounts.email}) = lower(${email})`,
            or(
              and(eq(signInOrigins.kind, 'address'), eq(signInOrigins.value, address)),
              deviceHash === null ? undefined : and(eq(signInOrigins.kind, 'device'), eq(signInOrigins.value, deviceHash)),
            ),
          ),
        );
      return { device: rows.some((r) => r.kind === 'device'), address: rows.some((r) => r.kind === 'address') };
    },

    /** Whether the account ever signed in from anywhere remembered (its first sign-in is no news to anyone). */
    async hasOrigins(accountId: number): Promise<boolean> {
      const rows = await db.select({ id: signInOrigins.id }).from(signInOrigins).where(eq(signInOrigins.account_id, accountId)).limit(1);
      return rows.length > 0;
    },

    /** Remembers (or refreshes) where the account signed in from; keeps the DEVICES_KEPT latest browsers. */
    async remember(accountId: number, origins: { kind: 'device' | 'address'; value: string }[], userAgent: string | null) {
      for (const o of origins) {
        await db
          .insert(signInOrigins)
          .values({ account_id: accountId, kind: o.kind, value: o.value, user_agent: userAgent })
          .onConflictDoUpdate({
            target: [signInOrigins.account_id, signInOrigins.kind, signInOrigins.value],
            set: { last_seen_at: sql`now()`, user_agent: userAgent },
          });
      }
      const kept = db
        .select({ id: signInOrigins.id })
        .from(signInOrigins)
        .where(and(eq(signInOrigins.account_id, accountId), eq(signInOrigins.kind, 'device')))
        .orderBy(desc(signInOrigins.last_seen_at), desc(signInOrigins.id))
        .limit(DEVICES_KEPT);
      await db
        .delete(signInOrigins)
        .where(and(eq(signInOrigins.account_id, accountId), eq(signInOrigins.kind, 'device'), notInArray(signInOrigins.id, kept)));
    },
  };
}

export type SignInRepository = ReturnType<typeof signInRepository>;
