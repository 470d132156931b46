import { createHash } from 'node:crypto';
import { IDEMPOTENCY_ABANDONED_SECONDS, IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_HOURS, idempotencyFingerprintText } from '@gsn/domain';
import { conflict, unprocessable } from '../../lib/errors.ts';
import type { IdempotencyRepository } from './idempotency-repository.ts';

/** What to do with a request that carries an Idempotency-Key. */
export type IdempotencyOutcome = { kind: 'run' } | { kind: 'replay'; statusCode: number; contentType: string | null; body: string };

/** Answers stored for replay are capped; a larger answer frees its key instead (a repeat would run again). */
const MAX_STORED_BYTES = 1024 * 1024;

/**
 * Idempotent POSTs (issue 16; docs/integrating.md): the first request with a key claims it and runs; its successful
 * answer is stored and answered again to a repeat with the same request within 24 hours; a repeat with another
 * request is a 422; a repeat while the first still runs is a 409. An answer that is not a success stores nothing
 * (nothing was created), so the key is free for a corrected or retried request.
 */
export function idempotencyService(repo: IdempotencyRepository) {
  return {
    async begin(accountId: number, key: string, request: { method: string; url: string; body: unknown }): Promise<IdempotencyOutcome> {
      const fingerprint = createHash('sha256')
        .update(idempotencyFingerprintText(request.method, request.url, request.body))
        .digest('hex');
      // A stored row may be released between our failed claim and our read: then claim again (a few times at most).
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await repo.claim(accountId, key, fingerprint, IDEMPOTENCY_TTL_HOURS, IDEMPOTENCY_ABANDONED_SECONDS)) return { kind: 'run' };
        const stored = await repo.find(accountId, key);
        if (!stored) continue;
        if (stored.fingerprint !== fingerprint) {
          throw unprocessable('idempotency.key_reused', IDEMPOTENCY_MESSAGES.reused, [
            { field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reused },
          ]);
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

    /** Frees a claimed key whose request ended without an answer (aborted). */
    release: (accountId: number, key: string) => repo.release(accountId, key),

    purgeExpired: () => repo.purgeExpired(IDEMPOTENCY_TTL_HOURS),
  };
}

export type IdempotencyService = ReturnType<typeof idempotencyService>;
