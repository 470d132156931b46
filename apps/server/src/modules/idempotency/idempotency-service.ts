import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_ABANDONED_SECONDS, IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_HOURS, idempotencyFingerprintText } from '@gsn/domain';
import { conflict, unprocessable } from '../../lib/errors.ts';
import type { Db } from '../../db/connect.ts';
import { type IdempotencyRepository, idempotencyRepository } from './idempotency-repository.ts';

/** What to do with a request that carries an Idempotency-Key. */
export type IdempotencyOutcome =
  /** Run the request; `owner` is its claim on the key (db/write-context.ts carries it to the commit). */
  | { kind: 'run'; owner: string }
  | { kind: 'replay'; statusCode: number; contentType: string | null; body: string }
  /** The first request committed and its answer is lost: rebuild it from what it created (or say it committed). */
  | { kind: 'rebuild'; resource: { kind: string; id: number } | null };

/** Answers stored for replay are capped; a larger answer frees its key instead (a repeat would run again). */
const MAX_STORED_BYTES = 1024 * 1024;

/**
 * Idempotent POSTs (docs/integrating.md): the first request with a key claims it and runs; its successful answer is
 * stored and answered again to a repeat with the same request within 24 hours; a repeat with another request is a
 * 422; a repeat while the first still runs is a 409. The key is marked committed inside the request's own
 * transaction, so a request that committed is never run twice: when its answer was lost (its instance died, or the
 * database went away before the answer was stored) a repeat gets the answer rebuilt from what it created. An answer
 * that is not a success, of a request that committed nothing, frees the key for a corrected or retried request.
 */
export function idempotencyService(repo: IdempotencyRepository) {
  return {
    async begin(accountId: number, key: string, request: { method: string; url: string; body: unknown }): Promise<IdempotencyOutcome> {
      const fingerprint = createHash('sha256')
        .update(idempotencyFingerprintText(request.method, request.url, request.body))
        .digest('hex');
      // A stored row may be released between our failed claim and our read: then claim again (a few times at most).
      for (let attempt = 0; attempt < 3; attempt++) {
        const owner = randomUUID();
        if (await repo.claim(accountId, key, fingerprint, owner, IDEMPOTENCY_TTL_HOURS, IDEMPOTENCY_ABANDONED_SECONDS))
          return { kind: 'run', owner };
        const stored = await repo.find(accountId, key, IDEMPOTENCY_ABANDONED_SECONDS);
        if (!stored) continue;
        if (stored.fingerprint !== fingerprint) {
          throw unprocessable('idempotency.key_reused', IDEMPOTENCY_MESSAGES.reused, [
            { field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reused },
          ]);
        }
        if ((stored.status_code === null || stored.response === null) && stored.committed_at && stored.ended) {
          return { kind: 'rebuild', resource: stored.resource };
        }
        if (stored.status_code === null || stored.response === null) {
          const e = conflict('idempotency.in_progress', IDEMPOTENCY_MESSAGES.inProgress);
          e.retryAfter = 1;
          throw e;
        }
        return { kind: 'replay', statusCode: stored.status_code, contentType: stored.content_type, body: stored.response };
      }
      throw conflict('idempotency.in_progress', IDEMPOTENCY_MESSAGES.inProgress);
    },

    /** Stores a success for replay, or frees the key of any other answer. */
    async finish(accountId: number, key: string, answer: { statusCode: number; contentType: string | null; body: string | undefined }) {
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      if (ok && answer.body !== undefined && Buffer.byteLength(answer.body) <= MAX_STORED_BYTES) {
        await repo.complete(accountId, key, { status_code: answer.statusCode, content_type: answer.contentType, response: answer.body });
      } else {
        await repo.release(accountId, key);
      }
    },

    /** Inside the request's transaction, just before it commits: the request is done, never to be run again. */
    async markCommitted(tx: Db, claim: { accountId: number; key: string; owner: string }, resource: { kind: string; id: number } | null) {
      // the key was taken over (this request looked abandoned): roll back rather than do it a second time
      if (!(await idempotencyRepository(tx).markCommitted(claim.accountId, claim.key, claim.owner, resource))) {
        const e = conflict('idempotency.in_progress', IDEMPOTENCY_MESSAGES.inProgress);
        e.retryAfter = 1;
        throw e;
      }
    },
    /** Frees a claimed key whose request ended without an answer (aborted). */
    release: (accountId: number, key: string) => repo.release(accountId, key),

    purgeExpired: () => repo.purgeExpired(IDEMPOTENCY_TTL_HOURS),
  };
}

export type IdempotencyService = ReturnType<typeof idempotencyService>;
