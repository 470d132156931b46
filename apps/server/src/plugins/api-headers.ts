import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's `Cache-Control` when its answers may be kept (public reference data); `no-store` otherwise. */
    cache?: string;
  }
}

/**
 * Headers every API answer carries (docs/integrating.md, Caching and authentication): `Cache-Control: no-store` unless
 * the route sets its own or declares its answers cacheable (a session token, a new key or a webhook secret must never
 * sit in a cache), and on a 401 the `WWW-Authenticate` challenge of RFC 6750 — `error="invalid_token"` when a token
 * was sent and refused.
 */
export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', request.routeOptions.config?.cache ?? 'no-store');
    if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) {
      const sent = /^bearer\s+\S/i.test(request.headers.authorization ?? '');
      reply.header('www-authenticate', sent ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"');
    }
    return payload;
  });
}
