// What the run creates and must clean up: child processes, temp directories and databases,
// and the guards (exit, signals, watchdog) that clean them up whatever happens.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ms } from './clock.ts';
import { BASE_DB_URL, DEADLINE_MS } from './settings.ts';

export interface Child {
  name: string;
  proc: ChildProcess;
  /** Last lines of stdout and stderr, for error reports. */
  tail: string[];
  /** Every line the child printed (server logs at warn level and above). */
  lines: number;
  logged: string[];
  exited: Promise<void>;
}

const children = new Set<Child>();
const tempDirs: string[] = [];
const databases: string[] = [];

/** The server reads its configuration from the environment only: start it from a clean one. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of [
    'PORT',
    'HOST',
    'DATA_DIR',
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'SMTP_URL',
    'MAIL_FROM',
    'PUBLIC_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'LOG_LEVEL',
    'SESSION_SECRET',
  ]) {
    delete env[k];
  }
  return { ...env, ...extra };
}

export function spawnChild(name: string, script: string, env: NodeJS.ProcessEnv): Child {
  const proc = spawn(process.execPath, [script], { env, cwd: path.dirname(script), stdio: ['ignore', 'pipe', 'pipe'] });
  const child: Child = { name, proc, tail: [], lines: 0, logged: [], exited: Promise.resolve() };
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      child.lines++;
      child.tail.push(line);
      if (child.tail.length > 40) child.tail.shift();
      if (child.logged.length < 200) child.logged.push(line);
    }
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  child.exited = new Promise((resolve) => {
    proc.once('exit', () => {
      children.delete(child);
      resolve();
    });
  });
  children.add(child);
  return child;
}

export const alive = (c: Child) => c.proc.exitCode === null && c.proc.signalCode === null;

/** SIGTERM (the server shuts down gracefully), SIGKILL after a grace period; returns the time it took. */
export async function stopChild(c: Child, graceMs = 12_000): Promise<number> {
  if (!alive(c)) return 0;
  const t0 = performance.now();
  c.proc.kill('SIGTERM');
  const timer = setTimeout(() => c.proc.kill('SIGKILL'), graceMs);
  await c.exited;
  clearTimeout(timer);
  return ms(t0);
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_DB_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let dbCounter = 0;
/** A fresh, empty database on the bench PostgreSQL; returns its URL. */
export async function createDatabase(purpose: string): Promise<string> {
  const ts = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const name = `gsn_bench_${ts}_${process.pid}_${++dbCounter}_${purpose}`;
  await adminQuery(`create database ${name}`);
  databases.push(name);
  const u = new URL(BASE_DB_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function makeTempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gsn-bench-'));
  tempDirs.push(dir);
  return dir;
}

let cleaned: Promise<void> | undefined;
/** Stops every child, drops the databases and removes the temp directories; runs once, however often it is called. */
export function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    await Promise.all([...children].map((c) => stopChild(c, 5000)));
    for (const name of databases.splice(0)) {
      // BENCH_KEEP_DATABASES=1 leaves them for a look afterwards (EXPLAIN on real-sized data); drop them by hand
      if (process.env.BENCH_KEEP_DATABASES === '1') {
        console.error(`kept database ${name}`);
        continue;
      }
      await adminQuery(`drop database if exists ${name} with (force)`).catch((err: Error) =>
        console.error(`could not drop database ${name}: ${err.message}`),
      );
    }
    for (const dir of tempDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true }).catch(() => {});
  })();
  return cleaned;
}

/**
 * Kills the children on exit, cleans up on SIGINT/SIGTERM, and stops the run after DEADLINE_MS.
 * Returns the watchdog timer, for the caller to clear when the run is over.
 */
export function installGuards(deadlineMs = DEADLINE_MS): NodeJS.Timeout {
  // Whatever happens, no child outlives the run.
  process.on('exit', () => {
    for (const c of children) c.proc.kill('SIGKILL');
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  const deadline = setTimeout(() => {
    console.error(`\nThe run exceeded ${deadlineMs / 1000} s: stopping.`);
    void cleanup().finally(() => process.exit(2));
  }, deadlineMs);
  deadline.unref();
  return deadline;
}

/**
 * Runs a benchmark's `main`: a thrown error is printed as the run's failure (exit code 1); the databases, temp
 * folders and children go away and the watchdog is cleared whatever happens.
 */
export async function runBench(main: () => Promise<void>, deadline: NodeJS.Timeout): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
    clearTimeout(deadline);
  }
}
