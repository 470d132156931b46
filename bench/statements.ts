// GSN Portal benchmark (bench/README.md, Statements): a month's statement of a company with 5,000,000 rated calls in
// the month, on PostgreSQL. The calls go in through the server's loading statement (`insertCallsFrom`: rated by the
// rating SQL, every counter — the statements' usage counters included — kept in the same statement), generated inside
// PostgreSQL. Then GET /api/billing/statements/{customer}/{month} is timed against the goal of 1 s, beside the scan of
// the calls the statement used to read. Prints figures beside the goal; never fails on a time (only on a wrong answer).
import { getTableColumns, sql } from 'drizzle-orm';
import pg from 'pg';
import { connect } from '../apps/server/src/db/connect.ts';
import { calls } from '../apps/server/src/db/schema.ts';
import {
  everyFieldWhere,
  type RatedCallFields,
  ratingJoin,
  ratingSelectList,
} from '../apps/server/src/modules/billing/billing-rating-sql.ts';
import { CALL_INSERT_COLUMNS, insertCallsFrom } from '../apps/server/src/modules/calls/calls-repository.ts';
import { log, ms, startClock } from './lib/clock.ts';
import { percentile } from './lib/measure.ts';
import { createDatabase, installGuards, makeTempDir, runBench, stopChild } from './lib/processes.ts';
import { loginToken, startPortal } from './lib/servers.ts';

const ROWS = Number(process.env.BENCH_STATEMENT_CALLS || 5_000_000);
/** Calls per loading statement (one transaction each). */
const CHUNK = Number(process.env.BENCH_STATEMENT_CHUNK || 250_000);
/** Toll-free numbers priced by the product's standard tariff per origin, and DID numbers by their own charges. */
const ITFS_NUMBERS = 1_000;
const DID_NUMBERS = 200;
const RUNS = Number(process.env.BENCH_STATEMENT_RUNS || 20);
const SCAN_RUNS = 3;
const GOAL_MS = 1_000;

startClock();
const deadline = installGuards(60 * 60_000);

/** The previous calendar month (UTC): ended, still open. */
function previousMonth(): { month: string; first: string } {
  const d = new Date();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  return { month: first.toISOString().slice(0, 7), first: first.toISOString() };
}

/** A company, a toll-free product with its standard tariff (30/6), an order holding its numbers, DID numbers with own charges. */
async function seedPricing(c: pg.Client): Promise<number> {
  const q = async (text: string, params: unknown[] = []) => (await c.query<{ id: number }>(text, params)).rows[0]?.id ?? 0;
  const customer = await q(`insert into customers (name) values ('Statement Bench Company') returning id`);
  const vendor = await q(`insert into vendors (name) values ('Statement Bench Vendor') returning id`);
  const product = await q(
    `insert into service_number_types (vendor_id, vendor_option, service_type, jurisdiction) values ($1, 'TF', 'ITFS', 'United Kingdom') returning id`,
    [vendor],
  );
  await c.query(
    `insert into tariffs (type, service_number_type_id, currency, fix_usage_rate, mobile_usage_rate, payphone_usage_rate, billing_incremental)
     values ('standard', $1, 'EUR', 0.0200, 0.0800, 0.2500, '30/6')`,
    [product],
  );
  const history = await q(
    `insert into service_number_type_order_history (product, service_type, jurisdiction) values ('{}', 'ITFS', 'United Kingdom') returning id`,
  );
  const order = await q(
    `insert into orders (customer_id, service_number_type_order_history_id, service_number_type_id, service_type, jurisdiction, status, reference, number_quantity)
     values ($1, $2, $3, 'ITFS', 'United Kingdom', 'completed', 'STATEMENT-BENCH', $4) returning id`,
    [customer, history, product, ITFS_NUMBERS],
  );
  await c.query(
    `insert into inventory_numbers (service_number, service_type, jurisdiction, state, customer_id, vendor_id, order_id)
     select '+44800' || lpad(g::text, 7, '0'), 'ITFS', 'United Kingdom', 'active', $1, $2, $3 from generate_series(1, $4) g`,
    [customer, vendor, order, ITFS_NUMBERS],
  );
  await c.query(
    `insert into inventory_numbers (service_number, service_type, jurisdiction, city, state, customer_id, vendor_id, currency, inbound_charges, billing_incremental)
     select '+44207' || lpad(g::text, 7, '0'), 'DID', 'United Kingdom', 'London', 'active', $1, $2, 'EUR', 0.0100, '60/60'
     from generate_series(1, $3) g`,
    [customer, vendor, DID_NUMBERS],
  );
  return customer;
}

