import type { EventCatalogue, EventDefinition } from '@gsn/domain';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/connect.ts';
import type { CallLoads } from './lib/call-loads.ts';
import type { Metrics } from './lib/metrics.ts';
import type { ExportReport, NotificationTypeSeed, TemplateDef } from './lib/registries.ts';
import type { Outbox } from './lib/outbox.ts';
import type { Storage } from './lib/storage.ts';
import type { Jobs } from './plugins/jobs.ts';
import type { Mailer } from './plugins/mailer.ts';
import type { ReadCaches } from './lib/read-cache.ts';
import type { SessionService } from './security/session-service.ts';

/** The web app's path of a record, by kind (`order` → `/portal/management/orders/show/41`). */
export type SubjectPaths = Record<string, (id: number) => string>;

/** The log the services write to (the app's logger). */
export interface ServiceLog {
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/** What every module's services may use: the instance's infrastructure, built before any module (app.ts). */
export interface Infrastructure {
  config: Config;
  database: Database;
  db: Db;
  log: ServiceLog;
  jobs: Jobs;
  mailer: Mailer;
  /** The transactional outbox: messages written with a change, delivered after its commit (lib/outbox.ts). */
  outbox: Outbox;
  /** What the services report to the Prometheus metrics (a no-op unless METRICS_PORT is set; lib/metrics.ts). */
  metrics: Metrics;
  /** Loaders of calls tell what they committed; traffic watchers listen (lib/call-loads.ts). */
  callLoads: CallLoads;
  /** Reads kept for a moment and forgotten on every write served here (lib/read-cache.ts). */
  readCaches: ReadCaches;
  /** Sessions and their tokens (security/session-service.ts). */
  sessions: SessionService;
  /** Uploaded files (DATA_DIR/files by default). */
  storage: Storage;
  /** The exports area of the storage (DATA_DIR/exports or object storage). */
  exportStorage: Storage;
  /** The reports the modules contribute for export (their manifests' `exportReports`), run by modules/exports. */
  exportReports: ExportReport[];
  /** Where the web app shows a record of each kind (their manifests' `subjects`): what a notification opens. */
  subjectPaths: SubjectPaths;
  /**
   * Every module's events (their manifests' `events`): the texts notifications are rendered from and the webhook
   * events endpoints may subscribe to.
   */
  eventCatalogue: EventCatalogue;
  /** The instance's state: `draining` after SIGTERM, while the health check answers 503 (lib/shutdown.ts). */
  lifecycle: { draining: boolean };
}

/** What the modules contribute to the registries, collected from every manifest before routes are registered. */
export interface Registries {
  /** Spreadsheet templates served at GET /templates/{name} (modules/templates). */
  templates: TemplateDef[];
}

/**
 * A server module's manifest (modules/<name>/index.ts, listed once in modules/index.ts). Its top level does no
 * work: functions only, called by app.ts when an instance is built. This file imports no module: the types derived
 * from the list of modules (`Services`, `app.services`) live beside the list, in modules/index.ts.
 */
export interface ModuleManifest {
  /** The module's folder (lower case; a literal type, so that modules/index.ts can name it in a type error). */
  name: Lowercase<string>;
  /**
   * Its services, keyed as `app.services` holds them, built from the infrastructure and the services of the modules
   * listed before it (each factory names the few it needs: narrowed deps). modules/index.ts checks each factory's
   * parameter against what is built before it, so `typecheck` refuses a dependency no module above builds.
   */
  services?: (deps: never) => object;
  /** Its routes plugin, registered under /api in list order. */
  routes?: (app: App, registries: Registries) => Promise<void>;
  /** The spreadsheet templates it serves (GET /templates/{name}). */
  templates?: () => TemplateDef[];
  /** The notification types it raises (added at every start when a database lacks them). */
  notificationTypes?: () => NotificationTypeSeed[];
  /**
   * The events it raises (`@gsn/domain/<feature>/events`): each one's key, notification texts in every language and
   * webhook name, collected into `eventCatalogue`. Their receivers are its `notificationTypes`.
   */
  events?: () => readonly EventDefinition[];
  /** The web app's page of each kind of record it owns (`order` → its order page): notifications about one open it. */
  subjects?: () => SubjectPaths;
  /** The reports it offers for export (GET /reports/download/{category}/{report_name}). */
  exportReports?: (deps: { db: Db; database: Database }) => ExportReport[];
}

/** The Fastify instance the routes are registered on; its `services` are declared in modules/index.ts. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
