import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accountTypes, accounts, customers } from '../../db/schema.ts';

/** Counts and last log-ins; `customerId` narrows everything to one company (customers' view). */
export function dashboardRepository(db: Db) {
  return {
    async countCustomers(customerId: number | null): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(customers)
        .where(customerId === null ? undefined : eq(customers.id, customerId));
      return r?.n ?? 0;
    },

    async countActiveAccounts(customerId: number | null): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(accounts)
        .where(
          and(
            eq(accounts.status, 'active'),
            eq(accounts.disabled, false),
            customerId === null ? undefined : eq(accounts.customer_id, customerId),
          ),
        );
      return r?.n ?? 0;
    },

    lastLogins(customerId: number | null, limit: number) {
      return db
        .select({
          id: accounts.id,
          email: accounts.email,
          account_type_id: accounts.account_type_id,
          account_type: accountTypes.account_type,
          last_login: accounts.last_login,
          login_count: accounts.login_count,
        })
        .from(accounts)
        .innerJoin(accountTypes, eq(accountTypes.id, accounts.account_type_id))
        .where(and(isNotNull(accounts.last_login), customerId === null ? undefined : eq(accounts.customer_id, customerId)))
        .orderBy(desc(accounts.last_login))
        .limit(limit);
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
