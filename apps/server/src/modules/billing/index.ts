import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { billingRepository } from './billing-repository.ts';
import { billingRoutes } from './billing-routes.ts';
import { billingService } from './billing-service.ts';

export type { BillingService } from './billing-service.ts';
export {
  addCosts,
  costRows,
  everyFieldOf,
  RATING_COLUMNS,
  type RatedCallFields,
  rateFieldOf,
  ratingExpressions,
  ratingJoin,
  ratingSelectList,
  storedCost,
} from './billing-rating-sql.ts';
export { callRerating, rerateCalls, scopeOfTariff } from './billing-rerate-repository.ts';

/** Billing: rating calls (docs/billing.md); the simulator first. */
export const billingModule = {
  name: 'billing',
  services: (d: Pick<Infrastructure, 'db'>) => ({ billing: billingService(billingRepository(d.db)) }),
  routes: billingRoutes,
} satisfies ModuleManifest;
