// The traffic of bench/traffic.ts: 35 days of inbound toll-free calls for a few thousand numbers with a daily and a
// weekly rhythm (Poisson counts around each number's level), and labelled incidents of every kind the rules know,
// written as one CSV file per day in the call template's columns — what a switch hands over each morning.
import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { seededRandom } from '../../packages/domain/src/common/random.ts';

/**
 * The incidents' kinds: the rules' own, and pumping spread over many quiet numbers of one company (`company_pumping`:
 * each number under the least attempts of a number's rules; what the company roll-up must find).
 */
export const KINDS = ['pumping', 'short_calls', 'origin_mix', 'single_caller', 'quality', 'company_pumping'] as const;
export type Kind = (typeof KINDS)[number];

/** Companies of the plan: number i belongs to company i % COMPANIES. */
export const COMPANIES = 20;
/** Quiet numbers of its company a spread incident dials, and the calls an hour it adds to each. */
const SPREAD_NUMBERS = 60;
const SPREAD_CALLS = 8;

export interface Incident {
  kind: Kind;
  /** The number's index; for `company_pumping` the company's (0 to COMPANIES - 1). */
  number: number;
  day: number;
  /** The incident's UTC hours of its day, [from, to). */
  fromHour: number;
  toHour: number;
}

export interface TrafficPlan {
  numbers: number;
  days: number;
  /** Midnight UTC of day 0. */
  start: number;
  /** Calls per weekday of each number (its level). */
  levels: number[];
  incidents: Incident[];
}

export const serviceNumberOf = (i: number) => `+44800${String(1_000_000 + i).padStart(7, '0')}`;

/** Each hour's share of a day's calls: quiet nights, busy office hours, a calmer evening. */
const PROFILE = Array.from({ length: 24 }, (_, h) => (h < 7 ? 0.2 : h < 8 ? 0.6 : h < 18 ? 1.6 : h < 22 ? 0.8 : 0.3));
const PROFILE_SUM = PROFILE.reduce((s, w) => s + w, 0);
/** Days 5 and 6 of each week are a weekend: half the calls. */
const isWeekend = (day: number) => day % 7 >= 5;
/** The first day incidents may start on: two weeks of history before it. */
const FIRST_INCIDENT_DAY = 14;

function poisson(mean: number, r: () => number): number {
  if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(r)));
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= r();
  } while (p > l);
  return k - 1;
}
const gaussian = (r: () => number) => Math.sqrt(-2 * Math.log(r() || 1e-12)) * Math.cos(2 * Math.PI * r());

/**
 * The plan: most numbers take a few calls a day, some tens, a few hundreds (the only ones whose office hours are
 * busy enough for the share rules); `perKind` incidents of each kind on weekdays' office hours from day 14 on, each
 * on a number and day of its own.
 */
export function planTraffic(numbers: number, days: number, perKind: number, seed = 1): TrafficPlan {
  const r = seededRandom(seed);
  const busy = Math.max(10, Math.round(numbers * 0.02));
  const medium = Math.round(numbers * 0.2);
  const levels = Array.from({ length: numbers }, (_, i) => (i < busy ? 480 + Math.round(r() * 240) : i < busy + medium ? 30 : 4));
  const start = Date.UTC(2026, 9, 5); // a Monday: day 5 and 6 of each week are the weekend
  const taken = new Set<string>();
  const incidents: Incident[] = [];
  for (const kind of KINDS) {
    for (let k = 0; k < perKind; k++) {
      for (;;) {
        const day = FIRST_INCIDENT_DAY + Math.floor(r() * (days - FIRST_INCIDENT_DAY));
        if (isWeekend(day)) continue;
        // pumping hits any number; the share rules need a busy one; a spread incident a company
        const number =
          kind === 'company_pumping'
            ? Math.floor(r() * COMPANIES)
            : kind === 'pumping'
              ? busy + Math.floor(r() * (numbers - busy))
              : Math.floor(r() * busy);
        const key = `${kind === 'company_pumping' ? 'c' : ''}${number}|${day}`;
        if (taken.has(key)) continue;
        taken.add(key);
        const fromHour = 9 + Math.floor(r() * 6);
        incidents.push({ kind, number, day, fromHour, toHour: fromHour + 2 });
        break;
      }
    }
  }
  return { numbers, days, start, levels, incidents };
}

