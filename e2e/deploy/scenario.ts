// `npm run test:deploy`: the deployment the README describes, end to end over HTTP. HAProxy (round robin,
// no stickiness, health check on /api/health) in front of two instances on one fresh PostgreSQL database, files in S3
// (s3rver) and a DATA_DIR of their own each. A customer signs in, orders and uploads a document; staff download it
// (through both instances) and move the order; an export started through one instance downloads through the other;
// then one instance gets SIGTERM while requests keep flowing, and the scenario goes on through the other without an
// error the user sees; each instance's request counter (its metrics listener) moved meanwhile. Prints `N passed,
// N failed`.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { startS3Server } from '../../apps/server/test/s3-server.ts';
import {
  ADMIN,
  alive,
  BASE_PORT,
  counterTotal,
  freshDatabase,
  HOST,
  haproxyConfig,
  haproxyServers,
  type Instance,
  log,
  type Reply,
  request,
  S3_PORT,
  signIn,
  sleep,
  startHaproxy,
  startInstance,
  stop,
  Tally,
  tempDir,
  waitReady,
} from './lib.ts';

const tally = new Tally();
const started = performance.now();
const DEMO_PASSWORD = 'Demo1234!';
const CUSTOMER = 'master@northwind-telecom.example';
const STAFF = 'alice.admin@gsn.example';
const LB = `http://${HOST}:${BASE_PORT}`;
const STATS_PORT = BASE_PORT + 3;
/** Each instance's metrics listener (METRICS_PORT), apart from the ports the balancer and the start race use. */
const METRICS_PORTS = [BASE_PORT + 10, BASE_PORT + 11] as const;
const REQUESTS = 'gsn_http_requests_total';
/** A small PDF (the documents check the content's signature). */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

const cleanup: (() => Promise<unknown>)[] = [];
async function tearDown() {
  for (const c of cleanup.splice(0).reverse()) await c().catch((e) => log(`clean-up: ${e}`));
}

function expectStatus(res: Reply, status: number, what: string): boolean {
  return tally.check(res.status === status, what, `${res.status} ${res.body.toString().slice(0, 300)}`);
}

