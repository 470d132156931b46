import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { App } from '../app-types.ts';
import type { Database } from '../db/connect.ts';
import type { MailOutcome, Metrics, WebhookOutcome } from '../lib/metrics.ts';
import type { QueueBacklog } from './jobs-repository.ts';

/**
 * Prometheus metrics of one instance, in a registry of its own: tests build many apps in one process, and the
 * global registry would refuse the second app's series of the same name.
 */
export interface PrometheusMetrics extends Metrics {
  readonly registry: Registry;
}

/** The label of requests no route matched (unknown paths, the single-page app's pages): never the raw URL. */
export const NO_ROUTE = '(no route)';

const WEBHOOK_OUTCOMES: readonly WebhookOutcome[] = ['succeeded', 'failed-retry', 'failed-final'];
const MAIL_OUTCOMES: readonly MailOutcome[] = ['sent', 'failed'];

/** The registry with the process's default series and the counters the services feed through the Metrics port. */
export function createMetrics(): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const webhooks = new Counter({
    name: 'gsn_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome (succeeded, failed-retry, failed-final)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'gsn_mails_total',
    help: 'Mail jobs by outcome (sent: to SMTP or the outbox; failed: retried by the job queue)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  // every outcome present from the start, at 0: a rate over a series that appears with its first event misses it
  for (const outcome of WEBHOOK_OUTCOMES) webhooks.inc({ outcome }, 0);
  for (const outcome of MAIL_OUTCOMES) mails.inc({ outcome }, 0);
  return {
    registry,
    webhookDelivery: (outcome) => webhooks.inc({ outcome }),
    mail: (outcome) => mails.inc({ outcome }),
  };
}

export interface MetricsEndpoint {
  /** Starts the separate listener serving GET /metrics; answers where it listens. */
  listen(): Promise<AddressInfo>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The /metrics listener (METRICS_PORT); absent when metrics are off. */
    metricsEndpoint?: MetricsEndpoint;
  }
}

export interface MetricsOptions {
  port: number;
  host: string;
  /** The job queue's backlog (plugins/jobs-repository.ts); read at each scrape when the queue runs on pg-boss. */
  backlog: () => Promise<QueueBacklog[]>;
}

/**
 * The series collected from the app itself: every request by route pattern, method and status (a counter and a
 * latency histogram), the database pool and the job queue's backlog (read at each scrape); and the endpoint.
 */
export function registerMetrics(app: App, metrics: PrometheusMetrics, opts: MetricsOptions): void {
  const { registry } = metrics;
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'gsn_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'gsn_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames,
    // the default buckets, and 30 s for the large uploads and imports
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // the route's pattern (/api/orders/:id), never the URL: one series per route, whatever the ids and queries
    const labels = { method: request.method, route: request.routeOptions.url ?? NO_ROUTE, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  registerPoolGauges(registry, app.services.database);
  if (app.services.jobs.mode === 'boss') registerQueueGauges(registry, opts.backlog, app.log);

  const server = http.createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  app.decorate('metricsEndpoint', {
    listen: () =>
      new Promise<AddressInfo>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, () => {
          server.off('error', reject);
          // an unheard listener error would end the process: the metrics are not worth the instance
          server.on('error', (err) => app.log.error({ err }, 'metrics listener error'));
          resolve(server.address() as AddressInfo);
        });
      }),
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise((resolve) => server.close(resolve));
    // a scraper keeps its connection alive between scrapes: it must not hold the shutdown
    server.closeAllConnections();
    await closed;
  });
}

/**
 * The PostgreSQL pool's connections, read at each scrape. The embedded PGlite is one connection that queues its
 * statements inside itself: it shows as a pool of 1, without idle or waiting counts (it does not tell them).
 */
function registerPoolGauges(registry: Registry, database: Database): void {
  const { pool } = database;
  new Gauge({
    name: 'gsn_db_pool_connections',
    help: 'Connections of the database pool (open ones; the embedded database: 1)',
    registers: [registry],
    collect() {
      this.set(pool ? pool.totalCount : 1);
    },
  });
  if (!pool) return;
  new Gauge({
    name: 'gsn_db_pool_idle_connections',
    help: 'Open connections of the database pool that no request holds',
    registers: [registry],
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: 'gsn_db_pool_waiting_requests',
    help: 'Requests waiting for a connection of the database pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/** Jobs waiting per queue and the age of the oldest, one query per scrape shared by both gauges. */
function registerQueueGauges(registry: Registry, backlog: () => Promise<QueueBacklog[]>, log: App['log']): void {
  // the registry collects its gauges at once: both wait on the same query
  let reading: Promise<QueueBacklog[] | undefined> | undefined;
  let failing = false;
  const read = () => {
    reading ??= backlog()
      .then(
        (rows) => {
          failing = false;
          return rows;
        },
        (err: unknown) => {
          // the scrape still answers (without these two series); logged once until the query works again
          if (!failing) log.warn({ err }, 'metrics: job queue backlog not read');
          failing = true;
          return undefined;
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const gauge = (name: string, help: string, value: (q: QueueBacklog) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const rows = await read();
        // a queue that is gone leaves no stale series behind
        this.reset();
        for (const q of rows ?? []) this.set({ queue: q.queue }, value(q));
      },
    });
  gauge('gsn_job_queue_waiting', 'Jobs waiting in a queue (created, or failed and waiting for their retry)', (q) => q.waiting);
  gauge('gsn_job_queue_oldest_waiting_seconds', 'Age of the oldest job waiting in a queue (0 when none waits)', (q) => q.oldestSeconds);
}
