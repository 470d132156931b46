// GSN Portal benchmark (bench/README.md, Embedded engine stalls): on the embedded engine (PGlite, one connection), how
// long other requests wait while a 50,000-row inventory upload, a 50,000-row xlsx call upload and a 50,000-line call
// import run. Four probes send GET /api/account/profile (a session read and a profile read) one after the other
// throughout; the figure is the longest answer time of a probe request during each upload (goal: ≤ 250 ms). Never fails
// on a time.
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { createImportNumbers, IMPORT_NUMBERS, postImport, serviceNumber, writeCallCsv } from './lib/call-import.ts';
import { log, ms, sleep, startClock } from './lib/clock.ts';
import { percentile } from './lib/measure.ts';
import { installGuards, makeTempDir, runBench } from './lib/processes.ts';
import { loginToken, startPortal } from './lib/servers.ts';
import { uploadSheet } from './lib/upload.ts';

const ROWS = Number(process.env.BENCH_STALL_ROWS || 50_000);
const PROBES = 4;
const GOAL_MS = 250;

startClock();
const deadline = installGuards(15 * 60_000);

/** ROWS valid London numbers without company codes (the embedded database has no companies), as an xlsx. */
function inventoryFile(rows: number): Buffer {
  const data = Array.from({ length: rows }, (_, i) => ({
    service_number: `+442030${String(i).padStart(6, '0')}`,
    service_type: i % 2 ? 'DID' : 'SIP Trunking',
    jurisdiction: 'United Kingdom',
    city: 'London',
    number_type: 'Fixed',
    currency: 'GBP',
    nrc: '10.00',
    mrc: '2.50',
    commencement_date: '2026-11-01',
  }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(data), 'invnumbers');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** ROWS calls of 30 days ago onto the import's service numbers (none of the CSV's), as an xlsx for POST /calls/bulk. */
function callsFile(rows: number): Buffer {
  const start = Date.now() - 30 * 86_400_000;
  const time = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
  const data = Array.from({ length: rows }, (_, i) => {
    const seized = start + i * 10_000;
    const answered = i % 10 < 7;
    return {
      CDR_SEIZTIME: time(seized),
      CDR_CLDNUM: serviceNumber(i % IMPORT_NUMBERS),
      CDR_CLGNUM: `+447700${String(i % 900_000).padStart(6, '0')}`,
      CDR_ANSWERTIME: answered ? time(seized + 5000) : '',
      CDR_DISCTIME: time(seized + 65_000),
      CDR_COMPCODE: answered ? '16' : '17',
      DIRECTION: 'inbound',
    };
  });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(data), 'calls');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Probes that request `url` back to back until stopped; each answer's time, and the ones that failed. */
function probe(base: string, token: string) {
  const times: number[] = [];
  let bad = 0;
  let running = true;
  const loop = async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/account/profile`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
      await res?.arrayBuffer();
      times.push(performance.now() - t0);
      if (res?.status !== 200) bad++;
    }
  };
  const loops = Array.from({ length: PROBES }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      const sorted = [...times].sort((a, b) => a - b);
      return { count: times.length, bad, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
    },
  };
}

type Stall = Awaited<ReturnType<ReturnType<typeof probe>['stop']>>;
const line = (label: string, took: number, s: Stall) =>
  `${label.padEnd(34)} ${String(took).padStart(8)} ${String(s.count).padStart(8)} ${s.p50.toFixed(0).padStart(7)} ${s.p99.toFixed(0).padStart(7)} ${s.max.toFixed(0).padStart(8)} ${String(s.bad).padStart(4)}  ${s.max <= GOAL_MS ? 'met' : 'NOT MET'}`;

async function main() {
  const dataDir = await makeTempDir();
  const portal = await startPortal('portal (PGlite)', { dataDir });
  const token = await loginToken(portal.base);
  const rows: string[] = [];

  // idle: what a probe costs without an upload
  let p = probe(portal.base, token);
  await sleep(3000);
  rows.push(line('idle (3 s)', 3000, await p.stop()));
  log(rows.at(-1) ?? '');

  // 1. inventory bulk upload
  // each file is written before the probes start: writing it blocks this process, whose probes would count it
  const inventoryXlsx = inventoryFile(ROWS);
  p = probe(portal.base, token);
  const inventory = await uploadSheet(portal.base, token, '/api/invnumbers/bulk', 'invnumbers.xlsx', inventoryXlsx);
  const bulk = await p.stop();
  log(
    `inventory bulk: HTTP ${inventory.status} in ${inventory.took} ms ${JSON.stringify(inventory.statuses)} ${inventory.body.message ?? ''}`,
  );
  if (inventory.status !== 200) throw new Error(`POST /api/invnumbers/bulk answered ${inventory.status}`);
  rows.push(line(`inventory bulk, ${ROWS.toLocaleString('en')} rows`, inventory.took, bulk));
  log(rows.at(-1) ?? '');

  // 2. call upload (xlsx), onto the import's service numbers
  await createImportNumbers(portal, token);
  const callsXlsx = callsFile(ROWS);
  p = probe(portal.base, token);
  const upload = await uploadSheet(portal.base, token, '/api/calls/bulk', 'calls.xlsx', callsXlsx);
  const callBulk = await p.stop();
  log(`call bulk: HTTP ${upload.status} in ${upload.took} ms ${JSON.stringify(upload.statuses)} ${upload.body.message ?? ''}`);
  if (upload.status !== 200) throw new Error(`POST /api/calls/bulk answered ${upload.status}`);
  rows.push(line(`call upload (xlsx), ${ROWS.toLocaleString('en')} rows`, upload.took, callBulk));
  log(rows.at(-1) ?? '');

  // 3. call import (CSV)
  const dir = await makeTempDir();
  const csv = path.join(dir, 'calls.csv');
  await writeCallCsv(csv, ROWS);
  p = probe(portal.base, token);
  const t0 = performance.now();
  const imported = await postImport(portal, token, csv);
  const took = ms(t0);
  const calls = await p.stop();
  log(`call import: ${JSON.stringify({ ...imported.answer, errors: imported.answer.errors.length })} in ${took} ms`);
  rows.push(line(`call import, ${ROWS.toLocaleString('en')} lines`, took, calls));

  console.log(
    `\n${'PGlite, while…'.padEnd(34)} ${'took ms'.padStart(8)} ${'probes'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(8)} ${'bad'.padStart(4)}  goal max ≤ ${GOAL_MS} ms`,
  );
  for (const r of rows) console.log(r);
  console.log(
    `\nlongest stall of a concurrent request: inventory bulk ${bulk.max.toFixed(0)} ms, call upload ${callBulk.max.toFixed(0)} ms, call import ${calls.max.toFixed(0)} ms`,
  );
}

await runBench(main, deadline);
