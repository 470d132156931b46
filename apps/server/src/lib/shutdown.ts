import type { App } from '../app-types.ts';

/**
 * Graceful stop of an instance (SIGTERM): the health check answers 503 at once, so a load balancer takes the
 * instance out, while requests are still served for `drainMs`; then the listener closes, and Fastify waits for the
 * requests in flight to finish (a request that arrives on a kept-alive connection meanwhile gets 503).
 */
export async function drainAndClose(app: App, drainMs: number): Promise<void> {
  app.services.lifecycle.draining = true;
  if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
  const closing = app.close();
  // a kept-alive connection that goes idle once its last request is answered is closed too (not held until its timeout)
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await closing;
  } finally {
    clearInterval(idle);
  }
}
