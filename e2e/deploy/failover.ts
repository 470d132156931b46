// `npm run test:failover`: losing the PostgreSQL primary under writes. A primary with a synchronous standby (every
// commit is on both before it is acknowledged), two instances given both hosts (`postgres://…@primary,standby/gsn`)
// behind the README's HAProxy, customers ordering steadily with Idempotency-Keys. The primary crashes; the standby is
// promoted a moment later (what an automatic failover agent such as pg_auto_failover does). Checks: the instances
// find the new primary by themselves and live, service is back within 30 s, and every acknowledged order is on the
// new primary exactly once. Prints the figures and `N passed, N failed`.
import fs from 'node:fs/promises';
import { figures, newSeen, placeOrder } from './clients.ts';
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
import { startPgCluster } from './pg-cluster.ts';

const tally = new Tally();
const started = performance.now();
const DEMO_PASSWORD = 'Demo1234!';
const CUSTOMER = 'master@northwind-telecom.example';
const LB = `http://${HOST}:${BASE_PORT}`;
const STATS_PORT = BASE_PORT + 3;
const PRIMARY_PORT = Number(process.env.FAILOVER_PG_PORT || 5442);
const STANDBY_PORT = PRIMARY_PORT + 1;
/** Seconds between the primary's crash and the standby's promotion (an agent's detection time). */
const PROMOTE_AFTER_S = 3;
const BACK_WITHIN_S = 30;

const cleanup: (() => Promise<unknown>)[] = [];
async function tearDown() {
  for (const c of cleanup.splice(0).reverse()) await c().catch((e) => log(`clean-up: ${e}`));
}

async function main() {
  const primary = startPgCluster(PRIMARY_PORT, { settings: ['wal_level=replica', 'max_wal_senders=5'] });
  cleanup.push(async () => primary.destroy());
  const standby = startPgCluster(STANDBY_PORT, { standbyOf: primary });
  cleanup.push(async () => standby.destroy());
  // synchronous from now on (set after the base backup, so that the promoted standby does not wait for a standby)
  await query(primary.url('postgres'), `alter system set synchronous_standby_names = '*'`);
  await query(primary.url('postgres'), 'select pg_reload_conf()');
  for (let n = 0; n < 50; n++) {
    const [r] = await query<{ state: string }>(primary.url('postgres'), 'select sync_state as state from pg_stat_replication');
    if (r?.state === 'sync') break;
    await sleep(100);
  }
  const [sync] = await query<{ state: string }>(primary.url('postgres'), `select sync_state as state from pg_stat_replication`);
  tally.check(sync?.state === 'sync', `a synchronous standby streams from the primary (${sync?.state})`);

  const url = `postgres://root@${HOST}:${PRIMARY_PORT},${HOST}:${STANDBY_PORT}/gsn`;
  const dirs = [await tempDir('gsn-failover-a-'), await tempDir('gsn-failover-b-')];
  cleanup.push(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));
  const instances = [0, 1].map((i) =>
    startInstance(
      `instance ${'ab'[i]}`,
      BASE_PORT + 1 + i,
      // six order lanes on one session as fast as they can: quotas are the deploy scenario's subject, not this one's
      { DATABASE_URL: url, DATA_DIR: dirs[i]!, PUBLIC_URL: LB, API_RATE_LIMIT: '1000000' },
      ['--demo'],
    ),
  ) as [Instance, Instance];
  cleanup.push(() => Promise.all(instances.map((i) => stop(i))));
  await Promise.all(instances.map((i) => waitReady(i)));
  tally.check(true, `two instances up, given both hosts (${url})`);
  const haproxy = await startHaproxy(
    dirs[0]!,
    haproxyConfig({ port: BASE_PORT, statsPort: STATS_PORT, servers: instances.map((i, n) => ({ name: 'ab'[n]!, port: i.port })) }),
  );
  const haproxyExit = new Promise((resolve) => haproxy.once('exit', resolve));
  cleanup.push(async () => {
    haproxy.kill('SIGTERM');
    await haproxyExit;
  });
  for (let n = 0; n < 150; n++) {
    const servers = await haproxyServers(STATS_PORT).catch(() => new Map());
    if ([...servers.values()].filter((s) => s.status === 'UP').length === 2) break;
    await sleep(200);
  }

  const customer = await signIn(LB, CUSTOMER, DEMO_PASSWORD);
  const products = (
    await request('GET', `${LB}/api/servicenumbers/type?service_type=ITFS&expired=false&limit=10`, { token: customer })
  ).json<{ data: { id: number }[] }>().data;
  const seen = newSeen();
  let running = true;
  let serial = 0;
  const lanes = Array.from({ length: 6 }, () =>
    (async () => {
      while (running) {
        const k = serial++;
        await placeOrder(seen, LB, customer, products[k % products.length]!.id, `FO-${k}`);
      }
    })(),
  );
  await sleep(5000);
  const before = seen.acknowledged.size;
  tally.check(before > 0, `orders flow before the failure (${before} acknowledged)`);

  log('— the primary crashes (pg_ctl stop -m immediate)');
  const crashed = performance.now();
  primary.kill();
  await sleep(PROMOTE_AFTER_S * 1000);
  log('— the standby is promoted');
  standby.promote();
  // service is back when an order is acknowledged again after the crash
  let back: number | undefined;
  for (let n = 0; n < 600 && back === undefined; n++) {
    back = [...seen.acknowledged.values()].find((t) => t > crashed + PROMOTE_AFTER_S * 1000);
    if (back === undefined) await sleep(100);
  }
  const downS = back === undefined ? Number.POSITIVE_INFINITY : (back - crashed) / 1000;
  tally.check(downS <= BACK_WITHIN_S, `orders are acknowledged again ${downS.toFixed(1)} s after the crash (at most ${BACK_WITHIN_S} s)`);
  await sleep(8000);
  running = false;
  await Promise.all(lanes);
  tally.check(instances.every(alive), 'both instances live through the failover');

  const rows = await query<{ reference: string; n: number }>(
    standby.url('gsn'),
    `select reference, count(*)::int as n from orders where reference like 'FO-%' group by reference`,
  );
  const stored = new Map(rows.map((r) => [r.reference, r.n]));
  const lost = [...seen.acknowledged.keys()].filter((r) => !stored.has(r));
  const doubled = rows.filter((r) => r.n > 1);
  tally.check(
    lost.length === 0,
    `every acknowledged order is on the new primary: ${seen.acknowledged.size} acknowledged, ${lost.length} missing`,
    lost.slice(0, 5).join(', '),
  );
  tally.check(
    doubled.length === 0,
    `no order twice: ${rows.length} stored, ${doubled.length} more than once`,
    doubled
      .slice(0, 5)
      .map((d) => d.reference)
      .join(', '),
  );
  tally.check(
    seen.gaveUp.length === 0,
    `every order was settled for its client (${seen.gaveUp.length} gave up)`,
    seen.gaveUp.slice(0, 5).join(' | '),
  );
  log(`figures: ${figures(seen)}; ${seen.acknowledged.size - before} acknowledged after the first 5 s`);
}

try {
  await main();
} catch (e) {
  tally.check(false, 'the scenario ran to its end', e instanceof Error ? (e.stack ?? e.message) : String(e));
} finally {
  await tearDown();
  log(`failover scenario in ${Math.round((performance.now() - started) / 1000)} s`);
}
tally.close();
