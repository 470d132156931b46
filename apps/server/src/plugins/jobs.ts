import { PgBoss, fromPglite, type JobResult } from 'pg-boss';
import type { Database } from '../db/connect.ts';
import { FailoverPool } from '../db/failover-pool.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

/** How a queue is worked: `batchSize` jobs per fetch, `concurrency` of them at once, fetching again at once while batches come back full. */
export interface WorkOptions {
  batchSize?: number;
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

/** How a failed job is retried: `limit` times, the first after about `delaySeconds`, doubling up to `maxDelaySeconds`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  maxDelaySeconds: number;
}

/** Most jobs: 5 retries from 30 s, doubling (about 15 minutes in all). */
export const DEFAULT_RETRY: RetryPolicy = { limit: 5, delaySeconds: 30, maxDelaySeconds: 3600 };

/**
 * The shortest time a job is retried for under pg-boss's backoff: retry n waits at least `delay × 2^n / 2` (the rest
 * of the wait is random), capped at `maxDelay`.
 */
export function minimumRetrySpanSeconds(p: RetryPolicy): number {
  let total = 0;
  for (let n = 1; n <= p.limit; n++) total += Math.min(p.maxDelaySeconds, (p.delaySeconds * 2 ** Math.min(16, n)) / 2);
  return total;
}

export interface SendOptions {
  /** Higher first (pg-boss fetches in priority order). */
  priority?: number;
  /** How a failure is retried (DEFAULT_RETRY). */
  retry?: RetryPolicy;
  /** Queue inside this transaction (pg-boss `db`): the job exists only if the transaction commits. */
  db?: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  /**
   * Not before this many seconds (a retry on schedule). Inline mode (tests) does not run such a job: what it stands
   * for must also be found by a periodic job, which the tests call.
   */
  startAfterSeconds?: number;
}

export interface Jobs {
  /** Registers the handler of a queue (before start). */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Many jobs of one queue in one statement (no `db`: on their own). */
  sendMany<T extends object>(name: string, data: T[], options?: Omit<SendOptions, 'db'>): Promise<void>;
  /** Runs a defined job on a cron schedule (once across all instances); not in inline mode. */
  every(name: string, cron: string): void;
  /** Starts the queue; `workers: false` creates the queues without working them yet (see startWorkers). */
  start(options?: { workers?: boolean }): Promise<void>;
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
  readonly mode: 'boss' | 'inline';
}

/** pg-boss's options of a job sent with `options`. */
function jobOptionsOf(options: SendOptions | undefined) {
  const retry = options?.retry ?? DEFAULT_RETRY;
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryDelayMax: retry.maxDelaySeconds,
    retryBackoff: true,
    priority: options?.priority ?? 0,
    ...(options?.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
  };
}

/**
 * Background jobs on pg-boss, in the same database (no other service to run or back up): SKIP LOCKED queues that
 * several server instances share. `inline` runs each job at once in the caller (tests, scripts).
 */
export function createJobs(
  database: Database,
  databaseUrl: string | undefined,
  mode: 'boss' | 'inline',
  log: { error: (o: object, m: string) => void },
): Jobs {
  const handlers = new Map<string, JobHandler<never>>();
  const workOptions = new Map<string, WorkOptions>();
  const schedules = new Map<string, string>();
  if (mode === 'inline') {
    return {
      mode,
      every: () => {},
      define: (name, handler) => void handlers.set(name, handler as JobHandler<never>),
      async send(name, data, options) {
        const h = handlers.get(name) as JobHandler<typeof data> | undefined;
        if (!h) throw new Error(`no handler for job ${name}`);
        if (options?.startAfterSeconds) return;
        await h(data);
      },
      async sendMany(name, data, options) {
        for (const one of data) await this.send(name, one, options);
      },
      start: async () => {},
      startWorkers: async () => {},
      stop: async () => {},
    };
  }
  const failover = database.pool instanceof FailoverPool ? database.pool : undefined;
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss', backend: 'pglite' })
    : failover
      ? // several hosts: the queue follows the primary through the app's own pool
        new PgBoss({ db: { executeSql: (text, values) => failover.query(text, values) }, schema: 'pgboss' })
      : new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 3 });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  let started = false;
  return {
    mode,
    every: (name, cron) => void schedules.set(name, cron),
    define: (name, handler, options) => {
      handlers.set(name, handler as JobHandler<never>);
      if (options) workOptions.set(name, options);
    },
    async sendMany(name, data, options) {
      if (!data.length) return;
      const jobOptions = jobOptionsOf(options);
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.insert(
            name,
            data.map((one) => ({ data: one, ...jobOptions })),
          );
          return;
        } catch (err) {
          if (attempt >= 4) throw err;
          await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
        }
      }
    },
    async send(name, data, options) {
      const jobOptions = jobOptionsOf(options);
      if (options?.db) {
        await boss.send(name, data, { ...jobOptions, db: options.db });
        return;
      }
      // a short database blip must not lose the job: retry the insert a few times before giving up
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.send(name, data, jobOptions);
          return;
        } catch (err) {
          if (attempt >= 4) throw err;
          await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
        }
      }
    },
    async start(options) {
      await boss.start();
      started = true;
      for (const name of handlers.keys()) await boss.createQueue(name);
      if (options?.workers !== false) await this.startWorkers();
      for (const [name, cron] of schedules) await boss.schedule(name, cron, {});
    },
    async startWorkers() {
      for (const [name, handler] of handlers) {
        const o = workOptions.get(name);
        if (!o) {
          await boss.work<object>(name, async (jobs) => {
            for (const job of jobs) await (handler as JobHandler<object>)(job.data);
          });
          continue;
        }
        // batches: each job settles on its own (a failed mail is retried, its batch neighbours are not resent)
        const concurrency = Math.max(1, o.concurrency ?? 1);
        await boss.work<object>(
          name,
          {
            batchSize: o.batchSize ?? 1,
            pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2,
            burstWhenBatchFull: (o.batchSize ?? 1) > 1,
            perJobResults: true,
          },
          async (jobs) => {
            const results: JobResult[] = [];
            let next = 0;
            const lane = async () => {
              while (next < jobs.length) {
                const job = jobs[next++];
                if (!job) break;
                try {
                  await (handler as JobHandler<object>)(job.data);
                  results.push({ id: job.id, status: 'completed' });
                } catch (err) {
                  log.error({ err, queue: name }, 'job failed; retried later');
                  results.push({ id: job.id, status: 'failed', output: { message: (err as Error).message } });
                }
              }
            };
            await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
            return results;
          },
        );
      }
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
