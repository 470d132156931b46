// GSN Portal benchmark (bench/README.md, Traffic alerts): 35 days of inbound traffic for a few thousand numbers with
// labelled incidents of each kind, loaded day by day through POST /calls/import into two portals on PostgreSQL — one
// evaluating each load (TRAFFIC_EVALUATION=true), one not — interleaved so that both see the same machine. Prints the
// recall per kind (incidents alerted by the load that carries them; goal ≥ 95 %), false alerts per 1,000 number-days
// (goal ≤ 1) and what the evaluation adds to the import's time (goal ≤ 10 %). Fails only on a wrong answer.
import pg from 'pg';
import { log, ms, startClock } from './lib/clock.ts';
import { postImport } from './lib/call-import.ts';
import { createDatabase, installGuards, makeTempDir, runBench } from './lib/processes.ts';
import { loginToken, type Started, startPortal } from './lib/servers.ts';
import { COMPANIES, type Incident, KINDS, planTraffic, serviceNumberOf, writeDay } from './lib/traffic-gen.ts';

const NUMBERS = Number(process.env.BENCH_TRAFFIC_NUMBERS || 2000);
const DAYS = Number(process.env.BENCH_TRAFFIC_DAYS || 35);
const PER_KIND = Number(process.env.BENCH_TRAFFIC_INCIDENTS || 20);
const GOALS = { recall: 0.95, falsePer1000: 1, cost: 0.1 };

startClock();
const deadline = installGuards(60 * 60_000);

/** Companies and their numbers, straight into the portal's database (the API would take minutes for thousands). */
async function seedNumbers(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`insert into customers (name) select 'Traffic Company ' || g from generate_series(1, ${COMPANIES}) g`);
    await db.query(
      `insert into inventory_numbers (service_number, service_type, jurisdiction, customer_id, state)
       select n, 'ITFS', 'United Kingdom', (select id from customers order by id offset ((i - 1) % ${COMPANIES}) limit 1), 'active'
       from unnest($1::text[]) with ordinality as t(n, i)`,
      [Array.from({ length: NUMBERS }, (_, i) => serviceNumberOf(i))],
    );
  } finally {
    await db.end();
  }
}

interface AlertRow {
  /** The number's index in the plan; null: an alert on its company's numbers summed. */
  n: number | null;
  /** The company's index in the plan (number i belongs to company i % COMPANIES). */
  company: number;
  kind: string;
  first_hour: string;
  last_hour: string;
}

/** Every alert with its number's index in the plan and its hours. */
async function alertsOf(databaseUrl: string): Promise<AlertRow[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<AlertRow>(
      `select (substr(a.service_number, 7)::int - 1000000) as n, (substr(c.name, 17)::int - 1) as company, a.kind,
         a.evidence->>'first_hour' as first_hour, a.evidence->>'last_hour' as last_hour
       from traffic_alerts a join customers c on c.id = a.customer_id`,
    );
    return rows;
  } finally {
    await db.end();
  }
}

const hourOf = (start: number, day: number, h: number) => start + day * 86_400_000 + h * 3_600_000;
const overlaps = (a: AlertRow, from: number, to: number) => Date.parse(a.first_hour) < to && Date.parse(a.last_hour) >= from;

