// GSN Portal benchmark: API throughput against a bare Fastify baseline, and server start times.
// Prints figures and ratios; it never fails on a time. See README.md.
// The parts live in lib/: settings, clock (progress log), processes (children, temp dirs, databases,
// cleanup), servers (start and log in), load (autocannon), report (JSON and tables).
import os from 'node:os';
import { log, ms, startClock } from './lib/clock.ts';
import type { LoadFigures } from './lib/load.ts';
import { bestRound, load } from './lib/load.ts';
import { adminQuery, createDatabase, installGuards, makeTempDir, stopChild, runBench } from './lib/processes.ts';
import { buildResults, printReport, serverLogs, writeResults } from './lib/report.ts';
import { loginToken, startHello, startPortal } from './lib/servers.ts';
import { BASE_DB_URL, isLoopback, LIMITER_ROUNDS, PGLITE_LOAD, SERVER_MAIN, START_TIMES } from './lib/settings.ts';

startClock();
const deadline = installGuards();

async function main(): Promise<void> {
  const dbHost = new URL(BASE_DB_URL).hostname;
  if (!isLoopback(dbHost)) throw new Error(`BENCH_DATABASE_URL must point to a loopback address, not ${dbHost}`);
  await adminQuery('select 1').catch((err: Error) => {
    throw new Error(`PostgreSQL at ${BASE_DB_URL.replace(/\/\/[^@]*@/, '//…@')} is not reachable: ${err.message}`);
  });
  log(`node ${process.version}, ${os.cpus().length} CPU(s); PostgreSQL ${dbHost}; server ${SERVER_MAIN}`);

  // 1. API throughput ---------------------------------------------------------------------------------
  const hello = await startHello();
  const helloFigures = await load('hello', `${hello.base}/`, hello.child);
  log(`hello server: stopped in ${await stopChild(hello.child)} ms`);

  let t0 = performance.now();
  const apiDb = await createDatabase('api');
  log(`database created in ${ms(t0)} ms`);
  // the limiter counts every call of the load (a quota it never reaches); the same load on a twin server with it off
  // gives its cost. Both run side by side and are loaded in turn, LIMITER_ROUNDS times each, each keeping its best
  // round: on a shared machine the order of two runs or a burst of other work would otherwise outweigh a few percent.
  const pgApi = await startPortal('portal (PostgreSQL, load)', {
    dataDir: await makeTempDir(),
    databaseUrl: apiDb,
    env: { API_RATE_LIMIT: '1000000' },
  });
  const unlimited = await startPortal('portal (PostgreSQL, load, no rate limiter)', {
    dataDir: await makeTempDir(),
    databaseUrl: apiDb,
    env: { API_RATE_LIMIT: '0' },
  });
  t0 = performance.now();
  const pgToken = await loginToken(pgApi.base);
  const unlimitedToken = await loginToken(unlimited.base);
  log(`logged in in ${ms(t0)} ms`);
  const withLimiter: LoadFigures[] = [];
  const withoutLimiter: LoadFigures[] = [];
  for (let round = 1; round <= LIMITER_ROUNDS; round++) {
    withLimiter.push(
      await load(`portal on PostgreSQL (round ${round})`, `${pgApi.base}/api/account/profile`, pgApi.child, {
        authorization: `Bearer ${pgToken}`,
      }),
    );
    withoutLimiter.push(
      await load(
        `portal on PostgreSQL without the rate limiter (round ${round})`,
        `${unlimited.base}/api/account/profile`,
        unlimited.child,
        {
          authorization: `Bearer ${unlimitedToken}`,
        },
      ),
    );
  }
  const pgFigures = bestRound(withLimiter);
  const unlimitedFigures = bestRound(withoutLimiter);
  await stopChild(pgApi.child);
  await stopChild(unlimited.child);
  const pgLoadLogs = [...serverLogs(pgApi.child), ...serverLogs(unlimited.child)];

  // 2. Start times (and the PGlite load, which needs a started PGlite portal) ------------------------------
  const starts = START_TIMES ? await startTimes() : undefined;

  // Report ---------------------------------------------------------------------------------------------
  const results = buildResults(
    {
      hello: helloFigures,
      portalPostgres: pgFigures,
      portalPostgresNoLimiter: unlimitedFigures,
      ...(starts?.liteFigures ? { portalPglite: starts.liteFigures } : {}),
    },
    starts ? { helloMs: hello.readyMs, pglite: starts.pglite, postgres: starts.postgres } : undefined,
    { pglite: starts?.liteLogs ?? [], postgres: [...pgLoadLogs, ...(starts?.pgLogs ?? [])] },
  );
  await writeResults(results);
  printReport(results);
  if (!results.allPortalResponses2xx) process.exitCode = 1; // a wrong answer, not a slow one: the throughput figure is void
}

/** First and warm starts of each engine (and the PGlite throughput, on the warm PGlite portal). */
async function startTimes() {
  log('start times: PGlite');
  const pgliteDir = await makeTempDir();
  const lite1 = await startPortal('portal (PGlite, first start)', { dataDir: pgliteDir });
  const lite1Stop = await stopChild(lite1.child);
  const lite2 = await startPortal('portal (PGlite, warm start)', { dataDir: pgliteDir });
  let liteFigures: LoadFigures | undefined;
  if (PGLITE_LOAD) {
    const token = await loginToken(lite2.base);
    liteFigures = await load('portal on PGlite (information)', `${lite2.base}/api/account/profile`, lite2.child, {
      authorization: `Bearer ${token}`,
    });
  }
  const lite2Stop = await stopChild(lite2.child);
  const liteLogs = [...serverLogs(lite1.child), ...serverLogs(lite2.child)];

  log('start times: PostgreSQL');
  const bootDb = await createDatabase('boot');
  const pgDir = await makeTempDir();
  const pg1 = await startPortal('portal (PostgreSQL, first start)', { dataDir: pgDir, databaseUrl: bootDb });
  const pg1Stop = await stopChild(pg1.child);
  const pg2 = await startPortal('portal (PostgreSQL, warm start)', { dataDir: pgDir, databaseUrl: bootDb });
  const pg2Stop = await stopChild(pg2.child);
  const pgLogs = [...serverLogs(pg1.child), ...serverLogs(pg2.child)];
  return {
    liteFigures,
    liteLogs,
    pgLogs,
    pglite: { firstMs: lite1.readyMs, warmMs: lite2.readyMs, firstStopMs: lite1Stop, warmStopMs: lite2Stop },
    postgres: { firstMs: pg1.readyMs, warmMs: pg2.readyMs, firstStopMs: pg1Stop, warmStopMs: pg2Stop },
  };
}

await runBench(main, deadline);
