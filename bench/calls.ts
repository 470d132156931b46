// GSN Portal benchmark (bench/README.md): call records and reports on PostgreSQL — 5,000,000 calls with their hourly
// counters, loading 100,000 calls through insertCalls, and the call statistics, call records and order overview pages
// as staff; and POST /calls/import of a 5,000,000-line CSV on PostgreSQL (goal ≥ 200,000 rows/s) and 500,000 on PGlite.
// Prints figures beside the goals; never fails on a time (only on a wrong answer).
import pg from 'pg';
import { connect } from '../apps/server/src/db/connect.ts';
import { type CallInsert, callsRepository } from '../apps/server/src/modules/calls/calls-repository.ts';
import { log, ms, startClock } from './lib/clock.ts';
import { measure, memory, printScenarios, type Scenario } from './lib/measure.ts';
import { createDatabase, installGuards, makeTempDir, stopChild, runBench } from './lib/processes.ts';
import { CALL_DAYS, CALL_JURISDICTIONS, seedCalls } from './lib/seed-calls.ts';
import { ORDER_SERVICE_TYPES, seedOrders } from './lib/seed-large.ts';
import { loginToken, startPortal } from './lib/servers.ts';
import { ADMIN } from './lib/settings.ts';
import { benchImport, compareImport, printImport } from './lib/call-import.ts';
import { ratingCostPart } from './lib/rating-cost.ts';
import { createSearchCustomer, customerSearchScenarios, loginAs, SEARCH_CUSTOMER, staffSearchScenarios } from './lib/call-search.ts';

const ROWS = Number(process.env.BENCH_CALL_ROWS || 5_000_000);
const CUSTOMERS = 1_000;
/** Orders for the order overview (the same companies; as in orders.ts). */
const ORDER_ROWS = 200_000;
const LOAD_ROWS = 100_000;
const LOAD_BATCH = 5_000;
const GOAL_P95_MS = 50;
/** POST /calls/import: lines of the file on PostgreSQL and on the embedded engine; the goal on PostgreSQL. */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS || 5_000_000);
const IMPORT_ROWS_PGLITE = Number(process.env.BENCH_IMPORT_ROWS_PGLITE || 500_000);
const IMPORT_GOAL_ROWS_PER_S = 200_000;
/**
 * BENCH_IMPORT_SAVE: where to write the import's figures (JSON; default bench/results/calls-import.json);
 * BENCH_IMPORT_BASELINE: an earlier run's file to print this run against (ratios after/before).
 */
const IMPORT_SAVE = process.env.BENCH_IMPORT_SAVE || new URL('./results/calls-import.json', import.meta.url).pathname;
const IMPORT_BASELINE = process.env.BENCH_IMPORT_BASELINE;
/**
 * BENCH_CALLS_ONLY=import runs only the import parts (the import, then rating on load against loading unrated),
 * BENCH_CALLS_ONLY=rating only the second, BENCH_CALLS_ONLY=reports only the seeded reports part.
 */
const ONLY = process.env.BENCH_CALLS_ONLY;

startClock();
const deadline = installGuards(90 * 60_000);

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const today = () => dayOf(Date.now());
const daysAgo = (n: number) => dayOf(Date.now() - n * DAY_MS);

/** `rows` calls of the last 24 hours over the bench companies, as a switch would hand them to insertCalls. */
function recentCalls(rows: number, firstCustomer: number, vendorId: number): CallInsert[] {
  const now = Date.now();
  return Array.from({ length: rows }, (_, i) => {
    const cust = (i * 7919) % CUSTOMERS;
    const k = cust * 3 + (i % 3);
    const serviceType = ORDER_SERVICE_TYPES[k % 5] ?? 'ITFS';
    const seized = now - 60_000 - ((i * 104_729) % (DAY_MS - 120_000));
    const answered = i % 10 < 7;
    const alerted = answered || i % 10 === 7 ? seized + 1000 + (i % 5000) : null;
    const duration = answered ? 10 + (i % 890) : 0;
    return {
      seized_at: new Date(seized),
      alerted_at: alerted ? new Date(alerted) : null,
      answered_at: answered && alerted ? new Date(alerted + 5000) : null,
      disconnected_at: new Date((alerted ?? seized) + 5000 + duration * 1000),
      duration_seconds: duration,
      service_type: serviceType,
      direction: serviceType === 'SIP Trunking' && i % 10 < 3 ? 'outbound' : 'inbound',
      called_number: `+88${String(cust * 10 + (i % 3)).padStart(10, '0')}`,
      calling_number: `+447700${String(i % 900_000).padStart(6, '0')}`,
      connected_number: null,
      origin: 'United Kingdom',
      destination: CALL_JURISDICTIONS[Math.floor(k / 5) % 10] ?? 'United Kingdom',
      completion_code: answered ? 16 : [17, 19, 42][i % 3],
      release_direction: answered ? 'calling' : 'called',
      customer_id: firstCustomer + cust,
      vendor_id: vendorId,
      ic_customer_name: `Order Company ${String(cust + 1).padStart(5, '0')}`,
      og_customer_name: null,
      jurisdiction: CALL_JURISDICTIONS[Math.floor(k / 5) % 10] ?? 'United Kingdom',
      city: serviceType === 'DID' || serviceType === 'SIP Trunking' ? `City ${k % 50}` : null,
    };
  });
}

