import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { eventCatalogue } from '@gsn/domain';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, Infrastructure, Registries, ServiceLog } from './app-types.ts';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { Database } from './db/connect.ts';
import { concurrencyLimiter, registerUploadSlots } from './lib/concurrency.ts';
import { requestLogSerializer } from './lib/log-redaction.ts';
import { hygienicValidatorCompiler } from './lib/input-hygiene.ts';
import { type Metrics, noMetrics } from './lib/metrics.ts';
import { openStorages } from './lib/storage.ts';
import { callLoads } from './lib/call-loads.ts';
import { readCaches } from './lib/read-cache.ts';
import type { ExportReport, TemplateDef } from './lib/registries.ts';
import { UPLOAD_MAX_BYTES } from './lib/uploads.ts';
import { builtInEvents, MODULES, type Services } from './modules/index.ts';
import { openApiOptions } from './openapi/contract.ts';
import { registerAccess } from './plugins/access.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerAudit } from './plugins/audit.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { createJobs } from './plugins/jobs.ts';
import { createOutbox } from './lib/outbox.ts';
import { jobsRepository } from './plugins/jobs-repository.ts';
import { createMailer } from './plugins/mailer.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { registerSecurityHeaders, registerWebApp } from './plugins/web.ts';
import { registerApiHeaders } from './plugins/api-headers.ts';
import { sessionRepository } from './security/session-repository.ts';
import { sessionService } from './security/session-service.ts';

export interface BuildOptions {
  /** 'boss' runs pg-boss workers; 'inline' runs jobs in the request (tests, scripts). */
  jobs?: 'boss' | 'inline';
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes its lines (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
}

/**
 * Wires the services of one instance: the infrastructure, then each module's services in the order of MODULES
 * (modules/index.ts), each factory handed what is built so far.
 */
export function createServices(
  config: Config,
  database: Database,
  opts: BuildOptions,
  log: ServiceLog,
  metrics: Metrics = noMetrics,
): Services {
  const { db } = database;
  const jobs = createJobs(database, config.databaseUrl, opts.jobs ?? (config.runJobs ? 'boss' : 'inline'), log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outbox: path.join(config.dataDir, 'outbox'),
    jobs,
    log,
    metrics,
  });
  const caches = readCaches();
  const sessions = sessionService(
    sessionRepository(db),
    { idleSeconds: config.sessionIdleSeconds, absoluteSeconds: config.sessionAbsoluteSeconds, secret: config.sessionSecret },
    caches,
  );
  const storages = openStorages(config);
  const infrastructure: Infrastructure = {
    config,
    database,
    db,
    log,
    jobs,
    mailer,
    outbox: createOutbox(db, log),
    metrics,
    readCaches: caches,
    callLoads: callLoads(log),
    sessions,
    storage: storages.files,
    exportStorage: storages.exports,
    exportReports: MODULES.flatMap<ExportReport>((m) => ('exportReports' in m ? m.exportReports({ db, database }) : [])),
    subjectPaths: Object.assign({}, ...MODULES.map((m) => ('subjects' in m ? m.subjects() : {}))),
    eventCatalogue: eventCatalogue(builtInEvents()),
    lifecycle: { draining: false },
  };
  // grows module by module: a factory reads the services of the modules listed before it
  const services = infrastructure as Services;
  for (const m of MODULES) {
    if ('services' in m) Object.assign(services, (m.services as (deps: Services) => object)(builtSoFar(services, m.name)));
  }
  return services;
}

/**
 * The services as a module's factory sees them: reading one that no module above it has built is an error at
 * start-up (list the module that builds it higher in modules/index.ts), not an `undefined` found later. `typecheck`
 * refuses such a factory first (`servicesBuiltInOrder`, modules/index.ts); this catches what a cast hides from it.
 */
export function builtSoFar(services: Services, module: string): Services {
  return new Proxy(services, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key !== 'then' && !(key in target)) {
        throw new Error(`modules/${module} uses services.${key}, which no module listed above it builds (modules/index.ts)`);
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/** What the modules contribute to the registries (templates), collected from their manifests. */
function registries(): Registries {
  return { templates: MODULES.flatMap<TemplateDef>((m) => ('templates' in m ? m.templates() : [])) };
}

/** The Fastify application: plugins and feature modules; no listen. */
export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}): Promise<App> {
  // mailed links' tokens are cut out of the logged URLs (lib/log-redaction.ts)
  const logger: FastifyServerOptions['logger'] = opts.logger ?? {
    level: config.logLevel,
    serializers: { req: requestLogSerializer },
    ...(opts.logStream ? { stream: opts.logStream } : {}),
  };
  const app = Fastify({
    logger,
    // The client's address is the TCP peer's unless TRUST_PROXY names the proxies in front (rate limits key on it).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // unique across instances and restarts: the audit trail and the logs of several instances name requests by it
    genReqId: () => randomUUID(),
    // the spec writes some paths with a trailing slash and some without; clients use either
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(hygienicValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // metrics only when configured (METRICS_PORT): off, the services report to a port that keeps nothing
  const { metricsPort } = config;
  const metrics = metricsPort === undefined ? undefined : createMetrics();
  app.decorate('services', createServices(config, database, opts, app.log, metrics));
  // deliveries left running (an evaluation's alerts) end before the database closes
  app.addHook('onClose', async () => app.services.outbox.stop());
  if (metrics && metricsPort !== undefined) {
    const jobsRepo = jobsRepository(database.db);
    registerMetrics(app, metrics, { port: metricsPort, host: config.metricsHost, backlog: () => jobsRepo.backlog() });
  }
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  const spa = await registerWebApp(app, config.webDist);
  registerErrorHandler(app, { spa });
  registerApiHeaders(app);
  registerAccess(app);
  registerRateLimit(app);
  registerIdempotency(app);
  registerAudit(app);
  registerUploadSlots(app, concurrencyLimiter(config.uploadWorkers));
  // Uploads (bulk spreadsheets, documents): one file per request, 5 MB unless a route asks for less; larger → 413.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 25, fieldSize: 100_000 } });

  await app.register(fastifySwagger, openApiOptions());
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // its page needs its own hashed inline script; it may not be framed either
    staticCSP: true,
    transformStaticCSP: (csp) => csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(' upgrade-insecure-requests;', ''),
  });

  const contributed = registries();
  await app.register(
    async (api) => {
      const a = api as unknown as App;
      for (const m of MODULES) if ('routes' in m) await a.register(m.routes as (app: App, r: Registries) => Promise<void>, contributed);
    },
    { prefix: '/api' },
  );
  return app;
}
