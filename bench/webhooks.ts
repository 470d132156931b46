// GSN Portal benchmark (bench/README.md, Webhooks): the webhook delivery of one instance on PostgreSQL — events emitted
// as features emit them (outbox, one delivery per listening endpoint), its real job queue (pg-boss), real HTTP
// receivers on this machine. Part 1: 3,000 messages to 10 fast endpoints —
// deliveries/s (goal ≥ 200 per instance). Part 2: one endpoint hangs (never answers; every attempt times out after
// 10 s) with 200 messages queued for it, while a healthy endpoint gets a message every 50 ms for 15 s — the healthy
// one's latency from the event stored to its arrival, p50/p99 (goal p99 ≤ 2 s). Part 3: a retried message's bytes
// against its first attempt's. Prints figures beside the goals; never fails on a time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, runMigrations } from '../apps/server/src/db/connect.ts';
import { createOutbox } from '../apps/server/src/lib/outbox.ts';
import { webhooksRepository } from '../apps/server/src/modules/webhooks/webhooks-repository.ts';
import { webhooksService } from '../apps/server/src/modules/webhooks/webhooks-service.ts';
import type { Mailer } from '../apps/server/src/plugins/mailer.ts';
import { createJobs } from '../apps/server/src/plugins/jobs.ts';
import { log, ms, sleep, startClock } from './lib/clock.ts';
import { createDatabase, installGuards, runBench } from './lib/processes.ts';

const FAST_ENDPOINTS = 10;
const FAST_MESSAGES = 3_000;
const GOAL_PER_S = 200;
const HANGING_MESSAGES = 200;
const HEALTHY_EVERY_MS = 50;
const HEALTHY_FOR_MS = 15_000;
const GOAL_P99_MS = 2_000;

startClock();
const deadline = installGuards(15 * 60_000);

interface Arrival {
  body: string;
  at: number;
}

