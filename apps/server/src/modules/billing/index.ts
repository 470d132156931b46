import type { App, Infrastructure, ModuleManifest } from '../../app-types.ts';
import { billingRepository } from './billing-repository.ts';
import { billingRoutes } from './billing-routes.ts';
import { billingService } from './billing-service.ts';
import { statementsRepository } from './statements-repository.ts';
import { statementRoutes } from './statements-routes.ts';
import { statementsService } from './statements-service.ts';

export type { BillingService } from './billing-service.ts';
export type { StatementsService } from './statements-service.ts';

/** Billing (docs/billing.md): rating calls, the rate simulator, monthly statements. */
export const billingModule = {
  name: 'billing',
  services: (d: Pick<Infrastructure, 'db'>) => ({
    billing: billingService(billingRepository(d.db)),
    statements: statementsService({ repo: statementsRepository(d.db) }),
  }),
  routes: async (app: App) => {
    await billingRoutes(app);
    await statementRoutes(app);
  },
} satisfies ModuleManifest;
