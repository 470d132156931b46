import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { accounts, customers, userProfiles } from '../db/schema.ts';

/** Who a security mail goes to: the account's e-mail, profile language (the mail's) and type (the link's area). */
export interface Mailee {
  email: string;
  language: string | null;
  account_type_id: number;
}

/** The account a security mail (sign-in alert, key created, sessions ended) is written to; undefined when gone. */
export function maileeRepository(db: Db) {
  return async (accountId: number): Promise<Mailee | undefined> => {
    const [row] = await db
      .select({ email: accounts.email, language: userProfiles.language, account_type_id: accounts.account_type_id })
      .from(accounts)
      .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
      .where(eq(accounts.id, accountId));
    return row;
  };
}

/** The master of a company, as a security mail is written to it; undefined when the company has none. */
export function masterMaileeRepository(db: Db) {
  return async (customerId: number): Promise<(Mailee & { id: number }) | undefined> => {
    const [row] = await db
      .select({ id: accounts.id, email: accounts.email, language: userProfiles.language, account_type_id: accounts.account_type_id })
      .from(customers)
      .innerJoin(accounts, eq(accounts.id, customers.master_id))
      .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
      .where(eq(customers.id, customerId));
    return row;
  };
}
