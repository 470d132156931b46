import { functionalityAnswer, functionalityListAnswer, functionalityWriteAnswer, messageAnswer } from '@gsn/domain';
import { FUNCTIONALITIES, functionalitySchema, functionalityUpdateSchema } from '@gsn/domain';
import { z } from 'zod';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Functionalities: the list for any session; read, create, edit and delete by staff with permission 1030. */
export async function functionalityRoutes(app: App) {
  const svc = () => app.services.functionalities;
  const tags = ['functionalities'];

  app.get(
    '/functionalities',
    { config: { access: 'session' }, schema: { tags, response: answers({ 200: functionalityListAnswer }) } },
    async () => svc().list(),
  );

  app.get(
    '/functionalities/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.functionality, action: 'read', audience: 'staff' } },
      schema: { tags, params, response: answers({ 200: functionalityAnswer }) },
    },
    async (req) => svc().get(req.params.id),
  );

  app.post(
    '/functionalities',
    {
      config: { access: { functionality: FUNCTIONALITIES.functionality, action: 'write', audience: 'staff' } },
      schema: { tags, body: functionalitySchema, response: answers({ 201: functionalityWriteAnswer }) },
    },
    async (req, reply) => {
      reply.status(201);
      return svc().create(req.body);
    },
  );

  app.put(
    '/functionalities/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.functionality, action: 'edit', audience: 'staff' } },
      schema: { tags, params, body: functionalityUpdateSchema, response: answers({ 200: functionalityWriteAnswer }) },
    },
    async (req) => svc().update(req.params.id, req.body),
  );

  app.delete(
    '/functionalities/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.functionality, action: 'delete', audience: 'staff' } },
      schema: { tags, params, response: answers({ 200: messageAnswer }) },
    },
    async (req) => svc().remove(req.params.id),
  );
}
