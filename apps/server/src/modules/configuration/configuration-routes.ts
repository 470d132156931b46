import { configurationListAnswer, configurationUpdateAnswer, publicConfigurationAnswer } from '@gsn/domain';
import { configurationUpdateSchema } from '@gsn/domain';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';

export async function configurationRoutes(app: App) {
  const svc = () => app.services.configuration;
  const tags = ['configuration'];

  app.get(
    '/configuration/public',
    { config: { access: 'public' }, schema: { tags, response: answers({ 200: publicConfigurationAnswer }) } },
    async () => svc().publicInfo(),
  );

  /** The administrator's configuration form (spec 1 §2: administrator only). */
  app.get(
    '/configuration',
    { config: { access: 'admin' }, schema: { tags, response: answers({ 200: configurationListAnswer }) } },
    async () => svc().list(),
  );

  app.put(
    '/configuration',
    {
      config: { access: 'admin', stepUp: true },
      schema: { tags, body: configurationUpdateSchema, response: answers({ 200: configurationUpdateAnswer }) },
    },
    async (req) => svc().update(req.body),
  );
}
