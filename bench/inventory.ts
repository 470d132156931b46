// GSN Portal benchmark (bench/README.md): inventory numbers on PostgreSQL — filtered pages over 1,000,000 numbers, a
// bulk upload of a 50,000-row xlsx, and an export of 1,000,000 rows to CSV with the server's memory sampled throughout.
// Prints figures beside the goals; never fails on a time (only on a wrong answer).
import * as XLSX from '@e965/xlsx';
import { log, ms, sleep, startClock } from './lib/clock.ts';
import { measure, memory, printScenarios, sampleMemory, type Scenario } from './lib/measure.ts';
import { createDatabase, installGuards, makeTempDir, stopChild, runBench } from './lib/processes.ts';
import { INVENTORY_JURISDICTIONS, seedInventory } from './lib/seed-large.ts';
import { loginToken, startPortal } from './lib/servers.ts';

const ROWS = Number(process.env.BENCH_INVENTORY_ROWS || 1_000_000);
const CUSTOMERS = 1_000;
const BULK_ROWS = 50_000;

startClock();
const deadline = installGuards(20 * 60_000);

/**
 * 50,000 valid London numbers (+44 20 `prefix` 000 0000 onwards) in the inventory template's columns, as an xlsx
 * whose parts are stored (SheetJS's default) or deflated (as Excel writes them).
 */
function bulkFile(rows: number, prefix: string, compression: boolean): Buffer {
  const data = Array.from({ length: rows }, (_, i) => ({
    service_number: `+4420${prefix}${String(i).padStart(7, '0')}`,
    service_type: i % 2 ? 'DID' : 'SIP Trunking',
    jurisdiction: 'United Kingdom',
    city: 'London',
    number_type: 'Fixed',
    customer_insight_code: `IC${1 + (i % 50)}`,
    vendor_insight_code: 'BV1',
    currency: 'GBP',
    nrc: '10.00',
    mrc: '2.50',
    inbound_charges: '0.0100',
    commencement_date: '2026-11-01',
  }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(data), 'invnumbers');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression }) as Buffer;
}

/** Uploads one bulk file, sampling the server's memory meanwhile. */
async function bulkUpload(base: string, auth: Record<string, string>, pid: number | undefined, label: string, file: Buffer) {
  const before = memory(pid).rssMb;
  const sampler = sampleMemory(pid);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'invnumbers.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/invnumbers/bulk`, { method: 'POST', headers: auth, body: form });
  const body = (await res.json()) as { data?: { status: string }[]; message?: string };
  const took = ms(t0);
  const series = sampler.stop();
  const statuses: Record<string, number> = {};
  for (const r of body.data ?? []) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  log(`bulk (${label}): HTTP ${res.status} in ${took} ms ${JSON.stringify(statuses)}`);
  return { label, mib: file.length / 1024 / 1024, status: res.status, ms: took, statuses, message: body.message, before, max: series.max };
}

