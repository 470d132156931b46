// GSN Portal benchmark (bench/README.md, Mail queue): the mail queue. Uploads 5,000 customers (5,000 activation mails),
// asks for a password reset right behind them, and measures mails/s to the outbox and how long the reset
// mail waited. Prints figures beside the goal (≥ 50 mails/s per instance); never fails on a time.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { log, ms, sleep, startClock } from './lib/clock.ts';
import { createDatabase, installGuards, makeTempDir, runBench, stopChild } from './lib/processes.ts';
import { loginToken, startPortal } from './lib/servers.ts';
import { ADMIN } from './lib/settings.ts';

const ROWS = 5_000;

startClock();
const deadline = installGuards();

function bulkFile(rows: number): Buffer {
  const data = Array.from({ length: rows }, (_, i) => ({
    name: `Mail Company ${i + 1}`,
    master_email: `master.mail${i + 1}@mail.example`,
    business_jurisdiction: 'United Kingdom',
    address_country: 'GB',
    address_city: 'London',
  }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(data), 'customers');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function main() {
  const db = await createDatabase('mails');
  const dataDir = await makeTempDir();
  const outbox = path.join(dataDir, 'outbox');
  const portal = await startPortal('portal (PostgreSQL, mails)', { dataDir, databaseUrl: db });
  const token = await loginToken(portal.base);
  const count = async () => (await fs.readdir(outbox).catch(() => [] as string[])).length;
  const base = await count();

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bulkFile(ROWS))]), 'customers.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${portal.base}/api/customers/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { status: string }[] };
  const uploadMs = ms(t0);
  const created = (body.data ?? []).filter((r) => r.status === 'created').length;
  const atUploadEnd = (await count()) - base;
  log(`upload: HTTP ${res.status}, ${created} created in ${uploadMs} ms; ${atUploadEnd} mails already in the outbox`);

  const tReset = performance.now();
  const reset = await fetch(`${portal.base}/api/account/forgotpassword/${encodeURIComponent(ADMIN.email)}`);
  let resetWaitMs: number | undefined;
  const seen = new Set<string>();
  let done = 0;
  while (performance.now() - t0 < 150_000) {
    const files = await fs.readdir(outbox).catch(() => [] as string[]);
    done = files.length - base;
    if (resetWaitMs === undefined) {
      for (const f of files) {
        if (seen.has(f)) continue;
        seen.add(f);
        const raw = await fs.readFile(path.join(outbox, f), 'utf8');
        if (/^Subject: .*reset your password/im.test(raw)) resetWaitMs = ms(tReset);
      }
    }
    if (done >= created + 1 && resetWaitMs !== undefined) break;
    await sleep(50);
  }
  const totalMs = ms(t0);
  await stopChild(portal.child);

  console.log(`\nGSN Portal mail queue benchmark — ${new Date().toISOString()} — PostgreSQL, one instance, outbox`);
  console.log(`bulk upload of ${ROWS.toLocaleString('en')} customers: HTTP ${res.status}, ${created} masters created in ${uploadMs} ms`);
  const rate = Math.round((done / totalMs) * 1000);
  console.log(
    `${done.toLocaleString('en')} mails in the outbox ${totalMs} ms after the upload started: ${rate} mails/s; goal ≥ 50 mails/s: ${rate >= 50 ? 'met' : 'NOT MET'}`,
  );
  console.log(
    `password reset asked right after the upload (HTTP ${reset.status}): in the outbox after ${resetWaitMs ?? 'NEVER'} ms, behind ${(created - atUploadEnd).toLocaleString('en')} queued activation mails`,
  );
  if (res.status !== 200 || resetWaitMs === undefined) process.exitCode = 1;
}

await runBench(main, deadline);
