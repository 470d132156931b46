// What rating costs the import (bench/README.md, Rating on load): two portals on PostgreSQL, one rating each call as
// it loads it (the default) and one loading them unrated (CALL_RATING_ON_LOAD=false, the never-rated job prices them
// later), fed the same files in turn — the order alternating round by round — so that both see the same machine.
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { log } from './clock.ts';
import { createImportNumbers, postImport, writeCallCsv } from './call-import.ts';
import { createDatabase, makeTempDir, stopChild } from './processes.ts';
import { loginToken, type Started, startPortal } from './servers.ts';

const ROUNDS = Number(process.env.BENCH_RATING_ROUNDS || 10);
const LINES = Number(process.env.BENCH_RATING_LINES || 100_000);
export const RATING_GOAL = 0.1;

async function query<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

/**
 * The bench's numbers as a company's DIDs with their own charges (a `30/6` increment), so that every answered call
 * is priced: a rate, billed seconds, a cost, the hourly costs and the statement's usage counted.
 */
async function priceNumbers(url: string): Promise<void> {
  await query(url, `insert into customers (name) values ('Rating Company')`);
  await query(
    url,
    `update inventory_numbers set service_type = 'DID', currency = 'USD', inbound_charges = 0.0125, billing_incremental = '30/6',
      customer_id = (select id from customers where name = 'Rating Company')`,
  );
}

type Mode = 'rated' | 'unrated';

/** Rounds of `LINES` lines into both portals in turn; answers the rows/s of each and the cost of rating. */
export async function ratingCostPart(): Promise<boolean> {
  const dir = await makeTempDir();
  const portals = {} as Record<Mode, { portal: Started; url: string; token: string; ms: number; loaded: number }>;
  for (const mode of ['rated', 'unrated'] as const) {
    const url = await createDatabase(`rating_${mode}`);
    const portal = await startPortal(`portal (PostgreSQL, ${mode} load)`, {
      dataDir: await makeTempDir(),
      databaseUrl: url,
      // the traffic evaluation off in both: only rating differs
      env: { CALL_RATING_ON_LOAD: mode === 'rated' ? 'true' : 'false', TRAFFIC_EVALUATION: 'false' },
    });
    const token = await loginToken(portal.base);
    await createImportNumbers(portal, token);
    await priceNumbers(url);
    portals[mode] = { portal, url, token, ms: 0, loaded: 0 };
  }
  const rounds: string[] = [];
  const ratiosOf: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const file = path.join(dir, `rating-${r}.csv`);
    await writeCallCsv(file, LINES, 1, r + 1);
    const order: Mode[] = r % 2 ? ['unrated', 'rated'] : ['rated', 'unrated'];
    const took: Partial<Record<Mode, number>> = {};
    for (const mode of order) {
      const p = portals[mode];
      const res = await postImport(p.portal, p.token, file);
      if (res.answer.loaded !== LINES)
        throw new Error(`round ${r} (${mode}): ${JSON.stringify({ ...res.answer, errors: res.answer.errors.length })}`);
      p.ms += res.ms;
      p.loaded += res.answer.loaded;
      took[mode] = res.ms;
    }
    fs.rmSync(file, { force: true });
    const line = `round ${r + 1}: rated ${took.rated} ms, unrated ${took.unrated} ms (${((took.rated! / took.unrated! - 1) * 100).toFixed(1)} %)`;
    rounds.push(line);
    ratiosOf.push(took.rated! / took.unrated! - 1);
    log(line);
  }
  // what each portal stored: every call priced or given its reason, against every call left for the job
  const [rated] = await query<{ priced: number; reasoned: number; never: number }>(
    portals.rated.url,
    `select count(*) filter (where cost is not null)::int as priced, count(*) filter (where unrated_reason is not null)::int as reasoned,
      count(*) filter (where billed_seconds is null and unrated_reason is null)::int as never from calls`,
  );
  // the never-rated job (every ten minutes) may have priced some of them already: loaded unrated, all the same
  const [unrated] = await query<{ never: number; calls: number }>(
    portals.unrated.url,
    `select count(*) filter (where billed_seconds is null and unrated_reason is null)::int as never, count(*)::int as calls from calls`,
  );
  for (const p of Object.values(portals)) await stopChild(p.portal.child);
  const rate = (m: Mode) => Math.round((portals[m].loaded / portals[m].ms) * 1000);
  const cost = portals.rated.ms / portals.unrated.ms - 1;
  const ratios = ratiosOf.sort((a, b) => a - b);
  const median = ratios.length % 2 ? ratios[ratios.length >> 1]! : (ratios[ratios.length / 2 - 1]! + ratios[ratios.length / 2]!) / 2;
  console.log(`\nRating on load (PostgreSQL, POST /calls/import, ${ROUNDS} rounds of ${LINES.toLocaleString('en')} lines, in turn)`);
  for (const l of rounds) console.log(`  ${l}`);
  console.log(
    `  rated ${rate('rated').toLocaleString('en')} rows/s, unrated ${rate('unrated').toLocaleString('en')} rows/s: rating costs ${(cost * 100).toFixed(1)} % ` +
      `(goal ≤ ${RATING_GOAL * 100} %: ${cost <= RATING_GOAL ? 'met' : 'NOT met'}); the rounds' median ${(median * 100).toFixed(1)} %, ` +
      `from ${(ratios[0]! * 100).toFixed(1)} to ${(ratios.at(-1)! * 100).toFixed(1)} %`,
  );
  console.log(
    `  rated portal: ${rated?.priced.toLocaleString('en')} calls priced, ${rated?.reasoned.toLocaleString('en')} with a reason, ${rated?.never} left unrated; ` +
      `unrated portal: ${unrated?.calls.toLocaleString('en')} calls, ${unrated?.never.toLocaleString('en')} still for the never-rated job (it priced the others meanwhile)`,
  );
  const total = ROUNDS * LINES;
  // per round, the spread says how far the machine let the two runs differ on their own
  return (
    rated?.never === 0 && (rated?.priced ?? 0) + (rated?.reasoned ?? 0) === total && unrated?.calls === total && (unrated?.never ?? 0) > 0
  );
}
