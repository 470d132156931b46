import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db.ts';

/**
 * What one API request has written so far, kept beside its async work (AsyncLocalStorage): whether a transaction of
 * it has committed, and the Idempotency-Key it claimed. The database's transactions consult it just before they
 * commit (`beforeCommit` hooks, e.g. the idempotency key marked committed in the same transaction) and flag it once
 * they have: an error after that point must not tell the client to send the request again.
 */
export interface WriteContext {
  /** A transaction of this request has committed. */
  committed: boolean;
  /** The Idempotency-Key this request claimed. */
  idempotency?: { accountId: number; key: string; owner: string };
  /** What the request created, noted by its service inside the transaction (a replay rebuilds its answer from it). */
  resource?: { kind: string; id: number };
}

const storage = new AsyncLocalStorage<WriteContext>();

/** Runs `fn` (a request's handler and everything it awaits) with a fresh write context. */
export const runWithWriteContext = <T>(context: WriteContext, fn: () => T): T => storage.run(context, fn);

/** The current request's write context, if any. */
export const currentWrite = (): WriteContext | undefined => storage.getStore();

/** Notes what the request created (inside its transaction, so the idempotency mark can carry it). */
export function noteCreated(kind: string, id: number): void {
  const w = storage.getStore();
  if (w) w.resource = { kind, id };
}

export type BeforeCommit = (tx: Db, context: WriteContext) => Promise<void>;

/**
 * Wraps `db.transaction` (one place for every repository): before a top-level transaction commits it runs the
 * `beforeCommit` hooks in it with the request's write context, and after it committed flags the context. Nested
 * transactions (savepoints) go through the transaction object, not through here.
 */
export function hookTransactions(db: Db): { beforeCommit(hook: BeforeCommit): void } {
  const hooks: BeforeCommit[] = [];
  const original = db.transaction.bind(db) as (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  const wrapped = async (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    const context = storage.getStore();
    const result = await original(async (tx) => {
      const value = await fn(tx);
      if (context) for (const hook of hooks) await hook(tx as Db, context);
      return value;
    }, config);
    if (context) context.committed = true;
    return result;
  };
  (db as unknown as { transaction: typeof wrapped }).transaction = wrapped;
  return { beforeCommit: (hook) => void hooks.push(hook) };
}
