import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, Services } from './app-types.ts';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { Database } from './db/connect.ts';
import { accountRepository } from './modules/account/account-repository.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { accountService } from './modules/account/account-service.ts';
import { apiKeysRepository } from './modules/api-keys/api-keys-repository.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys-routes.ts';
import { apiKeysService } from './modules/api-keys/api-keys-service.ts';
import { idempotencyRepository } from './modules/idempotency/idempotency-repository.ts';
import { idempotencyService } from './modules/idempotency/idempotency-service.ts';
import { accountsRepository } from './modules/accounts/accounts-repository.ts';
import { accountsRoutes } from './modules/accounts/accounts-routes.ts';
import { accountsService } from './modules/accounts/accounts-service.ts';
import { accountTypeRepository } from './modules/account-types/account-type-repository.ts';
import { accountTypeRoutes } from './modules/account-types/account-type-routes.ts';
import { accountTypeService } from './modules/account-types/account-type-service.ts';
import { carriersRepository } from './modules/carriers/carriers-repository.ts';
import { carriersRoutes } from './modules/carriers/carriers-routes.ts';
import { carriersService } from './modules/carriers/carriers-service.ts';
import { configurationRepository } from './modules/configuration/configuration-repository.ts';
import { configurationRoutes } from './modules/configuration/configuration-routes.ts';
import { configurationService } from './modules/configuration/configuration-service.ts';
import { customersRepository } from './modules/customers/customers-repository.ts';
import { customersRoutes } from './modules/customers/customers-routes.ts';
import { customersService } from './modules/customers/customers-service.ts';
import { ordersRepository } from './modules/orders/orders-repository.ts';
import { ordersRoutes } from './modules/orders/orders-routes.ts';
import { ordersService } from './modules/orders/orders-service.ts';
import { productsRepository } from './modules/products/products-repository.ts';
import { productsRoutes } from './modules/products/products-routes.ts';
import { productsService } from './modules/products/products-service.ts';
import { tariffsRepository } from './modules/tariffs/tariffs-repository.ts';
import { tariffsRoutes } from './modules/tariffs/tariffs-routes.ts';
import { tariffsService } from './modules/tariffs/tariffs-service.ts';
import { vendorsRepository } from './modules/vendors/vendors-repository.ts';
import { vendorsRoutes } from './modules/vendors/vendors-routes.ts';
import { vendorsService } from './modules/vendors/vendors-service.ts';
import { inventoryRepository } from './modules/inventory/inventory-repository.ts';
import { inventoryRoutes } from './modules/inventory/inventory-routes.ts';
import { inventoryService } from './modules/inventory/inventory-service.ts';
import { callsRepository } from './modules/calls/calls-repository.ts';
import { callsRoutes } from './modules/calls/calls-routes.ts';
import { callsService } from './modules/calls/calls-service.ts';
import { callLoadRepository } from './modules/calls/call-load-repository.ts';
import { callLoadService } from './modules/calls/call-load-service.ts';
import { callImportRepository } from './modules/call-import/call-import-repository.ts';
import { callImportRoutes } from './modules/call-import/call-import-routes.ts';
import { callImportService } from './modules/call-import/call-import-service.ts';
import { callPartitionsRepository } from './modules/call-partitions/call-partitions-repository.ts';
import { callPartitionsService } from './modules/call-partitions/call-partitions-service.ts';
import { reportingRepository } from './modules/reporting/reporting-repository.ts';
import { reportingRoutes } from './modules/reporting/reporting-routes.ts';
import { reportingService } from './modules/reporting/reporting-service.ts';
import { reportsRepository } from './modules/reports/reports-repository.ts';
import { reportsRoutes } from './modules/reports/reports-routes.ts';
import { reportsService } from './modules/reports/reports-service.ts';
import { dnisRepository } from './modules/dnis/dnis-repository.ts';
import { dnisRoutes } from './modules/dnis/dnis-routes.ts';
import { dnisService } from './modules/dnis/dnis-service.ts';
import { documentsRepository } from './modules/documents/documents-repository.ts';
import { documentsRoutes } from './modules/documents/documents-routes.ts';
import { documentsService } from './modules/documents/documents-service.ts';
import { exportReports } from './modules/exports/exports-registry.ts';
import { exportsRepository } from './modules/exports/exports-repository.ts';
import { exportsRoutes } from './modules/exports/exports-routes.ts';
import { exportsService } from './modules/exports/exports-service.ts';
import { dashboardRepository } from './modules/dashboard/dashboard-repository.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { dashboardService } from './modules/dashboard/dashboard-service.ts';
import { functionalityRepository } from './modules/functionalities/functionality-repository.ts';
import { functionalityRoutes } from './modules/functionalities/functionality-routes.ts';
import { functionalityService } from './modules/functionalities/functionality-service.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { notificationTypeRepository } from './modules/notification-types/notification-type-repository.ts';
import { notificationTypeRoutes } from './modules/notification-types/notification-type-routes.ts';
import { notificationTypeService } from './modules/notification-types/notification-type-service.ts';
import { notificationsRepository } from './modules/notifications/notifications-repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications-routes.ts';
import { notificationsService } from './modules/notifications/notifications-service.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { supportRoutes } from './modules/support/support-routes.ts';
import { permissionRepository } from './modules/permissions/permission-repository.ts';
import { permissionRoutes } from './modules/permissions/permission-routes.ts';
import { permissionService } from './modules/permissions/permission-service.ts';
import { referenceRepository } from './modules/reference/reference-repository.ts';
import { referenceRoutes } from './modules/reference/reference-routes.ts';
import { referenceService } from './modules/reference/reference-service.ts';
import { sessionRepository } from './security/session-repository.ts';
import { sessionService } from './security/session-service.ts';
import { templatesRoutes } from './modules/templates/templates-routes.ts';
import { webhooksRepository } from './modules/webhooks/webhooks-repository.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks-routes.ts';
import { webhooksService } from './modules/webhooks/webhooks-service.ts';
import { openStorages } from './lib/storage.ts';
import { concurrencyLimiter, registerUploadSlots } from './lib/concurrency.ts';
import { hygienicValidatorCompiler } from './lib/input-hygiene.ts';
import { UPLOAD_MAX_BYTES } from './lib/uploads.ts';
import { registerAccess } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { createJobs } from './plugins/jobs.ts';
import { createMailer } from './plugins/mailer.ts';
import { registerSecurityHeaders, registerWebApp } from './plugins/web.ts';

