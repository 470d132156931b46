import type { App } from '../../app-types.ts';

export async function dashboardRoutes(app: App) {
  app.get('/dashboard', { config: { access: 'session' }, schema: { tags: ['dashboard'] } }, async (req) =>
    app.services.dashboard.summary(req.principal!),
  );
}
