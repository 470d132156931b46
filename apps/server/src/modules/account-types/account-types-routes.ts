import { accountTypeAnswer, accountTypeListAnswer, accountTypeWriteAnswer, messageAnswer } from '@gsn/domain';
import { FUNCTIONALITIES, accountTypeSchema, accountTypeUpdateSchema } from '@gsn/domain';
import { z } from 'zod';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Account types: read by any session; created, edited and deleted by staff with permission 1000. */
export async function accountTypeRoutes(app: App) {
  const svc = () => app.services.accountTypes;
  const tags = ['account types'];

  app.get(
    '/account/types/',
    { config: { access: 'session' }, schema: { tags, response: answers({ 200: accountTypeListAnswer }) } },
    async () => svc().list(),
  );

  app.get(
    '/account/types/:id',
    { config: { access: 'session' }, schema: { tags, params, response: answers({ 200: accountTypeAnswer }) } },
    async (req) => svc().get(req.params.id),
  );

  app.post(
    '/account/types/',
    {
      config: { access: { functionality: FUNCTIONALITIES.account_type, action: 'write', audience: 'staff' } },
      schema: { tags, body: accountTypeSchema, response: answers({ 201: accountTypeWriteAnswer }) },
    },
    async (req, reply) => {
      reply.status(201);
      return svc().create(req.body);
    },
  );

  app.put(
    '/account/types/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.account_type, action: 'edit', audience: 'staff' } },
      schema: { tags, params, body: accountTypeUpdateSchema, response: answers({ 200: accountTypeWriteAnswer }) },
    },
    async (req) => svc().update(req.params.id, req.body),
  );

  app.delete(
    '/account/types/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.account_type, action: 'delete', audience: 'staff' } },
      schema: { tags, params, response: answers({ 200: messageAnswer }) },
    },
    async (req) => svc().remove(req.params.id),
  );
}
