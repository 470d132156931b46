import { notificationTypeAnswer, notificationTypeListAnswer, notificationTypeWriteAnswer } from '@gsn/domain';
import { FUNCTIONALITIES, notificationTypeListQuery, notificationTypeUpdateSchema } from '@gsn/domain';
import { z } from 'zod';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import { NOTIFICATION_TYPE_ORDER } from './notification-types-service.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listQuery = notificationTypeListQuery.extend({ orderby: z.enum(NOTIFICATION_TYPE_ORDER).optional() });

/** Notification types (functionality 1020): list, read and edit the default receivers. */
export async function notificationTypeRoutes(app: App) {
  const svc = () => app.services.notificationTypes;
  const tags = ['notification types'];

  app.get(
    '/notifications/type/',
    {
      config: { access: { functionality: FUNCTIONALITIES.notification_type, action: 'list' } },
      schema: { tags, querystring: listQuery, response: answers({ 200: notificationTypeListAnswer }) },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/notifications/type/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.notification_type, action: 'read' } },
      schema: { tags, params, response: answers({ 200: notificationTypeAnswer }) },
    },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.put(
    '/notifications/type/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.notification_type, action: 'edit' } },
      schema: { tags, params, body: notificationTypeUpdateSchema, response: answers({ 200: notificationTypeWriteAnswer }) },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );
}
