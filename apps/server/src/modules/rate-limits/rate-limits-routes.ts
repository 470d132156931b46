import { FUNCTIONALITIES, rateLimitAnswer, rateLimitSetSchema } from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers, idParams } from '../../lib/route-schemas.ts';

/**
 * A company's API quota (docs/integrating.md, Rate limits), by the company's id: provider staff who may read or edit
 * customers see it and set it (null: back to the installation's default).
 */
export async function rateLimitsRoutes(app: App) {
  const svc = () => app.services.rateLimits;
  const tags = ['customers'];

  app.get(
    '/rate_limits/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'read', audience: 'staff' } },
      schema: { tags, params: idParams, response: answers({ 200: rateLimitAnswer }), description: "The company's API quota." },
    },
    async (req) => svc().view(req.params.id),
  );

  app.put(
    '/rate_limits/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'edit', audience: 'staff' } },
      schema: {
        tags,
        params: idParams,
        body: rateLimitSetSchema,
        response: answers({ 200: rateLimitAnswer }),
        description: "Sets the company's quota of requests per minute per API key or session (null: the default).",
      },
    },
    async (req) => svc().set(req.params.id, req.body.requests_per_minute),
  );
}
