import { calledTypeOf, countryOfNumber, NumberTypeMemo, normaliseCallNumber, originOf, Q850 } from '@gsn/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js/max';
import { type CallInsert, callsRepository } from '../../modules/calls/calls-repository.ts';
import type { Db } from '../connect.ts';
import { calls, customers, inventoryNumbers, jurisdictions } from '../schema.ts';
import { numberFactory, seededRandom } from './demo-numbers.ts';

/**
 * The demo call records (docs/api-reports.md "Demo data"): for each inventory number a customer has in service, calls over
 * the last DAYS days up to now — more in local business hours and on weekdays, about 70 % answered, the others
 * released with the usual Q.850 causes — loaded through `insertCalls`, so the hourly counters the reports read are
 * those of the real loading path. Deterministic for a given day (a seeded generator over the numbers in id order);
 * idempotent: skipped as a whole when the table has any call, since the window moves with the date.
 */

const SEED = 20_240_901;
const DAYS = 35;
const BATCH = 5_000;
const DAY_MS = 86_400_000;

/** The countries callers dial from (CDR_ORIGIN is the country's jurisdiction name), each with a pool of mobiles. */
export const CALLER_COUNTRIES: [CountryCode, string][] = [
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['SG', 'Singapore'],
  ['JP', 'Japan'],
  ['AU', 'Australia'],
  ['HK', 'Hong Kong'],
];
const CALLERS_PER_COUNTRY = 40;

/** Hours from UTC of a jurisdiction's region: "local" enough for business hours. */
const REGION_UTC_OFFSET: Record<string, number> = {
  Europe: 1,
  Africa: 2,
  Asia: 8,
  'North America': -5,
  'Central America': -6,
  'South America': -3,
};