/** Times insertCalls (one statement per batch: the calls and their counters) through the server's repository. */
async function timeInsertCalls(databaseUrl: string, rows: CallInsert[]) {
  const database = await connect({ databaseUrl, poolSize: 2 });
  try {
    const repo = callsRepository(database.db);
    const t0 = performance.now();
    let inserted = 0;
    for (let i = 0; i < rows.length; i += LOAD_BATCH) inserted += await repo.insertCalls(rows.slice(i, i + LOAD_BATCH));
    return { inserted, ms: ms(t0) };
  } finally {
    await database.close();
  }
}

/**
 * POST /calls/import at carrier volume: on a fresh PostgreSQL database (IMPORT_ROWS lines) and on the embedded engine
 * (IMPORT_ROWS_PGLITE), each file imported twice (the second loads nothing), the counters checked against the calls.
 */
async function importPart(): Promise<boolean> {
  const dir = await makeTempDir();
  const db = await createDatabase('callimport');
  const portal = await startPortal('portal (PostgreSQL, call import)', { dataDir: await makeTempDir(), databaseUrl: db });
  const pgResult = await benchImport('PostgreSQL', portal, await loginToken(portal.base), dir, IMPORT_ROWS);
  const c = new pg.Client({ connectionString: db });
  await c.connect();
  const { rows: drift } = await c.query<{ calls: number; attempts: number }>(
    'select (select count(*)::int from calls) as calls, (select sum(attempts)::int from call_stats_hourly) as attempts',
  );
  await c.end();
  await stopChild(portal.child);
  const lite = await startPortal('portal (PGlite, call import)', { dataDir: await makeTempDir() });
  const liteResult = await benchImport('PGlite', lite, await loginToken(lite.base), dir, IMPORT_ROWS_PGLITE);
  await stopChild(lite.child);
  console.log(`\nGSN Portal call import benchmark — ${new Date().toISOString()}`);
  const ok = printImport(pgResult, IMPORT_GOAL_ROWS_PER_S) && printImport(liteResult);
  console.log(
    `  PostgreSQL counters ${drift[0]?.attempts === drift[0]?.calls ? 'equal' : 'DIFFER FROM'} the calls: ${drift[0]?.attempts?.toLocaleString('en')} attempts, ` +
      `${drift[0]?.calls?.toLocaleString('en')} calls\n`,
  );
  compareImport([pgResult, liteResult], IMPORT_SAVE, IMPORT_BASELINE);
  return ok && drift[0]?.attempts === drift[0]?.calls;
}

