import type { App } from '../../app-types.ts';

export async function configurationRoutes(app: App) {
  app.get('/configuration/public', { config: { access: 'public' }, schema: { tags: ['configuration'] } }, async () =>
    app.services.configuration.publicInfo(),
  );
}
