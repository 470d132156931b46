import { dashboardAnswer } from '@gsn/domain';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';

export async function dashboardRoutes(app: App) {
  app.get(
    '/dashboard',
    { config: { access: 'session' }, schema: { tags: ['dashboard'], response: answers({ 200: dashboardAnswer }) } },
    async (req) => app.services.dashboard.summary(req.principal!),
  );
}
