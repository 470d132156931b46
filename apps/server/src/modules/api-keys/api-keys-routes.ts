import {
  apiKeyCreateSchema,
  apiKeyCreatedAnswer,
  apiKeyListAnswer,
  apiKeyRenamedAnswer,
  apiKeyUpdateSchema,
  messageAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers, idParams } from '../../lib/route-schemas.ts';

/**
 * The own account's API keys (docs/integrating.md). Only a signed-in session manages keys ('interactive'):
 * a key cannot mint, list or revoke keys, so a stolen key cannot make itself a successor that outlives its revocation.
 */
export async function apiKeysRoutes(app: App) {
  const svc = () => app.services.apiKeys;
  const tags = ['account'];

  app.post(
    '/account/api_keys',
    {
      // the answer holds the secret: never stored for an Idempotency-Key replay
      config: { access: 'interactive', stepUp: true, idempotency: false },
      schema: {
        tags,
        body: apiKeyCreateSchema,
        response: answers({ 201: apiKeyCreatedAnswer }),
        description:
          'Creates a key; `secret` is answered this once and cannot be shown again. `scopes` narrow what it may do ' +
          '(none: the account’s full rights), `allowed_ips` where it may be used from; unknown fields answer 400.',
      },
    },
    async (req, reply) => reply.status(201).send(await svc().create(req.principal!, req.body)),
  );

  app.get(
    '/account/api_keys',
    { config: { access: 'interactive' }, schema: { tags, response: answers({ 200: apiKeyListAnswer }) } },
    async (req) => ({
      data: await svc().list(req.principal!),
    }),
  );

  app.patch(
    '/account/api_keys/:id',
    {
      config: { access: 'interactive' },
      schema: { tags, params: idParams, body: apiKeyUpdateSchema, response: answers({ 200: apiKeyRenamedAnswer }) },
    },
    async (req) => svc().rename(req.principal!, req.params.id, req.body.name),
  );

  app.delete(
    '/account/api_keys/:id',
    { config: { access: 'interactive' }, schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) } },
    async (req) => svc().revoke(req.principal!, req.params.id),
  );
}
