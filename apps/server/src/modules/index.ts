import type { NotificationTypeSeed } from '../lib/registries.ts';
import { accountModule } from './account/index.ts';
import { accountTypesModule } from './account-types/index.ts';
import { accountsModule } from './accounts/index.ts';
import { apiKeysModule } from './api-keys/index.ts';
import { callImportModule } from './call-import/index.ts';
import { callPartitionsModule } from './call-partitions/index.ts';
import { callsModule } from './calls/index.ts';
import { carriersModule } from './carriers/index.ts';
import { configurationModule } from './configuration/index.ts';
import { customersModule } from './customers/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { dnisModule } from './dnis/index.ts';
import { documentsModule } from './documents/index.ts';
import { exportsModule } from './exports/index.ts';
import { functionalitiesModule } from './functionalities/index.ts';
import { healthModule } from './health/index.ts';
import { idempotencyModule } from './idempotency/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { notificationTypesModule } from './notification-types/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { ordersModule } from './orders/index.ts';
import { permissionsModule } from './permissions/index.ts';
import { productsModule } from './products/index.ts';
import { referenceModule } from './reference/index.ts';
import { reportingModule } from './reporting/index.ts';
import { reportsModule } from './reports/index.ts';
import { supportModule } from './support/index.ts';
import { tariffsModule } from './tariffs/index.ts';
import { templatesModule } from './templates/index.ts';
import { vendorsModule } from './vendors/index.ts';
import { webhooksModule } from './webhooks/index.ts';

/**
 * Every server module, once (a new module is its folder plus one line here, and its migration). app.ts builds the
 * services in this order — a module's factory may use the services of the modules above it — and registers the
 * routes in this order; `Services` (app-types.ts) is derived from this list.
 */
/** The notification types every module raises (db/seed adds the ones a database lacks at every start). */
export const builtInNotificationTypes = (): NotificationTypeSeed[] =>
  MODULES.flatMap((m) => ('notificationTypes' in m ? m.notificationTypes() : []));

export const MODULES = [
  healthModule,
  configurationModule,
  webhooksModule,
  notificationsModule,
  documentsModule,
  idempotencyModule,
  permissionsModule,
  accountModule,
  apiKeysModule,
  accountsModule,
  customersModule,
  carriersModule,
  vendorsModule,
  productsModule,
  tariffsModule,
  inventoryModule,
  callsModule,
  callImportModule,
  reportsModule,
  ordersModule,
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
  callPartitionsModule,
] as const;
