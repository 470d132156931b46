import { BILLING_EVENTS } from '@gsn/domain/billing/events';
import type { Events } from '../../lib/events.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { Notifier } from '../notifications/index.ts';
import type { App, Infrastructure, ModuleManifest } from '../../app-types.ts';
import { billingRepository } from './billing-repository.ts';
import { billingRoutes } from './billing-routes.ts';
import { billingService } from './billing-service.ts';
import { statementsRepository } from './statements-repository.ts';
import { statementRoutes } from './statements-routes.ts';
import { STATEMENT_CLOSED_TYPE, statementsService } from './statements-service.ts';

export type { BillingService } from './billing-service.ts';
export type { StatementsService } from './statements-service.ts';
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

/** Billing (docs/billing.md): rating calls, the rate simulator, monthly statements. */
export const billingModule = {
  name: 'billing',
  services: (d: Pick<Infrastructure, 'db' | 'outbox'> & { notifier: Notifier; events: Events }) => ({
    billing: billingService(billingRepository(d.db)),
    statements: statementsService({ repo: statementsRepository(d.db), notifier: d.notifier, events: d.events, outbox: d.outbox }),
  }),
  events: () => BILLING_EVENTS,
  subjects: () => ({
    billing_month: (yyyymm: number) =>
      `/portal/management/billing/statements?month=${String(yyyymm).slice(0, 4)}-${String(yyyymm).slice(4)}`,
  }),
  // a company's master and billing accounts hear that its statement of a month is closed (and by e-mail)
  notificationTypes: (): NotificationTypeSeed[] => [
    { ...STATEMENT_CLOSED_TYPE, default_receiver_account_type_id: [200, 240], alert_email: true },
  ],
  routes: async (app: App) => {
    await billingRoutes(app);
    await statementRoutes(app);
  },
} satisfies ModuleManifest;
