// GSN Portal benchmark (bench/README.md): list pages over 100,000 accounts and 10,000 customers on PostgreSQL, and
// a bulk import of 5,000 customer rows. Prints figures beside the goals; never fails on a time.
import * as XLSX from '@e965/xlsx';
import pg from 'pg';
import { log, ms, startClock } from './lib/clock.ts';
import { measure, memory, printScenarios, type Scenario } from './lib/measure.ts';
import { createDatabase, installGuards, makeTempDir, stopChild, runBench } from './lib/processes.ts';
import { seedAccountsAndCustomers } from './lib/seed-large.ts';
import { loginToken, startPortal } from './lib/servers.ts';
import { uploadSheet } from './lib/upload.ts';

const CUSTOMERS = 10_000;
const ACCOUNTS = 100_000;
const BULK_ROWS = 5_000;

startClock();
const deadline = installGuards();

function bulkFile(rows: number): Buffer {
  const data = Array.from({ length: rows }, (_, i) => ({
    name: `Bulk Company ${i + 1}`,
    former_name: i % 4 === 0 ? `Old Bulk ${i + 1}` : '',
    website: `https://bulk${i + 1}.example`,
    master_email: `master.bulk${i + 1}@bulk.example`,
    provider_insight_company_code: `BK${i + 1}`,
    business_jurisdiction: 'United Kingdom',
    address_country: 'GB',
    address_city: 'London',
    commercial_contact_name: 'Desk',
    commercial_contact_phone: '+44 20 7946 0000',
    commercial_contact_email: `desk${i + 1}@bulk.example`,
  }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(data), 'customers');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function main() {
  const db = await createDatabase('lists');
  const portal = await startPortal('portal (PostgreSQL, lists)', { dataDir: await makeTempDir(), databaseUrl: db });
  const t0 = performance.now();
  await seedAccountsAndCustomers(db, CUSTOMERS, ACCOUNTS);
  log(`seeded ${CUSTOMERS.toLocaleString('en')} customers and ${ACCOUNTS.toLocaleString('en')} accounts in ${ms(t0)} ms`);
  const c = new pg.Client({ connectionString: db });
  await c.connect();
  const { rows } = await c.query<{ id: number }>('select min(id) as id from customers');
  await c.end();
  const firstCustomer = rows[0]?.id ?? 1;
  const token = await loginToken(portal.base);

  const scenarios: Scenario[] = [
    {
      name: 'accounts: type 210, active, pages 0–49',
      url: (i) => `/api/accounts/?account_type_code=210&status=active&limit=10&page=${i % 50}`,
    },
    { name: 'accounts: one company', url: (i) => `/api/accounts/?customer_id=${firstCustomer + (i % CUSTOMERS)}&limit=10` },
    { name: 'accounts: disabled, by last login', url: (i) => `/api/accounts/?disabled=true&orderby=last_login&asc=false&page=${i % 30}` },
    // worst case for trigram search: every generated e-mail shares the 'bench.user.' part of the pattern
    { name: 'accounts: free-text search (worst case)', url: (i) => `/api/accounts/?search=bench.user.${1000 + i}` },
    { name: 'customers: pages 0–499 by name', url: (i) => `/api/customers/?page=${i % 500}` },
    { name: 'customers: country + signed BDM', url: (i) => `/api/customers/?country=GB&provider_signed_bdm_id=2&page=${i % 20}` },
  ];
  const results = [];
  for (const s of scenarios) {
    const r = await measure(portal.base, token, s);
    log(`${s.name}: p95 ${r.p95.toFixed(1)} ms (count ${r.count})`);
    results.push(r);
  }

  const file = bulkFile(BULK_ROWS);
  const before = memory(portal.child.proc.pid);
  const { status, body, statuses, took: bulkMs } = await uploadSheet(portal.base, token, '/api/customers/bulk', 'customers.xlsx', file);
  const after = memory(portal.child.proc.pid);
  await stopChild(portal.child);

  console.log(
    `\nGSN Portal list benchmark — ${new Date().toISOString()} — PostgreSQL, ${ACCOUNTS.toLocaleString('en')} accounts, ${CUSTOMERS.toLocaleString('en')} customers`,
  );
  printScenarios(results, 30);
  console.log(
    `\nbulk import of ${BULK_ROWS.toLocaleString('en')} customer rows (xlsx ${(file.length / 1024).toFixed(0)} KiB): HTTP ${status} in ${bulkMs} ms` +
      ` (${Math.round((BULK_ROWS / bulkMs) * 1000)} rows/s) → ${JSON.stringify(statuses)}${body.message ? ` ${body.message}` : ''}; goal < 10 s: ${bulkMs < 10_000 ? 'met' : 'NOT MET'}`,
  );
  console.log(
    `server memory: RSS ${before.rssMb} → ${after.rssMb} MB, peak ${after.peakMb} MB (peak before the import ${before.peakMb} MB)`,
  );
  const failed = results.some((r) => r.bad > 0) || status !== 200;
  if (failed) process.exitCode = 1; // a wrong answer, not a slow one
}

await runBench(main, deadline);
