// The bench settings: fixed figures, paths, and what the environment overrides (see ../README.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench/ directory. */
const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
/** The entry point under test: the real `npm start` one unless BENCH_SERVER_MAIN names another. */
export const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER_MAIN || path.join(repoRoot, 'apps/server/src/main.ts'));
export const HELLO_MAIN = path.join(benchDir, 'hello-server.ts');
export const RESULTS_FILE = path.join(benchDir, 'results', 'latest.json');

const envInt = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export const BASE_DB_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
export const CONNECTIONS = envInt('BENCH_CONNECTIONS', 10);
export const DURATION_S = envInt('BENCH_DURATION', 10);
export const WARMUP_S = envInt('BENCH_WARMUP', 2);
export const PGLITE_LOAD = process.env.BENCH_PGLITE_LOAD !== '0';
/** `BENCH_START_TIMES=0`: the throughput part only (a loaded machine's starts can outlast the run's deadline). */
export const START_TIMES = process.env.BENCH_START_TIMES !== '0';
export const DEADLINE_MS = 240_000; // the whole run stays under 4 minutes
/** How many times the portal is loaded with and without the rate limiter, in turn (the best round of each counts). */
export const LIMITER_ROUNDS = envInt('BENCH_LIMITER_ROUNDS', 2);
export const READY_TIMEOUT_MS = envInt('BENCH_READY_TIMEOUT_MS', 60_000);
export const GOAL_RATIO = 0.25;
export const ADMIN = { email: 'bench@gsn.test', password: 'Bench!2345' };
export const HOST = '127.0.0.1';

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}
