import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { databaseUrlsOf, FailoverPool } from './failover-pool.ts';
import type { Db } from './db.ts';
import { type BeforeCommit, hookTransactions } from './write-context.ts';

export type { Db, Schema } from './db.ts';
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** The embedded engine's instance (pg-boss adapter, test snapshots). */
  pglite?: PGlite;
  /** The PostgreSQL pool. */
  pool?: pg.Pool;
  close(): Promise<void>;
  /** A round trip to the database (health check). */
  ping(): Promise<void>;
  /** Runs `hook` inside every request's transaction just before it commits (db/write-context.ts). */
  beforeCommit(hook: BeforeCommit): void;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; omitted means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir snapshot to start from (tests). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

export async function connect(opts: ConnectOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const urls = databaseUrlsOf(opts.databaseUrl);
    if (urls.length > 1) {
      // a primary and its standbys: the pool finds the writable one, and again after a failover
      const pool = new FailoverPool(urls, opts.poolSize ?? 10);
      await pool.locate();
      const db = drizzlePg(pool, { schema }) as unknown as Db;
      const { beforeCommit } = hookTransactions(db);
      return { db, engine: 'postgres', pool, beforeCommit, close: () => pool.end(), ping: async () => void (await pool.query('select 1')) };
    }
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // A connection the server ends (a restart, a stop, pg_terminate_backend) emits 'error' on its client. The pool
    // listens only while the client is idle; one checked out — say idle in a transaction while this process reads
    // the next chunk of an import — would throw the event and end the process. Every client gets a listener for its
    // whole life: the query in hand fails (answered 503), the broken client is dropped on release, the pool replaces it.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const { beforeCommit } = hookTransactions(db);
    return { db, engine: 'postgres', pool, beforeCommit, close: () => pool.end(), ping: async () => void (await pool.query('select 1')) };
  }
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const pglite = await PGlite.create({
    extensions: { pg_trgm },
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  const { beforeCommit } = hookTransactions(db);
  return {
    db,
    engine: 'pglite',
    pglite,
    beforeCommit,
    close: () => pglite.close(),
    ping: async () => void (await pglite.query('select 1')),
  };
}

/** The advisory lock key of the start-up (migrations, seeds, administrator, demo data). */
const STARTUP_LOCK = 715517;
/** PGlite is one process's: its start-up steps queue in memory. */
const pgliteQueues = new WeakMap<PGlite, Promise<unknown>>();

/**
 * Runs `fn` holding the start-up lock: on PostgreSQL a session advisory lock on a connection of its own (released
 * when `fn` ends, or by the server when the instance dies), so instances started together run their start-up writes
 * one after the other and each finds what the first one made; on PGlite an in-process queue.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.pglite) {
    const previous = pgliteQueues.get(database.pglite) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(fn);
    pgliteQueues.set(database.pglite, run);
    return run;
  }
  const pool = database.pool;
  if (!pool) throw new Error('no database connection');
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    client.release();
  }
}

/** Applies the SQL migrations; call it inside withStartupLock (runMigrations does). */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error('no database connection');
  await migratePg(drizzlePg(database.pool), { migrationsFolder });
}

/** Applies the SQL migrations under the start-up lock, so several instances can start at once. */
export function runMigrations(database: Database): Promise<void> {
  return withStartupLock(database, () => applyMigrations(database));
}