async function main() {
  const db = await createDatabase('inventory');
  const dataDir = await makeTempDir();
  const portal = await startPortal('portal (PostgreSQL, inventory)', { dataDir, databaseUrl: db });
  const pid = portal.child.proc.pid;
  let t0 = performance.now();
  await seedInventory(db, CUSTOMERS, ROWS);
  log(`seeded ${ROWS.toLocaleString('en')} inventory numbers for ${CUSTOMERS} companies in ${ms(t0)} ms`);
  const token = await loginToken(portal.base);
  const auth = { authorization: `Bearer ${token}` };

  // 1. filtered pages
  const j = (i: number) => encodeURIComponent(INVENTORY_JURISDICTIONS[i % INVENTORY_JURISDICTIONS.length] ?? '');
  const scenarios: Scenario[] = [
    { name: 'all numbers by jurisdiction, pages 0–49', url: (i) => `/api/invnumbers?page=${i % 50}` },
    { name: 'jurisdiction + service type', url: (i) => `/api/invnumbers?jurisdiction=${j(i)}&service_type=DID&page=${i % 20}` },
    { name: 'one company (customer_code)', url: (i) => `/api/invnumbers?customer_code=IC${1 + (i % CUSTOMERS)}` },
    { name: 'jurisdiction + city', url: (i) => `/api/invnumbers?jurisdiction=${j(i)}&city=City%20${i % 50}` },
    { name: 'service number prefix', url: (i) => `/api/invnumbers?routing_vendor=%2B880000${String(i % 1000).padStart(3, '0')}` },
    { name: 'order id', url: (i) => `/api/invnumbers?order_id=${1 + i * 37}` },
    { name: 'deep page 2,000 (offset 20,000)', url: () => '/api/invnumbers?page=2000' },
  ];
  const results = [];
  for (const s of scenarios) {
    const r = await measure(portal.base, token, s);
    log(`${s.name}: p95 ${r.p95.toFixed(1)} ms (count ${r.count})`);
    results.push(r);
  }

  // 2. bulk uploads of 50,000 rows: stored parts, then deflated ones (streamed through inflate)
  const bulks = [await bulkUpload(portal.base, auth, pid, 'stored', bulkFile(BULK_ROWS, '3', false))];
  bulks.push(await bulkUpload(portal.base, auth, pid, 'deflated', bulkFile(BULK_ROWS, '4', true)));
  const peakAfterBulks = memory(pid).peakMb;

  // 3. export of every number to CSV
  const exportMem = sampleMemory(pid, 500);
  t0 = performance.now();
  const start = await fetch(`${portal.base}/api/reports/download/inventory/inventorynumbers?format=csv`, { headers: auth });
  const started = (await start.json()) as { data?: { filename: string } };
  const filename = started.data?.filename;
  let status = 'Pending';
  let exportRows = 0;
  const progress: number[] = [];
  while (filename && (status === 'Pending' || status === 'Processing') && performance.now() - t0 < 10 * 60_000) {
    await sleep(500);
    const list = (await (await fetch(`${portal.base}/api/downloads?limit=10`, { headers: auth })).json()) as {
      data: { filename: string; status: string; percentage: number; rows: number | null }[];
    };
    const row = list.data.find((d) => d.filename === filename);
    status = row?.status ?? 'missing';
    exportRows = row?.rows ?? 0;
    if (row && progress.at(-1) !== row.percentage) progress.push(row.percentage);
  }
  const exportMs = ms(t0);
  const exportSeries = exportMem.stop();
  let lines = 0;
  if (status === 'Completed' && filename) {
    const file = await fetch(`${portal.base}/api/download/${filename}`, { headers: auth });
    const reader = file.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      for (const b of chunk.value) if (b === 10) lines++;
    }
  }
  const peak = memory(pid).peakMb;
  await stopChild(portal.child);

  console.log(
    `\nGSN Portal inventory benchmark — ${new Date().toISOString()} — PostgreSQL, ${ROWS.toLocaleString('en')} inventory numbers`,
  );
  printScenarios(results, 50);
  console.log(
    `\nserver peak RSS (VmHWM) up to the end of the uploads: ${peakAfterBulks} MB; goal < 500 MB: ${peakAfterBulks < 500 ? 'met' : 'NOT MET'}`,
  );
  for (const b of bulks) {
    console.log(
      `\nbulk upload of ${BULK_ROWS.toLocaleString('en')} rows (xlsx ${b.label}, ${b.mib.toFixed(1)} MiB): HTTP ${b.status} in ${b.ms} ms` +
        ` (${Math.round((BULK_ROWS / Math.max(b.ms, 1)) * 1000)} rows/s) → ${JSON.stringify(b.statuses)}${b.message ? ` ${b.message}` : ''}; goal < 30 s: ${b.ms < 30_000 ? 'met' : 'NOT MET'}`,
    );
    console.log(
      `  server RSS ${b.before} MB before, ${b.max} MB at most during the upload (+${b.max - b.before} MB); goal < 500 MB: ${b.max < 500 ? 'met' : 'NOT MET'}`,
    );
  }
  console.log(
    `\nexport of ${exportRows.toLocaleString('en')} rows to CSV: ${status} in ${exportMs} ms (${Math.round((exportRows / Math.max(exportMs, 1)) * 1000).toLocaleString('en')} rows/s), ` +
      `file ${lines.toLocaleString('en')} lines; progress seen ${progress.join(' → ')} %`,
  );
  const steady = exportSeries.series.slice(Math.floor(exportSeries.series.length / 4));
  console.log(
    `  server RSS during the export: min ${exportSeries.min} MB, max ${exportSeries.max} MB over ${exportSeries.samples} samples; ` +
      `after the first quarter ${Math.min(...steady)}–${Math.max(...steady)} MB (flat when this range stays narrow); process peak ${peak} MB`,
  );
  const failed =
    results.some((r) => r.bad > 0) ||
    bulks.some((b) => b.status !== 200 || b.statuses.created !== BULK_ROWS) ||
    status !== 'Completed' ||
    lines < exportRows;
  if (failed) process.exitCode = 1;
}

await runBench(main, deadline);
