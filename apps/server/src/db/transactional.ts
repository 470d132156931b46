import type { Db } from './connect.ts';

/**
 * A repository made of `queries(db)` plus `transaction(fn)`, which runs `fn` in one transaction with the same
 * queries bound to it — and the transaction itself, for what other parts write beside them (the outbox).
 */
export function transactional<Q extends object>(
  db: Db,
  queries: (db: Db) => Q,
): Q & { transaction<T>(fn: (tx: Q, db: Db) => Promise<T>): Promise<T>; bind(tx: Db): Q } {
  return {
    ...queries(db),
    /** The same queries on a transaction another part opened (one change spanning two features). */
    bind: (tx: Db) => queries(tx),
    transaction: <T>(fn: (tx: Q, db: Db) => Promise<T>) => db.transaction((tx) => fn(queries(tx as unknown as Db), tx as unknown as Db)),
  };
}
