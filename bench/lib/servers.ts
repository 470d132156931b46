// The servers under test: start the hello baseline or the portal, wait until it answers, log in.
import http from 'node:http';
import net from 'node:net';
import { log, ms, sleep } from './clock.ts';
import type { Child } from './processes.ts';
import { alive, childEnv, spawnChild } from './processes.ts';
import { ADMIN, HELLO_MAIN, HOST, READY_TIMEOUT_MS, SERVER_MAIN } from './settings.ts';

export interface Started {
  child: Child;
  base: string;
  /** From spawn to the first 200 of the readiness URL. */
  readyMs: number;
  readyBody: string;
}

/** BENCH_PORT: the first of the ports to use (one more per server); otherwise any free port. */
let nextPort = Number(process.env.BENCH_PORT) || 0;
function freePort(): Promise<number> {
  if (nextPort) return Promise.resolve(nextPort++);
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

export async function startHello(): Promise<Started> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawnChild('hello server', HELLO_MAIN, childEnv({ PORT: String(port) }));
  const base = `http://${HOST}:${port}`;
  const readyBody = await waitReady(child, `${base}/`);
  const readyMs = ms(t0);
  log(`hello server: ready in ${readyMs} ms`);
  return { child, base, readyMs, readyBody };
}

export async function startPortal(
  name: string,
  opts: { dataDir: string; databaseUrl?: string; env?: Record<string, string> },
): Promise<Started> {
  const port = await freePort();
  const env = childEnv({
    PORT: String(port),
    HOST,
    DATA_DIR: opts.dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // the benchmarks sign in as the administrator with the password alone
    MFA_REQUIRED_FOR_STAFF: 'false',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
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

/** Logs the administrator in and checks the token works; returns the bearer token. */
export async function loginToken(base: string): Promise<string> {
  const res = await request('POST', `${base}/api/account/login`, { body: ADMIN });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
  const token = (JSON.parse(res.body) as { token?: string }).token;
  if (!token) throw new Error(`login answered no token: ${res.body}`);
  const check = await request('GET', `${base}/api/account/profile`, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`profile with the new token: ${check.status} ${check.body}`);
  return token;
}
