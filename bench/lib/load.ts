// The load runs: autocannon against one server, warm-up then measured run, reduced to LoadFigures.
import { readFileSync } from 'node:fs';
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
