import { type AccountView, type PersonalWords, USER_PROFILE_KEYS, type UserProfile } from '@gsn/domain';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accountTokens, accountTypes, accounts, customers, userProfiles } from '../../db/schema.ts';
import { attemptsRepository } from '../../security/attempts-repository.ts';

export interface AccountRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  account_type_id: number;
  status: string;
  disabled: boolean;
  customer_id: number | null;
}

const PROFILE_KEYS = USER_PROFILE_KEYS;

/** A new account as stored: no password until its activation link is used. */
export interface NewAccountRow {
  username: string;
  email: string;
  account_type_id: number;
  status: string;
  disabled: boolean;
  customer_id: number | null;
}

export type ProfilePatch = Partial<Record<(typeof USER_PROFILE_KEYS)[number], string | null>>;

const accountCols = {
  id: accounts.id,
  username: accounts.username,
  email: accounts.email,
  password_hash: accounts.password_hash,
  account_type_id: accounts.account_type_id,
  status: accounts.status,
  disabled: accounts.disabled,
  customer_id: accounts.customer_id,
};

export function accountRepository(db: Db) {
  // Prepared once: the profile is read on every page load.
  const viewQuery = db
    .select({
      a: accountCols,
      account_type: accountTypes.account_type,
      customer_name: customers.name,
      last_login: accounts.last_login,
      login_count: accounts.login_count,
      p: userProfiles,
    })
    .from(accounts)
    .innerJoin(accountTypes, eq(accountTypes.id, accounts.account_type_id))
    .leftJoin(customers, eq(customers.id, accounts.customer_id))
    .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_view');

  return {
    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const rows = await db.select(accountCols).from(accounts).where(sql`lower(${accounts.email}) = lower(${email})`).limit(1);
      return rows[0];
    },

    /** Accounts that count towards the user limit: every one but the unactivated self-registrations. */
    async countAccounts(): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(sql`${accounts.status} <> 'requested'`);
      return r?.n ?? 0;
    },

    /** Deletes the self-registrations never activated within `olderThan` ms (their e-mails become free again). */
    async purgeUnactivatedRegistrations(olderThanMs: number): Promise<number> {
      const rows = await db
        .delete(accounts)
        .where(
          and(eq(accounts.status, 'requested'), isNull(accounts.password_hash), lt(accounts.createdAt, new Date(Date.now() - olderThanMs))),
        )
        .returning({ id: accounts.id });
      return rows.length;
    },

    async hasAdministrator(): Promise<boolean> {
      const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account_type_id, 100)).limit(1);
      return rows.length > 0;
    },

    /** The administrators (type 100) with whether they ever signed in, oldest first (the start-up seed). */
    async administrators(): Promise<{ id: number; email: string; signedIn: boolean }[]> {
      return db
        .select({ id: accounts.id, email: accounts.email, signedIn: sql<boolean>`${accounts.last_login} is not null` })
        .from(accounts)
        .where(eq(accounts.account_type_id, 100))
        .orderBy(accounts.id);
    },

    async findById(id: number): Promise<AccountRow | undefined> {
      const rows = await db.select(accountCols).from(accounts).where(eq(accounts.id, id)).limit(1);
      return rows[0];
    },

    async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.username}) = lower(${username})`)
        .limit(1);
      return rows.length > 0 && rows[0]?.id !== exceptId;
    },

    /** The account as the API shows it: type, company and the nested profile. */
    async view(id: number): Promise<AccountView | undefined> {
      const rows = await viewQuery.execute({ id });
      const r = rows[0];
      if (!r) return undefined;
      const profile = Object.fromEntries(PROFILE_KEYS.map((k) => [k, r.p?.[k] ?? null])) as unknown as UserProfile;
      return {
        id: r.a.id,
        username: r.a.username,
        email: r.a.email,
        account_type_id: r.a.account_type_id,
        accounttype: { id: r.a.account_type_id, account_type: r.account_type },
        status: r.a.status as AccountView['status'],
        disabled: r.a.disabled,
        customer_id: r.a.customer_id,
        customer: r.a.customer_id !== null && r.customer_name !== null ? { id: r.a.customer_id, name: r.customer_name } : null,
        userprofile: profile,
        last_login: r.last_login?.toISOString() ?? null,
        login_count: r.login_count,
      };
    },

    async insert(row: {
      username: string;
      email: string;
      account_type_id: number;
      status: string;
      disabled?: boolean;
      customer_id?: number | null;
      company_name?: string | null;
      password_hash?: string | null;
      profile?: ProfilePatch;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const { profile, ...account } = row;
        const [created] = await tx.insert(accounts).values(account).returning({ id: accounts.id });
        if (!created) throw new Error('insert failed');
        await tx.insert(userProfiles).values({ account_id: created.id, ...profile });
        return created.id;
      });
    },

    /**
     * Inserts accounts (and their empty profiles) in one statement each, skipping any whose e-mail or
     * username is taken; returns those inserted. Run it inside the caller's transaction.
     */
    async insertMany(rows: NewAccountRow[]): Promise<{ id: number; email: string; customer_id: number | null }[]> {
      if (!rows.length) return [];
      const created = await db
        .insert(accounts)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: accounts.id, email: accounts.email, customer_id: accounts.customer_id });
      if (created.length) await db.insert(userProfiles).values(created.map((c) => ({ account_id: c.id })));
      return created;
    },

    async insertTokens(rows: { token_hash: string; account_id: number; purpose: string; expires_at: Date }[]) {
      if (rows.length) await db.insert(accountTokens).values(rows);
    },

    /** Which of the e-mails (compared case-insensitively) belong to an account or are a username; lower case. */
    async takenEmails(emails: string[]): Promise<Set<string>> {
      const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
      if (!lower.length) return new Set();
      const rows = await db
        .select({ email: sql<string>`lower(${accounts.email})`, username: sql<string>`lower(${accounts.username})` })
        .from(accounts)
        .where(or(inArray(sql`lower(${accounts.email})`, lower), inArray(sql`lower(${accounts.username})`, lower)));
      const wanted = new Set(lower);
      return new Set(rows.flatMap((r) => [r.email, r.username]).filter((e) => wanted.has(e)));
    },

    async update(id: number, patch: { username?: string; email?: string; profile?: ProfilePatch }) {
      await db.transaction(async (tx) => {
        const { profile, ...account } = patch;
        if (Object.keys(account).length)
          await tx
            .update(accounts)
            .set({ ...account, updatedAt: sql`now()` })
            .where(eq(accounts.id, id));
        if (profile && Object.keys(profile).length) {
          await tx
            .insert(userProfiles)
            .values({ account_id: id, ...profile })
            .onConflictDoUpdate({ target: userProfiles.account_id, set: profile });
        }
      });
    },

    /** What the account is known by: its password may not be made of these words (@gsn/domain personal-passwords). */
    async personalWords(id: number): Promise<PersonalWords> {
      const [row] = await db
        .select({
          email: accounts.email,
          username: accounts.username,
          firstname: userProfiles.firstname,
          lastname: userProfiles.lastname,
          company: sql<string | null>`coalesce(${customers.name}, ${accounts.company_name})`,
        })
        .from(accounts)
        .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
        .leftJoin(customers, eq(customers.id, accounts.customer_id))
        .where(eq(accounts.id, id));
      return row ?? {};
    },

    async setPassword(id: number, hash: string, activate: boolean) {
      await db
        .update(accounts)
        .set({
          password_hash: hash,
          updatedAt: sql`now()`,
          ...(activate
            ? {
                status: sql`case when ${accounts.status} in ('requested','created') then 'active' else ${accounts.status} end`,
                disabled: false,
              }
            : {}),
        })
        .where(eq(accounts.id, id));
    },

    async recordLogin(id: number) {
      await db
        .update(accounts)
        .set({ last_login: sql`now()`, login_count: sql`${accounts.login_count} + 1` })
        .where(eq(accounts.id, id));
    },

    async remove(id: number) {
      await db.delete(accounts).where(eq(accounts.id, id));
    },

    // ----- single-use tokens -----
    async insertToken(row: { token_hash: string; account_id: number; purpose: string; expires_at: Date; new_email?: string }) {
      await db.insert(accountTokens).values(row);
    },

    async validToken(hash: string) {
      const rows = await db
        .select({
          account_id: accountTokens.account_id,
          purpose: accountTokens.purpose,
          email: accounts.email,
          status: accounts.status,
          customer_id: accounts.customer_id,
          new_email: accountTokens.new_email,
        })
        .from(accountTokens)
        .innerJoin(accounts, eq(accounts.id, accountTokens.account_id))
        .where(and(eq(accountTokens.token_hash, hash), isNull(accountTokens.used_at), gt(accountTokens.expires_at, sql`now()`)))
        .limit(1);
      return rows[0];
    },

    /** Marks the token used; false when another request used it first. */
    async consumeToken(hash: string): Promise<boolean> {
      const rows = await db
        .update(accountTokens)
        .set({ used_at: sql`now()` })
        .where(and(eq(accountTokens.token_hash, hash), isNull(accountTokens.used_at), gt(accountTokens.expires_at, sql`now()`)))
        .returning({ h: accountTokens.token_hash });
      return rows.length === 1;
    },

    /** Marks the account's outstanding tokens used: of one purpose, or (no purpose) every one. */
    async invalidateTokens(accountId: number, purpose?: string) {
      await db
        .update(accountTokens)
        .set({ used_at: sql`now()` })
        .where(
          and(
            eq(accountTokens.account_id, accountId),
            purpose ? eq(accountTokens.purpose, purpose) : undefined,
            isNull(accountTokens.used_at),
          ),
        );
    },

    // ----- counted events (throttles): security/attempts-repository.ts -----
    ...attemptsRepository(db),
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