export interface BuildOptions {
  /** 'boss' runs pg-boss workers; 'inline' runs jobs in the request (tests, scripts). */
  jobs?: 'boss' | 'inline';
  logger?: FastifyServerOptions['logger'];
}

/** Wires the services of one instance. */
export function createServices(
  config: Config,
  database: Database,
  opts: BuildOptions,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
): Services {
  const { db } = database;
  const jobs = createJobs(database, config.databaseUrl, opts.jobs ?? (config.runJobs ? 'boss' : 'inline'), log);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox: path.join(config.dataDir, 'outbox'), jobs, log });
  const configuration = configurationService(configurationRepository(db));
  const webhooks = webhooksService({
    repo: webhooksRepository(db),
    jobs,
    mailer,
    allowPrivate: async () => (await configuration.values()).get('webhooks_allow_private_addresses') === 'true',
    publicUrl: config.publicUrl,
    log,
  });
  const events = webhooks.events;
  const notificationsRepo = notificationsRepository(db);
  const notifier = createNotifier({ repo: notificationsRepo, mailer, publicUrl: config.publicUrl, events, log });
  const notifications = notificationsService(notificationsRepo, notifier);
  const sessions = sessionService(sessionRepository(db), {
    idleSeconds: config.sessionIdleSeconds,
    absoluteSeconds: config.sessionAbsoluteSeconds,
    secret: config.sessionSecret,
  });
  const idempotency = idempotencyService(idempotencyRepository(db));
  jobs.define('maintenance.purge-sessions', async () => {
    await sessions.purgeExpired();
    await idempotency.purgeExpired();
  });
  jobs.every('maintenance.purge-sessions', '17 * * * *');
  const permissions = permissionService(permissionRepository(db));
  const accounts = accountService({
    repo: accountRepository(db),
    sessions,
    mailer,
    publicUrl: config.publicUrl,
    loginRateLimit: config.loginRateLimit,
    registrationEnabled: () => configuration.registrationEnabled(),
    userLimit: () => configuration.userLimit(),
    notifier,
  });
  jobs.define('maintenance.purge-registrations', () => accounts.purgeExpiredRegistrations());
  jobs.every('maintenance.purge-registrations', '23 * * * *');
  const management = { accounts, sessions, mailer };
  const inventory = inventoryRepository(db, { stageUploads: Boolean(database.pglite) });
  const calls = callsRepository(db);
  const storages = openStorages(config);
  const storage = storages.files;
  const orders = ordersService({ repo: ordersRepository(db), permissions, notifier: () => notifier, events, log });
  const services: Services = {
    accountManagement: accountsService({ repo: accountsRepository(db), ...management, notifier }),
    customers: customersService({ repo: customersRepository(db), ...management, storage, log }),
    carriers: carriersService(carriersRepository(db)),
    vendors: vendorsService({ repo: vendorsRepository(db) }),
    products: productsService({ repo: productsRepository(db), permissions }),
    tariffs: tariffsService(tariffsRepository(db)),
    inventory: inventoryService(inventory),
    calls: callsService(calls),
    callLoad: callLoadService(callLoadRepository(db)),
    callImport: callImportService(callImportRepository(database), events),
    reports: reportsService({ repo: reportsRepository(db), calls }),
    dnis: dnisService(dnisRepository(db)),
    storage,
    documents: documentsService({ repo: documentsRepository(db), storage, events, log }),
    exports: exportsService({
      repo: exportsRepository(db),
      reports: exportReports({ inventory, calls, orders: reportsRepository(db) }),
      permissions,
      jobs,
      storage: storages.exports,
      events,
      log,
    }),
    config,
    database,
    jobs,
    mailer,
    sessions,
    apiKeys: apiKeysService(apiKeysRepository(db)),
    idempotency,
    permissions,
    configuration,
    accounts,
    reference: referenceService(referenceRepository(db)),
    orders,
    dashboard: dashboardService(dashboardRepository(db), permissions, {
      newNotifications: notifications.unreadCount,
      orders: (p) => orders.countVisible(p),
    }),
    accountTypes: accountTypeService(accountTypeRepository(db)),
    functionalities: functionalityService(functionalityRepository(db)),
    notificationTypes: notificationTypeService(notificationTypeRepository(db)),
    notifier,
    notifications,
    reporting: reportingService({
      repo: reportingRepository(db),
      // each run is an export job of the existing kind (services.exports, wired above)
      exports: { request: (...a) => services.exports.request(...a) },
      mailer,
      jobs,
      publicUrl: config.publicUrl,
      log,
    }),
    callPartitions: callPartitionsService({
      repo: callPartitionsRepository(db),
      jobs,
      retentionMonths: config.callRetentionMonths,
      log,
    }),
    webhooks,
    events,
    lifecycle: { draining: false },
  };
  return services;
}