const GEN: RatedCallFields = {
  service_type: 'g.service_type',
  direction: 'g.direction',
  duration_seconds: 'g.duration_seconds',
  answered_at: 'g.answered_at',
  origin_type: 'g.origin_type',
  called_type: 'g.called_type',
};
const TYPES = new Map(Object.values(getTableColumns(calls)).map((col) => [col.name, col.getSQLType()]));
/** The generated columns of a call; every other loaded column is NULL, the rating ones come from the rating SQL. */
const GENERATED = new Set([
  'seized_at',
  'alerted_at',
  'answered_at',
  'disconnected_at',
  'duration_seconds',
  'service_type',
  'direction',
  'called_number',
  'calling_number',
  'completion_code',
  'customer_id',
  'vendor_id',
  'inventory_number_id',
  'jurisdiction',
  'city',
  'origin_type',
  'origin_source',
  'called_type',
]);
const RATED = new Set([
  'billed_seconds',
  'rate',
  'cost',
  'currency',
  'rating_source',
  'rating_source_id',
  'rating_increment',
  'unrated_reason',
]);

/**
 * Calls `from` … `to` − 1 of the month, half a second apart, over the company's numbers: 85 % answered (1–600 s), the
 * toll-free ones' callers 60 % fixed, 30 % mobile, 10 % payphone. Rated as a load rates them.
 */
function callsSource(customer: number, first: string, from: number, to: number) {
  const other = CALL_INSERT_COLUMNS.filter((col) => !GENERATED.has(col) && !RATED.has(col))
    .map((col) => `null::${TYPES.get(col)} as ${col}`)
    .join(', ');
  const gen = `
    select seized, seized + interval '2 seconds' as alerted_at, case when answered then seized + interval '5 seconds' end as answered_at,
      seized + interval '5 seconds' + dur * interval '1 second' as disconnected_at, case when answered then dur else 0 end as duration_seconds,
      n.st[k] as service_type, 'inbound' as direction, n.sn[k] as called_number, '+447700' || lpad((x % 900000)::text, 6, '0') as calling_number,
      case when answered then 16 else 19 end as completion_code, ${Math.trunc(customer)} as customer_id, n.vendor as vendor_id,
      n.ids[k] as inventory_number_id, 'United Kingdom' as jurisdiction, n.city[k] as city,
      case when n.st[k] = 'ITFS' then case when (x / 1200) % 10 < 6 then 'fixed' when (x / 1200) % 10 < 9 then 'mobile' else 'payphone' end end as origin_type,
      case when n.st[k] = 'ITFS' then 'cdr' end as origin_source, null::text as called_type, ${other}
    from (
      select x, '${first}'::timestamptz + (x * 500) * interval '1 millisecond' as seized, (x * 7919) % 1000 < 850 as answered,
        1 + (x * 104729) % 600 as dur, (1 + (x * 31) % n0.cnt)::int as k
      from generate_series(${Math.trunc(from)}::bigint, ${Math.trunc(to) - 1}) x
      cross join (select count(*)::int as cnt from inventory_numbers where customer_id = ${Math.trunc(customer)}) n0
    ) s
    cross join (select array_agg(id order by id) as ids, array_agg(service_number order by id) as sn,
      array_agg(service_type order by id) as st, array_agg(city order by id) as city, min(vendor_id) as vendor
      from inventory_numbers where customer_id = ${Math.trunc(customer)}) n`;
  const need = everyFieldWhere(`i.customer_id = ${Math.trunc(customer)}`);
  const cols = CALL_INSERT_COLUMNS.map((col) => (col === 'seized_at' ? 'c.seized as seized_at' : `c.${col}`)).join(', ');
  return sql.raw(`
    select ${cols} from (
      select g.*, ${ratingSelectList(GEN)} from (${gen}) g${ratingJoin(GEN, 'g.inventory_number_id', need)}
    ) c order by c.seized`);
}

/** The statement's usage as it was read before the counters: a scan of the month's calls (for comparison). */
const SCAN = `
  select coalesce(inv.service_number, c.called_number) as service_number, c.origin_type, c.rate, c.currency,
    count(*)::int as calls, sum(c.billed_seconds)::bigint as billed_seconds, sum(c.cost) as cost
  from calls c left join inventory_numbers inv on inv.id = c.inventory_number_id
  where c.cost is not null and c.billed_seconds > 0 and c.customer_id = $1 and c.seized_at >= $2::timestamptz
    and c.seized_at < $2::timestamptz + interval '1 month'
  group by 1, 2, 3, 4`;