async function main() {
  const plan = planTraffic(NUMBERS, DAYS, PER_KIND);
  const dir = await makeTempDir();
  const portals: Record<'on' | 'off', { portal: Started; url: string; token: string; ms: number }> = {} as never;
  for (const mode of ['on', 'off'] as const) {
    const url = await createDatabase(`traffic_${mode}`);
    const portal = await startPortal(`portal-${mode}`, {
      dataDir: await makeTempDir(),
      databaseUrl: url,
      // the evaluating portal logs each evaluation's time (what the bench adds up beside the import's)
      env: { TRAFFIC_EVALUATION: mode === 'on' ? 'true' : 'false', ...(mode === 'on' ? { LOG_LEVEL: 'info' } : {}) },
    });
    await seedNumbers(url);
    portals[mode] = { portal, url, token: await loginToken(portal.base), ms: 0 };
  }
  log(`${NUMBERS} numbers of ${COMPANIES} companies, ${DAYS} days, ${plan.incidents.length} incidents`);

  let calls = 0;
  const evaluated = { tally: 0, tallyWork: 0, read: 0, judge: 0, alerts: 0 };
  let seenLines = 0;
  /** The evaluations the portal logged since the last look. */
  const readEvaluations = () => {
    const child = portals.on.portal.child;
    const fresh = child.tail.slice(Math.max(0, child.tail.length - (child.lines - seenLines)));
    seenLines = child.lines;
    for (const line of fresh) {
      if (!line.includes('traffic evaluated')) continue;
      const m = (JSON.parse(line) as { ms: typeof evaluated }).ms;
      evaluated.tally += m.tally;
      evaluated.tallyWork += m.tallyWork;
      evaluated.read += m.read;
      evaluated.judge += m.judge;
      evaluated.alerts += m.alerts;
    }
  };
  const caught = new Map<Incident, boolean>();
  for (let day = 0; day < DAYS; day++) {
    const t0 = performance.now();
    const written = await writeDay(plan, day, dir);
    calls += written.calls;
    const writeMs = ms(t0);
    // the two portals in turn, the order alternating day by day
    const order = day % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const);
    const took: Record<string, number> = {};
    for (const mode of order) {
      const p = portals[mode];
      const res = await postImport(p.portal, p.token, written.file);
      if (res.answer.loaded + res.answer.duplicates !== written.calls || res.answer.rejected)
        throw new Error(`day ${day} (${mode}): ${JSON.stringify({ ...res.answer, errors: res.answer.errors.slice(0, 3) })}`);
      p.ms += res.ms;
      took[mode] = res.ms;
    }
    readEvaluations();
    // the incidents of this day: alerted by this load?
    const alerts = await alertsOf(portals.on.url);
    for (const inc of plan.incidents.filter((i) => i.day === day)) {
      const from = hourOf(plan.start, day, inc.fromHour);
      const to = hourOf(plan.start, day, inc.toHour);
      caught.set(
        inc,
        alerts.some((a) =>
          inc.kind === 'company_pumping'
            ? a.n === null && a.company === inc.number && a.kind === 'pumping' && overlaps(a, from, to)
            : a.n === inc.number && a.kind === inc.kind && overlaps(a, from, to),
        ),
      );
    }
    log(
      `day ${day}: ${written.calls} calls (written in ${writeMs} ms), import on ${took.on} ms, off ${took.off} ms, ${alerts.length} alerts so far`,
    );
  }

  const alerts = await alertsOf(portals.on.url);
  // a number's alert is true when it covers an incident of its number; a company's, an incident of the company or of
  // one of its numbers
  const companyOf = (i: Incident) => (i.kind === 'company_pumping' ? i.number : i.number % COMPANIES);
  const isTrue = (a: AlertRow) =>
    plan.incidents.some(
      (i) =>
        (a.n === null ? companyOf(i) === a.company : i.kind !== 'company_pumping' && i.number === a.n) &&
        overlaps(a, hourOf(plan.start, i.day, i.fromHour), hourOf(plan.start, i.day, i.toHour)),
    );
  const falseAlerts = alerts.filter((a) => !isTrue(a));
  const numberDays = NUMBERS * DAYS;
  const perKind = KINDS.map((kind) => {
    const of = plan.incidents.filter((i) => i.kind === kind);
    const hit = of.filter((i) => caught.get(i)).length;
    return { kind, incidents: of.length, alerted: hit, recall: of.length ? hit / of.length : 1 };
  });
  const cost = portals.on.ms / portals.off.ms - 1;
  const evaluatedMs = evaluated.tally + evaluated.read + evaluated.judge + evaluated.alerts;

  console.log('\nTraffic alerts (PostgreSQL, POST /calls/import day by day)');
  console.log(`calls loaded: ${calls.toLocaleString('en')} over ${DAYS} days for ${NUMBERS.toLocaleString('en')} numbers`);
  console.log('| kind | incidents | alerted in their load | recall | goal |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const k of perKind)
    console.log(
      `| ${k.kind} | ${k.incidents} | ${k.alerted} | ${(k.recall * 100).toFixed(1)} % | ≥ ${GOALS.recall * 100} % ${k.recall >= GOALS.recall ? 'met' : 'NOT met'} |`,
    );
  const per1000 = (falseAlerts.length / numberDays) * 1000;
  console.log(
    `false alerts: ${falseAlerts.length} over ${numberDays.toLocaleString('en')} number-days = ${per1000.toFixed(3)} per 1,000 (goal ≤ ${GOALS.falsePer1000}: ${per1000 <= GOALS.falsePer1000 ? 'met' : 'NOT met'})`,
  );
  const byKind = [
    ...KINDS.filter((k) => k !== 'company_pumping').map((k) => `${k} ${falseAlerts.filter((a) => a.n !== null && a.kind === k).length}`),
    `on a company's numbers summed ${falseAlerts.filter((a) => a.n === null).length}`,
  ].join(', ');
  console.log(`  of which: ${byKind}`);
  console.log(
    `import time: evaluation on ${(portals.on.ms / 1000).toFixed(1)} s, off ${(portals.off.ms / 1000).toFixed(1)} s: ${(cost * 100).toFixed(1)} % more (goal ≤ ${GOALS.cost * 100} %: ${cost <= GOALS.cost ? 'met' : 'NOT met'})`,
  );
  console.log(
    `the evaluations as the portal timed them: ${(evaluatedMs / 1000).toFixed(1)} s = ${((evaluatedMs / (portals.on.ms - evaluatedMs)) * 100).toFixed(1)} % of its loading time (counting ${(evaluated.tally / 1000).toFixed(1)} s — its statements at once, ${(evaluated.tallyWork / 1000).toFixed(1)} s added up —, reading the busy hours ${(evaluated.read / 1000).toFixed(1)} s, judging ${(evaluated.judge / 1000).toFixed(1)} s, alerts ${(evaluated.alerts / 1000).toFixed(1)} s)`,
  );
}

await runBench(main, deadline);
