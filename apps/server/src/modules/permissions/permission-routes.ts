import { z } from 'zod';
import type { App } from '../../app-types.ts';

export async function permissionRoutes(app: App) {
  app.get(
    '/permissions/my_permissions',
    {
      config: { access: 'session' },
      schema: {
        tags: ['permissions'],
        summary: 'The signed-in account’s effective permissions',
        querystring: z.object({ coded: z.enum(['true', 'false']).optional() }),
      },
    },
    async (request) => {
      const p = request.principal!;
      const data =
        request.query.coded === 'false'
          ? await app.services.permissions.effective(p.accountTypeId, p.customerId)
          : await app.services.permissions.coded(p.accountTypeId, p.customerId);
      return { data, count: data.length };
    },
  );
}
