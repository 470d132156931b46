import {
  FUNCTIONALITIES,
  TARIFF_ORDER_FIELDS,
  messageAnswer,
  pricingUpdateSchema,
  tariffAnswer,
  tariffCreateSchema,
  tariffListAnswer,
  tariffListQuery,
  tariffWriteAnswer,
  type PermissionAction,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import type { Access } from '../../plugins/access.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';

const access = (action: PermissionAction): Access => ({ functionality: FUNCTIONALITIES.tariff, action, audience: 'staff' });

/** Tariffs and pricing (functionality 230, staff only; spec 2 §2 Tariff, §3 Tariff/pricing, §7). Thin: the service holds the rules. */
export async function tariffsRoutes(app: App) {
  const svc = () => app.services.tariffs;
  const tags = ['tariffs'];

  app.get(
    '/tariff/',
    {
      config: { access: access('list') },
      schema: {
        tags,
        querystring: listQuery(TARIFF_ORDER_FIELDS, 'jurisdiction', tariffListQuery),
        response: answers({ 200: tariffListAnswer }),
      },
    },
    async (req) => svc().list(req.query),
  );

  app.get(
    '/tariff/:id',
    { config: { access: access('read') }, schema: { tags, params: idParams, response: answers({ 200: tariffAnswer }) } },
    async (req) => svc().get(req.params.id),
  );

  app.post(
    '/tariff/',
    { config: { access: access('write') }, schema: { tags, body: tariffCreateSchema, response: answers({ 201: tariffWriteAnswer }) } },
    async (req, reply) => reply.status(201).send(await svc().create(req.body)),
  );

  app.put(
    '/pricing/:id',
    {
      config: { access: access('edit') },
      schema: { tags, params: idParams, body: pricingUpdateSchema, response: answers({ 200: tariffWriteAnswer }) },
    },
    async (req) => svc().update(req.params.id, req.body),
  );

  app.delete(
    '/tariff/:id',
    { config: { access: access('delete') }, schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) } },
    async (req) => svc().remove(req.params.id),
  );
}