async function main() {
  // --- the deployment -----------------------------------------------------------------------------------------
  const db = await freshDatabase('deploy');
  cleanup.push(() => db.drop());
  const s3 = await startS3Server({ port: S3_PORT, bucket: 'gsn-deploy' });
  cleanup.push(() => s3.close());
  const dirs = [await tempDir('gsn-deploy-a-'), await tempDir('gsn-deploy-b-')];
  cleanup.push(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));
  const env = (i: number) => ({
    DATABASE_URL: db.url,
    DATA_DIR: dirs[i]!,
    PUBLIC_URL: LB,
    STORAGE_URL: `s3://${s3.bucket}/portal`,
    AWS_ENDPOINT_URL: s3.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: s3.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
    METRICS_PORT: String(METRICS_PORTS[i]),
    // the configured administrator on one instance only: it wins all the same
    ...(i === 0 ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {}),
  });
  const [a, b] = [0, 1].map((i) => startInstance(`instance ${'ab'[i]}`, BASE_PORT + 1 + i, env(i), ['--demo'])) as [Instance, Instance];
  cleanup.push(() => Promise.all([stop(a), stop(b)]));
  log('two instances started at once with the demo data on a fresh database');
  await Promise.all([waitReady(a), waitReady(b)]);
  tally.check(true, `both instances up (${Math.round((performance.now() - started) / 1000)} s)`);
  const requestsAtStart = await Promise.all(METRICS_PORTS.map((p) => counterTotal(p, REQUESTS)));
  const publicMetrics = await request('GET', `${a.base}/metrics`);
  tally.check(
    !publicMetrics.body.toString().includes(REQUESTS),
    `the metrics are on their own port (${METRICS_PORTS.join(', ')}), not on the public one (${publicMetrics.status})`,
  );

  const haproxy: ChildProcess = await startHaproxy(
    dirs[0]!,
    haproxyConfig({ port: BASE_PORT, statsPort: STATS_PORT, servers: [a, b].map((i, n) => ({ name: 'ab'[n]!, port: i.port })) }),
  );
  const haproxyExit = new Promise((resolve) => haproxy.once('exit', resolve));
  cleanup.push(async () => {
    haproxy.kill('SIGTERM');
    await haproxyExit;
  });
  for (let n = 0; n < 100; n++) {
    const servers = await haproxyServers(STATS_PORT).catch(() => new Map());
    if ([...servers.values()].filter((s) => s.status === 'UP').length === 2) break;
    await sleep(200);
  }
  const up = await haproxyServers(STATS_PORT);
  tally.check(up.get('a')?.status === 'UP' && up.get('b')?.status === 'UP', 'HAProxy sees both instances UP', JSON.stringify([...up]));
  tally.check(
    (await signIn(LB, ADMIN.email, ADMIN.password).then(() => true)) === true,
    'the configured administrator (ADMIN_EMAIL on instance a only) signs in through the balancer',
  );

  // --- a customer orders and uploads a document ---------------------------------------------------------------
  const customer = await signIn(LB, CUSTOMER, DEMO_PASSWORD);
  const staff = await signIn(LB, STAFF, DEMO_PASSWORD);
  tally.check(true, 'the customer and staff sign in through the balancer');
  const products = await request('GET', `${LB}/api/servicenumbers/type?service_type=ITFS&expired=false&limit=20`, { token: customer });
  expectStatus(products, 200, 'the customer lists the products');
  const productList = products.json<{ data: { id: number }[] }>().data;
  let order: { id: number; customer_id: number; status: string; updatedAt: string } | undefined;
  for (const p of productList) {
    const res = await request('POST', `${LB}/api/orders`, {
      token: customer,
      json: { service_number_type_id: p.id, number_quantity: 1, reference: 'Deploy check', terms_accepted: true },
    });
    if (res.status === 201) {
      order = res.json<{ data: NonNullable<typeof order> }>().data;
      break;
    }
  }
  if (!order) {
    tally.check(false, 'the customer places an order', `none of ${productList.length} products took it`);
    return;
  }
  tally.check(true, `the customer places an order (${order.status})`);
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'Proof of address.pdf');
  const upload = await request('POST', `${LB}/api/documents/order/${order.customer_id}/${order.id}/end_user_address_proof`, {
    token: customer,
    form,
  });
  if (!expectStatus(upload, 201, 'the customer uploads a document')) return;
  const stored = upload.json<{ data: { filename: string } }>().data.filename;

  // --- staff download it (through each instance in turn) and move the order ------------------------------------
  const before = await haproxyServers(STATS_PORT);
  let same = 0;
  for (let n = 0; n < 4; n++) {
    const res = await request('GET', `${LB}/api/documents/order/${order.customer_id}/${order.id}/${stored}`, { token: staff });
    if (res.status === 200 && res.body.equals(PDF) && res.headers.get('x-content-type-options') === 'nosniff') same++;
  }
  const after = await haproxyServers(STATS_PORT);
  tally.check(same === 4, 'staff download the document 4 times, the same bytes with the safe headers each time');
  const served = ['a', 'b'].map((s) => (after.get(s)?.requests ?? 0) - (before.get(s)?.requests ?? 0));
  tally.check(
    served.every((n) => n >= 2),
    `round robin without stickiness: each instance served the downloads (a ${served[0]}, b ${served[1]})`,
  );
  for (const [i, dir] of dirs.entries()) {
    const files = await fs.readdir(dir, { recursive: true });
    tally.check(
      !files.some((f) => f.endsWith('.pdf') || f.endsWith('.csv')),
      `instance ${'ab'[i]} keeps no document or export in its DATA_DIR`,
      files.join(', '),
    );
  }
  const current = (await request('GET', `${LB}/api/orders/${order.id}`, { token: staff })).json<{ status: string; updatedAt: string }>();
  const moved = await request('PUT', `${LB}/api/orders/${order.id}`, {
    token: staff,
    json: { status: 'processed', updatedAt: current.updatedAt, custom_tariff: { nrc: '10', mrc: '2' } },
  });
  expectStatus(moved, 200, `staff move the order ${current.status} → processed`);

  // --- an export started through one instance downloads through the other --------------------------------------
  const requested = await request('GET', `${a.base}/api/reports/download/inventory/inventorynumbers?format=csv`, { token: staff });
  expectStatus(requested, 202, 'staff start an inventory export through instance a');
  const filename = requested.json<{ data: { filename: string } }>().data.filename;
  let status = '';
  for (let n = 0; n < 150 && status !== 'Completed' && status !== 'Failed'; n++) {
    const list = await request('GET', `${b.base}/api/downloads`, { token: staff });
    status = list.json<{ data: { filename: string; status: string }[] }>().data.find((f) => f.filename === filename)?.status ?? '';
    if (status !== 'Completed') await sleep(200);
  }
  tally.check(status === 'Completed', `the export is Completed, as instance b lists it (${status})`);
  const exported = await request('GET', `${b.base}/api/download/${filename}`, { token: staff });
  const lines = exported.body.toString('utf8').trim().split('\r\n');
  tally.check(
    exported.status === 200 && lines.length > 100 && exported.headers.get('content-disposition') === `attachment; filename="${filename}"`,
    `instance b serves the export (${lines.length - 1} rows) as an attachment`,
    `${exported.status}`,
  );
  const notOwner = await request('GET', `${b.base}/api/download/${filename}`, { token: customer });
  expectStatus(notOwner, 404, 'another account gets 404 for that export');

  // --- a company's API quota holds across both instances -----------------------------------------------------------
  const quota = 60;
  const setQuota = (n: number | null) =>
    request('PUT', `${LB}/api/rate_limits/${order!.customer_id}`, { token: staff, json: { requests_per_minute: n } });
  expectStatus(await setQuota(quota), 200, `staff set the customer's API quota to ${quota} requests a minute`);
  // a burst must fit in one minute's window
  if (new Date().getUTCSeconds() > 40) await sleep((61 - new Date().getUTCSeconds()) * 1000);
  const burstToken = await signIn(LB, CUSTOMER, DEMO_PASSWORD);
  const lbBefore = await haproxyServers(STATS_PORT);
  const burst: Reply[] = [];
  for (let n = 0; n < 9; n++)
    burst.push(
      ...(await Promise.all(Array.from({ length: 10 }, () => request('GET', `${LB}/api/account/profile`, { token: burstToken })))),
    );
  const lbAfter = await haproxyServers(STATS_PORT);
  const through = burst.filter((r) => r.status === 200).length;
  const refused = burst.filter((r) => r.status === 429);
  const both = ['a', 'b'].every((s) => (lbAfter.get(s)?.requests ?? 0) - (lbBefore.get(s)?.requests ?? 0) >= 30);
  tally.check(
    both && through >= quota && through <= quota + 1 && refused.length === burst.length - through,
    `90 calls of one session through both instances: ${through} let through (quota ${quota}), ${refused.length} refused with 429`,
  );
  const last = refused.at(-1);
  tally.check(
    !!last &&
      last.headers.get('ratelimit-policy') === `"minute";q=${quota};w=60` &&
      /^"minute";r=0;t=\d+$/.test(last.headers.get('ratelimit') ?? '') &&
      Number(last.headers.get('retry-after')) >= 1,
    `a refused call says when to retry (${last?.headers.get('ratelimit')}, Retry-After ${last?.headers.get('retry-after')})`,
  );
  expectStatus(await setQuota(null), 200, 'staff give the customer the default quota again');

  // --- instance a stops (SIGTERM) while users keep working --------------------------------------------------------
  let running = true;
  const errors: string[] = [];
  let calls = 0;
  const traffic = (async () => {
    while (running) {
      for (const [path, token] of [
        [`/api/orders?limit=5`, customer],
        [`/api/account/profile`, staff],
        [`/api/documents/order/${order.customer_id}/${order.id}/${stored}`, staff],
        [`/api/downloads`, staff],
      ] as const) {
        const res = await request('GET', `${LB}${path}`, { token }).catch((e: Error) => ({ status: 0, body: Buffer.from(e.message) }));
        calls++;
        if (res.status !== 200) errors.push(`${path}: ${res.status} ${res.body.toString().slice(0, 120)}`);
      }
    }
  })();
  await sleep(1000);
  // instance a's last figure before it stops (its counters go with it)
  const requestsOfA = (await counterTotal(METRICS_PORTS[0], REQUESTS)) - (requestsAtStart[0] ?? 0);
  log('SIGTERM to instance a');
  const code = await stop(a);
  tally.check(code === 0, `instance a drained and exited with code 0 (${code})`);
  // the user goes on through the balancer: the customer confirms, staff download the document, list the orders
  const processed = (await request('GET', `${LB}/api/orders/${order.id}`, { token: customer })).json<{
    status: string;
    updatedAt: string;
  }>();
  const confirmed = await request('PUT', `${LB}/api/orders/${order.id}`, {
    token: customer,
    json: { status: 'confirmed', updatedAt: processed.updatedAt },
  });
  expectStatus(confirmed, 200, `the customer confirms the order (${processed.status} → confirmed) after instance a stopped`);
  const again = await request('GET', `${LB}/api/download/${filename}`, { token: staff });
  tally.check(again.status === 200 && again.body.equals(exported.body), 'staff download the export again through the balancer');
  await sleep(2500);
  running = false;
  await traffic;
  tally.check(
    errors.length === 0,
    `${calls} requests through the balancer while instance a stopped: none failed`,
    errors.slice(0, 5).join(' | '),
  );
  const down = await haproxyServers(STATS_PORT);
  tally.check(
    down.get('a')?.status.startsWith('DOWN') === true && down.get('b')?.status === 'UP',
    'HAProxy took instance a out (health check) and kept b',
    JSON.stringify([...down]),
  );
  tally.check(alive(b), 'instance b still runs');
  const sa = down.get('a');
  log(`HAProxy: instance a served ${sa?.requests} requests; ${sa?.retries} retried, ${sa?.redispatches} redispatched to b`);
  const requestsOfB = (await counterTotal(METRICS_PORTS[1], REQUESTS)) - (requestsAtStart[1] ?? 0);
  tally.check(
    requestsOfA > 0 && requestsOfB > 0,
    `the request counters moved during the scenario (${REQUESTS}: instance a +${requestsOfA} before it stopped, b +${requestsOfB})`,
  );
}

try {
  await main();
} catch (e) {
  tally.check(false, 'the scenario ran to its end', e instanceof Error ? (e.stack ?? e.message) : String(e));
} finally {
  await tearDown();
  log(`deployment scenario in ${Math.round((performance.now() - started) / 1000)} s`);
}
tally.close();