/** Relative call volume by local hour (0–23): busy 08–20, quiet at night. */
const HOUR_WEIGHTS = [
  0.1, 0.05, 0.05, 0.05, 0.05, 0.1, 0.2, 0.5, 1.6, 2.2, 2.3, 2.2, 1.6, 1.8, 2.2, 2.2, 2.0, 1.8, 1.3, 1.0, 0.7, 0.5, 0.3, 0.2,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

/** Calls per number and weekday on average, by service type (toll-free numbers are the busy ones). */
const DAILY_CALLS: Record<string, number> = { ITFS: 2.2, ITFN: 1.8, UIFN: 1.5, DID: 0.9, 'SIP Trunking': 1.3 };
const WEEKEND_FACTOR = 0.4;
/** Share of the calls of a SIP Trunking number that are outbound (placed by the customer). */
const SIP_OUTBOUND = 0.35;

/** Unanswered outcomes and their share of all calls (~30 % in all; the rest are answered, cause 16). */
const FAILURES: [cause: number, share: number][] = [
  [Q850.userBusy, 0.09],
  [Q850.noAnswer, 0.08],
  [Q850.noUserResponding, 0.03],
  [Q850.callRejected, 0.03],
  [Q850.congestion, 0.04],
  [Q850.noCircuit, 0.03],
];

/** A demo inventory number with what its calls copy. */
export interface DemoCallNumber {
  id: number;
  service_number: string;
  service_type: string;
  jurisdiction: string;
  city: string | null;
  vendor_id: number | null;
  customer_id: number;
  customer_name: string;
  translation_termination_number: string | null;
  /** YYYY-MM-DD: no calls from that day on. */
  expiration_date: string | null;
  /** The jurisdiction's portal region (for local hours). */
  region: string | null;
}

export interface DemoCaller {
  number: string;
  country: string;
}

let callerPool: DemoCaller[] | undefined;
/** Mobile numbers of the caller countries (valid E.164, generated once per process). */
export function demoCallers(): DemoCaller[] {
  if (!callerPool) {
    const factory = numberFactory(SEED);
    callerPool = CALLER_COUNTRIES.flatMap(([code, country]) =>
      factory.mobile(code, CALLERS_PER_COUNTRY).map((number) => ({ number, country })),
    );
  }
  return callerPool;
}

/**
 * The calls of `numbers` over the DAYS days before `now` (pure and deterministic: the same numbers and `now` give
 * the same calls). Each number gets a popularity and an answer rate of its own; each day a Poisson count of calls
 * (fewer on weekends) at local hours drawn from HOUR_WEIGHTS.
 */
export function demoCalls(numbers: DemoCallNumber[], callers: DemoCaller[], now: Date): CallInsert[] {
  const rng = seededRandom(SEED);
  const int = (n: number) => Math.floor(rng() * n);
  const between = (lo: number, hi: number) => lo + rng() * (hi - lo);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const end = now.getTime();
  const firstDay = Math.floor(end / DAY_MS) - DAYS;
  const byCountry = new Map<string, DemoCaller[]>();
  for (const c of callers) byCountry.set(c.country, [...(byCountry.get(c.country) ?? []), c]);
  const out: CallInsert[] = [];

  function poisson(lambda: number): number {
    const limit = Math.exp(-lambda);
    let k = 0;
    for (let p = rng(); p > limit; p *= rng()) k++;
    return k;
  }

  function localHour(): number {
    let r = rng() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      r -= HOUR_WEIGHTS[h] ?? 0;
      if (r < 0) return h;
    }
    return 23;
  }

  for (const n of numbers) {
    const popularity = 0.25 + 1.5 * rng() ** 1.5 + (rng() < 0.08 ? 2 : 0);
    // ASR per number around 70 % (most between 62 and 78 %)
    const failureScale = 0.75 + rng() * 0.5;
    const offsetMs = (REGION_UTC_OFFSET[n.region ?? ''] ?? 0) * 3_600_000;
    const expires = n.expiration_date ? Date.parse(`${n.expiration_date}T00:00:00Z`) : Number.POSITIVE_INFINITY;
    const domestic = byCountry.get(n.jurisdiction);
    const lambda = (DAILY_CALLS[n.service_type] ?? 1) * popularity;
    for (let day = firstDay; day <= firstDay + DAYS; day++) {
      const weekday = new Date(day * DAY_MS).getUTCDay();
      const count = poisson(weekday === 0 || weekday === 6 ? lambda * WEEKEND_FACTOR : lambda);
      for (let i = 0; i < count; i++) {
        const seized = day * DAY_MS - offsetMs + localHour() * 3_600_000 + int(3_600_000);
        const outbound = n.service_type === 'SIP Trunking' && rng() < SIP_OUTBOUND;
        const caller = domestic && rng() < 0.6 ? pick(domestic) : pick(callers);
        // the outcome: answered, or the first failure whose cumulated (scaled) share covers r
        let r = rng();
        let cause: number = Q850.normalClearing;
        for (const [c, share] of FAILURES) {
          r -= share * failureScale;
          if (r < 0) {
            cause = c;
            break;
          }
        }
        const answered = cause === Q850.normalClearing;
        const alerts = answered || cause === Q850.noAnswer || (cause === Q850.callRejected && rng() < 0.5);
        const alerted = alerts ? seized + Math.round(between(1000, 6000)) : null;
        const answeredAt = answered && alerted ? alerted + Math.round(between(2000, 20_000)) : null;
        const duration = answered ? Math.round(10 + 890 * rng() ** 2.2) : 0;
        const disconnected = answeredAt
          ? answeredAt + duration * 1000
          : alerted
            ? alerted + Math.round(cause === Q850.noAnswer ? between(25_000, 60_000) : between(2000, 10_000))
            : seized + Math.round(cause === Q850.noUserResponding ? between(10_000, 30_000) : between(200, 4000));
        if (seized < firstDay * DAY_MS || disconnected > end || seized >= expires) continue;
        out.push({
          seized_at: new Date(seized),
          alerted_at: alerted ? new Date(alerted) : null,
          answered_at: answeredAt ? new Date(answeredAt) : null,
          disconnected_at: new Date(disconnected),
          duration_seconds: duration,
          service_type: n.service_type,
          direction: outbound ? 'outbound' : 'inbound',
          called_number: outbound ? caller.number : n.service_number,
          calling_number: outbound ? n.service_number : caller.number,
          connected_number: outbound ? null : n.translation_termination_number,
          origin: outbound ? n.jurisdiction : caller.country,
          destination: outbound ? caller.country : n.jurisdiction,
          completion_code: cause,
          release_direction: answered
            ? rng() < 0.55
              ? 'calling'
              : 'called'
            : cause === Q850.congestion || cause === Q850.noCircuit || cause === Q850.noUserResponding
              ? 'network'
              : cause === Q850.noAnswer
                ? 'calling'
                : 'called',
          customer_id: n.customer_id,
          vendor_id: n.vendor_id,
          inventory_number_id: n.id,
          ic_customer_name: outbound ? null : n.customer_name,
          og_customer_name: outbound ? n.customer_name : null,
          jurisdiction: n.jurisdiction,
          city: n.city,
        });
      }
    }
  }
  return out;
}

