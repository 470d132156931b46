import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditContext, AuditNote, AuditOrigin } from '../db/write-context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own audit action (`resource.verb`) when its service notes none; derived from the path otherwise. */
    audit?: string;
  }
}

const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** `/api/orders/:id/numbers` + POST → `orders.numbers.create`: the event a write that noted nothing is recorded as. */
export function routeAction(url: string, method: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .map((s) => s.replace(/[^a-z0-9_]+/gi, '_').toLowerCase());
  return [...words, VERBS[method] ?? method.toLowerCase()].join('.');
}

/** Who calls, as the access plugin resolved it, and from where. */
export function originOf(request: FastifyRequest): AuditOrigin {
  const p = request.principal;
  const ua = request.headers['user-agent'];
  return {
    actor_kind: p ? (p.apiKeyId !== undefined ? 'api_key' : 'account') : 'anonymous',
    actor_account_id: p?.accountId ?? null,
    actor_api_key_id: p?.apiKeyId ?? null,
    actor_customer_id: p?.customerId ?? null,
    ip: request.ip,
    user_agent: typeof ua === 'string' ? ua : null,
    request_id: String(request.id),
  };
}

/** The route's own event: its action, the record its path names, the caller's company for a customer's own. */
function routeEvent(request: FastifyRequest): AuditNote {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const url = request.routeOptions.url ?? request.url;
  const action = request.routeOptions.config.audit ?? routeAction(url, request.method);
  // a mailed link's token is a secret, never a subject
  const id = params.id ?? Object.entries(params).find(([k]) => k !== 'token')?.[1];
  return {
    action,
    subject: {
      kind: action.split('.')[0]!,
      id: typeof id === 'string' || typeof id === 'number' ? id : null,
      customer_id: request.principal?.customerId ?? null,
    },
  };
}

/**
 * The audit trail's request side (docs/security.md, Audit trail): every write request carries its origin and its
 * route's own event in its write context, so the events its services note — or, when they note none, the route's own
 * event — are written by its own transaction (modules/audit). What is noted outside a transaction is written as the
 * answer goes out, and so is the route's event of a successful write that used no transaction: no write goes
 * unrecorded.
 */
export function registerAudit(app: FastifyInstance): void {
  // after the idempotency plugin's hook, which opens the write context
  app.addHook('preHandler', async (request) => {
    const context = request.writeContext;
    if (!context || !request.routeOptions.config.access) return;
    context.audit = { pending: [], written: 0, origin: originOf(request), fallback: routeEvent(request) } satisfies AuditContext;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const audit = request.writeContext?.audit;
    if (!audit) return payload;
    if (!audit.written && !audit.pending.length && reply.statusCode < 400 && audit.fallback) audit.pending.push(audit.fallback);
    try {
      await app.services.audit.flush(audit);
    } catch (err) {
      request.log.error({ err }, 'audit: writing the event failed');
    }
    return payload;
  });
}

/**
 * Records the download of a sensitive file (a GET: no write context) once the caller was found allowed and before the
 * file goes out; when the event cannot be written the file is not sent (its stream is closed and the error answers).
 */
export async function recordDownload(app: FastifyInstance, request: FastifyRequest, note: AuditNote, stream: NodeJS.ReadableStream) {
  try {
    await app.services.audit.record(note, originOf(request));
  } catch (err) {
    (stream as { destroy?: () => void }).destroy?.();
    throw err;
  }
}