const time = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** Writes day `day` of the plan to `dir` as a CSV; answers its path and its number of calls. */
export async function writeDay(plan: TrafficPlan, day: number, dir: string): Promise<{ file: string; calls: number }> {
  const r = seededRandom(1000 + day);
  const file = path.join(dir, `traffic-day-${String(day).padStart(2, '0')}.csv`);
  const out = fs.createWriteStream(file);
  out.write('CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME,CDR_COMPCODE,CDR_ORIGIN_TYPE\n');
  const incidentsOf = new Map<number, Incident>();
  // a spread incident: SPREAD_NUMBERS of its company's quiet numbers (level 4), each given SPREAD_CALLS an hour
  const spread = new Map<number, Incident>();
  for (const inc of plan.incidents) {
    if (inc.day !== day) continue;
    if (inc.kind !== 'company_pumping') incidentsOf.set(inc.number, inc);
    else
      plan.levels
        .flatMap((level, n) => (level === 4 && n % COMPANIES === inc.number ? [n] : []))
        .slice(0, SPREAD_NUMBERS)
        .forEach((n) => void spread.set(n, inc));
  }
  const dayStart = plan.start + day * 86_400_000;
  let calls = 0;
  let chunk = '';
  const emit = (
    n: number,
    seized: number,
    o: { caller?: string; answered?: boolean; seconds?: number; origin?: string; cause?: number } = {},
  ) => {
    const foreign = r() < 0.03;
    const caller =
      o.caller ??
      (foreign ? `+4930${String(Math.floor(r() * 1e8)).padStart(8, '0')}` : `+4420${String(Math.floor(r() * 1e8)).padStart(8, '0')}`);
    const origin = o.origin ?? (r() < 0.02 ? 'payphone' : r() < 0.25 ? 'mobile' : 'fixed');
    const answered = o.answered ?? r() < 0.7;
    // answered calls last minutes (exponential, mean 150 s); 5 % end within ten seconds
    const seconds = o.seconds ?? (r() < 0.05 ? 2 + Math.floor(r() * 8) : 10 + Math.round(-Math.log(r() || 1e-9) * 150));
    const answer = seized + 4000;
    const cause = o.cause ?? (answered ? 16 : r() < 0.6 ? 17 : 19);
    chunk += `${time(seized)},${serviceNumberOf(n)},${caller},inbound,${answered ? time(answer) : ''},${time(answered ? answer + seconds * 1000 : seized + 8000)},${cause},${origin}\n`;
    calls++;
  };
  for (let n = 0; n < plan.numbers; n++) {
    const level = (plan.levels[n] ?? 0) * (isWeekend(day) ? 0.5 : 1);
    const inc = incidentsOf.get(n);
    for (let h = 0; h < 24; h++) {
      const during = inc && h >= inc.fromHour && h < inc.toHour ? inc.kind : null;
      const count = poisson((level * PROFILE[h]!) / PROFILE_SUM, r);
      const hourStart = dayStart + h * 3_600_000;
      const hammer = `+4420${String(Math.floor(r() * 1e8)).padStart(8, '0')}`;
      for (let i = 0; i < count; i++) {
        const seized = hourStart + Math.floor(r() * 3_590_000);
        if (during === 'origin_mix') emit(n, seized, { origin: r() < 0.6 ? 'payphone' : 'fixed' });
        else if (during === 'single_caller') emit(n, seized, r() < 0.45 ? { caller: hammer } : {});
        else if (during === 'quality') emit(n, seized, r() < 0.15 ? { answered: true } : { answered: false, cause: 34 });
        else emit(n, seized);
      }
      if (during === 'pumping') {
        // machines dialling: a hundred calls or more an hour from many numbers, answered and held
        const extra = 100 + Math.floor(r() * 60);
        for (let i = 0; i < extra; i++)
          emit(n, hourStart + Math.floor(r() * 3_590_000), { answered: true, seconds: 60 + Math.floor(r() * 240) });
      }
      const spreading = spread.get(n);
      if (spreading && h >= spreading.fromHour && h < spreading.toHour) {
        for (let i = 0; i < SPREAD_CALLS; i++)
          emit(n, hourStart + Math.floor(r() * 3_590_000), { answered: true, seconds: 60 + Math.floor(r() * 240) });
      }
      if (during === 'short_calls') {
        for (let i = 0; i < 50; i++) emit(n, hourStart + Math.floor(r() * 3_590_000), { answered: true, seconds: 1 + Math.floor(r() * 6) });
      }
      if (chunk.length > 1 << 20) {
        if (!out.write(chunk)) await once(out, 'drain');
        chunk = '';
      }
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return { file, calls };
}
