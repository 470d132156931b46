import type { App } from '../../app-types.ts';
import { functionalityRepository } from './functionality-repository.ts';

export async function functionalityRoutes(app: App) {
  const repo = functionalityRepository(app.services.database.db);
  app.get('/functionalities', { config: { access: 'session' }, schema: { tags: ['functionalities'] } }, async () => {
    const data = await repo.list();
    return { data, count: data.length };
  });
}
