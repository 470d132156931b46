import { RATE_LIMIT_MESSAGES, rateLimitFields } from '@gsn/domain';
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../lib/errors.ts';
import type { RateDecision } from '../modules/rate-limits/index.ts';

/**
 * API rate limits (docs/integrating.md, Rate limits): every call of a signed-in session or an API key counts against
 * the quota of that key or session (modules/rate-limits); its answer carries `RateLimit-Policy` and `RateLimit`, and
 * past the quota the call is refused with 429 and `Retry-After` before it runs. Public calls (sign-in, registration)
 * have their own throttles. Registered after the access check, whose principal it counts.
 */
export function registerRateLimit(app: FastifyInstance): void {
  const limiter = app.services.rateLimits;
  if (!limiter.enabled) return;
  // a callback hook: most requests are decided on this instance's own count, with no promise to wait for
  app.addHook('preValidation', (request, reply, done) => {
    const p = request.principal;
    if (!p || request.routeOptions.config.access === 'public') return done();
    const partition = p.apiKeyId !== undefined ? `k:${p.apiKeyId}` : `s:${p.sessionId}`;
    const answer = (decision: RateDecision) => {
      reply.headers(rateLimitFields(decision.quota, decision.remaining, decision.resetSeconds));
      done(decision.allowed ? undefined : tooMany('rate_limit.exceeded', RATE_LIMIT_MESSAGES.exceeded, decision.resetSeconds));
    };
    const decision = limiter.hit(partition, p.customerId);
    if (decision instanceof Promise) decision.then(answer, done);
    else answer(decision);
  });
}
