import {
  FUNCTIONALITIES,
  ORDER_MESSAGES,
  orderCreateSchema,
  orderDetailAnswer,
  orderListAnswer,
  orderListQuery,
  orderStaleAnswer,
  orderWriteAnswer,
  orderUpdateSchema,
  type PermissionAction,
  ORDER_ORDER_FIELDS,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import type { Access } from '../../plugins/access.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';
import { orderNumbersRoutes } from './orders-numbers-routes.ts';
// the route option idempotentReplay is declared beside the Idempotency-Key hook
import type {} from '../../plugins/idempotency.ts';

const access = (action: PermissionAction): Access => ({ functionality: FUNCTIONALITIES.order, action });

/**
 * Orders (functionality 200; spec 2 §2 Orders, §7 /orders; docs/api-orders.md). Staff see every order, customers
 * their own company's (404 otherwise). Thin: the service holds the rules.
 */
export async function ordersRoutes(app: App) {
  const svc = () => app.services.orders;
  const tags = ['orders'];
  await orderNumbersRoutes(app);

  app.get(
    '/orders',
    {
      config: { access: access('list') },
      schema: {
        tags,
        querystring: listQuery(ORDER_ORDER_FIELDS, 'updatedAt', orderListQuery),
        response: answers({ 200: orderListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.post(
    '/orders',
    {
      config: {
        access: access('write'),
        // a repeat of an order whose answer was lost (Idempotency-Key) gets the order it created
        idempotentReplay: async (req, created) => ({ statusCode: 201, body: await svc().created(req.principal!, created.id) }),
      },
      schema: { tags, body: orderCreateSchema, response: answers({ 201: orderWriteAnswer }) },
    },
    async (req, reply) => reply.status(201).send(await svc().create(req.principal!, req.body)),
  );

  app.get(
    '/orders/:id',
    { config: { access: access('read') }, schema: { tags, params: idParams, response: answers({ 200: orderDetailAnswer }) } },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.put(
    '/orders/:id',
    {
      config: { access: access('edit') },
      schema: {
        tags,
        params: idParams,
        body: orderUpdateSchema,
        response: answers({ 200: orderWriteAnswer, 409: orderStaleAnswer }),
        description: '409 with `data` (the current order) when `updatedAt` is not the stored one.',
      },
    },
    async (req, reply) => {
      const result = await svc().update(req.principal!, req.params.id, req.body);
      if ('stale' in result) {
        return reply
          .status(409)
          .send({ statusCode: 409, error: 'Conflict', code: 'order.stale', message: ORDER_MESSAGES.stale, data: result.stale });
      }
      return result;
    },
  );
}
