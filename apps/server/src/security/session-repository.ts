import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { accountTokens, accounts, configuration, customers, loginAttempts, mfaFactors, sessions } from '../db/schema.ts';

export interface SessionAccount {
  session_id: string;
  expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  authenticated_at: Date;
  account_id: number;
  account_type_id: number;
  customer_id: number | null;
  email: string;
  username: string;
  status: string;
  disabled: boolean;
  /** What decides whether the session may only enrol a second factor (@gsn/domain mustEnrol). */
  mfa_has_factor: boolean;
  mfa_staff_required: boolean;
  mfa_company_required: boolean;
}

/** The account columns a caller is resolved from (a session's or an API key's): who it is and whether it may sign in. */
export const principalAccountColumns = {
  account_id: accounts.id,
  account_type_id: accounts.account_type_id,
  customer_id: accounts.customer_id,
  email: accounts.email,
  username: accounts.username,
  status: accounts.status,
  disabled: accounts.disabled,
};

export function sessionRepository(db: Db) {
  // Prepared once: the lookup runs on every authenticated request.
  const findQuery = db
    .select({
      session_id: sessions.id,
      expires_at: sessions.expires_at,
      absolute_expires_at: sessions.absolute_expires_at,
      revoked_at: sessions.revoked_at,
      authenticated_at: sessions.authenticated_at,
      ...principalAccountColumns,
      // the second-factor policy, in the same query: no extra round trip per request
      mfa_has_factor: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.account_id} = ${accounts.id} and ${mfaFactors.confirmed_at} is not null)`,
      mfa_staff_required: sql<boolean>`coalesce((select ${configuration.value} = 'true' from ${configuration} where ${configuration.field} = 'mfa_required_for_staff'), false)`,
      mfa_company_required: sql<boolean>`coalesce((select ${customers.mfa_required} from ${customers} where ${customers.id} = ${accounts.customer_id}), false)`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.account_id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_find');

  return {
    async create(row: {
      id: string;
      account_id: number;
      expires_at: Date;
      absolute_expires_at: Date;
      ip: string | null;
      user_agent: string | null;
    }) {
      await db.insert(sessions).values(row);
    },

    /** The session and its account in one query. */
    async find(id: string): Promise<SessionAccount | undefined> {
      const rows = (await findQuery.execute({ id })) as SessionAccount[];
      return rows[0];
    },

    /** The session's owner proved it again (password or second factor): sensitive changes are open for 5 minutes. */
    async markAuthenticated(id: string) {
      await db.update(sessions).set({ authenticated_at: sql`now()` }).where(eq(sessions.id, id));
    },

    async extend(id: string, expiresAt: Date) {
      await db.update(sessions).set({ expires_at: expiresAt, last_used_at: sql`now()` }).where(eq(sessions.id, id));
    },

    /** The account's sessions still in force, most recently used first. */
    async listActive(accountId: number) {
      return db
        .select({
          id: sessions.id,
          created_at: sessions.created_at,
          last_used_at: sessions.last_used_at,
          ip: sessions.ip,
          user_agent: sessions.user_agent,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.account_id, accountId),
            isNull(sessions.revoked_at),
            sql`${sessions.expires_at} > now()`,
            sql`${sessions.absolute_expires_at} > now()`,
          ),
        )
        .orderBy(sql`${sessions.last_used_at} desc`, sessions.id);
    },

    /** Revokes one session of the account; false when the account has no such session in force. */
    async revokeOwn(accountId: number, id: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(sessions.id, id), eq(sessions.account_id, accountId), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    async revoke(id: string) {
      await db
        .update(sessions)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
    },

    /** Revokes every session of the account, except `keep` when given. */
    async revokeAll(accountId: number, keep?: string) {
      await db
        .update(sessions)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(sessions.account_id, accountId), isNull(sessions.revoked_at), keep ? ne(sessions.id, keep) : undefined));
    },

    /** Deletes sessions, tokens and login attempts that can no longer matter. */
    async purgeExpired() {
      await db
        .delete(sessions)
        .where(sql`${sessions.expires_at} < now() - interval '1 day' or ${sessions.revoked_at} < now() - interval '1 day'`);
      await db.delete(accountTokens).where(sql`${accountTokens.expires_at} < now() - interval '7 days'`);
      // a day: the longest window counted (tickets per account and day)
      await db.delete(loginAttempts).where(sql`${loginAttempts.at} < now() - interval '1 day'`);
    },

    /** The token-signing secret, shared by every instance through the database. */
    async secret(candidate: string): Promise<string> {
      await db.insert(configuration).values({ field: '__session_secret', type: 'internal', value: candidate }).onConflictDoNothing();
      const rows = await db.select({ value: configuration.value }).from(configuration).where(eq(configuration.field, '__session_secret'));
      return rows[0]?.value ?? candidate;
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
