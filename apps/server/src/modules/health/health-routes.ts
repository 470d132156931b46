import { healthAnswer } from '@gsn/domain';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';

export async function healthRoutes(app: App) {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: answers({ 200: healthAnswer, 503: healthAnswer }) } },
    async (_req, reply) => {
      const { engine, ping } = app.services.database;
      // draining (SIGTERM): the load balancer takes this instance out while its requests finish
      if (app.services.lifecycle.draining) {
        reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
        return { status: 'draining', database: engine };
      }
      const ok = await ping().then(
        () => true,
        () => false,
      );
      if (!ok) reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return { status: ok ? 'ok' : 'unavailable', database: engine };
    },
  );
}
