import pg from 'pg';
import { isDatabaseUnavailable } from './errors.ts';

/**
 * The hosts of a PostgreSQL URL as libpq writes several (`postgres://u@h1:5432,h2:5433/db?…`): one URL per host,
 * in order, each with the same user, database and parameters. One host gives the URL back unchanged.
 */
export function databaseUrlsOf(url: string): string[] {
  const m = /^(postgres(?:ql)?:\/\/)(?:([^@/]*)@)?([^/?#]*)(.*)$/.exec(url);
  if (!m) return [url];
  const [, scheme, auth, hostList, rest] = m;
  const hosts = (hostList ?? '').split(',').filter(Boolean);
  if (hosts.length < 2) return [url];
  return hosts.map((h) => `${scheme}${auth !== undefined ? `${auth}@` : ''}${h}${rest}`);
}

const WRAPPED = Symbol('failover-watched');

/**
 * A pool over several PostgreSQL hosts of which one is the writable primary (a synchronous standby beside it): it
 * answers through the pool of the host it found writable, and when a connection fails or a host turns out to be a
 * standby (read-only), it looks again — asking each host `pg_is_in_recovery()` — and moves to the one that
 * answers false (the promoted standby after a failover). The request in hand fails (503); the next ones go to the
 * new primary. It is a `pg.Pool` to Drizzle, pg-boss and the COPY streams, which take their connections from it.
 */
export class FailoverPool extends pg.Pool {
  readonly hosts: string[];
  private readonly pools: pg.Pool[];
  private current = 0;
  private locating: Promise<void> | undefined;
  private lastLocated = 0;

  constructor(urls: string[], max: number) {
    super({ max: 1 });
    this.hosts = urls.map((u) => new URL(u).host);
    this.pools = urls.map((connectionString) => {
      const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
      pool.on('error', (err) => this.noticed(err));
      pool.on('connect', (client) => {
        // as in connect.ts: a connection ended by the server must not end the process
        client.on('error', (err) => this.noticed(err));
      });
      return pool;
    });
    // the counters (metrics, the health check) are those of the pool in use
    for (const counter of ['totalCount', 'idleCount', 'waitingCount'] as const) {
      Object.defineProperty(this, counter, { get: () => this.active()[counter] });
    }
  }

  /** The host in use (`host:port`). */
  get primary(): string {
    return this.hosts[this.current] ?? '';
  }

  private active(): pg.Pool {
    return this.pools[this.current] as pg.Pool;
  }

  /** An error a query or connection met: when it says the host is gone or read-only, look for the primary. */
  private noticed(err: unknown): void {
    if (isDatabaseUnavailable(err)) void this.locate();
  }

  /** Finds the writable host (at most one search at a time, and not more often than every 250 ms). */
  locate(): Promise<void> {
    if (this.locating) return this.locating;
    if (Date.now() - this.lastLocated < 250) return Promise.resolve();
    this.locating = (async () => {
      for (let i = 0; i < this.pools.length; i++) {
        const n = (this.current + i) % this.pools.length;
        try {
          const { rows } = await (this.pools[n] as pg.Pool).query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
          if (rows[0]?.standby === false) {
            this.current = n;
            return;
          }
        } catch {
          /* that host is down: try the next */
        }
      }
    })().finally(() => {
      this.lastLocated = Date.now();
      this.locating = undefined;
    });
    return this.locating;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's overloads (callback and promise forms) pass through
  override connect(...args: any[]): any {
    if (args.length) return (this.active().connect as (...a: unknown[]) => unknown)(...args);
    return this.active()
      .connect()
      .then((client) => {
        const watched = client as pg.PoolClient & { [WRAPPED]?: true };
        if (!watched[WRAPPED]) {
          watched[WRAPPED] = true;
          const query = client.query.bind(client) as (...a: unknown[]) => unknown;
          (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
            const result = query(...a);
            if (result instanceof Promise) result.catch((err: unknown) => this.noticed(err));
            return result;
          };
        }
        return client;
      })
      .catch((err: unknown) => {
        this.noticed(err);
        throw err;
      });
  }

  // biome-ignore lint/suspicious/noExplicitAny: as connect
  override query(...args: any[]): any {
    const result = (this.active().query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((err: unknown) => this.noticed(err));
    return result;
  }

  // biome-ignore lint/suspicious/noExplicitAny: as connect
  override async end(..._args: any[]): Promise<void> {
    await Promise.all(this.pools.map((p) => p.end().catch(() => {})));
    await super.end().catch(() => {});
  }
}
