// GSN Portal benchmark: API throughput against a bare Fastify baseline, and server start times.
// Prints figures and ratios; it never fails on a time. See README.md.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

// ---------------------------------------------------------------------------------------------- settings

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
/** The entry point under test: the real `npm start` one unless BENCH_SERVER_MAIN names another. */
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER_MAIN || path.join(repoRoot, 'apps/server/src/main.ts'));
const HELLO_MAIN = path.join(here, 'hello-server.ts');
const RESULTS_FILE = path.join(here, 'results', 'latest.json');

const envInt = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

const BASE_DB_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 10);
const DURATION_S = envInt('BENCH_DURATION', 10);
const WARMUP_S = envInt('BENCH_WARMUP', 2);
const PGLITE_LOAD = process.env.BENCH_PGLITE_LOAD !== '0';
const DEADLINE_MS = 170_000; // the whole run stays under 3 minutes
const READY_TIMEOUT_MS = 60_000;
const GOAL_RATIO = 0.25;
const ADMIN = { email: 'bench@gsn.test', password: 'Bench!2345' };
const HOST = '127.0.0.1';

// ---------------------------------------------------------------------------------------------- resources

interface Child {
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
const started = performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (t0: number) => Math.round(performance.now() - t0);
const log = (msg: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${msg}`);

function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** The server reads its configuration from the environment only: start it from a clean one. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
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

function spawnChild(name: string, script: string, env: NodeJS.ProcessEnv): Child {
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

const alive = (c: Child) => c.proc.exitCode === null && c.proc.signalCode === null;

/** SIGTERM (the server shuts down gracefully), SIGKILL after a grace period; returns the time it took. */
async function stopChild(c: Child, graceMs = 12_000): Promise<number> {
  if (!alive(c)) return 0;
  const t0 = performance.now();
  c.proc.kill('SIGTERM');
  const timer = setTimeout(() => c.proc.kill('SIGKILL'), graceMs);
  await c.exited;
  clearTimeout(timer);
  return ms(t0);
}

// Whatever happens, no child outlives the run.
process.on('exit', () => {
  for (const c of children) c.proc.kill('SIGKILL');
});

async function adminQuery(sql: string): Promise<void> {
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
async function createDatabase(purpose: string): Promise<string> {
  const ts = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const name = `gsn_bench_${ts}_${process.pid}_${++dbCounter}_${purpose}`;
  await adminQuery(`create database ${name}`);
  databases.push(name);
  const u = new URL(BASE_DB_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function makeTempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gsn-bench-'));
  tempDirs.push(dir);
  return dir;
}

let cleaned: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    await Promise.all([...children].map((c) => stopChild(c, 5000)));
    for (const name of databases.splice(0)) {
      await adminQuery(`drop database if exists ${name} with (force)`).catch((err: Error) =>
        console.error(`could not drop database ${name}: ${err.message}`),
      );
    }
    for (const dir of tempDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true }).catch(() => {});
  })();
  return cleaned;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

const deadline = setTimeout(() => {
  console.error(`\nThe run exceeded ${DEADLINE_MS / 1000} s: stopping.`);
  void cleanup().finally(() => process.exit(2));
}, DEADLINE_MS);
deadline.unref();

// ---------------------------------------------------------------------------------------------- HTTP helpers

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A plain request (no keep-alive, no fetch: its lazy loading would distort the first start time). */
function request(
  method: string,
  url: string,
  opts: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      url,
      {
        method,
        agent: false,
        timeout: opts.timeoutMs ?? 5000,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Polls `url` until it answers 200; fails when the child exits or the time is up. Returns the body. */
async function waitReady(c: Child, url: string): Promise<string> {
  const t0 = performance.now();
  while (performance.now() - t0 < READY_TIMEOUT_MS) {
    if (!alive(c)) throw new Error(`${c.name} exited (code ${c.proc.exitCode}) before it was ready:\n${c.tail.join('\n')}`);
    try {
      const res = await request('GET', url, { timeoutMs: 2000 });
      if (res.status === 200) return res.body;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`${c.name} not ready after ${READY_TIMEOUT_MS / 1000} s:\n${c.tail.join('\n')}`);
}

interface Started {
  child: Child;
  base: string;
  /** From spawn to the first 200 of the readiness URL. */
  readyMs: number;
  readyBody: string;
}

async function startHello(): Promise<Started> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawnChild('hello server', HELLO_MAIN, childEnv({ PORT: String(port) }));
  const base = `http://${HOST}:${port}`;
  const readyBody = await waitReady(child, `${base}/`);
  const readyMs = ms(t0);
  log(`hello server: ready in ${readyMs} ms`);
  return { child, base, readyMs, readyBody };
}

async function startPortal(name: string, opts: { dataDir: string; databaseUrl?: string }): Promise<Started> {
  const port = await freePort();
  const env = childEnv({
    PORT: String(port),
    HOST,
    DATA_DIR: opts.dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  });
  const t0 = performance.now();
  const child = spawnChild(name, SERVER_MAIN, env);
  const base = `http://${HOST}:${port}`;
  const readyBody = await waitReady(child, `${base}/api/health`);
  const readyMs = ms(t0);
  log(`${name}: ready in ${readyMs} ms`);
  const engine = (JSON.parse(readyBody) as { database?: string }).database;
  const expected = opts.databaseUrl ? 'postgres' : 'pglite';
  if (engine !== expected) throw new Error(`${name}: /api/health reports database ${engine}, expected ${expected}`);
  return { child, base, readyMs, readyBody };
}

async function loginToken(base: string): Promise<string> {
  const res = await request('POST', `${base}/api/account/login`, { body: ADMIN });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
  const token = (JSON.parse(res.body) as { token?: string }).token;
  if (!token) throw new Error(`login answered no token: ${res.body}`);
  const check = await request('GET', `${base}/api/account/profile`, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`profile with the new token: ${check.status} ${check.body}`);
  return token;
}

// ---------------------------------------------------------------------------------------------- load

interface LoadFigures {
  url: string;
  reqPerSec: number;
  reqPerSecStddev: number;
  /** Median of the per-second samples: steadier than the mean on a busy host. */
  reqPerSecMedian: number;
  latencyMeanMs: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Measured run and warm-up together. */
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  serverRssMb: number | undefined;
}

function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function load(label: string, url: string, child: Child, headers: Record<string, string> = {}): Promise<LoadFigures> {
  log(`${label}: ${WARMUP_S} s warm-up, then ${DURATION_S} s with ${CONNECTIONS} connections on ${url}`);
  const base = { url, connections: CONNECTIONS, headers };
  const warm = await autocannon({ ...base, duration: WARMUP_S });
  const res = await autocannon({ ...base, duration: DURATION_S });
  const statusCodes: Record<string, number> = {};
  for (const r of [warm, res]) {
    for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = (statusCodes[code] ?? 0) + s.count;
  }
  return {
    url,
    reqPerSec: res.requests.average,
    reqPerSecStddev: res.requests.stddev,
    reqPerSecMedian: res.requests.p50,
    latencyMeanMs: res.latency.average,
    p50Ms: res.latency.p50,
    p90Ms: res.latency.p90,
    p99Ms: res.latency.p99,
    maxMs: res.latency.max,
    requests: res.requests.total,
    non2xx: warm.non2xx + res.non2xx,
    errors: warm.errors + res.errors,
    timeouts: warm.timeouts + res.timeouts,
    statusCodes,
    serverRssMb: rssMb(child.proc.pid),
  };
}

// ---------------------------------------------------------------------------------------------- run

interface StartFigures {
  firstMs: number;
  warmMs: number;
  firstStopMs: number;
  warmStopMs: number;
}

interface Results {
  date: string;
  machine: { node: string; platform: string; cpus: number; cpuModel: string; memoryGb: number };
  settings: { connections: number; durationS: number; warmupS: number; postgres: string; serverMain: string };
  throughput: { hello: LoadFigures; portalPostgres: LoadFigures; portalPglite?: LoadFigures };
  ratio: number;
  goal: string;
  goalMet: boolean;
  allPortalResponses2xx: boolean;
  startTimes: { helloMs: number; pglite: StartFigures; postgres: StartFigures };
  serverLogLines: { pglite: string[]; postgres: string[] };
  totalSeconds: number;
}

/** What a server printed: it logs at warn level, so every line is worth a look. */
function serverLogs(c: Child): string[] {
  return c.logged.map((l) => {
    try {
      const o = JSON.parse(l) as { level?: number; msg?: string; err?: { message?: string } };
      return `level ${o.level}: ${o.msg ?? ''}${o.err?.message ? ` (${o.err.message})` : ''}`;
    } catch {
      return l;
    }
  });
}

async function main(): Promise<void> {
  const dbHost = new URL(BASE_DB_URL).hostname;
  if (!isLoopback(dbHost)) throw new Error(`BENCH_DATABASE_URL must point to a loopback address, not ${dbHost}`);
  await adminQuery('select 1').catch((err: Error) => {
    throw new Error(`PostgreSQL at ${BASE_DB_URL.replace(/\/\/[^@]*@/, '//…@')} is not reachable: ${err.message}`);
  });
  log(`node ${process.version}, ${os.cpus().length} CPU(s); PostgreSQL ${dbHost}; server ${SERVER_MAIN}`);

  // 1. API throughput ---------------------------------------------------------------------------------
  const hello = await startHello();
  const helloFigures = await load('hello', `${hello.base}/`, hello.child);
  log(`hello server: stopped in ${await stopChild(hello.child)} ms`);

  let t0 = performance.now();
  const apiDb = await createDatabase('api');
  log(`database created in ${ms(t0)} ms`);
  const pgApi = await startPortal('portal (PostgreSQL, load)', { dataDir: await makeTempDir(), databaseUrl: apiDb });
  t0 = performance.now();
  const pgToken = await loginToken(pgApi.base);
  log(`logged in in ${ms(t0)} ms`);
  const pgFigures = await load('portal on PostgreSQL', `${pgApi.base}/api/account/profile`, pgApi.child, {
    authorization: `Bearer ${pgToken}`,
  });
  await stopChild(pgApi.child);
  const pgLoadLogs = serverLogs(pgApi.child);

  // 2. Start times ------------------------------------------------------------------------------------
  log('start times: PGlite');
  const pgliteDir = await makeTempDir();
  const lite1 = await startPortal('portal (PGlite, first start)', { dataDir: pgliteDir });
  const lite1Stop = await stopChild(lite1.child);
  const lite2 = await startPortal('portal (PGlite, warm start)', { dataDir: pgliteDir });
  let liteFigures: LoadFigures | undefined;
  if (PGLITE_LOAD) {
    const token = await loginToken(lite2.base);
    liteFigures = await load('portal on PGlite (information)', `${lite2.base}/api/account/profile`, lite2.child, {
      authorization: `Bearer ${token}`,
    });
  }
  const lite2Stop = await stopChild(lite2.child);
  const liteLogs = [...serverLogs(lite1.child), ...serverLogs(lite2.child)];

  log('start times: PostgreSQL');
  const bootDb = await createDatabase('boot');
  const pgDir = await makeTempDir();
  const pg1 = await startPortal('portal (PostgreSQL, first start)', { dataDir: pgDir, databaseUrl: bootDb });
  const pg1Stop = await stopChild(pg1.child);
  const pg2 = await startPortal('portal (PostgreSQL, warm start)', { dataDir: pgDir, databaseUrl: bootDb });
  const pg2Stop = await stopChild(pg2.child);
  const pgLogs = [...pgLoadLogs, ...serverLogs(pg1.child), ...serverLogs(pg2.child)];

  // Report ---------------------------------------------------------------------------------------------
  const ratio = pgFigures.reqPerSec / helloFigures.reqPerSec;
  const goalMet = ratio >= GOAL_RATIO;
  const all2xx = pgFigures.non2xx === 0 && pgFigures.errors === 0 && pgFigures.timeouts === 0;
  const results: Results = {
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '?',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    settings: {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      postgres: `${dbHost}:${new URL(BASE_DB_URL).port || 5432}`,
      serverMain: SERVER_MAIN.startsWith(repoRoot + path.sep) ? path.relative(repoRoot, SERVER_MAIN) : SERVER_MAIN,
    },
    throughput: { hello: helloFigures, portalPostgres: pgFigures, ...(liteFigures ? { portalPglite: liteFigures } : {}) },
    ratio,
    goal: `portal/hello req/s >= ${GOAL_RATIO}`,
    goalMet,
    allPortalResponses2xx: all2xx,
    startTimes: {
      helloMs: hello.readyMs,
      pglite: { firstMs: lite1.readyMs, warmMs: lite2.readyMs, firstStopMs: lite1Stop, warmStopMs: lite2Stop },
      postgres: { firstMs: pg1.readyMs, warmMs: pg2.readyMs, firstStopMs: pg1Stop, warmStopMs: pg2Stop },
    },
    serverLogLines: { pglite: liteLogs, postgres: pgLogs },
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
  await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await fs.writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  if (!all2xx) process.exitCode = 1; // a wrong answer, not a slow one: the throughput figure is void
}

function printReport(r: Results): void {
  const n = (v: number, d = 0) => v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
  const table = (head: string[], rows: string[][]) => {
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
    console.log(line(head));
    console.log(`  ${widths.map((w) => '─'.repeat(w)).join('  ')}`);
    for (const row of rows) console.log(line(row));
  };
  const loadRow = (label: string, f: LoadFigures) => [
    label,
    n(f.reqPerSec),
    `±${n(f.reqPerSecStddev)}`,
    n(f.reqPerSecMedian),
    n(f.p50Ms),
    n(f.p99Ms),
    n(f.latencyMeanMs, 2),
    n(f.requests),
    n(f.non2xx),
    n(f.errors + f.timeouts),
    f.serverRssMb === undefined ? '?' : n(f.serverRssMb),
  ];
  const t = r.throughput;
  console.log('');
  console.log(`GSN Portal benchmark — ${r.date}`);
  console.log(
    `node ${r.machine.node}, ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGb} GB; load generator in the same host`,
  );
  console.log(`server entry: ${r.settings.serverMain}; PostgreSQL ${r.settings.postgres}`);
  console.log('');
  console.log(
    `1. API throughput (autocannon, ${r.settings.connections} connections, ${r.settings.durationS} s after ${r.settings.warmupS} s warm-up)`,
  );
  table(
    ['target', 'req/s', 'stddev', 'median', 'p50 ms', 'p99 ms', 'mean ms', 'requests', 'non-2xx', 'errors', 'RSS MB'],
    [
      loadRow('hello: bare Fastify, GET /', t.hello),
      loadRow('portal PostgreSQL: GET /api/account/profile', t.portalPostgres),
      ...(t.portalPglite ? [loadRow('portal PGlite: same (information)', t.portalPglite)] : []),
    ],
  );
  console.log('');
  console.log(`  ratio portal/hello req/s: ${n(r.ratio, 3)}   goal: ratio ≥ ${GOAL_RATIO} → ${r.goalMet ? 'MET' : 'NOT MET'}`);
  if (t.portalPglite) console.log(`  (PGlite portal/hello: ${n(t.portalPglite.reqPerSec / t.hello.reqPerSec, 3)}, not part of the goal)`);
  const codes = Object.entries(t.portalPostgres.statusCodes)
    .map(([c, k]) => `${c}×${n(k)}`)
    .join(', ');
  console.log(
    `  portal responses (warm-up included): ${codes || 'none'}; non-2xx ${t.portalPostgres.non2xx}, errors ${t.portalPostgres.errors}, timeouts ${t.portalPostgres.timeouts}` +
      (r.allPortalResponses2xx ? ' → all 2xx' : ' → NOT all 2xx: the throughput figure is void'),
  );
  console.log('');
  console.log('2. Start times (spawn → first 200 of GET /api/health; graceful stop after SIGTERM)');
  const s = r.startTimes;
  table(
    ['engine', 'first start ms', 'warm start ms', 'stop ms (first/warm)'],
    [
      [
        'PGlite (fresh DATA_DIR, then again)',
        n(s.pglite.firstMs),
        n(s.pglite.warmMs),
        `${n(s.pglite.firstStopMs)} / ${n(s.pglite.warmStopMs)}`,
      ],
      [
        'PostgreSQL (fresh database, then again)',
        n(s.postgres.firstMs),
        n(s.postgres.warmMs),
        `${n(s.postgres.firstStopMs)} / ${n(s.postgres.warmStopMs)}`,
      ],
      ['reference: bare Fastify hello (GET /)', n(s.helloMs), '', ''],
    ],
  );
  const logs = [...r.serverLogLines.pglite.map((l) => `PGlite: ${l}`), ...r.serverLogLines.postgres.map((l) => `PostgreSQL: ${l}`)];
  console.log('');
  if (logs.length) {
    console.log(`Server log lines at warn level or above (${logs.length}):`);
    for (const l of logs.slice(0, 12)) console.log(`  ${l.length > 200 ? `${l.slice(0, 200)}…` : l}`);
    if (logs.length > 12) console.log(`  … ${logs.length - 12} more in ${path.relative(process.cwd(), RESULTS_FILE)}`);
  } else {
    console.log('Server log lines at warn level or above: none');
  }
  console.log('');
  console.log(`Results written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}; run took ${r.totalSeconds} s.`);
}

try {
  await main();
} catch (err) {
  console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(deadline);
}
