// Shared by the deployment checks (README, Deploying): portal instances as child processes, a fresh PostgreSQL
// database, HAProxy, a small HTTP client and the pass/fail tally.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/src/main.ts');
export const HOST = '127.0.0.1';
/**
 * Ports: the balancer, the two instances, HAProxy's stats page (DEPLOY_BASE_PORT, 3250 by default), the start race's
 * two instances (+4, +5) and the scenario's metrics listeners (+10, +11); S3 apart.
 */
export const BASE_PORT = Number(process.env.DEPLOY_BASE_PORT || 3250);
export const S3_PORT = Number(process.env.DEPLOY_S3_PORT || 9003);
/** The PostgreSQL server (CI_PG_BASE as in .ci/run); databases are made and dropped here. */
export const PG_BASE = (process.env.CI_PG_BASE || 'postgres://root@127.0.0.1:5432').replace(/\/$/, '');
export const ADMIN = { email: 'deploy.admin@portal.example', password: 'Dep1oy!Secret' };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t0 = performance.now();
export const log = (m: string) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${m}`);

/** The checks of a run: each is logged; the closing line is `N passed, N failed`. */
export class Tally {
  passed = 0;
  failed = 0;
  check(ok: boolean, what: string, detail = ''): boolean {
    if (ok) this.passed++;
    else this.failed++;
    log(`${ok ? 'ok  ' : 'FAIL'} ${what}${!ok && detail ? `: ${detail}` : ''}`);
    return ok;
  }
  close(): never {
    console.log(`\n${this.passed} passed, ${this.failed} failed`);
    process.exit(this.failed ? 1 : 0);
  }
}

/** A fresh empty database on the PostgreSQL server; drop() removes it (with force). */
export async function freshDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gsn_${tag}_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${PG_BASE}/test` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `${PG_BASE}/${name}`,
    async drop() {
      const c = new pg.Client({ connectionString: `${PG_BASE}/test` });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

export const tempDir = (prefix: string) => fsp.mkdtemp(path.join(os.tmpdir(), prefix));

export interface Instance {
  name: string;
  port: number;
  base: string;
  proc: ChildProcess;
  /** The last lines of its output (for a failure report). */
  tail: string[];
  exited: Promise<number | null>;
}

/** Starts `node apps/server/src/main.ts` (the server alone: the API, no web build needed). */
export function startInstance(name: string, port: number, env: Record<string, string>, args: string[] = []): Instance {
  const proc = spawn(process.execPath, [SERVER_MAIN, ...args], {
    cwd: ROOT,
    // the scenarios sign in as staff with the password alone: the staff second-factor policy starts off
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST,
      LOG_LEVEL: 'warn',
      MFA_REQUIRED_FOR_STAFF: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (d: Buffer) => {
    for (const line of d.toString().split('\n')) if (line.trim()) tail.push(line.slice(0, 400));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { name, port, base: `http://${HOST}:${port}`, proc, tail, exited };
}

export const alive = (i: Instance) => i.proc.exitCode === null && i.proc.signalCode === null;

/** Waits until the instance answers 200 on /api/health; fails when it exits or the time is up. */
export async function waitReady(i: Instance, timeoutMs = 150_000): Promise<void> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (!alive(i)) throw new Error(`${i.name} exited (code ${i.proc.exitCode}) before it was ready:\n${i.tail.join('\n')}`);
    const res = await fetch(`${i.base}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (res?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`${i.name} not ready after ${timeoutMs / 1000} s:\n${i.tail.join('\n')}`);
}

/** SIGTERM, then the exit code (SIGKILL after `graceMs`). */
export async function stop(i: Instance, graceMs = 15_000): Promise<number | null> {
  if (!alive(i)) return i.proc.exitCode;
  i.proc.kill('SIGTERM');
  const timer = setTimeout(() => i.proc.kill('SIGKILL'), graceMs);
  const code = await i.exited;
  clearTimeout(timer);
  return code;
}

export interface Reply {
  status: number;
  headers: Headers;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** One HTTP request (JSON or multipart body, bearer token); never throws for a status, only for no answer. */
export async function request(
  method: string,
  url: string,
  opts: { token?: string; json?: unknown; form?: FormData; timeoutMs?: number } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | FormData | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000) });
  const buf = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    body: buf,
    json: <T>() => JSON.parse(buf.toString('utf8')) as T,
  };
}

/** The sum of a counter's samples over all its label sets, from an instance's metrics listener (METRICS_PORT). */
export async function counterTotal(metricsPort: number, name: string): Promise<number> {
  const res = await request('GET', `http://${HOST}:${metricsPort}/metrics`);
  if (res.status !== 200) throw new Error(`metrics on port ${metricsPort}: ${res.status}`);
  let total = 0;
  for (const line of res.body.toString('utf8').split('\n')) {
    if (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await request('POST', `${base}/api/account/login`, { json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.body.toString()}`);
  return res.json<{ token: string }>().token;
}

export const HAPROXY = process.env.HAPROXY || '/usr/sbin/haproxy';

/**
 * HAProxy in front of the instances as the README configures it: round robin, no stickiness, health check GET
 * /api/health; a request that found no instance is retried on the other one, and one that got no answer (the
 * instance died) or a 503 only when sending it again is safe: a read, or a write carrying an Idempotency-Key.
 */
export function haproxyConfig(opts: { port: number; statsPort: number; servers: { name: string; port: number }[] }): string {
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  option forwardfor
  # a request that reached no instance, or one that is shutting down, goes to the next one (retries, redispatch)
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend portal
  bind ${HOST}:${opts.port}
  default_backend instances

backend instances
  balance roundrobin
  option http-buffer-request
  # an instance that died mid-request may have committed it: only reads, and writes an Idempotency-Key makes safe,
  # are sent again (a connection that never opened is retried for every request)
  http-request disable-l7-retry if !METH_GET !METH_OPTIONS !{ req.hdr(idempotency-key) -m found }
  option httpchk
  http-check send meth GET uri /api/health
  http-check expect status 200
  default-server inter 1s fastinter 250ms downinter 1s fall 2 rise 2
${opts.servers.map((s) => `  server ${s.name} ${HOST}:${s.port} check`).join('\n')}

listen stats
  bind ${HOST}:${opts.statsPort}
  stats enable
  stats uri /stats
`;
}

/** HAProxy in the foreground with the given configuration; checks it first (haproxy -c). */
export async function startHaproxy(dir: string, config: string): Promise<ChildProcess> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} not found: apt-get install haproxy`);
  const file = path.join(dir, 'haproxy.cfg');
  await fsp.writeFile(file, config);
  const checked = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`haproxy -c: ${checked.stderr}${checked.stdout}`);
  const proc = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  proc.stderr?.on('data', (d: Buffer) => {
    const text = d.toString().trim();
    if (text && !/Proxy .* started|Server .* is (UP|DOWN)|Health check/.test(text)) log(`haproxy: ${text.slice(0, 300)}`);
  });
  return proc;
}

/** The servers of a backend with their state and requests served, from HAProxy's CSV stats. */
export async function haproxyServers(
  statsPort: number,
): Promise<Map<string, { status: string; requests: number; retries: number; redispatches: number }>> {
  const res = await request('GET', `http://${HOST}:${statsPort}/stats;csv`);
  const [header, ...rows] = res.body.toString().trim().split('\n');
  const cols = (header ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => cols.indexOf(name);
  const out = new Map<string, { status: string; requests: number; retries: number; redispatches: number }>();
  for (const r of rows) {
    const f = r.split(',');
    if (f[at('pxname')] !== 'instances' || ['FRONTEND', 'BACKEND'].includes(f[at('svname')] ?? '')) continue;
    out.set(f[at('svname')] ?? '', {
      status: f[at('status')] ?? '',
      requests: Number(f[at('stot')] || 0),
      retries: Number(f[at('wretr')] || 0),
      redispatches: Number(f[at('wredis')] || 0),
    });
  }
  return out;
}
