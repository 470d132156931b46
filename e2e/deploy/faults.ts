// `npm run test:faults`: the deployment of the README (HAProxy as configured there, two instances, one PostgreSQL)
// under steady traffic while its parts fail. Customers place orders as a careful integrator does (an Idempotency-Key
// per order, sent again with the same key after no answer, a 503, a 409 "in progress" or a 5xx) and staff read. The
// scenario's own PostgreSQL cluster is restarted, stopped for 10 s, has every session ended, is restarted during a
// call import, and an instance is killed (SIGKILL) mid-load. Then it checks in the database: both instances lived
// through every database fault, no order twice, every acknowledged order present, a webhook event stored for every
// order and nothing left in the outbox. Prints the figures and `N passed, N failed`.
import fs from 'node:fs/promises';
import http from 'node:http';
import * as XLSX from '@e965/xlsx';
import type { AddressInfo } from 'node:net';
import {
  alive,
  BASE_PORT,
  HOST,
  haproxyConfig,
  haproxyServers,
  type Instance,
  log,
  query,
  request,
  signIn,
  sleep,
  startHaproxy,
  startInstance,
  stop,
  Tally,
  tempDir,
  waitReady,
} from './lib.ts';
import { figures, newSeen, placeOrder } from './clients.ts';
import { startPgCluster } from './pg-cluster.ts';

const seen = { ...newSeen(), reads: 0, readErrors: new Map<string, number>() };

const tally = new Tally();
const started = performance.now();
const DEMO_PASSWORD = 'Demo1234!';
const CUSTOMERS = ['master@northwind-telecom.example', 'master@blueharbour.example'];
const STAFF = 'alice.admin@gsn.example';
const LB = `http://${HOST}:${BASE_PORT}`;
const STATS_PORT = BASE_PORT + 3;
const PG_PORT = Number(process.env.FAULTS_PG_PORT || 5441);

const cleanup: (() => Promise<unknown>)[] = [];
async function tearDown() {
  for (const c of cleanup.splice(0).reverse()) await c().catch((e) => log(`clean-up: ${e}`));
}