async function main() {
  const db = await createDatabase('statements');
  const portal = await startPortal('portal (PostgreSQL, statements)', { dataDir: await makeTempDir(), databaseUrl: db });
  const c = new pg.Client({ connectionString: db });
  // a failed run drops the database under this connection: the error is the run's, not this client's
  c.on('error', () => {});
  await c.connect();
  const { month, first } = previousMonth();
  const customer = await seedPricing(c);

  // the calls, through the server's loading statement, a chunk per transaction under the call loading lock
  const database = await connect({ databaseUrl: db, poolSize: 2 });
  let t0 = performance.now();
  let loaded = 0;
  for (let from = 0; from < ROWS; from += CHUNK) {
    const source = callsSource(customer, first, from, Math.min(ROWS, from + CHUNK));
    loaded += await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '256MB'`);
        const r = (await tx.execute(insertCallsFrom(source))) as unknown as { rows: { inserted: number }[] };
        return r.rows[0]?.inserted ?? 0;
      })
      .catch((e: Error & { cause?: Error }) => {
        // the database's own message, not the whole statement drizzle wraps it in
        throw new Error(`loading calls ${from}–${from + CHUNK}: ${e.cause?.message ?? e.message.slice(0, 300)}`);
      });
    log(`loaded ${loaded.toLocaleString('en')} calls`);
  }
  const loadMs = ms(t0);
  await database.close();
  t0 = performance.now();
  await c.query('vacuum analyze calls');
  await c.query('vacuum analyze call_usage_monthly');
  const vacuumMs = ms(t0);
  const counters = (
    await c.query<{ rows: number; calls: number; cost: string }>(
      `select count(*)::int as rows, sum(calls)::int as calls, sum(cost)::text as cost from call_usage_monthly where statement_month = $1 and customer_id = $2`,
      [month, customer],
    )
  ).rows[0]!;

  // the statement, as the portal answers it
  const token = await loginToken(portal.base);
  const url = `${portal.base}/api/billing/statements/${customer}/${month}`;
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  let answer: { status: number; usage?: string; lines?: number; calls?: number } = { status: 0 };
  for (let i = 0; i < RUNS + 2; i++) {
    const s = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { data?: { usage: string; lines: { calls: number | null }[] }[] };
    if (i >= 2) times.push(performance.now() - s);
    const st = body.data?.[0];
    answer = { status: res.status, usage: st?.usage, lines: st?.lines.length, calls: st?.lines.reduce((n, l) => n + (l.calls ?? 0), 0) };
  }
  times.sort((a, b) => a - b);

  // the scan of the calls the statement read before, for comparison
  const scans: number[] = [];
  let scanned: { calls: number; cost: string } = { calls: 0, cost: '0' };
  for (let i = 0; i < SCAN_RUNS; i++) {
    const s = performance.now();
    const r = await c.query<{ calls: number; cost: string }>(
      `select sum(calls)::int as calls, sum(cost)::numeric(18, 4)::text as cost from (${SCAN}) u`,
      [customer, first],
    );
    scans.push(performance.now() - s);
    scanned = r.rows[0]!;
  }
  scans.sort((a, b) => a - b);

  // the close: the month's statements computed and kept under the call loading lock
  t0 = performance.now();
  const closeRes = await fetch(`${portal.base}/api/billing/months/${month}/close`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  const closeMs = ms(t0);
  await c.end();
  await stopChild(portal.child);

  const same = answer.status === 200 && answer.calls === scanned.calls && answer.usage === scanned.cost;
  console.log(`\nGSN Portal statements benchmark — ${new Date().toISOString()} — PostgreSQL, one company, ${month}`);
  console.log(
    `load: ${loaded.toLocaleString('en')} calls through insertCallsFrom (rated, counters kept) in ${loadMs} ms ` +
      `(${Math.round((loaded / Math.max(loadMs, 1)) * 1000).toLocaleString('en')} rows/s), vacuum analyze ${vacuumMs} ms`,
  );
  console.log(`usage counters of the statement: ${counters.rows.toLocaleString('en')} rows, ${counters.calls.toLocaleString('en')} calls`);
  console.log(
    `GET /api/billing/statements/{customer}/${month} (${RUNS} runs after 2 warm-up): p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms; goal < ${GOAL_MS} ms: ${percentile(times, 95) < GOAL_MS ? 'met' : 'NOT MET'}`,
  );
  console.log(
    `  HTTP ${answer.status}, ${answer.lines} lines, ${answer.calls?.toLocaleString('en')} calls, usage ${answer.usage}; ` +
      `the scan of the calls: ${scanned.calls.toLocaleString('en')} calls, ${scanned.cost} — ${same ? 'equal' : 'DIFFERENT'}`,
  );
  console.log(`scan of the month's calls (the statement's read before the counters), ${SCAN_RUNS} runs: median ${scans[1]?.toFixed(0)} ms`);
  console.log(`close of the month (POST /api/billing/months/${month}/close): HTTP ${closeRes.status} in ${closeMs} ms`);
  if (!same || closeRes.status !== 200) process.exitCode = 1; // a wrong answer, not a slow one
}

await runBench(main, deadline);
