import { supportContactsAnswer } from '@gsn/domain';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import { supportService } from './support-service.ts';

/** Support contacts: public, from the configuration entries the administrator edits. */
export async function supportRoutes(app: App) {
  const svc = supportService(app.services.configuration);
  app.get(
    '/support/contacts',
    { config: { access: 'public' }, schema: { tags: ['support'], response: answers({ 200: supportContactsAnswer }) } },
    async () => svc.contacts(),
  );
}
