import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accounts, accountTypes, permissions } from '../../db/schema.ts';

const cols = { id: accountTypes.id, account_type: accountTypes.account_type, description: accountTypes.description };

export interface AccountTypeValues {
  account_type: string;
  description: string;
}

export function accountTypeRepository(db: Db) {
  return {
    list: () => db.select(cols).from(accountTypes).orderBy(asc(accountTypes.id)),

    get: async (id: number) => (await db.select(cols).from(accountTypes).where(eq(accountTypes.id, id)))[0],

    /** The id of the type with this name (case-insensitive), if any. */
    async idByName(name: string): Promise<number | undefined> {
      const rows = await db
        .select({ id: accountTypes.id })
        .from(accountTypes)
        .where(sql`lower(${accountTypes.account_type}) = lower(${name})`)
        .limit(1);
      return rows[0]?.id;
    },

    /** False when the id or the name is already taken. */
    async insert(row: AccountTypeValues & { id: number }): Promise<boolean> {
      const rows = await db.insert(accountTypes).values(row).onConflictDoNothing().returning({ id: accountTypes.id });
      return rows.length > 0;
    },

    /** False when the type does not exist. */
    async update(id: number, values: AccountTypeValues): Promise<boolean> {
      const rows = await db
        .update(accountTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(accountTypes.id, id))
        .returning({ id: accountTypes.id });
      return rows.length > 0;
    },

    /** How many accounts and permission rows use the type. */
    async references(id: number): Promise<{ accounts: number; permissions: number }> {
      const [[a], [p]] = await Promise.all([
        db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(eq(accounts.account_type_id, id)),
        db.select({ n: sql<number>`count(*)::int` }).from(permissions).where(eq(permissions.account_type_id, id)),
      ]);
      return { accounts: a?.n ?? 0, permissions: p?.n ?? 0 };
    },

    async remove(id: number): Promise<void> {
      await db.delete(accountTypes).where(eq(accountTypes.id, id));
    },
  };
}

export type AccountTypeRepository = ReturnType<typeof accountTypeRepository>;
