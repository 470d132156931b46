import {
  API_KEY_MESSAGES,
  type ApiKeyResource,
  apiKeyResourceOf,
  type FunctionalityId,
  hasPermission,
  isAdministrator,
  isApiKeyToken,
  isCustomer,
  isRegistered,
  isStaff,
  MFA_MESSAGES,
  type PermissionAction,
  RATE_LIMIT_MESSAGES,
  scopeAllows,
  scopeLevelOfMethod,
} from '@gsn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, tooMany, unauthorized } from '../lib/errors.ts';
import type { Principal } from '../security/principal.ts';
import { requireFreshProof } from '../security/step-up.ts';

/**
 * Every route declares who may call it (a test fails on a route without a policy: access.test.ts):
 * public, any signed-in account ('session': a session token or an API key), a signed-in session only ('interactive':
 * API keys refused, for managing keys and sessions), staff (< 200), customers (200–299), registered (400), the
 * administrator, or a permission on a functionality × action (optionally also restricted to staff or customers).
 * An API key (`Bearer gsn_…`, docs/integrating.md) stands for its account: every policy but 'interactive' treats it as
 * a session, within the key's scopes (checkKeyScope below).
 */
export type Access =
  | 'public'
  | 'session'
  | 'interactive'
  | 'staff'
  | 'customer'
  | 'registered'
  | 'admin'
  | { functionality: FunctionalityId; action: PermissionAction; audience?: 'staff' | 'customer' };

export interface RoutePolicy {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared policy (the authorization tests enumerate it). */
    routePolicies: RoutePolicy[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A sensitive change (e-mail, password, factors, keys, webhook secrets, sessions, permissions, configuration):
     * needs a signed-in session whose last password or factor proof is younger than 5 minutes, else 401
     * `auth.step_up_required` (the web app asks again and repeats the call). API keys are refused.
     */
    stepUp?: boolean;
    /**
     * Open to a session that must add a second factor and has none yet (docs/security.md, Second factors): enrolling,
     * the own profile, proving again and signing out. Every other route answers it 403 `auth.mfa_enrolment_required`.
     */
    duringEnrolment?: boolean;
    /**
     * The API-key scope resource of a route whose policy names no functionality (docs/integrating.md, Scopes): a key
     * with scopes then needs `<scope>:read` to GET it and `<scope>:write` for any other method. A functionality route
     * takes its functionality's resource.
     */
    scope?: ApiKeyResource;
  }
  interface FastifyRequest {
    principal: Principal | undefined;
  }
}

export const SESSION_EXPIRED = 'Your session has expired, please login again';

/**
 * A scoped API key's call (docs/integrating.md, Scopes): the route's resource — its functionality's, or the one it
 * names in `config.scope` — at the level of its method (GET reads, anything else writes). A route tied to no resource
 * is open to a scoped key only for reading, and only when it is open to every signed-in account ('session'): the own
 * profile's rights, reference lists; a change there, or an administrator's or registered user's route, needs a
 * full-access key. The account's own rights are checked as well, so a scope never widens them.
 */
function checkKeyScope(p: Principal, access: Access, method: string, scope: ApiKeyResource | undefined) {
  if (p.apiKeyScopes == null) return;
  const resource = typeof access === 'object' ? apiKeyResourceOf(access.functionality) : scope;
  const call = { resource, level: scopeLevelOfMethod(method), openToScopedReads: access === 'session' };
  if (!scopeAllows(p.apiKeyScopes, call)) throw forbidden('api_key.out_of_scope', API_KEY_MESSAGES.outOfScope);
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h?.startsWith('Bearer ')) return undefined;
  return h.slice(7).trim() || undefined;
}

/** Routes that are not API calls and need no policy (docs, static files). */
function exempt(url: string): boolean {
  return !url.startsWith('/api') || url.startsWith('/api/docs');
}

export function registerAccess(app: FastifyInstance): void {
  /**
   * An API key's principal. Unknown keys count against the client address (shared by the instances): past the free
   * attempts the address waits, doubling, before its next key is even looked at (429 with Retry-After). Only failures
   * count, so a key's owner elsewhere is never slowed by someone else's guessing.
   */
  async function authenticateKey(request: FastifyRequest, token: string): Promise<Principal | undefined> {
    const limiter = app.services.rateLimits;
    const waiting = limiter.keyAttemptWait(request.ip);
    if (waiting > 0) throw tooMany('rate_limit.key_attempts', RATE_LIMIT_MESSAGES.keyAttempts, waiting / 1000);
    const principal = await app.services.apiKeys.authenticate(token, request.ip);
    if (principal) return principal;
    const wait = await limiter.failedKeyAttempt(request.ip);
    if (wait > 0) throw tooMany('rate_limit.key_attempts', RATE_LIMIT_MESSAGES.keyAttempts, wait / 1000);
    return undefined;
  }

  app.decorateRequest('principal', undefined);
  const policies: RoutePolicy[] = [];
  app.decorate('routePolicies', policies);

  app.addHook('onRoute', (route) => {
    if (exempt(route.url)) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') policies.push({ method, url: route.url, access });
  });

  // A write may change what a cached read holds (a session's account, factors, company policy; a profile): this instance
  // reads everything again from its next use (lib/read-cache.ts), before the answer goes out.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') app.services.readCaches.forgetAll();
    done(null, payload);
  });

  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearer(request);
    if (token && isApiKeyToken(token)) {
      request.principal = await authenticateKey(request, token);
    } else if (token) {
      request.principal = await app.services.sessions.resume(token);
      if (request.principal) reply.header('x-session-expires', request.principal.expiresAt.toISOString());
    }
    if (access === 'public') return;
    const p = request.principal;
    if (!p) throw unauthorized('auth.session_expired', SESSION_EXPIRED);
    const config = request.routeOptions.config;
    if (p.mfaEnrolmentRequired && !config.duringEnrolment) throw forbidden('auth.mfa_enrolment_required', MFA_MESSAGES.enrolmentRequired);
    if (config.stepUp) requireFreshProof(p, app.services.config.stepUpMaxAgeMs);
    const t = p.accountTypeId;
    if (access === 'interactive') {
      if (p.apiKeyId !== undefined) throw forbidden('auth.session_only', API_KEY_MESSAGES.sessionOnly);
      return;
    }
    checkKeyScope(p, access, request.method, config.scope);
    if (access === 'session') return;
    if (access === 'staff') {
      if (!isStaff(t)) throw forbidden();
      return;
    }
    if (access === 'customer') {
      if (!isCustomer(t)) throw forbidden();
      return;
    }
    if (access === 'registered') {
      if (!isRegistered(t)) throw forbidden();
      return;
    }
    if (access === 'admin') {
      if (!isAdministrator(t)) throw forbidden();
      return;
    }
    if (access.audience === 'staff' && !isStaff(t)) throw forbidden();
    if (access.audience === 'customer' && !isCustomer(t)) throw forbidden();
    const perms = await app.services.permissions.effective(t, p.customerId);
    if (!hasPermission(perms, access.functionality, access.action)) throw forbidden();
  });
}
