import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { hashToken } from '../../lib/tokens.ts';
import { accounts, authChallenges, customers, mfaFactors, recoveryCodes, userProfiles } from '../../db/schema.ts';

export type FactorRow = typeof mfaFactors.$inferSelect;
export type ChallengeRow = typeof authChallenges.$inferSelect;

/** The account as the second-factor rules need it: who, which policy applies, whether it may sign in, its mail language. */
export interface MfaAccount {
  id: number;
  email: string;
  account_type_id: number;
  customer_id: number | null;
  status: string;
  disabled: boolean;
  language: string | null;
}

/** Second factors, recovery codes and short-lived challenges: the only SQL of the module. */
export function mfaRepository(db: Db) {
  const mine = (accountId: number, id: number) => and(eq(mfaFactors.id, id), eq(mfaFactors.account_id, accountId));
  /** A challenge of the purpose that may still be answered: not used, not expired. */
  const answerable = (purpose: string) =>
    and(eq(authChallenges.purpose, purpose), isNull(authChallenges.used_at), sql`${authChallenges.expires_at} > now()`);

  /** Removes the account's challenges of this purpose (a new one replaces them) and every long-expired challenge. */
  async function dropChallenges(accountId: number, purpose: string) {
    await db
      .delete(authChallenges)
      .where(
        or(
          and(eq(authChallenges.account_id, accountId), eq(authChallenges.purpose, purpose)),
          sql`${authChallenges.expires_at} < now() - interval '1 day'`,
        ),
      );
  }

  return {
    async account(id: number): Promise<MfaAccount | undefined> {
      const [row] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          account_type_id: accounts.account_type_id,
          customer_id: accounts.customer_id,
          status: accounts.status,
          disabled: accounts.disabled,
          language: userProfiles.language,
        })
        .from(accounts)
        .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
        .where(eq(accounts.id, id));
      return row;
    },

    /** The account's confirmed factors, oldest first. */
    factors: (accountId: number) =>
      db
        .select()
        .from(mfaFactors)
        .where(and(eq(mfaFactors.account_id, accountId), isNotNull(mfaFactors.confirmed_at)))
        .orderBy(asc(mfaFactors.created_at), asc(mfaFactors.id)),

    async countFactors(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mfaFactors)
        .where(and(eq(mfaFactors.account_id, accountId), isNotNull(mfaFactors.confirmed_at)));
      return row?.n ?? 0;
    },

    async insertFactor(row: typeof mfaFactors.$inferInsert): Promise<FactorRow> {
      const [created] = await db.insert(mfaFactors).values(row).returning();
      return created!;
    },

    /** Drops the account's TOTP enrolments that never got their first code. */
    async dropPendingTotp(accountId: number) {
      await db
        .delete(mfaFactors)
        .where(and(eq(mfaFactors.account_id, accountId), eq(mfaFactors.kind, 'totp'), isNull(mfaFactors.confirmed_at)));
    },

    /** An unconfirmed TOTP enrolment of the account started after `since`. */
    async pendingTotp(accountId: number, id: number, since: Date): Promise<FactorRow | undefined> {
      const [row] = await db
        .select()
        .from(mfaFactors)
        .where(and(mine(accountId, id), eq(mfaFactors.kind, 'totp'), isNull(mfaFactors.confirmed_at), gt(mfaFactors.created_at, since)));
      return row;
    },

    /** The enrolment's first right code: the factor counts from now on, named; that code's step is spent. */
    async confirmTotp(id: number, name: string, step: number): Promise<FactorRow | undefined> {
      const [row] = await db
        .update(mfaFactors)
        .set({ name, confirmed_at: sql`now()`, last_totp_step: step })
        .where(and(eq(mfaFactors.id, id), isNull(mfaFactors.confirmed_at)))
        .returning();
      return row;
    },

    /**
     * Spends a TOTP step: only a step later than the last accepted one is taken (atomically), so a code is never
     * accepted twice, not even by two requests at once. False when it was spent already.
     */
    async spendTotpStep(factorId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(mfaFactors)
        .set({ last_totp_step: step, last_used_at: sql`now()` })
        .where(and(eq(mfaFactors.id, factorId), or(isNull(mfaFactors.last_totp_step), lt(mfaFactors.last_totp_step, step))))
        .returning({ id: mfaFactors.id });
      return rows.length === 1;
    },

    /** A passkey was used: its signature counter moves on. */
    async usedCredential(factorId: number, counter: number) {
      await db.update(mfaFactors).set({ counter, last_used_at: sql`now()` }).where(eq(mfaFactors.id, factorId));
    },

    async removeFactor(accountId: number, id: number): Promise<FactorRow | undefined> {
      const [row] = await db
        .delete(mfaFactors)
        .where(and(mine(accountId, id), isNotNull(mfaFactors.confirmed_at)))
        .returning();
      return row;
    },

    // ----- recovery codes -----

    /** Replaces the account's recovery codes with these (their hashes). */
    async replaceRecoveryCodes(accountId: number, hashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.account_id, accountId));
        if (hashes.length) await tx.insert(recoveryCodes).values(hashes.map((code_hash) => ({ account_id: accountId, code_hash })));
      });
    },

    async recoveryCodesLeft(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.account_id, accountId), isNull(recoveryCodes.used_at)));
      return row?.n ?? 0;
    },

    /** Spends an unused recovery code of the account (atomically): false when there is none with this hash. */
    async spendRecoveryCode(accountId: number, hash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ used_at: sql`now()` })
        .where(and(eq(recoveryCodes.account_id, accountId), eq(recoveryCodes.code_hash, hash), isNull(recoveryCodes.used_at)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    /** Removes every factor, recovery code and open challenge of the account (an administrator's reset). */
    async resetAccount(accountId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(mfaFactors)
          .where(and(eq(mfaFactors.account_id, accountId), isNotNull(mfaFactors.confirmed_at)))
          .returning({ id: mfaFactors.id });
        await tx.delete(mfaFactors).where(eq(mfaFactors.account_id, accountId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.account_id, accountId));
        await tx.delete(authChallenges).where(eq(authChallenges.account_id, accountId));
        return removed.length;
      });
    },

    // ----- challenges (stored by their hash) -----

    async insertChallenge(row: typeof authChallenges.$inferInsert) {
      await db.insert(authChallenges).values(row);
    },

    /** A WebAuthn challenge the account's next answer must sign: it replaces the account's earlier ones of the purpose. */
    async keepChallenge(accountId: number, purpose: string, challenge: string, expiresAt: Date) {
      await dropChallenges(accountId, purpose);
      await db
        .insert(authChallenges)
        .values({ token_hash: hashToken(challenge), account_id: accountId, purpose, challenge, expires_at: expiresAt });
    },

    /** A challenge still answerable: its purpose, not used, not expired. */
    async liveChallenge(hash: string, purpose: string): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(authChallenges)
        .where(and(eq(authChallenges.token_hash, hash), answerable(purpose)));
      return row;
    },

    /** The account's newest answerable challenge of this purpose. */
    async latestChallenge(accountId: number, purpose: string): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(authChallenges)
        .where(and(eq(authChallenges.account_id, accountId), answerable(purpose)))
        .orderBy(desc(authChallenges.created_at))
        .limit(1);
      return row;
    },

    /** Uses a challenge up (atomically): false when it was used already. */
    async consumeChallenge(hash: string): Promise<boolean> {
      const rows = await db
        .update(authChallenges)
        .set({ used_at: sql`now()` })
        .where(and(eq(authChallenges.token_hash, hash), isNull(authChallenges.used_at)))
        .returning({ hash: authChallenges.token_hash });
      return rows.length === 1;
    },

    /** Counts a wrong answer against the challenge; it is used up at `max`. The attempts so far. */
    async failChallenge(hash: string, max: number): Promise<number> {
      const [row] = await db
        .update(authChallenges)
        .set({
          attempts: sql`${authChallenges.attempts} + 1`,
          used_at: sql`case when ${authChallenges.attempts} + 1 >= ${max} then now() else ${authChallenges.used_at} end`,
        })
        .where(eq(authChallenges.token_hash, hash))
        .returning({ attempts: authChallenges.attempts });
      return row?.attempts ?? max;
    },

    /** Wrong answers to the account's second sign-in steps since `since` (over all its tokens). */
    async secondStepFailures(accountId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${authChallenges.attempts}), 0)::int` })
        .from(authChallenges)
        .where(
          and(eq(authChallenges.account_id, accountId), eq(authChallenges.purpose, 'mfa_login'), gt(authChallenges.created_at, since)),
        );
      return row?.n ?? 0;
    },

    // ----- the company policy -----

    async companyRequired(customerId: number): Promise<boolean | undefined> {
      const [row] = await db.select({ v: customers.mfa_required }).from(customers).where(eq(customers.id, customerId));
      return row?.v;
    },

    async setCompanyRequired(customerId: number, value: boolean) {
      await db.update(customers).set({ mfa_required: value }).where(eq(customers.id, customerId));
    },
  };
}

export type MfaRepository = ReturnType<typeof mfaRepository>;
