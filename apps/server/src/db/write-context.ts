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
  /** The request's audit events (modules/audit): who calls, and the events noted but not yet written. */
  audit?: AuditContext;
}

/** One audit event as a service notes it: what happened to which subject, with the changed fields. */
export interface AuditNote {
  /** `resource.verb`, e.g. permissions.update */
  action: string;
  subject?: { kind: string; id?: string | number | null; customer_id?: number | null };
  /** Changed fields before and after (never a secret). */
  changes?: Record<string, { from?: unknown; to?: unknown }>;
  /** Who acted, when not the signed-in caller (a sign-in: the account it opened, or the e-mail typed). */
  actor?: { kind: 'account' | 'anonymous'; account_id?: number | null; customer_id?: number | null; label?: string | null };
}

/** Who calls and from where: the part of every event of one request that the request itself tells. */
export interface AuditOrigin {
  actor_kind: 'account' | 'api_key' | 'system' | 'anonymous';
  actor_account_id?: number | null;
  actor_api_key_id?: number | null;
  actor_customer_id?: number | null;
  actor_label?: string | null;
  ip?: string | null;
  user_agent?: string | null;
  request_id?: string | null;
}

export interface AuditContext {
  origin: AuditOrigin;
  /** Noted and not yet written: the next committing transaction of the request writes them, else the answer does. */
  pending: AuditNote[];
  /** How many events the request has written. */
  written: number;
  /**
   * The route's own event, for a write whose services note none: its first committing transaction writes it (so it
   * commits with the change, or not at all); a write without a transaction gets it as the answer goes out.
   */
  fallback?: AuditNote;
}

const storage = new AsyncLocalStorage<WriteContext>();

/** Runs `fn` (a request's handler and everything it awaits) with a fresh write context. */
export const runWithWriteContext = <T>(context: WriteContext, fn: () => T): T => storage.run(context, fn);

/**
 * Runs `fn` apart from the current request's write context: work the request sets off but that is not the request's
 * own (its transactions neither write the request's audit events nor mark it committed).
 */
export const outsideWriteContext = <T>(fn: () => T): T => storage.exit(fn);

/** The current request's write context, if any. */
export const currentWrite = (): WriteContext | undefined => storage.getStore();

/** Notes what the request created (inside its transaction, so the idempotency mark can carry it). */
export function noteCreated(kind: string, id: number): void {
  const w = storage.getStore();
  if (w) w.resource = { kind, id };
}

/**
 * Notes an audit event of the current request (docs/security.md, Audit trail). Noted inside a transaction, it is
 * written in that transaction just before it commits, and dropped if it rolls back; noted outside one, it is written
 * when the answer goes out. Outside a request (a job) it is not kept: jobs write through the audit service.
 */
export function noteAudit(note: AuditNote): void {
  storage.getStore()?.audit?.pending.push(note);
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
    // what the transaction notes for the audit trail dies with it if it rolls back
    const mark = context?.audit?.pending.length ?? 0;
    let result: unknown;
    try {
      result = await original(async (tx) => {
        const value = await fn(tx);
        if (context) for (const hook of hooks) await hook(tx as Db, context);
        return value;
      }, config);
    } catch (err) {
      context?.audit?.pending.splice(mark);
      throw err;
    }
    if (context) context.committed = true;
    return result;
  };
  (db as unknown as { transaction: typeof wrapped }).transaction = wrapped;
  return { beforeCommit: (hook) => void hooks.push(hook) };
}
