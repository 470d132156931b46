import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/connect.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface Jobs {
  /** Registers the handler of a queue (before start). */
  define<T extends object>(name: string, handler: JobHandler<T>): void;
  send<T extends object>(name: string, data: T): Promise<void>;
  /** Runs a defined job on a cron schedule (once across all instances); not in inline mode. */
  every(name: string, cron: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly mode: 'boss' | 'inline';
}

/**
 * Background jobs on pg-boss, in the same database (DESIGN §1): SKIP LOCKED queues that several server
 * instances share. `inline` runs each job at once in the caller (tests, scripts).
 */
export function createJobs(
  database: Database,
  databaseUrl: string | undefined,
  mode: 'boss' | 'inline',
  log: { error: (o: object, m: string) => void },
): Jobs {
  const handlers = new Map<string, JobHandler<never>>();
  const schedules = new Map<string, string>();
  if (mode === 'inline') {
    return {
      mode,
      every: () => {},
      define: (name, handler) => void handlers.set(name, handler as JobHandler<never>),
      async send(name, data) {
        const h = handlers.get(name) as JobHandler<typeof data> | undefined;
        if (!h) throw new Error(`no handler for job ${name}`);
        await h(data);
      },
      start: async () => {},
      stop: async () => {},
    };
  }
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss', backend: 'pglite' })
    : new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 3 });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  let started = false;
  return {
    mode,
    every: (name, cron) => void schedules.set(name, cron),
    define: (name, handler) => void handlers.set(name, handler as JobHandler<never>),
    async send(name, data) {
      await boss.send(name, data, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) {
        await boss.createQueue(name);
        await boss.work<object>(name, async (jobs) => {
          for (const job of jobs) await (handler as JobHandler<object>)(job.data);
        });
      }
      for (const [name, cron] of schedules) await boss.schedule(name, cron, {});
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
