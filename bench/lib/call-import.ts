// POST /calls/import at carrier volume (bench/README.md, Call import): a generated CSV file of call records streamed to
// the portal, loaded with COPY; rows/s end to end, the server's memory while it runs, the re-import (nothing loaded
// twice) and the counters against the calls.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { once } from 'node:events';
import { log, ms } from './clock.ts';
import { sampleMemory } from './measure.ts';
import type { Started } from './servers.ts';

export const IMPORT_NUMBERS = 1000;
/** The bench's service numbers: valid UK numbers, so the embedded engine's API takes them too. */
export const serviceNumber = (i: number) => `+44207946${String(i).padStart(4, '0')}`;

/**
 * Writes an `n`-line CSV of calls to `file` (not timed): the template's columns, 70 % answered, 1 % of the calling
 * numbers with a 00 prefix; over the `days` days that end `endDaysAgo` days ago.
 */
export async function writeCallCsv(file: string, n: number, days = 10, endDaysAgo = 0): Promise<number> {
  const out = fs.createWriteStream(file);
  out.write('CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,CDR_ANSWERTIME,CDR_DISCTIME,CDR_COMPCODE,CDR_RELEASEDIR,DIRECTION\n');
  const start = Date.now() - (days + endDaysAgo) * 86_400_000;
  const step = Math.max(1, Math.floor((days * 86_400_000 - 3_600_000) / n));
  const time = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
  let chunk = '';
  for (let i = 0; i < n; i++) {
    const seized = start + i * step;
    const answered = i % 10 < 7;
    const duration = answered ? 10 + (i % 890) : 0;
    const calling = i % 100 === 0 ? `00447700${String(i % 900_000).padStart(6, '0')}` : `+447700${String(i % 900_000).padStart(6, '0')}`;
    chunk +=
      `${time(seized)},${serviceNumber(i % IMPORT_NUMBERS)},${calling},` +
      `${answered ? time(seized + 5000) : ''},${time(seized + 5000 + duration * 1000)},${answered ? 16 : [17, 19, 42][i % 3]},` +
      `${answered ? 'calling' : 'called'},inbound\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return fs.statSync(file).size;
}

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

/** The service numbers the file's calls go to, through the API (10 at a time). */
export async function createImportNumbers(portal: Started, token: string): Promise<void> {
  for (let i = 0; i < IMPORT_NUMBERS; i += 10) {
    const res = await Promise.all(
      Array.from({ length: Math.min(10, IMPORT_NUMBERS - i) }, (_, k) =>
        api(portal.base, token, 'POST', '/api/invnumbers', {
          service_number: serviceNumber(i + k),
          service_type: 'ITFS',
          jurisdiction: 'United Kingdom',
          city: 'London',
        }),
      ),
    );
    const bad = res.find((r) => r.status !== 201);
    if (bad) throw new Error(`POST /api/invnumbers: ${bad.status} ${JSON.stringify(bad.body)}`);
  }
}

export interface ImportAnswer {
  received: number;
  loaded: number;
  duplicates: number;
  rejected: number;
  errors: unknown[];
}

/** Streams `file` to POST /api/calls/import (chunked, never whole in memory); the answer, the time and the server's RSS. */
export async function postImport(portal: Started, token: string, file: string) {
  const mem = sampleMemory(portal.child.proc.pid, 200);
  const t0 = performance.now();
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${portal.base}/api/calls/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      timeout: 30 * 60_000,
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    fs.createReadStream(file).pipe(req);
  });
  const took = ms(t0);
  const rss = mem.stop();
  if (answer.status !== 200) throw new Error(`POST /api/calls/import: ${answer.status} ${answer.body.slice(0, 500)}`);
  return { answer: JSON.parse(answer.body) as ImportAnswer, ms: took, rss };
}

/** Imports an `n`-line file twice into `portal` and logs the figures; answers them for the summary. */
export async function benchImport(label: string, portal: Started, token: string, dir: string, n: number) {
  const file = path.join(dir, `calls-${n}.csv`);
  let t0 = performance.now();
  const bytes = await writeCallCsv(file, n);
  log(`${label}: wrote a ${n.toLocaleString('en')}-line CSV (${Math.round(bytes / 1024 / 1024)} MB) in ${ms(t0)} ms`);
  t0 = performance.now();
  await createImportNumbers(portal, token);
  log(`${label}: ${IMPORT_NUMBERS} inventory numbers in ${ms(t0)} ms`);
  const first = await postImport(portal, token, file);
  log(`${label}: import ${JSON.stringify({ ...first.answer, errors: first.answer.errors.length })} in ${first.ms} ms`);
  const again = await postImport(portal, token, file);
  log(`${label}: re-import ${JSON.stringify({ ...again.answer, errors: again.answer.errors.length })} in ${again.ms} ms`);
  fs.rmSync(file, { force: true });
  return { label, n, bytes, first, again };
}

export type ImportRun = Awaited<ReturnType<typeof benchImport>>;

/** The figures of one engine's import that a later run compares itself with (BENCH_IMPORT_BASELINE). */
export interface ImportFigures {
  label: string;
  lines: number;
  firstMs: number;
  againMs: number;
  firstRowsPerS: number;
  againRowsPerS: number;
  rssMaxMb: number;
}

export function importFigures(r: ImportRun): ImportFigures {
  return {
    label: r.label,
    lines: r.n,
    firstMs: r.first.ms,
    againMs: r.again.ms,
    firstRowsPerS: Math.round((r.first.answer.loaded / Math.max(r.first.ms, 1)) * 1000),
    againRowsPerS: Math.round((r.again.answer.received / Math.max(r.again.ms, 1)) * 1000),
    rssMaxMb: Math.max(r.first.rss.max, r.again.rss.max),
  };
}

/**
 * Writes this run's figures to `file` (BENCH_IMPORT_SAVE) and, when `baselineFile` (BENCH_IMPORT_BASELINE, a file an
 * earlier run saved — e.g. the code before a change, run just before in the same conditions) holds the same engine
 * and line count, prints this run against it: rows/s and the ratio after/before, first import and re-import.
 */
export function compareImport(runs: ImportRun[], file: string | undefined, baselineFile: string | undefined): void {
  const now = runs.map(importFigures);
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), runs: now }, null, 2));
  }
  if (!baselineFile) return;
  if (!fs.existsSync(baselineFile)) {
    console.log(`  baseline ${baselineFile}: no such file`);
    return;
  }
  const before = JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as { at: string; runs: ImportFigures[] };
  console.log(`  against the baseline of ${before.at} (${baselineFile}):`);
  for (const a of now) {
    const b = before.runs.find((x) => x.label === a.label && x.lines === a.lines);
    if (!b) {
      console.log(`    ${a.label}: no baseline of ${a.lines.toLocaleString('en')} lines`);
      continue;
    }
    const ratio = (x: number, y: number) => (x / Math.max(y, 1)).toFixed(2);
    console.log(
      `    ${a.label}, ${a.lines.toLocaleString('en')} lines: import ${b.firstRowsPerS.toLocaleString('en')} → ${a.firstRowsPerS.toLocaleString('en')} rows/s ` +
        `(× ${ratio(a.firstRowsPerS, b.firstRowsPerS)}), re-import ${b.againRowsPerS.toLocaleString('en')} → ${a.againRowsPerS.toLocaleString('en')} rows/s ` +
        `(× ${ratio(a.againRowsPerS, b.againRowsPerS)}), server RSS at most ${b.rssMaxMb} → ${a.rssMaxMb} MB`,
    );
  }
}

export function printImport(r: ImportRun, goalRowsPerS?: number): boolean {
  const { firstRowsPerS: rate, againRowsPerS: rate2 } = importFigures(r);
  console.log(
    `POST /calls/import, ${r.label}: ${r.n.toLocaleString('en')} lines (${Math.round(r.bytes / 1024 / 1024)} MB) loaded ${r.first.answer.loaded.toLocaleString('en')} in ` +
      `${r.first.ms} ms = ${rate.toLocaleString('en')} rows/s${goalRowsPerS ? ` (goal ≥ ${goalRowsPerS.toLocaleString('en')}: ${rate >= goalRowsPerS ? 'met' : 'NOT MET'})` : ''}; ` +
      `server RSS ${r.first.rss.min}–${r.first.rss.max} MB while it ran`,
  );
  console.log(
    `  re-import of the same file: loaded ${r.again.answer.loaded}, duplicates ${r.again.answer.duplicates.toLocaleString('en')}, in ${r.again.ms} ms ` +
      `(${rate2.toLocaleString('en')} rows/s); server RSS ${r.again.rss.min}–${r.again.rss.max} MB`,
  );
  return r.first.answer.loaded === r.n && r.again.answer.loaded === 0 && r.again.answer.duplicates === r.n;
}
