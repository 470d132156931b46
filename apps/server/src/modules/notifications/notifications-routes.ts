import {
  notificationAnswer,
  notificationCategoriesAnswer,
  notificationListAnswer,
  notificationListQuery,
  notificationUpdateAnswer,
  notificationUpdateSchema,
} from '@gsn/domain';
import { z } from 'zod';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import { acceptedLanguage } from '../../lib/languages.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Notifications (400) of the signed-in account (POST /notifications, a support ticket, is the tickets module's); see
 * docs/api-orders.md. Texts come in the language `Accept-Language` names first, else the reader's profile language.
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
    '/notifications/categories',
    {
      config: { access: 'session', scope: 'notifications' },
      schema: {
        tags,
        response: answers({ 200: notificationCategoriesAnswer }),
        description: 'The categories of the notification types of the caller’s own notifications, sorted: the choices of `category`.',
      },
    },
    async (req) => svc().categories(req.principal!),
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
}