/** Loads the demo calls (needs the demo inventory); skipped when any call exists. Answers the calls created. */
export async function loadDemoCalls(db: Db, now = new Date()): Promise<{ calls: number }> {
  const [any] = await db.select({ id: calls.id }).from(calls).limit(1);
  if (any) return { calls: 0 };
  const numbers = await db
    .select({
      id: inventoryNumbers.id,
      service_number: inventoryNumbers.service_number,
      service_type: inventoryNumbers.service_type,
      jurisdiction: inventoryNumbers.jurisdiction,
      city: inventoryNumbers.city,
      vendor_id: inventoryNumbers.vendor_id,
      customer_id: sql<number>`${inventoryNumbers.customer_id}`,
      customer_name: customers.name,
      translation_termination_number: inventoryNumbers.translation_termination_number,
      expiration_date: inventoryNumbers.expiration_date,
      region: jurisdictions.region,
    })
    .from(inventoryNumbers)
    .innerJoin(customers, eq(customers.id, inventoryNumbers.customer_id))
    .leftJoin(jurisdictions, eq(jurisdictions.name, inventoryNumbers.jurisdiction))
    // numbers in service only: an assigned number is not yet live, an aging one no longer
    .where(and(isNotNull(inventoryNumbers.customer_id), eq(inventoryNumbers.state, 'active')))
    .orderBy(inventoryNumbers.id);
  // the numbers in E.164, as every path that loads calls stores them (one identity per call)
  // (the same few hundred numbers recur: each is read once)
  const memo = new Map<string, string | null>();
  const e164 = (n: string | null | undefined, called: string) => {
    if (!n) return null;
    const key = `${n}|${called}`;
    if (!memo.has(key)) memo.set(key, normaliseCallNumber(n, countryOfNumber(called)));
    return memo.get(key) ?? null;
  };
  // a call's identity is unique (seizure time, called and calling number: calls_call_key): a generated call that
  // happens to repeat an earlier one is left out
  const identities = new Set<string>();
  // origin and called types as a switch without CDR_ORIGIN_TYPE gives them: the numbers' types (docs/billing.md)
  const types = new NumberTypeMemo();
  const rows = demoCalls(numbers, demoCallers(), now)
    .map((c) => {
      const calling = e164(c.calling_number, c.called_number);
      return {
        ...c,
        calling_number: calling,
        connected_number: e164(c.connected_number, c.called_number),
        ...originOf(null, calling, types),
        called_type: calledTypeOf(c.direction as 'inbound' | 'outbound', c.called_number, types),
      };
    })
    .filter((c) => {
      const key = `${new Date(c.seized_at).getTime()}|${c.called_number}|${c.calling_number ?? ''}`;
      if (identities.has(key)) return false;
      identities.add(key);
      return true;
    });
  // one transaction: a load cut short leaves no calls, so the next start loads them all again
  const created = await db.transaction(async (tx) => {
    const repo = callsRepository(tx);
    let inserted = 0;
    for (let i = 0; i < rows.length; i += BATCH) inserted += await repo.insertCalls(rows.slice(i, i + BATCH));
    return inserted;
  });
  return { calls: created };
}
