// The results: assembled into one record, written as JSON, printed as tables.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMs } from './clock.ts';
import type { LoadFigures } from './load.ts';
import type { Child } from './processes.ts';
import { BASE_DB_URL, CONNECTIONS, DURATION_S, GOAL_RATIO, RESULTS_FILE, repoRoot, SERVER_MAIN, WARMUP_S } from './settings.ts';

export interface StartFigures {
  firstMs: number;
  warmMs: number;
  firstStopMs: number;
  warmStopMs: number;
}

export interface Results {
  date: string;
  machine: { node: string; platform: string; cpus: number; cpuModel: string; memoryGb: number };
  settings: { connections: number; durationS: number; warmupS: number; postgres: string; serverMain: string };
  throughput: { hello: LoadFigures; portalPostgres: LoadFigures; portalPostgresNoLimiter: LoadFigures; portalPglite?: LoadFigures };
  ratio: number;
  /** The share of throughput the rate limiter costs: 1 − (with it) / (without it). */
  limiterCost: number;
  goal: string;
  goalMet: boolean;
  allPortalResponses2xx: boolean;
  /** Absent when the run skipped them (BENCH_START_TIMES=0). */
  startTimes: { helloMs: number; pglite: StartFigures; postgres: StartFigures } | undefined;
  serverLogLines: { pglite: string[]; postgres: string[] };
  totalSeconds: number;
}

/** What a server printed: it logs at warn level, so every line is worth a look. */
export function serverLogs(c: Child): string[] {
  return c.logged.map((l) => {
    try {
      const o = JSON.parse(l) as { level?: number; msg?: string; err?: { message?: string } };
      return `level ${o.level}: ${o.msg ?? ''}${o.err?.message ? ` (${o.err.message})` : ''}`;
    } catch {
      return l;
    }
  });
}

/** The figures plus the machine, the settings, the ratio against the goal and the run's duration. */
export function buildResults(
  throughput: Results['throughput'],
  startTimes: Results['startTimes'],
  serverLogLines: Results['serverLogLines'],
): Results {
  const pgFigures = throughput.portalPostgres;
  const ratio = pgFigures.reqPerSec / throughput.hello.reqPerSec;
  const dbUrl = new URL(BASE_DB_URL);
  return {
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
      postgres: `${dbUrl.hostname}:${dbUrl.port || 5432}`,
      serverMain: SERVER_MAIN.startsWith(repoRoot + path.sep) ? path.relative(repoRoot, SERVER_MAIN) : SERVER_MAIN,
    },
    throughput,
    ratio,
    limiterCost: 1 - pgFigures.reqPerSec / throughput.portalPostgresNoLimiter.reqPerSec,
    goal: `portal/hello req/s >= ${GOAL_RATIO}`,
    goalMet: ratio >= GOAL_RATIO,
    allPortalResponses2xx: [pgFigures, throughput.portalPostgresNoLimiter].every(
      (f) => f.non2xx === 0 && f.errors === 0 && f.timeouts === 0,
    ),
    startTimes,
    serverLogLines,
    totalSeconds: Math.round(runMs() / 100) / 10,
  };
}

export async function writeResults(r: Results): Promise<void> {
  await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await fs.writeFile(RESULTS_FILE, `${JSON.stringify(r, null, 2)}\n`);
}

export function printReport(r: Results): void {
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
    f.cpuUsPerRequest ? `${n(f.cpuUsPerRequest.server)} / ${n(f.cpuUsPerRequest.postgres)} / ${n(f.cpuUsPerRequest.loadGenerator)}` : '?',
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
    [
      'target',
      'req/s',
      'stddev',
      'median',
      'p50 ms',
      'p99 ms',
      'mean ms',
      'requests',
      'non-2xx',
      'errors',
      'RSS MB',
      'CPU µs/req: server / PG / client',
    ],
    [
      loadRow('hello: bare Fastify, GET /', t.hello),
      loadRow('portal PostgreSQL: GET /api/account/profile', t.portalPostgres),
      loadRow('portal PostgreSQL: same, rate limiter off', t.portalPostgresNoLimiter),
      ...(t.portalPglite ? [loadRow('portal PGlite: same (information)', t.portalPglite)] : []),
    ],
  );
  console.log('');
  console.log(`  ratio portal/hello req/s: ${n(r.ratio, 3)}   goal: ratio ≥ ${GOAL_RATIO} → ${r.goalMet ? 'MET' : 'NOT MET'}`);
  console.log(
    `  rate limiter's cost: ${n(r.limiterCost * 100, 1)} % of the throughput (${n(t.portalPostgres.reqPerSec)} against ${n(t.portalPostgresNoLimiter.reqPerSec)} req/s)   goal: ≤ 5 % → ${r.limiterCost <= 0.05 ? 'MET' : 'NOT MET'}`,
  );
  const cpuH = t.hello.cpuUsPerRequest?.server;
  const cpuP = t.portalPostgres.cpuUsPerRequest?.server;
  if (cpuH && cpuP)
    console.log(
      `  server CPU per request: portal ${n(cpuP)} µs against hello ${n(cpuH)} µs (× ${n(cpuP / cpuH, 1)}); steadier than req/s on a shared machine`,
    );
  if (t.portalPglite) console.log(`  (PGlite portal/hello: ${n(t.portalPglite.reqPerSec / t.hello.reqPerSec, 3)}, not part of the goal)`);
  const codes = Object.entries(t.portalPostgres.statusCodes)
    .map(([c, k]) => `${c}×${n(k)}`)
    .join(', ');
  console.log(
    `  portal responses (warm-up included): ${codes || 'none'}; non-2xx ${t.portalPostgres.non2xx}, errors ${t.portalPostgres.errors}, timeouts ${t.portalPostgres.timeouts}` +
      (r.allPortalResponses2xx ? ' → all 2xx' : ' → NOT all 2xx: the throughput figure is void'),
  );
  console.log('');
  const s = r.startTimes;
  if (s) console.log('2. Start times (spawn → first 200 of GET /api/health; graceful stop after SIGTERM)');
  else console.log('2. Start times: skipped (BENCH_START_TIMES=0)');
  if (s)
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
