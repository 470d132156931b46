import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAYED_HEADER, isValidIdempotencyKey } from '@gsn/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route refuses an Idempotency-Key (400). For answers that must not be stored, such as a secret shown
     * once (a new API key, a webhook's signing secret): a replay would keep it in the database for 24 hours.
     */
    idempotency?: false;
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed (its answer is stored or the key freed when it is sent). */
    idempotencyClaim: { accountId: number; key: string } | undefined;
  }
}

/**
 * `Idempotency-Key` on every POST of a signed-in account or API key (issue 16; docs/integrating.md). Runs after
 * authentication and body validation (a malformed request claims nothing) and before the handler. Public routes
 * (sign-in, registration) ignore the header: there is no account to scope a key by, and their answers (a session
 * token) must not be stored. Routes with `config.idempotency: false` refuse it.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyClaim', undefined);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.principal) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const config = request.routeOptions.config;
    if (config.access === 'public') return;
    if (config.idempotency === false) throw badRequest('idempotency.not_honoured', IDEMPOTENCY_MESSAGES.notHonoured);
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!isValidIdempotencyKey(key)) throw badRequest('idempotency.key_invalid', IDEMPOTENCY_MESSAGES.keyInvalid);
    const type = request.headers['content-type'];
    if (type !== undefined && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type))
      throw badRequest('idempotency.unsupported', IDEMPOTENCY_MESSAGES.unsupported);
    const accountId = request.principal.accountId;
    const outcome = await app.services.idempotency.begin(accountId, key, { method: request.method, url: request.url, body: request.body });
    if (outcome.kind === 'run') {
      request.idempotencyClaim = { accountId, key };
      return;
    }
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').status(outcome.statusCode);
    if (outcome.contentType) reply.header('content-type', outcome.contentType);
    return reply.send(outcome.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    // JSON answers are strings here; anything else (a stream, a buffer) is not stored and frees the key
    const body = typeof payload === 'string' ? payload : undefined;
    const contentType = reply.getHeader('content-type');
    try {
      await app.services.idempotency.finish(claim.accountId, claim.key, {
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body,
      });
    } catch (err) {
      // The answer still goes out; the key stays "in progress" until it counts as abandoned.
      request.log.error({ err }, 'idempotency: storing the answer failed');
    }
    return payload;
  });
}
