import { FUNCTIONALITIES, dnisListAnswer, dnisListQuery, dnisUpdateSchema, dnisWriteAnswer } from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';

/** DNIS (inventory functionality 220; spec 2 §7 /dnis): the list like the inventory's, the update for staff. */
export async function dnisRoutes(app: App) {
  const svc = () => app.services.dnis;
  const tags = ['dnis'];

  app.get(
    '/dnis/',
    {
      config: { access: { functionality: FUNCTIONALITIES.invnumber, action: 'list' } },
      schema: {
        tags,
        querystring: listQuery(['service_number'], 'service_number', dnisListQuery),
        response: answers({ 200: dnisListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.put(
    '/dnis/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.invnumber, action: 'edit', audience: 'staff' } },
      schema: { tags, params: idParams, body: dnisUpdateSchema, response: answers({ 200: dnisWriteAnswer }) },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );
}
