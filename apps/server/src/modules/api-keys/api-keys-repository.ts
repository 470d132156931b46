import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accounts, apiKeys } from '../../db/schema.ts';
import { maileeRepository } from '../../security/mailee-repository.ts';
import { principalAccountColumns } from '../../security/session-repository.ts';

export interface ApiKeyAccount {
  key_id: number;
  last_used_at: Date | null;
  expires_at: Date;
  scopes: string[] | null;
  allowed_ips: string[] | null;
  account_id: number;
  account_type_id: number;
  customer_id: number | null;
  email: string;
  username: string;
  status: string;
  disabled: boolean;
}

const view = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  created_at: apiKeys.created_at,
  last_used_at: apiKeys.last_used_at,
  expires_at: apiKeys.expires_at,
  scopes: apiKeys.scopes,
  allowed_ips: apiKeys.allowed_ips,
  last_used_ip: apiKeys.last_used_ip,
};

export function apiKeysRepository(db: Db) {
  // Prepared once: the lookup runs on every key-authenticated request (one indexed query, the account joined).
  const findQuery = db
    .select({
      key_id: apiKeys.id,
      last_used_at: apiKeys.last_used_at,
      expires_at: apiKeys.expires_at,
      scopes: apiKeys.scopes,
      allowed_ips: apiKeys.allowed_ips,
      ...principalAccountColumns,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.account_id))
    .where(eq(apiKeys.secret_hash, sql.placeholder('hash')))
    .limit(1)
    .prepare('api_key_find');

  return {
    /** The key of this secret hash and its account, in one query. */
    async find(secretHash: string): Promise<ApiKeyAccount | undefined> {
      const rows = (await findQuery.execute({ hash: secretHash })) as ApiKeyAccount[];
      return rows[0];
    },

    /** Inserts the key unless the account already holds `max` keys; undefined then. */
    async create(
      row: {
        account_id: number;
        name: string;
        prefix: string;
        secret_hash: string;
        expires_at: Date;
        scopes: string[] | null;
        allowed_ips: string[] | null;
      },
      max: number,
    ) {
      const [held] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.account_id, row.account_id));
      if ((held?.n ?? 0) >= max) return undefined;
      const [created] = await db.insert(apiKeys).values(row).returning(view);
      return created;
    },

    /** The account's keys, newest first. */
    list(accountId: number) {
      return db.select(view).from(apiKeys).where(eq(apiKeys.account_id, accountId)).orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
    },

    /** Renames one of the account's keys: the name before and the key after, undefined when the account has no such key. */
    async renameOwn(accountId: number, id: number, name: string) {
      const own = and(eq(apiKeys.id, id), eq(apiKeys.account_id, accountId));
      const [before] = await db.select({ name: apiKeys.name }).from(apiKeys).where(own).for('update');
      if (!before) return undefined;
      const [after] = await db.update(apiKeys).set({ name }).where(own).returning(view);
      return after && { before, after };
    },

    /** Deletes one of the account's keys; false when the account has no such key. */
    async deleteOwn(accountId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.account_id, accountId)))
        .returning({ id: apiKeys.id });
      return rows.length === 1;
    },

    /** Deletes every key of the account (a recovery, a disabled or deleted account); how many there were. */
    async deleteAll(accountId: number): Promise<number> {
      const rows = await db.delete(apiKeys).where(eq(apiKeys.account_id, accountId)).returning({ id: apiKeys.id });
      return rows.length;
    },

    /** The owner a security mail goes to. */
    owner: maileeRepository(db),

    async touch(id: number, ip: string) {
      await db.update(apiKeys).set({ last_used_at: sql`now()`, last_used_ip: ip }).where(eq(apiKeys.id, id));
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
