import type { WebhookEvent } from '@gsn/domain';

/**
 * The seam between the features and the webhooks (issue 16 §4): a feature says what happened, to which company
 * (null: no company, only every-company endpoints hear it), with a JSON payload; it never sees endpoints, queues or
 * signatures. `emit` never throws: the thing that happened is already committed.
 */
export interface Events {
  emit(type: WebhookEvent, companyId: number | null, payload: Record<string, unknown>): Promise<void>;
}

/** No listeners (scripts, tests of a single feature). */
export const noEvents: Events = { emit: async () => {} };
