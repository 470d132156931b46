import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Events } from './lib/events.ts';
import type { Database } from './db/connect.ts';
import type { AccountService } from './modules/account/account-service.ts';
import type { AccountsService } from './modules/accounts/accounts-service.ts';
import type { CarriersService } from './modules/carriers/carriers-service.ts';
import type { CustomersService } from './modules/customers/customers-service.ts';
import type { VendorsService } from './modules/vendors/vendors-service.ts';
import type { OrdersService } from './modules/orders/orders-service.ts';
import type { ProductsService } from './modules/products/products-service.ts';
import type { TariffsService } from './modules/tariffs/tariffs-service.ts';
import type { InventoryService } from './modules/inventory/inventory-service.ts';
import type { CallLoadService } from './modules/calls/call-load-service.ts';
import type { CallImportService } from './modules/call-import/call-import-service.ts';
import type { ReportingService } from './modules/reporting/reporting-service.ts';
import type { CallPartitionsService } from './modules/call-partitions/call-partitions-service.ts';
import type { CallsService } from './modules/calls/calls-service.ts';
import type { ReportsService } from './modules/reports/reports-service.ts';
import type { DnisService } from './modules/dnis/dnis-service.ts';
import type { DocumentsService } from './modules/documents/documents-service.ts';
import type { Storage } from './lib/storage.ts';
import type { ExportsService } from './modules/exports/exports-service.ts';
import type { AccountTypeService } from './modules/account-types/account-type-service.ts';
import type { FunctionalityService } from './modules/functionalities/functionality-service.ts';
import type { NotificationTypeService } from './modules/notification-types/notification-type-service.ts';
import type { NotificationsService } from './modules/notifications/notifications-service.ts';
import type { Notifier } from './modules/notifications/notifier.ts';
import type { ReferenceService } from './modules/reference/reference-service.ts';
import type { DashboardService } from './modules/dashboard/dashboard-service.ts';
import type { PermissionService } from './modules/permissions/permission-service.ts';
import type { SessionService } from './security/session-service.ts';
import type { ApiKeysService } from './modules/api-keys/api-keys-service.ts';
import type { IdempotencyService } from './modules/idempotency/idempotency-service.ts';
import type { ConfigurationService } from './modules/configuration/configuration-service.ts';
import type { WebhooksService } from './modules/webhooks/webhooks-service.ts';
import type { Jobs } from './plugins/jobs.ts';
import type { Mailer } from './plugins/mailer.ts';

export interface Services {
  config: Config;
  database: Database;
  jobs: Jobs;
  mailer: Mailer;
  sessions: SessionService;
  /** The accounts' API keys (modules/api-keys, issue 16). */
  apiKeys: ApiKeysService;
  /** Idempotency-Key on POSTs (modules/idempotency, plugins/idempotency.ts). */
  idempotency: IdempotencyService;
  permissions: PermissionService;
  accounts: AccountService;
  /** Accounts managed by staff and masters (modules/accounts). */
  accountManagement: AccountsService;
  customers: CustomersService;
  carriers: CarriersService;
  vendors: VendorsService;
  products: ProductsService;
  tariffs: TariffsService;
  orders: OrdersService;
  inventory: InventoryService;
  /** Call records (modules/calls) and the order overview and call statistics (modules/reports). */
  calls: CallsService;
  callLoad: CallLoadService;
  /** POST /calls/import: CSV call records streamed in with COPY (modules/call-import). */
  callImport: CallImportService;
  reports: ReportsService;
  dnis: DnisService;
  /** Uploaded files (DATA_DIR/files by default). */
  storage: Storage;
  documents: DocumentsService;
  exports: ExportsService;
  reference: ReferenceService;
  dashboard: DashboardService;
  configuration: ConfigurationService;
  accountTypes: AccountTypeService;
  functionalities: FunctionalityService;
  notificationTypes: NotificationTypeService;
  /** Creates notifications (and their e-mails) on order changes, tickets and account events. */
  notifier: Notifier;
  notifications: NotificationsService;
  /** Saved report requests and their schedules (modules/reporting). */
  reporting: ReportingService;
  /** Monthly partitions of the call records and their retention (modules/call-partitions). */
  callPartitions: CallPartitionsService;
  /** Webhook endpoints and deliveries (modules/webhooks); features emit events through `events`. */
  webhooks: WebhooksService;
  events: Events;
  /** The instance's state: `draining` after SIGTERM, while the health check answers 503 (lib/shutdown.ts). */
  lifecycle: { draining: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
