import {
  FUNCTIONALITIES,
  messageAnswer,
  webhookDeliveryListQuery,
  webhookAnswers,
  webhookInputSchemas,
  webhookReplayAnswer,
  webhookReplaySchema,
  webhookSecretRotationSchema,
} from '@gsn/domain';
import { z } from 'zod';
import { acceptedLanguage } from '../../lib/languages.ts';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import type { Access } from '../../plugins/access.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const deliveryParams = z.object({ id, delivery_id: id });
/** Webhooks (functionality 1040): staff with the permission manage every company's; a master its company's. */
const access = (action: 'read' | 'list' | 'write' | 'edit' | 'delete'): { access: Access } => ({
  access: { functionality: FUNCTIONALITIES.webhook, action },
});

/**
 * Webhook endpoints and their deliveries (docs/webhooks.md). Thin: the service holds the rules. The events in the
 * bodies and answers are the ones the modules contribute (the services' `eventCatalogue`): an endpoint may subscribe
 * to those only, and the API's documentation lists them.
 */
export async function webhooksRoutes(app: App) {
  const svc = () => app.services.webhooks;
  const tags = ['webhooks'];
  const names = app.services.eventCatalogue.webhookNames;
  const { create: webhookCreateSchema, update: webhookUpdateSchema } = webhookInputSchemas(names);
  const {
    deliveryList: webhookDeliveryListAnswer,
    endpointCreated: webhookEndpointCreatedAnswer,
    endpointGet: webhookEndpointGetAnswer,
    endpointList: webhookEndpointListAnswer,
    endpointUpdated: webhookEndpointUpdatedAnswer,
    eventList: webhookEventListAnswer,
  } = webhookAnswers(names);

  app.get('/webhooks', { config: access('list'), schema: { tags, response: answers({ 200: webhookEndpointListAnswer }) } }, async (req) =>
    svc().list(req.principal!),
  );
  app.get(
    '/webhooks/events',
    {
      config: access('list'),
      schema: {
        tags,
        response: answers({ 200: webhookEventListAnswer }),
        description: 'The events an endpoint may subscribe to, labelled in the language `Accept-Language` names first.',
      },
    },
    async (req) => svc().eventList(req.principal!, acceptedLanguage(req.headers['accept-language'])),
  );
  app.post(
    '/webhooks',
    {
      // the answer holds the signing secret: never stored for an Idempotency-Key replay
      config: { ...access('write'), stepUp: true, idempotency: false },
      schema: {
        tags,
        body: webhookCreateSchema,
        response: answers({ 201: webhookEndpointCreatedAnswer }),
        description: 'Adds an endpoint; the answer holds its signing secret, shown only once.',
      },
    },
    async (req, reply) => reply.code(201).send(await svc().create(req.principal!, req.body)),
  );
  app.get(
    '/webhooks/:id',
    { config: access('read'), schema: { tags, params: idParams, response: answers({ 200: webhookEndpointGetAnswer }) } },
    async (req) => svc().get(req.principal!, req.params.id),
  );
  app.put(
    '/webhooks/:id',
    {
      config: access('edit'),
      schema: { tags, params: idParams, body: webhookUpdateSchema, response: answers({ 200: webhookEndpointUpdatedAnswer }) },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );
  app.delete(
    '/webhooks/:id',
    { config: access('delete'), schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) } },
    async (req) => svc().remove(req.principal!, req.params.id),
  );
  app.post(
    '/webhooks/:id/secret',
    {
      // a new signing secret, like a new endpoint: a fresh proof, and never kept for an Idempotency-Key replay
      config: { ...access('edit'), stepUp: true, idempotency: false, audit: 'webhooks.secret_rotate' },
      schema: {
        tags,
        params: idParams,
        body: webhookSecretRotationSchema,
        response: answers({ 201: webhookEndpointCreatedAnswer }),
        description:
          'Replaces the signing secret; the answer holds the new one, shown only once. The replaced secret keeps signing beside it (a second `v1,` signature in `webhook-signature`) for `overlap_hours` (default 24, at most 168; 0: at once).',
      },
    },
    async (req, reply) => reply.code(201).send(await svc().rotateSecret(req.principal!, req.params.id, req.body)),
  );
  app.post(
    '/webhooks/:id/replay',
    {
      config: access('write'),
      schema: {
        tags,
        params: idParams,
        body: webhookReplaySchema,
        response: answers({ 202: webhookReplayAnswer }),
        description:
          'Sends the endpoint again the logged events of a time range (kept WEBHOOK_EVENT_RETENTION_DAYS days) that it listens to, with their original message ids.',
      },
    },
    async (req, reply) => reply.code(202).send(await svc().replay(req.principal!, req.params.id, req.body)),
  );
  app.get(
    '/webhooks/:id/deliveries',
    {
      config: access('read'),
      schema: {
        tags,
        params: idParams,
        querystring: webhookDeliveryListQuery,
        response: answers({ 200: webhookDeliveryListAnswer }),
        description: 'Deliveries, newest first, each with its attempts; with `updated_since`, the changed ones, oldest change first.',
      },
    },
    async (req) => svc().deliveries(req.principal!, req.params.id, req.query),
  );
  app.post(
    '/webhooks/:id/deliveries/:delivery_id/retry',
    {
      config: access('edit'),
      schema: {
        tags,
        params: deliveryParams,
        response: answers({ 202: messageAnswer }),
        description: 'Attempts the delivery again now (202).',
      },
    },
    async (req, reply) => reply.code(202).send(await svc().retry(req.principal!, req.params.id, req.params.delivery_id)),
  );
}
