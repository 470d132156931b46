import type { Db } from '../db/connect.ts';

/**
 * The seam between the features and the webhooks: a feature says what happened, to which company (null: no company,
 * only every-company endpoints hear it), with a JSON payload; it never sees endpoints, queues or signatures. `type` is
 * a webhook event its module contributes (its manifest's `events`); sending one no module contributes is a mistake
 * the webhooks module refuses.
 */
export interface Events {
  /**
   * In the change's own transaction `tx`: the event is written to the outbox (lib/outbox.ts) and exists exactly when
   * the change does. Answers the outbox message, for `outbox.deliver` after the commit.
   */
  record(tx: Db, type: string, companyId: number | null, payload: Record<string, unknown>): Promise<number>;
  /** After a change that had no transaction to share: written to the outbox and delivered. Never throws. */
  emit(type: string, companyId: number | null, payload: Record<string, unknown>): Promise<void>;
}

/** No listeners (scripts, tests of a single feature). */
export const noEvents: Events = { emit: async () => {}, record: async () => 0 };
