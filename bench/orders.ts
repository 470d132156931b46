// GSN Portal benchmark (bench/README.md): orders on PostgreSQL — filtered pages over 200,000 orders (as staff and as a
// customer) and 100 concurrent status transitions on 100 distinct orders, checked in the database afterwards.
// Prints figures beside the goals; never fails on a time (only on a wrong answer).
import pg from 'pg';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { log, ms, startClock } from './lib/clock.ts';
import { measure, percentile, printScenarios, type Scenario } from './lib/measure.ts';
import { createDatabase, installGuards, makeTempDir, stopChild, runBench } from './lib/processes.ts';
import { ORDER_JURISDICTIONS, ORDER_SERVICE_TYPES, seedOrders } from './lib/seed-large.ts';
import { loginToken, startPortal } from './lib/servers.ts';
import { ADMIN } from './lib/settings.ts';

const ROWS = Number(process.env.BENCH_ORDER_ROWS || 200_000);
const CUSTOMERS = 1_000;
const TRANSITIONS = 100;
const CUSTOMER_ACCOUNT = { email: 'bench.customer@orders.example', password: 'Customer!2345' };

startClock();
const deadline = installGuards(10 * 60_000);

/** A master account (type 200) of the first company, with a known password, inserted directly. */
async function createCustomerAccount(c: pg.Client, customerId: number): Promise<void> {
  const hash = await hashPassword(CUSTOMER_ACCOUNT.password);
  const { rows } = await c.query<{ id: number }>(
    `insert into accounts (username, email, password_hash, account_type_id, status, customer_id)
     values ($1, $1, $2, 200, 'active', $3) returning id`,
    [CUSTOMER_ACCOUNT.email, hash, customerId],
  );
  await c.query(`insert into user_profiles (account_id, firstname, lastname) values ($1, 'Bench', 'Customer')`, [rows[0]?.id]);
}

async function login(base: string, body: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { token?: string };
  if (res.status !== 200 || !json.token) throw new Error(`customer login failed: ${res.status} ${JSON.stringify(json)}`);
  return json.token;
}

interface Put {
  status: number;
  ms: number;
  message?: string;
}

