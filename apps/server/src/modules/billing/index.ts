import { BILLING_EVENTS } from '@gsn/domain/billing/events';
import type { Events } from '../../lib/events.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { Notifier } from '../notifications/index.ts';
import type { App, Infrastructure, ModuleManifest } from '../../app-types.ts';
import { billingRepository } from './billing-repository.ts';
import { billingRoutes } from './billing-routes.ts';
import { billingService, NEVER_RATED_CHUNK } from './billing-service.ts';
import { statementsRepository } from './statements-repository.ts';
import { statementRoutes } from './statements-routes.ts';
import { STATEMENT_CLOSED_TYPE, statementsService } from './statements-service.ts';

export type { BillingService } from './billing-service.ts';
export type { StatementsService } from './statements-service.ts';
export {
  addCosts,
  costRows,
  everyFieldIn,
  everyFieldOf,
  RATING_COLUMNS,
  unratedSelectList,
  type RatedCallFields,
  rateFieldOf,
  ratingExpressions,
  ratingJoin,
  ratingSelectList,
  storedCost,
} from './billing-rating-sql.ts';
export { addUsage, DROP_EMPTY_USAGE, storedUsage, usageRows } from './billing-usage-sql.ts';
export { callRerating, rerateCalls, scopeOfTariff } from './billing-rerate-repository.ts';

/** The job that rates the calls loaded before rating existed (`BillingService.rateNeverRated`). */
export const RATE_NEVER_RATED_JOB = 'billing.rate-never-rated';

/** Billing (docs/billing.md): rating calls, the rate simulator, monthly statements. */
export const billingModule = {
  name: 'billing',
  services: (d: Pick<Infrastructure, 'db' | 'database' | 'outbox' | 'jobs'> & { notifier: Notifier; events: Events }) => {
    const chunk = d.database.pglite ? NEVER_RATED_CHUNK.embedded : NEVER_RATED_CHUNK.postgres;
    const billing = billingService(billingRepository(d.db), { chunk });
    // calls loaded before rating existed are rated in the background, a chunk at a time; once none is left a run is
    // one probe of an empty index
    d.jobs.define(RATE_NEVER_RATED_JOB, async () => void (await billing.rateNeverRated()));
    d.jobs.every(RATE_NEVER_RATED_JOB, '*/10 * * * *');
    return {
      billing,
      statements: statementsService({ repo: statementsRepository(d.db), notifier: d.notifier, events: d.events, outbox: d.outbox }),
    };
  },
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
