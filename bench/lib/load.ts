// The load runs: autocannon against one server, warm-up then measured run, reduced to LoadFigures.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { log } from './clock.ts';
import type { Child } from './processes.ts';
import { CONNECTIONS, DURATION_S, WARMUP_S } from './settings.ts';

export interface LoadFigures {
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
  /**
   * CPU time per request during the measured run (µs, all threads; /proc ticks of 10 ms): the server's, this
   * process's (the load generator), and PostgreSQL's (every `postgres` process on this host, whoever it serves: other work on the
   * machine shows there too).
   * Steadier than req/s on a machine shared with other work.
   */
  cpuUsPerRequest: { server: number; loadGenerator: number; postgres: number } | undefined;
}

/** utime + stime of a process in clock ticks (10 ms), or undefined where /proc has no such process. */
function cpuTicks(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The CPU ticks of every PostgreSQL server process on this host (backends, writers). */
function postgresTicks(): number {
  let sum = 0;
  for (const dir of readdirSync('/proc')) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      if (readFileSync(`/proc/${dir}/cmdline`, 'utf8').startsWith('postgres')) sum += cpuTicks(Number(dir)) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

function cpuSnapshot(serverPid: number | undefined) {
  return { server: cpuTicks(serverPid), self: cpuTicks(process.pid), postgres: postgresTicks() };
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

export async function load(label: string, url: string, child: Child, headers: Record<string, string> = {}): Promise<LoadFigures> {
  log(`${label}: ${WARMUP_S} s warm-up, then ${DURATION_S} s with ${CONNECTIONS} connections on ${url}`);
  const base = { url, connections: CONNECTIONS, headers };
  const warm = await autocannon({ ...base, duration: WARMUP_S });
  const before = cpuSnapshot(child.proc.pid);
  const res = await autocannon({ ...base, duration: DURATION_S });
  const after = cpuSnapshot(child.proc.pid);
  // 10 ms a tick; a request's share in µs
  const perRequest = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || !res.requests.total ? Number.NaN : Math.round(((b - a) * 10_000) / res.requests.total);
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
    cpuUsPerRequest:
      before.server === undefined
        ? undefined
        : {
            server: perRequest(before.server, after.server),
            loadGenerator: perRequest(before.self, after.self),
            postgres: perRequest(before.postgres, after.postgres),
          },
  };
}

/**
 * The round with the most requests/s, its non-2xx, errors and timeouts those of every round: the best round is the
 * one least disturbed by other work on the machine, and an error in any round still shows.
 */
export function bestRound(rounds: readonly LoadFigures[]): LoadFigures {
  const best = rounds.reduce((a, b) => (b.reqPerSec > a.reqPerSec ? b : a));
  const statusCodes: Record<string, number> = {};
  for (const r of rounds) for (const [code, count] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const sum = (k: 'non2xx' | 'errors' | 'timeouts') => rounds.reduce((n, r) => n + r[k], 0);
  return { ...best, non2xx: sum('non2xx'), errors: sum('errors'), timeouts: sum('timeouts'), statusCodes };
}
