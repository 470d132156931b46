import type { EventDefinition } from '@gsn/domain';
import type { Infrastructure } from '../app-types.ts';
import type { NotificationTypeSeed } from '../lib/registries.ts';
import { accountModule } from './account/index.ts';
import { accountTypesModule } from './account-types/index.ts';
import { accountsModule } from './accounts/index.ts';
import { auditModule } from './audit/index.ts';
import { apiKeysModule } from './api-keys/index.ts';
import { billingModule } from './billing/index.ts';
import { callImportModule } from './call-import/index.ts';
import { callPartitionsModule } from './call-partitions/index.ts';
import { callsModule } from './calls/index.ts';
import { carriersModule } from './carriers/index.ts';
import { complianceModule } from './compliance/index.ts';
import { configurationModule } from './configuration/index.ts';
import { customersModule } from './customers/index.ts';
import { customerRequestsModule } from './customer-requests/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { dnisModule } from './dnis/index.ts';
import { documentsModule } from './documents/index.ts';
import { exportsModule } from './exports/index.ts';
import { functionalitiesModule } from './functionalities/index.ts';
import { healthModule } from './health/index.ts';
import { idempotencyModule } from './idempotency/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { mfaModule } from './mfa/index.ts';
import { notificationTypesModule } from './notification-types/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { ordersModule } from './orders/index.ts';
import { permissionsModule } from './permissions/index.ts';
import { portsModule } from './ports/index.ts';
import { rateLimitsModule } from './rate-limits/index.ts';
import { productsModule } from './products/index.ts';
import { referenceModule } from './reference/index.ts';
import { reportingModule } from './reporting/index.ts';
import { reportsModule } from './reports/index.ts';
import { supportModule } from './support/index.ts';
import { tariffsModule } from './tariffs/index.ts';
import { trafficModule } from './traffic/index.ts';
import { templatesModule } from './templates/index.ts';
import { ticketsModule } from './tickets/index.ts';
import { vendorsModule } from './vendors/index.ts';
import { webhooksModule } from './webhooks/index.ts';

/** The notification types every module raises (db/seed adds the ones a database lacks at every start). */
export const builtInNotificationTypes = (): NotificationTypeSeed[] =>
  MODULES.flatMap((m) => ('notificationTypes' in m ? m.notificationTypes() : []));

/** The events every module raises, in list order (app.ts makes them the services' `eventCatalogue`). */
export const builtInEvents = (): EventDefinition[] => MODULES.flatMap((m) => ('events' in m ? m.events() : []));

/**
 * Every server module, once (a new module is its folder plus one line here, and its migration). app.ts builds the
 * services in this order — a module's factory may use the services of the modules above it — and registers the
 * routes in this order; `Services` (below) is derived from this list, and `typecheck` checks the order.
 */
export const MODULES = [
  healthModule,
  auditModule,
  configurationModule,
  webhooksModule,
  notificationsModule,
  documentsModule,
  idempotencyModule,
  permissionsModule,
  rateLimitsModule,
  mfaModule,
  // before the account module: a recovery ends the account's keys
  apiKeysModule,
  accountModule,
  accountsModule,
  customersModule,
  customerRequestsModule,
  carriersModule,
  vendorsModule,
  productsModule,
  tariffsModule,
  billingModule,
  inventoryModule,
  callsModule,
  callImportModule,
  trafficModule,
  reportsModule,
  ordersModule,
  portsModule,
  complianceModule,
  dnisModule,
  exportsModule,
  reportingModule,
  templatesModule,
  accountTypesModule,
  functionalitiesModule,
  referenceModule,
  dashboardModule,
  notificationTypesModule,
  supportModule,
  ticketsModule,
  callPartitionsModule,
] as const;

type ServicesOf<M> = M extends { services: (deps: never) => infer S } ? S : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The services of every module, derived from the manifests' factories. */
export type ModuleServices = Intersection<ServicesOf<(typeof MODULES)[number]>>;

/** `app.services`: the infrastructure and every module's services. */
export type Services = Infrastructure & ModuleServices;

// Declared here, beside the list it is derived from, so that no module imports it back (app-types.ts imports no
// module); a route reads `app.services` through this declaration, so a tsconfig that compiles routes without this
// file includes it (bench/tsconfig.json).
declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * `true` when each module's services factory accepts what is built before it: the infrastructure and the services
 * of the modules listed above it, in order; else the first module that does not, with the dependencies it names
 * that no module above it builds (`missing`) or builds with a type it does not accept (`mistyped`).
 */
export type ServicesBuiltInOrder<Modules extends readonly unknown[], Built> = Modules extends readonly [infer Module, ...infer Rest]
  ? Module extends { name: infer Name; services: (deps: infer Deps) => infer Builds }
    ? [Built] extends [Deps]
      ? ServicesBuiltInOrder<Rest, Built & Builds>
      : {
          error: 'the services factory of `module` names dependencies that no module listed above it builds (`missing`: list the module that builds one higher) or builds with another type (`mistyped`)';
          module: Name;
          missing: Exclude<keyof Deps, keyof Built>;
          mistyped: { [K in keyof Deps & keyof Built]: [Built[K]] extends [Deps[K]] ? never : K }[keyof Deps & keyof Built];
        }
    : ServicesBuiltInOrder<Rest, Built>
  : true;

// A factory that names a dependency no module above it builds, or one with another type, fails `npm run typecheck`
// here with the module's name and the keys (app.ts would otherwise only find it at start-up). Its own type tests:
// index.test-d.ts.
export const servicesBuiltInOrder: ServicesBuiltInOrder<typeof MODULES, Infrastructure> = true;
