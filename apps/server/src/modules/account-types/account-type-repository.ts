import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accountTypes } from '../../db/schema.ts';

const cols = { id: accountTypes.id, account_type: accountTypes.account_type, description: accountTypes.description };

export function accountTypeRepository(db: Db) {
  return {
    list: () => db.select(cols).from(accountTypes).orderBy(asc(accountTypes.id)),
    get: async (id: number) => (await db.select(cols).from(accountTypes).where(eq(accountTypes.id, id)))[0],
  };
}
