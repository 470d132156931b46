// Shared measuring helpers: latency percentiles over sequential requests and a server's memory from /proc.
import { readFileSync } from 'node:fs';

export const SAMPLES = 300;

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Resident and peak resident memory of a process, in MB (Linux). */
export function memory(pid: number | undefined): { rssMb: number; peakMb: number } {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

export interface Scenario {
  name: string;
  url: (i: number) => string;
}

export interface ScenarioResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  bad: number;
  count: number;
}

/** 20 warm-up requests, then SAMPLES timed sequential requests. */
export async function measure(base: string, token: string, s: Scenario, samples = SAMPLES): Promise<ScenarioResult> {
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i++) await fetch(base + s.url(i), { headers }).then((r) => r.arrayBuffer());
  const times: number[] = [];
  let bad = 0;
  let count = 0;
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const res = await fetch(base + s.url(i), { headers });
    const body = (await res.json()) as { count?: number };
    times.push(performance.now() - t0);
    if (res.status !== 200) bad++;
    count = body.count ?? count;
  }
  times.sort((a, b) => a - b);
  return { name: s.name, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), bad, count };
}

/** Prints scenario results as a table against a p95 goal. */
export function printScenarios(results: ScenarioResult[], goalMs: number): void {
  console.log(
    `${'scenario'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'count'.padStart(9)} non-200  goal p95 < ${goalMs} ms`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(44)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.count).padStart(9)} ${String(r.bad).padStart(7)}  ${r.p95 < goalMs ? 'met' : 'NOT MET'}`,
    );
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns min/max/last. */
export function sampleMemory(pid: number | undefined, everyMs = 250) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(memory(pid).rssMb), everyMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(memory(pid).rssMb);
      return { min: Math.min(...samples), max: Math.max(...samples), samples: samples.length, series: samples };
    },
  };
}
