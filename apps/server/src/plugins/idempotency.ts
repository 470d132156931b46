import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAYED_HEADER, isValidIdempotencyKey } from '@gsn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithWriteContext, type WriteContext } from '../db/write-context.ts';
import { badRequest, conflict } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route refuses an Idempotency-Key (400). For answers that must not be stored, such as a secret shown
     * once (a new API key, a webhook's signing secret): a replay would keep it in the database for 24 hours.
     */
    idempotency?: false;
    /**
     * Rebuilds the answer of a request that committed but whose answer was lost (its instance died, or the database
     * went away before the answer was stored), from what it created: a repeat with its key then gets that answer.
     * Without it such a repeat answers 409 `idempotency.committed`.
     */
    idempotentReplay?: (request: FastifyRequest, resource: { kind: string; id: number }) => Promise<{ statusCode: number; body: unknown }>;
  }
  interface FastifyRequest {
    /** What this request has written (db/write-context.ts); set for every method but GET, HEAD and OPTIONS. */
    writeContext: WriteContext | undefined;
    /** The Idempotency-Key this request claimed (its answer is stored or the key freed when it is sent). */
    idempotencyClaim: { accountId: number; key: string; owner: string } | undefined;
  }
}

/**
 * `Idempotency-Key` on every POST of a signed-in account or API key (docs/integrating.md). Runs after
 * authentication and body validation (a malformed request claims nothing) and before the handler. Public routes
 * (sign-in, registration) ignore the header: there is no account to scope a key by, and their answers (a session
 * token) must not be stored. Routes with `config.idempotency: false` refuse it.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyClaim', undefined);
  app.decorateRequest('writeContext', undefined);

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
      request.idempotencyClaim = { accountId, key, owner: outcome.owner };
      return;
    }
    if (outcome.kind === 'rebuild') {
      const rebuild = config.idempotentReplay;
      if (!outcome.resource || !rebuild) throw conflict('idempotency.committed', IDEMPOTENCY_MESSAGES.committed);
      const answer = await rebuild(request, outcome.resource);
      // stored once sent (onSend): the next repeat replays it without rebuilding
      request.idempotencyClaim = { accountId, key, owner: '' };
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').status(answer.statusCode);
      return reply.send(answer.body);
    }
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').status(outcome.statusCode);
    if (outcome.contentType) reply.header('content-type', outcome.contentType);
    return reply.send(outcome.body);
  });

  // The handler of every write runs in a write context, so that its transactions can mark the claimed key committed
  // and the error handler can tell a failure after a commit (db/write-context.ts). A callback hook: the handler is
  // called from `done`, inside the context. Registered after the claim above, so the claim is known.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return done();
    const context: WriteContext = { committed: false, ...(request.idempotencyClaim ? { idempotency: request.idempotencyClaim } : {}) };
    request.writeContext = context;
    runWithWriteContext(context, () => done());
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
