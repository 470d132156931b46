import type { AccountListRow, AccountOrderField } from '@gsn/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { containsPattern, type PageRequest } from '../../db/paging.ts';
import { transactional } from '../../db/transactional.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accountTypes, accounts, customers, userProfiles } from '../../db/schema.ts';
import { accountRepository } from '../account/index.ts';

export interface AccountListFilter {
  /** The caller's company when it sees only its own (scope), always applied. */
  companyId?: number | undefined;
  customerId?: number | undefined;
  accountTypeId?: number | undefined;
  accountTypeName?: string | undefined;
  status?: string | undefined;
  disabled?: boolean | undefined;
  /** The provider's staff (types below 200) or customers' accounts only. */
  staff?: boolean | undefined;
  search?: string | undefined;
}

const ORDER_COLUMNS = {
  account_type_id: accounts.account_type_id,
  email: accounts.email,
  username: accounts.username,
  status: accounts.status,
  last_login: accounts.last_login,
  createdAt: accounts.createdAt,
} as const;

function conditions(f: AccountListFilter): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    f.companyId !== undefined ? eq(accounts.customer_id, f.companyId) : undefined,
    f.customerId !== undefined ? eq(accounts.customer_id, f.customerId) : undefined,
    f.accountTypeId !== undefined ? eq(accounts.account_type_id, f.accountTypeId) : undefined,
    f.accountTypeName !== undefined ? eq(accountTypes.account_type, f.accountTypeName) : undefined,
    f.status !== undefined ? eq(accounts.status, f.status) : undefined,
    f.disabled !== undefined ? eq(accounts.disabled, f.disabled) : undefined,
    f.staff === true ? lt(accounts.account_type_id, 200) : f.staff === false ? gte(accounts.account_type_id, 200) : undefined,
    // One index-friendly subquery per table (trigram indexes, migration 0002/0003): an OR across joined
    // tables would scan every account.
    pattern
      ? sql`${accounts.id} in (
          select id from accounts where email ilike ${pattern} or username ilike ${pattern}
          union select account_id from user_profiles where firstname ilike ${pattern} or lastname ilike ${pattern}
          union select a.id from accounts a join customers c on c.id = a.customer_id where c.name ilike ${pattern})`
      : undefined,
  );
}

function accountsQueries(db: Db) {
  return {
    /** The identity pieces (find, insert, tokens) of the account module's repository. */
    identity: accountRepository(db),

    async list(f: AccountListFilter, page: PageRequest<AccountOrderField>): Promise<{ data: AccountListRow[]; count: number }> {
      const where = conditions(f);
      const column = ORDER_COLUMNS[page.orderby];
      const order: SQL[] =
        page.orderby === 'last_login'
          ? [sql`${column} ${page.asc ? sql`asc` : sql`desc`} nulls last`]
          : [page.asc ? asc(column) : desc(column)];
      if (page.orderby === 'account_type_id') order.push(asc(accounts.email));
      order.push(asc(accounts.id));
      const [rows, total] = await Promise.all([
        db
          .select({
            id: accounts.id,
            username: accounts.username,
            email: accounts.email,
            account_type_id: accounts.account_type_id,
            account_type: accountTypes.account_type,
            status: accounts.status,
            disabled: accounts.disabled,
            customer_id: accounts.customer_id,
            customer_name: customers.name,
            firstname: userProfiles.firstname,
            lastname: userProfiles.lastname,
            last_login: accounts.last_login,
            login_count: accounts.login_count,
          })
          .from(accounts)
          .innerJoin(accountTypes, eq(accountTypes.id, accounts.account_type_id))
          .leftJoin(customers, eq(customers.id, accounts.customer_id))
          .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(accounts)
          .innerJoin(accountTypes, eq(accountTypes.id, accounts.account_type_id))
          .leftJoin(customers, eq(customers.id, accounts.customer_id))
          .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
          .where(where),
      ]);
      return {
        count: total[0]?.n ?? 0,
        data: rows.map((r) => ({
          id: r.id,
          username: r.username,
          email: r.email,
          account_type_id: r.account_type_id,
          accounttype: { id: r.account_type_id, account_type: r.account_type },
          status: r.status,
          disabled: r.disabled,
          customer_id: r.customer_id,
          customer: r.customer_id !== null && r.customer_name !== null ? { id: r.customer_id, name: r.customer_name } : null,
          userprofile: { firstname: r.firstname, lastname: r.lastname },
          last_login: r.last_login?.toISOString() ?? null,
          login_count: r.login_count,
        })),
      };
    },

    /** Changes account fields; false when the new e-mail is taken (unique index). */
    async update(id: number, patch: { account_type_id?: number; email?: string; status?: string; disabled?: boolean }): Promise<boolean> {
      try {
        await db
          .update(accounts)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(accounts.id, id));
        return true;
      } catch (e) {
        if (isUniqueViolation(e)) return false;
        throw e;
      }
    },

    /** Deletes the account (profile, sessions and tokens go with it; a company it was master of loses its master). */
    async remove(id: number) {
      await db.delete(accounts).where(eq(accounts.id, id));
    },

    /** The company whose master the account is, if any. */
    async masterOf(accountId: number): Promise<number | undefined> {
      const [r] = await db.select({ id: customers.id }).from(customers).where(eq(customers.master_id, accountId)).limit(1);
      return r?.id;
    },

    async countCompanyAccounts(customerId: number, exceptId?: number): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(accounts)
        .where(and(eq(accounts.customer_id, customerId), exceptId !== undefined ? ne(accounts.id, exceptId) : undefined));
      return r?.n ?? 0;
    },

    async customer(id: number): Promise<{ id: number; master_id: number | null } | undefined> {
      const [r] = await db.select({ id: customers.id, master_id: customers.master_id }).from(customers).where(eq(customers.id, id));
      return r;
    },

    /** Makes the account the company's master unless it already has one; false when it has. */
    async claimMaster(customerId: number, accountId: number): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ master_id: accountId, updatedAt: sql`now()` })
        .where(and(eq(customers.id, customerId), isNull(customers.master_id)))
        .returning({ id: customers.id });
      return rows.length === 1;
    },

    accountTypes(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({ id: accountTypes.id, account_type: accountTypes.account_type, description: accountTypes.description })
        .from(accountTypes)
        .where(inArray(accountTypes.id, ids))
        .orderBy(asc(accountTypes.id));
    },
  };
}

export type AccountsQueries = ReturnType<typeof accountsQueries>;

/** Accounts as staff and masters manage them. */
export const accountsRepository = (db: Db) => transactional(db, accountsQueries);

export type AccountsRepository = ReturnType<typeof accountsRepository>;
