import {
  messageAnswer,
  notificationAnswer,
  notificationListAnswer,
  notificationListQuery,
  notificationUpdateAnswer,
  notificationUpdateSchema,
  ticketCreateSchema,
} from '@gsn/domain';
import { z } from 'zod';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import { acceptedLanguage } from '../../lib/languages.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Notifications (400) of the signed-in account and support tickets (800); see docs/api-orders.md. Texts come in the
 * language `Accept-Language` names first, else the reader's profile language.
 */
export async function notificationsRoutes(app: App) {
  const svc = () => app.services.notifications;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      config: { access: 'session', scope: 'notifications' },
      schema: { tags, querystring: notificationListQuery, response: answers({ 200: notificationListAnswer }) },
    },
    async (req) => svc().list(req.principal!, req.query, acceptedLanguage(req.headers['accept-language'])),
  );

  app.get(
    '/notifications/:id',
    { config: { access: 'session', scope: 'notifications' }, schema: { tags, params, response: answers({ 200: notificationAnswer }) } },
    async (req) => svc().get(req.principal!, req.params.id, acceptedLanguage(req.headers['accept-language'])),
  );

  app.put(
    '/notifications/:id',
    {
      config: { access: 'session', scope: 'notifications' },
      schema: { tags, params, body: notificationUpdateSchema, response: answers({ 200: notificationUpdateAnswer }) },
    },
    async (req) =>
      svc().setRead(req.principal!, req.params.id, req.body.notification_read, acceptedLanguage(req.headers['accept-language'])),
  );

  app.post(
    '/notifications',
    {
      config: { access: 'session', scope: 'support' },
      schema: { tags: ['support'], body: ticketCreateSchema, response: answers({ 201: messageAnswer }) },
    },
    async (req, reply) => reply.code(201).send(await svc().submitTicket(req.principal!, req.body)),
  );
}