async function main() {
  // --- the deployment on a PostgreSQL cluster of the scenario's own ------------------------------------------------
  const pg = startPgCluster(PG_PORT);
  cleanup.push(async () => pg.destroy());
  const dbUrl = pg.url('gsn');
  const dirs = [await tempDir('gsn-faults-a-'), await tempDir('gsn-faults-b-')];
  cleanup.push(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));
  // the read lanes call as fast as they can on one session: quotas are the deploy scenario's subject, not this one's
  const env = (i: number) => ({ DATABASE_URL: dbUrl, DATA_DIR: dirs[i]!, PUBLIC_URL: LB, API_RATE_LIMIT: '1000000' });
  const instances = [0, 1].map((i) => startInstance(`instance ${'ab'[i]}`, BASE_PORT + 1 + i, env(i), ['--demo'])) as [Instance, Instance];
  cleanup.push(() => Promise.all(instances.map((i) => stop(i))));
  await Promise.all(instances.map((i) => waitReady(i)));
  tally.check(true, `two instances up on the scenario's PostgreSQL (port ${PG_PORT})`);
  const haproxy = await startHaproxy(
    dirs[0]!,
    haproxyConfig({ port: BASE_PORT, statsPort: STATS_PORT, servers: instances.map((i, n) => ({ name: 'ab'[n]!, port: i.port })) }),
  );
  const haproxyExit = new Promise((resolve) => haproxy.once('exit', resolve));
  cleanup.push(async () => {
    haproxy.kill('SIGTERM');
    await haproxyExit;
  });
  const bothUp = async () => {
    for (let n = 0; n < 150; n++) {
      const servers = await haproxyServers(STATS_PORT).catch(() => new Map());
      if ([...servers.values()].filter((s) => s.status === 'UP').length === 2) return true;
      await sleep(200);
    }
    return false;
  };
  tally.check(await bothUp(), 'HAProxy (the README configuration) sees both instances UP');

  // --- a webhook receiver hearing every company's order.created ------------------------------------------------------
  const heard = new Set<number>();
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      try {
        const id = JSON.parse(body)?.data?.order?.id;
        if (typeof id === 'number') heard.add(id);
      } catch {
        /* not ours */
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, HOST, r));
  cleanup.push(() => new Promise((r) => receiver.close(r)));
  const staff = await signIn(LB, STAFF, DEMO_PASSWORD);
  const allow = await request('PUT', `${LB}/api/configuration`, { token: staff, json: { webhooks_allow_private_addresses: true } });
  tally.check(allow.status === 200, 'the administrator allows webhooks to this machine', `${allow.status}`);
  const hook = await request('POST', `${LB}/api/webhooks`, {
    token: staff,
    json: { url: `http://${HOST}:${(receiver.address() as AddressInfo).port}/hook`, events: ['order.created'] },
  });
  tally.check(hook.status === 201, 'staff register a webhook for every company’s order.created', `${hook.status} ${hook.body}`);

  // --- steady traffic: customers order, staff read ------------------------------------------------------------------
  const customers = await Promise.all(CUSTOMERS.map((c) => signIn(LB, c, DEMO_PASSWORD)));
  const products = (
    await request('GET', `${LB}/api/servicenumbers/type?service_type=ITFS&expired=false&limit=20`, { token: customers[0]! })
  ).json<{ data: { id: number }[] }>().data;
  // products this customer may order (the demo's catalogue has some with extra requirements): tried once each
  const orderable: number[] = [];
  for (const p of products) {
    const res = await request('POST', `${LB}/api/orders`, {
      token: customers[0]!,
      json: { service_number_type_id: p.id, number_quantity: 1, reference: `F-probe-${p.id}`, terms_accepted: true },
    });
    if (res.status === 201) orderable.push(p.id);
  }
  tally.check(orderable.length > 0, `customers can order ${orderable.length} of ${products.length} products`);
  let running = true;
  let serial = 0;
  const lanes = [
    ...Array.from({ length: 6 }, (_, n) =>
      (async () => {
        while (running) {
          const k = serial++;
          await placeOrder(seen, LB, customers[n % customers.length]!, orderable[k % orderable.length]!, `F-${k}`);
        }
      })(),
    ),
    ...Array.from({ length: 2 }, () =>
      (async () => {
        while (running) {
          for (const path of ['/api/orders?limit=5', '/api/accounts?limit=5', '/api/dashboard']) {
            const res = await request('GET', `${LB}${path}`, { token: staff }).catch(() => ({ status: 0 }));
            seen.reads++;
            if (res.status !== 200) {
              seen.readErrors.set(String(res.status), (seen.readErrors.get(String(res.status)) ?? 0) + 1);
              await sleep(500); // as a browser would: a failed read is tried again a moment later
            }
          }
        }
      })(),
    ),
  ];
  const phase = async (what: string, fault: () => Promise<void>) => {
    const before = seen.acknowledged.size;
    log(`— ${what}`);
    await fault();
    await sleep(4000);
    const up = instances.filter(alive).length;
    tally.check(
      up === 2,
      `${what}: both instances live (${seen.acknowledged.size - before} orders acknowledged meanwhile)`,
      instances
        .filter((i) => !alive(i))
        .map((i) => `${i.name}: ${i.tail.slice(-5).join('\n')}`)
        .join('\n'),
    );
  };

  await sleep(3000);
  await phase('PostgreSQL restarts under traffic', async () => pg.restart());
  await phase('PostgreSQL stops for 10 s under traffic', async () => {
    pg.stop();
    await sleep(10_000);
    pg.start();
  });
  await phase('the server ends every session (pg_terminate_backend)', async () => {
    const [r] = await query<{ n: number }>(
      pg.url('postgres'),
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = 'gsn' and pid <> pg_backend_pid()`,
    );
    log(`${r?.n} sessions ended`);
  });
  await phase('PostgreSQL restarts during a call import', async () => {
    const header = 'CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,CDR_ANSWERTIME,CDR_DISCTIME,CDR_COMPCODE,CDR_RELEASEDIR,DIRECTION\n';
    async function* csv() {
      yield header;
      for (let chunk = 0; chunk < 40; chunk++) {
        let text = '';
        for (let i = 0; i < 10_000; i++) {
          const t = new Date(Date.UTC(2026, 9, 1) + (chunk * 10_000 + i) * 1000).toISOString().slice(0, 19).replace('T', ' ');
          text += `${t},+442079460000,+4477009${String(i).padStart(5, '0')},,${t},16,calling,inbound\n`;
        }
        yield text;
        await sleep(100); // a network that delivers the file over a few seconds
      }
    }
    const importing = fetch(`${instances[0].base}/api/calls/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'text/csv' },
      body: ReadableStreamFrom(csv()),
      duplex: 'half',
    } as RequestInit).then(
      async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() }),
      (e: Error) => ({ status: 0, retryAfter: null, body: e.message }),
    );
    await sleep(1500);
    pg.restart();
    const answer = await importing;
    tally.check(
      answer.status === 503 && answer.retryAfter !== null,
      `the import in progress answers 503 with Retry-After (${answer.status})`,
      answer.body.slice(0, 200),
    );
  });
  await phase('PostgreSQL restarts during a 50,000-row inventory upload', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({
      service_number: `+442071${String(i).padStart(6, '0')}`,
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      city: 'London',
      number_type: 'Fixed',
      currency: 'GBP',
      nrc: '10.00',
      mrc: '2.50',
    }));
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(rows), 'invnumbers');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]), 'invnumbers.xlsx');
    const uploading = fetch(`${instances[1].base}/api/invnumbers/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}` },
      body: form,
    }).then(
      async (r) => ({ status: r.status, body: await r.text() }),
      (e: Error) => ({ status: 0, body: e.message }),
    );
    // restart once the upload writes to the database (after its file is read)
    for (let n = 0; n < 300; n++) {
      const [busy] = await query<{ n: number }>(
        pg.url('postgres'),
        `select count(*)::int as n from pg_stat_activity where datname = 'gsn' and query ilike '%inventory%' and state <> 'idle'`,
      );
      if (busy?.n) break;
      await sleep(50);
    }
    pg.restart();
    const answer = await uploading;
    const [stored] = await query<{ n: number }>(
      dbUrl,
      `select count(*)::int as n from inventory_numbers where service_number like '+442071%'`,
    ).catch(() => [{ n: -1 }]);
    tally.check(
      (answer.status === 503 && stored?.n === 0) || (answer.status < 300 && stored?.n === 50_000),
      `the upload answers 503 with nothing stored, or succeeds whole (${answer.status}, ${stored?.n} rows stored)`,
      answer.body.slice(0, 200),
    );
  });
  // --- an instance dies mid-load -------------------------------------------------------------------------------------
  log('— instance b is killed (SIGKILL) under traffic');
  const [, b] = instances;
  b.proc.kill('SIGKILL');
  await b.exited;
  await sleep(6000);
  tally.check(alive(instances[0]), 'instance a serves on after b died');
  const restarted = startInstance('instance b', b.port, env(1));
  instances[1] = restarted;
  await waitReady(restarted);
  tally.check(await bothUp(), 'instance b restarted and back in the balancer');
  await sleep(3000);

  running = false;
  await Promise.all(lanes);

  // --- what the database holds ---------------------------------------------------------------------------------------
  const rows = await query<{ reference: string; n: number; id: number }>(
    dbUrl,
    `select reference, count(*)::int as n, min(id)::int as id from orders where reference like 'F-%' and reference not like 'F-probe-%' group by reference`,
  );
  const stored = new Map(rows.map((r) => [r.reference, r]));
  const doubled = rows.filter((r) => r.n > 1);
  const lost = [...seen.acknowledged.keys()].filter((r) => !stored.has(r));
  tally.check(
    doubled.length === 0,
    `no order twice: ${rows.length} orders stored, ${doubled.length} stored more than once`,
    doubled
      .slice(0, 5)
      .map((d) => `${d.reference} ×${d.n}`)
      .join(', '),
  );
  tally.check(
    lost.length === 0,
    `every acknowledged order is stored: ${seen.acknowledged.size} acknowledged, ${lost.length} missing`,
    lost.slice(0, 5).join(', '),
  );
  tally.check(
    seen.gaveUp.length === 0,
    `every order was settled for its client (${seen.gaveUp.length} gave up)`,
    seen.gaveUp.slice(0, 5).join(' | '),
  );
  // every stored order's order.created is stored as a delivery to the endpoint (the outbox drains within seconds)
  let missing: number[] = [];
  let left = 0;
  for (let n = 0; n < 60; n++) {
    const [o] = await query<{ n: number }>(dbUrl, 'select count(*)::int as n from outbox_messages');
    left = o?.n ?? 0;
    const gaps = await query<{ id: number }>(
      dbUrl,
      `select o.id from orders o where o.reference like 'F-%' and not exists (select 1 from webhook_deliveries d
        where d.event = 'order.created' and (d.payload->'order'->>'id')::int = o.id)`,
    );
    missing = gaps.map((g) => g.id);
    if (!missing.length && !left) break;
    await sleep(1000);
  }
  tally.check(missing.length === 0, `a webhook event stored for every order (${missing.length} without)`, missing.slice(0, 10).join(', '));
  tally.check(left === 0, `the outbox drained (${left} messages left)`);
  for (let n = 0; n < 30 && heard.size < rows.length; n++) await sleep(1000);
  log(
    `the receiver heard order.created for ${heard.size} of ${rows.length + orderable.length} orders so far (the rest on their retry schedule)`,
  );
  log(`figures: ${figures(seen)}`);
  log(`reads: ${seen.reads}, not 200: ${[...seen.readErrors].map(([s, n]) => `${s}: ${n}`).join(', ') || 'none'}`);
  const sa = await haproxyServers(STATS_PORT).catch(() => new Map());
  log(`HAProxy retries ${[...sa].map(([k, v]) => `${k} ${v.retries}, redispatched ${v.redispatches}`).join('; ')}`);
}

/** A web ReadableStream from an async generator of text (fetch's streamed request body). */
function ReadableStreamFrom(gen: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await gen.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
  });
}

try {
  await main();
} catch (e) {
  tally.check(false, 'the scenario ran to its end', e instanceof Error ? (e.stack ?? e.message) : String(e));
} finally {
  await tearDown();
  log(`fault scenario in ${Math.round((performance.now() - started) / 1000)} s`);
}
tally.close();
