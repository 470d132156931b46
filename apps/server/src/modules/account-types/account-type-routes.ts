import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { notFound } from '../../lib/errors.ts';
import { accountTypeRepository } from './account-type-repository.ts';

export async function accountTypeRoutes(app: App) {
  const repo = accountTypeRepository(app.services.database.db);
  const tags = ['account types'];
  app.get('/account/types/', { config: { access: 'session' }, schema: { tags } }, async () => {
    const data = await repo.list();
    return { data, count: data.length };
  });
  app.get(
    '/account/types/:id',
    { config: { access: 'session' }, schema: { tags, params: z.object({ id: z.coerce.number().int() }) } },
    async (req) => (await repo.get(req.params.id)) ?? Promise.reject(notFound()),
  );
}
