import { RATE_LIMIT_MESSAGES, rateLimitFields } from '@gsn/domain';
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../lib/errors.ts';

/**
 * API rate limits (docs/integrating.md, Rate limits): every call of a signed-in session or an API key counts against
 * the quota of that key or session (modules/rate-limits); its answer carries `RateLimit-Policy` and `RateLimit`, and
 * past the quota the call is refused with 429 and `Retry-After` before it runs. Public calls (sign-in, registration)
 * have their own throttles. Registered after the access check, whose principal it counts.
 */
export function registerRateLimit(app: FastifyInstance): void {
  const limiter = app.services.rateLimits;
  if (!limiter.enabled) return;
  app.addHook('preValidation', async (request, reply) => {
    const p = request.principal;
    if (!p || request.routeOptions.config.access === 'public') return;
    const partition = p.apiKeyId !== undefined ? `k:${p.apiKeyId}` : `s:${p.sessionId}`;
    const decision = await limiter.hit(partition, p.customerId);
    reply.headers(rateLimitFields(decision.quota, decision.remaining, decision.resetSeconds));
    if (!decision.allowed) throw tooMany('rate_limit.exceeded', RATE_LIMIT_MESSAGES.exceeded, decision.resetSeconds);
  });
}
