import { billingSimulateQuery, billingSimulationAnswer, FUNCTIONALITIES } from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers } from '../../lib/route-schemas.ts';

/** Billing (docs/billing.md). The simulator reads a product's standard tariff: provider staff who may read tariffs. */
export async function billingRoutes(app: App) {
  const tags = ['billing'];
  app.get(
    '/billing/simulate',
    {
      config: { access: { functionality: FUNCTIONALITIES.tariff, action: 'read', audience: 'staff' } },
      schema: {
        tags,
        querystring: billingSimulateQuery,
        response: answers({ 200: billingSimulationAnswer }),
        description: 'What a call of the product would cost, with each step of the computation (the function that rates loaded calls).',
      },
    },
    async (req) => ({ data: await app.services.billing.simulate(req.query) }),
  );
}
