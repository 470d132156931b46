import { configurationUpdateSchema } from '@gsn/domain';
import type { App } from '../../app-types.ts';

export async function configurationRoutes(app: App) {
  const svc = () => app.services.configuration;
  const tags = ['configuration'];

  app.get('/configuration/public', { config: { access: 'public' }, schema: { tags } }, async () => svc().publicInfo());

  /** The administrator's configuration form (spec 1 §2: administrator only). */
  app.get('/configuration', { config: { access: 'admin' }, schema: { tags } }, async () => svc().list());

  app.put('/configuration', { config: { access: 'admin' }, schema: { tags, body: configurationUpdateSchema } }, async (req) =>
    svc().update(req.body),
  );
}