/** All PUTs fired at once; each one's status and latency. */
async function putAll(base: string, token: string, targets: { id: number; updatedAt: string }[]): Promise<{ puts: Put[]; wallMs: number }> {
  const t0 = performance.now();
  const puts = await Promise.all(
    targets.map(async (o) => {
      const s = performance.now();
      const res = await fetch(`${base}/api/orders/${o.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'accepted', updatedAt: o.updatedAt, remarks: 'bench accept' }),
      });
      const body = (await res.json()) as { message?: string };
      return { status: res.status, ms: performance.now() - s, message: body.message };
    }),
  );
  return { puts, wallMs: ms(t0) };
}

function tally(puts: Put[]): string {
  const by: Record<string, number> = {};
  for (const p of puts) by[p.status] = (by[p.status] ?? 0) + 1;
  return JSON.stringify(by);
}

async function main() {
  const db = await createDatabase('orders');
  const portal = await startPortal('portal (PostgreSQL, orders)', { dataDir: await makeTempDir(), databaseUrl: db });
  const c = new pg.Client({ connectionString: db });
  await c.connect();
  const admin = await c.query<{ id: number }>('select id from accounts where lower(email) = lower($1)', [ADMIN.email]);
  const t0 = performance.now();
  await seedOrders(db, CUSTOMERS, ROWS, admin.rows[0]?.id ?? 1);
  log(`seeded ${ROWS.toLocaleString('en')} orders for ${CUSTOMERS.toLocaleString('en')} companies in ${ms(t0)} ms`);
  const first = (await c.query<{ id: number }>(`select min(id) as id from customers where name like 'Order Company %'`)).rows[0]?.id ?? 1;
  const firstOrder = (await c.query<{ id: number }>('select min(id) as id from orders')).rows[0]?.id ?? 1;
  await createCustomerAccount(c, first);
  const token = await loginToken(portal.base);
  const customerToken = await login(portal.base, CUSTOMER_ACCOUNT);

  // 1. filtered pages
  const statuses = ['requested', 'ready', 'accepted', 'completed', 'cancellation'];
  const j = (i: number) => encodeURIComponent(ORDER_JURISDICTIONS[i % ORDER_JURISDICTIONS.length] ?? '');
  const st = (i: number) => encodeURIComponent(ORDER_SERVICE_TYPES[i % ORDER_SERVICE_TYPES.length] ?? '');
  const staff: Scenario[] = [
    { name: 'default page (updatedAt desc), pages 0–49', url: (i) => `/api/orders?page=${i % 50}` },
    { name: 'status, pages 0–9', url: (i) => `/api/orders?status=${statuses[i % statuses.length]}&page=${i % 10}` },
    { name: 'one company (customer_id)', url: (i) => `/api/orders?customer_id=${first + ((i * 7) % CUSTOMERS)}` },
    { name: 'service type + jurisdiction', url: (i) => `/api/orders?service_type=${st(i)}&jurisdiction=${j(i >> 2)}&page=${i % 5}` },
    { name: 'reference contains', url: (i) => `/api/orders?reference=${String(1000 + ((i * 389) % 90_000)).padStart(7, '0')}` },
    { name: 'order id', url: (i) => `/api/orders?order_id=${firstOrder + ((i * 661) % ROWS)}` },
  ];
  const results = [];
  for (const s of staff) {
    const r = await measure(portal.base, token, s);
    log(`${s.name}: p95 ${r.p95.toFixed(1)} ms (count ${r.count})`);
    results.push(r);
  }
  const own: Scenario = { name: 'own list, logged in as a customer, pages 0–19', url: (i) => `/api/orders?page=${i % 20}` };
  const ownResult = await measure(portal.base, customerToken, own);
  log(`${own.name}: p95 ${ownResult.p95.toFixed(1)} ms (count ${ownResult.count})`);
  results.push(ownResult);

  // 2. 100 concurrent transitions: staff accept 100 ready orders whose products flag no requirement
  const { rows: targetRows } = await c.query<{ id: number; updated_at: Date }>(
    `select o.id, o.updated_at from orders o join service_number_types p on p.id = o.service_number_type_id
     where o.status = 'ready' and not p.end_user_name_req and not p.usage_forecast_req
       and not o.translation_number_required and not o.porting
     order by o.id limit $1`,
    [TRANSITIONS],
  );
  const targets = targetRows.map((r) => ({ id: r.id, updatedAt: r.updated_at.toISOString() }));
  const ids = targets.map((t) => t.id);
  const lastEvent = (await c.query<{ id: number }>('select coalesce(max(id), 0) as id from order_events')).rows[0]?.id ?? 0;
  const accept = await putAll(portal.base, token, targets);
  const times = accept.puts.map((p) => p.ms).sort((a, b) => a - b);
  const ok = accept.puts.filter((p) => p.status === 200).length;
  log(`accept: ${tally(accept.puts)} in ${accept.wallMs} ms`);
  // the same 100 PUTs again with the now stale updatedAt: every one must answer 409 and write nothing
  const replay = await putAll(portal.base, token, targets);
  const conflicts = replay.puts.filter((p) => p.status === 409).length;
  log(`replay with stale updatedAt: ${tally(replay.puts)} in ${replay.wallMs} ms`);

  const { rows: check } = await c.query<{ id: number; status: string; purchased: boolean; accepted: number; events: number }>(
    `select o.id, o.status, o.date_purchase is not null as purchased,
            count(e.id) filter (where e.to_status = 'accepted' and e.from_status = 'ready')::int as accepted,
            count(e.id)::int as events
     from orders o left join order_events e on e.order_id = o.id and e.id > $2
     where o.id = any($1) group by o.id`,
    [ids, lastEvent],
  );
  const exactlyOne = check.filter((r) => r.status === 'accepted' && r.purchased && r.accepted === 1 && r.events === 1).length;
  const strays = (
    await c.query<{ n: number }>('select count(*)::int as n from order_events where id > $1 and not (order_id = any($2))', [lastEvent, ids])
  ).rows[0]?.n;
  await c.end();
  await stopChild(portal.child);

  console.log(
    `\nGSN Portal orders benchmark — ${new Date().toISOString()} — PostgreSQL, ${ROWS.toLocaleString('en')} orders, ${CUSTOMERS.toLocaleString('en')} companies`,
  );
  printScenarios(results, 30);
  console.log(
    `\n${targets.length} concurrent accepts (staff, ready → accepted, distinct orders, one Promise.all): ${ok} × 200 ${tally(accept.puts)}` +
      ` in ${accept.wallMs} ms wall; latency p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms;` +
      ` goal all ${TRANSITIONS}: ${ok === TRANSITIONS ? 'met' : 'NOT MET'}`,
  );
  const firstError = accept.puts.find((p) => p.status !== 200);
  if (firstError) console.log(`  first non-200: ${firstError.status} ${firstError.message ?? ''}`);
  console.log(
    `  database: ${exactlyOne}/${targets.length} orders accepted with date_purchase and exactly one new event (ready → accepted); ` +
      `${strays} new events on other orders`,
  );
  console.log(
    `  replay of the same ${targets.length} PUTs with the old updatedAt: ${conflicts} × 409 ${tally(replay.puts)} in ${replay.wallMs} ms`,
  );
  const failed =
    results.some((r) => r.bad > 0) ||
    targets.length !== TRANSITIONS ||
    ok !== TRANSITIONS ||
    exactlyOne !== TRANSITIONS ||
    strays !== 0 ||
    conflicts !== TRANSITIONS;
  if (failed) process.exitCode = 1;
}

await runBench(main, deadline);