async function main() {
  if ((ONLY === undefined || ONLY === 'import') && !(await importPart())) process.exitCode = 1;
  if ((ONLY === undefined || ONLY === 'import' || ONLY === 'rating') && !(await ratingCostPart())) process.exitCode = 1;
  if (ONLY === 'import' || ONLY === 'rating') return;
  const db = await createDatabase('calls');
  const portal = await startPortal('portal (PostgreSQL, calls)', { dataDir: await makeTempDir(), databaseUrl: db });
  const pid = portal.child.proc.pid;
  const c = new pg.Client({ connectionString: db });
  await c.connect();
  const admin = await c.query<{ id: number }>('select id from accounts where lower(email) = lower($1)', [ADMIN.email]);
  let t0 = performance.now();
  await seedOrders(db, CUSTOMERS, ORDER_ROWS, admin.rows[0]?.id ?? 1);
  log(`seeded ${ORDER_ROWS.toLocaleString('en')} orders for ${CUSTOMERS.toLocaleString('en')} companies in ${ms(t0)} ms`);
  const first = (await c.query<{ id: number }>(`select min(id) as id from customers where name like 'Order Company %'`)).rows[0]?.id ?? 1;
  const vendorId = (await c.query<{ id: number }>('select min(id) as id from vendors')).rows[0]?.id ?? 1;
  t0 = performance.now();
  const seed = await seedCalls(db, { rows: ROWS, customers: CUSTOMERS, firstCustomer: first, namePrefix: 'Order Company' });
  const seedMs = ms(t0);
  log(
    `seeded ${ROWS.toLocaleString('en')} calls in ${Math.round(seed.callsMs)} ms, ${seed.counterRows.toLocaleString('en')} counter rows in ` +
      `${Math.round(seed.countersMs)} ms, vacuum analyze ${Math.round(seed.vacuumMs)} ms`,
  );

  // 1. loading through the repository, into the 5,000,000-row table and its counters
  const load = await timeInsertCalls(db, recentCalls(LOAD_ROWS, first, vendorId));
  log(`insertCalls: ${load.inserted.toLocaleString('en')} calls in ${load.ms} ms`);
  const { rows: drift } = await c.query<{ calls: number; attempts: number }>(
    'select (select count(*)::int from calls) as calls, (select sum(attempts)::int from call_stats_hourly) as attempts',
  );

  // 2. the report pages, as staff
  const token = await loginToken(portal.base);
  const j = (i: number) => encodeURIComponent(CALL_JURISDICTIONS[i % CALL_JURISDICTIONS.length] ?? '');
  const customer = (i: number) => first + ((i * 7) % CUSTOMERS);
  const hourlyDates = (i: number) => [1, 8, 15, 22].map((n) => daysAgo(n + (i % 7))).join(',');
  const scenarios: Scenario[] = [
    { name: 'statistics: 30 days, all customers', url: () => '/api/reports/calls/callstatistics' },
    {
      name: 'statistics: 90 days, one customer',
      url: (i) => `/api/reports/calls/callstatistics?customer_id=${customer(i)}&fromDate=${daysAgo(CALL_DAYS - 1)}&toDate=${today()}`,
    },
    { name: 'statistics: 30 days, one jurisdiction', url: (i) => `/api/reports/calls/callstatistics?jurisdiction=${j(i)}` },
    { name: 'hourly: 4 dates, all customers', url: (i) => `/api/reports/calls/callstatisticshourly?dates=${hourlyDates(i)}` },
    { name: 'call records: default page', url: () => '/api/calls' },
    { name: 'call records: one customer', url: (i) => `/api/calls?customer_id=${customer(i)}` },
    {
      name: 'call records: jurisdiction + 7 days',
      url: (i) => `/api/calls?jurisdiction=${j(i)}&fromDate=${daysAgo(20 + (i % 30))}&toDate=${daysAgo(14 + (i % 30))}`,
    },
    { name: 'order overview: all customers', url: () => '/api/reports/orders/summaryoverview' },
    ...staffSearchScenarios(CUSTOMERS),
  ];
  // the busiest company (the seed's skew gives the first company the most calls), as its own customer sees it
  await createSearchCustomer(db, first);
  const customerToken = await loginAs(portal.base, SEARCH_CUSTOMER);
  const runs = [...scenarios.map((s) => ({ s, token })), ...customerSearchScenarios().map((s) => ({ s, token: customerToken }))];
  const results = [];
  for (const { s, token: as } of runs) {
    const r = await measure(portal.base, as, s);
    log(`${s.name}: p95 ${r.p95.toFixed(1)} ms${r.bad ? ` (${r.bad} non-200)` : ''}`);
    results.push(r);
  }
  // what the statistics answered (once each): the figures the pages show
  const auth = { authorization: `Bearer ${token}` };
  const answers = [];
  for (const s of scenarios.slice(0, 4)) {
    const res = await fetch(portal.base + s.url(0), { headers: auth });
    const body = (await res.json()) as { data?: unknown[]; totals?: { callattempts: number; asr: number; ner: number }; message?: string };
    answers.push({ name: s.name, status: res.status, rows: body.data?.length ?? 0, totals: body.totals, message: body.message });
  }
  const rss = memory(pid);
  await c.end();
  await stopChild(portal.child);

  console.log(
    `\nGSN Portal calls benchmark — ${new Date().toISOString()} — PostgreSQL, ${ROWS.toLocaleString('en')} calls over ${CALL_DAYS} days, ` +
      `${CUSTOMERS.toLocaleString('en')} companies, ${ORDER_ROWS.toLocaleString('en')} orders`,
  );
  console.log(
    `seed: ${ROWS.toLocaleString('en')} calls ${Math.round(seed.callsMs)} ms (${Math.round((ROWS / Math.max(seed.callsMs, 1)) * 1000).toLocaleString('en')} rows/s), ` +
      `${seed.counterRows.toLocaleString('en')} hourly counter rows ${Math.round(seed.countersMs)} ms, vacuum analyze ${Math.round(seed.vacuumMs)} ms; total ${seedMs} ms`,
  );
  console.log(
    `insertCalls (repository, batches of ${LOAD_BATCH.toLocaleString('en')}, into the seeded table): ${load.inserted.toLocaleString('en')} calls in ${load.ms} ms ` +
      `(${Math.round((load.inserted / Math.max(load.ms, 1)) * 1000).toLocaleString('en')} rows/s); counters ${drift[0]?.attempts === drift[0]?.calls ? 'in step with' : 'DRIFTED from'} ` +
      `the calls (${drift[0]?.attempts?.toLocaleString('en')} attempts, ${drift[0]?.calls?.toLocaleString('en')} calls)\n`,
  );
  printScenarios(results, GOAL_P95_MS);
  console.log('');
  for (const a of answers) {
    const t = a.totals;
    console.log(
      `  ${a.name}: HTTP ${a.status}, ${a.rows} rows${t ? `, ${t.callattempts.toLocaleString('en')} attempts, ASR ${t.asr} %, NER ${t.ner} %` : ''}${a.message ? ` ${a.message}` : ''}`,
    );
  }
  console.log(`\nserver RSS after the requests: ${rss.rssMb} MB (peak ${rss.peakMb} MB)`);
  const failed =
    results.some((r) => r.bad > 0) ||
    load.inserted !== LOAD_ROWS ||
    drift[0]?.attempts !== drift[0]?.calls ||
    answers.some((a) => a.status !== 200);
  if (failed) process.exitCode = 1;
}

await runBench(main, deadline);