/** A receiver on a free local port: answers at once (`hang`: never), keeps what arrives. */
async function receiver(hang = false) {
  const got: Arrival[] = [];
  let status = 204;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ body: Buffer.concat(chunks).toString('utf8'), at: performance.now() });
      if (hang) return; // the sender's 10 s timeout ends it
      res.writeHead(status).end();
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    setStatus: (s: number) => {
      status = s;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const url = await createDatabase('webhooks');
  const database = await connect({ databaseUrl: url, poolSize: 20 });
  await runMigrations(database);
  const quiet = { error: (o: object, m: string) => log(`${m} ${JSON.stringify(o).slice(0, 200)}`) };
  const jobs = createJobs(database, url, 'boss', quiet);
  const repo = webhooksRepository(database.db);
  const mailer = { send: async () => {} } as unknown as Mailer;
  const svc = webhooksService({
    repo,
    outbox: createOutbox(database.db, quiet),
    db: database.db,
    jobs,
    mailer,
    allowPrivate: async () => true,
    publicUrl: 'http://bench.test',
    log: quiet,
  });
  await jobs.start();

  /** `count` events of `type` as a feature emits them: through the outbox, stored as one delivery per listening endpoint. */
  async function emit(type: string, count: number, tag: string, parallel = 1) {
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < count; i = next++) await svc.events.emit(type, null, { order: { id: i, tag } });
    };
    await Promise.all(Array.from({ length: parallel }, lane));
  }
  const endpoint = (u: string, n: string, event: string) =>
    repo.insert({ customer_id: null, url: u, events: [event], secret: `whsec_${Buffer.from(n.padEnd(24, 'x')).toString('base64')}` });

  // 1. throughput ----------------------------------------------------------------------------------------------
  const fast = await Promise.all(Array.from({ length: FAST_ENDPOINTS }, () => receiver()));
  const fastIds = [];
  for (const [i, r] of fast.entries()) fastIds.push((await endpoint(r.url, `fast${i}`, 'order.created')).id);
  const perEndpoint = Math.round(FAST_MESSAGES / FAST_ENDPOINTS);
  const t0 = performance.now();
  // as a busy portal makes them: 8 requests at once
  await emit('order.created', perEndpoint, 'fast', 8);
  const storedMs = ms(t0);
  const total = perEndpoint * FAST_ENDPOINTS;
  while (fast.reduce((n, r) => n + r.got.length, 0) < total && performance.now() - t0 < 120_000) await sleep(20);
  const arrived = fast.reduce((n, r) => n + r.got.length, 0);
  const spanMs = Math.max(...fast.flatMap((r) => r.got.map((g) => g.at))) - t0;
  const rate = Math.round((arrived / spanMs) * 1000);
  log(`throughput: ${arrived}/${total} delivered in ${Math.round(spanMs)} ms (${perEndpoint} events emitted in ${storedMs} ms)`);

  // 2. a hanging endpoint beside a healthy one ---------------------------------------------------------------------
  const dead = await receiver(true);
  const healthy = await receiver();
  await endpoint(dead.url, 'dead', 'order.status_changed');
  await endpoint(healthy.url, 'healthy', 'order.document_uploaded');
  await emit('order.status_changed', HANGING_MESSAGES, 'dead');
  const sentAt = new Map<string, number>();
  const t1 = performance.now();
  let n = 0;
  while (performance.now() - t1 < HEALTHY_FOR_MS) {
    const tag = `healthy${n++}`;
    sentAt.set(tag, performance.now());
    await emit('order.document_uploaded', 1, tag);
    await sleep(HEALTHY_EVERY_MS);
  }
  while (healthy.got.length < sentAt.size && performance.now() - t1 < HEALTHY_FOR_MS + 30_000) await sleep(20);
  const tagOf = (body: string) => (JSON.parse(body) as { data: { order: { tag: string } } }).data.order.tag;
  const latencies = healthy.got.map((g) => g.at - (sentAt.get(tagOf(g.body)) ?? g.at)).sort((a, b) => a - b);
  log(`hanging endpoint: ${dead.got.length} attempts reached it; healthy: ${healthy.got.length}/${sentAt.size} arrived`);

  // 3. a retried message, byte for byte ------------------------------------------------------------------------------
  const flaky = await receiver();
  flaky.setStatus(500);
  await endpoint(flaky.url, 'flaky', 'export.completed');
  await emit('export.completed', 1, 'flaky');
  while (flaky.got.length < 1) await sleep(20);
  flaky.setStatus(204);
  // the first retry is 5 s later, queued for its time
  const t2 = performance.now();
  while (flaky.got.length < 2 && performance.now() - t2 < 20_000) await sleep(50);
  const retryAfterMs = flaky.got[1] ? Math.round(flaky.got[1].at - flaky.got[0]!.at) : undefined;
  const identical = flaky.got.length >= 2 && flaky.got[0]!.body === flaky.got[1]!.body;

  await jobs.stop();
  for (const r of [...fast, dead, healthy, flaky]) await r.close();
  await database.close();

  console.log(`\nGSN Portal webhook delivery benchmark — ${new Date().toISOString()} — PostgreSQL, one instance, pg-boss`);
  console.log(
    `${arrived.toLocaleString('en')} messages to ${FAST_ENDPOINTS} fast endpoints: ${rate} deliveries/s; goal ≥ ${GOAL_PER_S}/s: ${rate >= GOAL_PER_S ? 'met' : 'NOT MET'}`,
  );
  const p50 = Math.round(pct(latencies, 50));
  const p99 = Math.round(pct(latencies, 99));
  console.log(
    `one endpoint hanging (${HANGING_MESSAGES} messages, 10 s timeouts; ${dead.got.length} attempts reached it meanwhile): a healthy endpoint's ${latencies.length} messages arrived p50 ${p50} ms, p99 ${p99} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms; goal p99 ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS && latencies.length === sentAt.size ? 'met' : 'NOT MET'}`,
  );
  console.log(
    `a message answered 500, then retried after ${retryAfterMs ?? '—'} ms (schedule: 5 s): byte-identical body: ${identical ? 'yes' : 'NO'}`,
  );
}

void runBench(main, deadline);