/** The Fastify application: plugins and feature modules; no listen. */
export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    // The client's address is the TCP peer's unless TRUST_PROXY names the proxies in front (rate limits key on it).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // the spec writes some paths with a trailing slash and some without; clients use either
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(hygienicValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', createServices(config, database, opts, app.log));
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  const spa = await registerWebApp(app, config.webDist);
  registerErrorHandler(app, { spa });
  registerAccess(app);
  registerIdempotency(app);
  registerUploadSlots(app, concurrencyLimiter(config.uploadWorkers));
  // Uploads (bulk spreadsheets, documents): one file per request, 5 MB unless a route asks for less; larger → 413.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 25, fieldSize: 100_000 } });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'GSN Portal API',
        version: '0.1.0',
        description:
          'The API behind the GSN Portal. Authenticate with a session token or an API key (`Authorization: Bearer gsn_…`); every POST honours an `Idempotency-Key` header (docs/integrating.md).',
      },
      // a session token (JWT) or an API key (gsn_…, docs/integrating.md)
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A session token or an API key (gsn_…)' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // its page needs its own hashed inline script; it may not be framed either
    staticCSP: true,
    transformStaticCSP: (csp) => csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(' upgrade-insecure-requests;', ''),
  });

  await app.register(
    async (api) => {
      const a = api as unknown as App;
      for (const routes of [
        healthRoutes,
        accountRoutes,
        apiKeysRoutes,
        accountsRoutes,
        customersRoutes,
        carriersRoutes,
        vendorsRoutes,
        productsRoutes,
        tariffsRoutes,
        inventoryRoutes,
        callsRoutes,
        callImportRoutes,
        reportsRoutes,
        reportingRoutes,
        ordersRoutes,
        dnisRoutes,
        documentsRoutes,
        exportsRoutes,
        templatesRoutes,
        permissionRoutes,
        accountTypeRoutes,
        functionalityRoutes,
        referenceRoutes,
        dashboardRoutes,
        configurationRoutes,
        notificationTypeRoutes,
        notificationsRoutes,
        supportRoutes,
        webhooksRoutes,
      ]) {
        await a.register(routes);
      }
    },
    { prefix: '/api' },
  );
  return app;
}
