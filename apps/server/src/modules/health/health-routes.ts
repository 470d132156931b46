import type { App } from '../../app-types.ts';

export async function healthRoutes(app: App) {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async (_req, reply) => {
    const { engine, ping } = app.services.database;
    const ok = await ping().then(
      () => true,
      () => false,
    );
    if (!ok) reply.status(503);
    return { status: ok ? 'ok' : 'unavailable', database: engine };
  });
}
