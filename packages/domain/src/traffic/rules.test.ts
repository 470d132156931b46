import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../common/random.ts';
import {
  baselineFrom,
  baselineOf,
  evaluateCompanyHour,
  evaluateHour,
  MIN_BASELINE_DAYS,
  type TrafficBaseline,
  type TrafficHour,
} from './rules.ts';

/** A Poisson draw (Knuth), for call counts around a mean. */
function poisson(mean: number, r: () => number): number {
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= r();
  } while (p > l);
  return k - 1;
}

/** A normal hour of a toll-free number: ~60 % answered, few short calls, a fixed-line majority, callers spread out. */
function normalHour(mean: number, r: () => number): TrafficHour {
  const attempts = poisson(mean, r);
  const answered = Math.round(attempts * (0.55 + r() * 0.1));
  return {
    attempts,
    answered,
    effective: Math.min(attempts, answered + Math.round(attempts * 0.2)),
    answeredSeconds: answered * (120 + Math.round(r() * 60)),
    shortAnswered: Math.round(answered * 0.05 * r()),
    payphone: Math.round(attempts * 0.02 * r()),
    mobile: Math.round(attempts * (0.25 + 0.1 * r())),
    foreign: Math.round(attempts * 0.03 * r()),
    topCallerAttempts: Math.min(attempts, 1 + Math.round(r() * 2)),
  };
}

/** 35 days of one hour of the day (day 0 the oldest), weekdays busier than weekends (days 5, 6 of each week). */
function series(weekdayMean: number, weekendMean: number, seed: number): TrafficHour[] {
  const r = seededRandom(seed);
  return Array.from({ length: 35 }, (_, d) => normalHour(d % 7 >= 5 ? weekendMean : weekdayMean, r));
}

/** The baseline of day `day` of a series: the 28 days before it, the day before first. */
const baselineFor = (s: TrafficHour[], day: number): TrafficBaseline => ({ days: s.slice(day - 28, day).reverse() });

describe('the baseline', () => {
  it('expects the same weekday’s median, with a spread no smaller than the Poisson noise', () => {
    // 28 days: weekdays 40, weekends 4 (days 5, 6, 12, 13 … back from the evaluated day)
    const values: number[] = Array.from({ length: 28 }, (_, i) => ((i + 1) % 7 === 0 || (i + 2) % 7 === 0 ? 4 : 40));
    const { expected, spread } = baselineOf(values);
    expect(expected).toBe(values[6]);
    expect(spread).toBeGreaterThanOrEqual(Math.sqrt(expected));
    // an incident inside the baseline moves neither the median nor the MAD much
    const withIncident = [...values];
    withIncident[3] = 900;
    expect(baselineOf(withIncident).expected).toBe(expected);
  });
});

describe('a normal month stays quiet', () => {
  it('every day of the last week, at a busy and at a quiet number, with weekends in between', () => {
    for (const [weekday, weekend, seed] of [
      [30, 8, 1],
      [12, 3, 2],
      [60, 20, 3],
      [2, 0.5, 4],
    ] as const) {
      const s = series(weekday, weekend, seed);
      for (let day = 28; day < 35; day++) expect(evaluateHour(s[day]!, baselineFor(s, day)), `seed ${seed} day ${day}`).toEqual([]);
    }
  });

  it('never calls pumping an hour no busier than the busiest same weekday of its baseline (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 5, max: 80 }), (seed, mean) => {
        const s = series(mean, mean / 3, seed);
        const base = baselineFor(s, 34);
        const busiest = [6, 13, 20, 27].map((i) => base.days[i]!).reduce((a, b) => (b.attempts > a.attempts ? b : a));
        expect(evaluateHour({ ...busiest }, base).filter((f) => f.kind === 'pumping')).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('each rule fires on its incident', () => {
  const s = series(30, 8, 7);
  const base = baselineFor(s, 30);
  const day = s[30]!;

  it('pumping: attempts many times the usual, with the figures and the rule', () => {
    const pumped = { ...day, attempts: 400, answered: 380, effective: 390, answeredSeconds: 380 * 150 };
    const [finding] = evaluateHour(pumped, base).filter((f) => f.kind === 'pumping');
    expect(finding).toMatchObject({ kind: 'pumping', observed: 400 });
    expect(finding!.expected).toBeGreaterThan(15);
    expect(finding!.threshold).toBeLessThan(400);
    expect(finding!.rule).toMatch(/^Attempts 400 in the hour against [\d.]+ expected/);
  });

  it('pumping by minutes: the same attempts held far longer', () => {
    const long = { ...day, answeredSeconds: day.answered * 3600 };
    expect(evaluateHour(long, base).map((f) => [f.kind, f.rule.split(' ')[0]])).toContainEqual(['pumping', 'Answered']);
  });

  it('short-call burst: most answered calls end within seconds', () => {
    const burst = { ...day, attempts: 40, answered: 36, effective: 38, shortAnswered: 30 };
    expect(evaluateHour(burst, base).map((f) => f.kind)).toContain('short_calls');
  });

  it('origin-mix shift: payphones take over', () => {
    const payphones = { ...day, attempts: 35, payphone: 22, mobile: 5 };
    const finding = evaluateHour(payphones, base).find((f) => f.kind === 'origin_mix');
    expect(finding?.rule).toMatch(/came from payphone callers/);
  });

  it('single-caller concentration: one number dials again and again', () => {
    const hammer = { ...day, attempts: 34, topCallerAttempts: 17 };
    expect(evaluateHour(hammer, base).map((f) => f.kind)).toEqual(['single_caller']);
  });

  it('quality: ASR collapses with enough attempts, not on a handful', () => {
    const broken = { ...day, attempts: 40, answered: 2, effective: 4, answeredSeconds: 200, shortAnswered: 0 };
    expect(evaluateHour(broken, base).map((f) => f.kind)).toEqual(['quality']);
    expect(evaluateHour({ ...broken, attempts: 12, answered: 0, effective: 0 }, base)).toEqual([]);
  });

  it('a quiet number never alerts on a few calls, whatever they look like', () => {
    const few = { ...day, attempts: 8, answered: 8, effective: 8, shortAnswered: 8, payphone: 8, topCallerAttempts: 8 };
    expect(evaluateHour(few, base)).toEqual([]);
  });
});

/** The hours of many numbers summed, as the company roll-up stores them. */
const sum = (hours: TrafficHour[]): TrafficHour => {
  const out = { ...hours[0]! };
  for (const h of hours.slice(1)) for (const k of Object.keys(h) as (keyof TrafficHour)[]) out[k] += h[k];
  return out;
};

describe('a company’s numbers summed', () => {
  // 60 quiet numbers (two calls an hour on weekdays), 35 days each
  const numbers = Array.from({ length: 60 }, (_, i) => series(2, 1, 100 + i));
  const company = Array.from({ length: 35 }, (_, d) => sum(numbers.map((n) => n[d]!)));

  it('stays quiet over the last week of normal traffic', () => {
    for (let day = 28; day < 35; day++) expect(evaluateCompanyHour(company[day]!, baselineFor(company, day)), `day ${day}`).toEqual([]);
  });

  it('finds pumping spread over many numbers that no number’s own rules see (each under the least attempts)', () => {
    // eight extra answered calls on each of the 60 numbers: 10 an hour each, under the 20 a number's rules need
    const pumpedNumbers = numbers.map((n) => ({ ...n[30]!, attempts: n[30]!.attempts + 8, answered: n[30]!.answered + 8 }));
    for (const [i, h] of pumpedNumbers.entries()) expect(evaluateHour(h, baselineFor(numbers[i]!, 30))).toEqual([]);
    const found = evaluateCompanyHour(sum(pumpedNumbers), baselineFor(company, 30));
    expect(found.map((f) => f.kind)).toContain('pumping');
  });

  it('never judges one caller’s share of a sum (no busiest caller across numbers)', () => {
    const hammered = { ...company[30]!, topCallerAttempts: company[30]!.attempts };
    expect(evaluateCompanyHour(hammered, baselineFor(company, 30))).toEqual([]);
    expect(evaluateHour(hammered, baselineFor(company, 30)).map((f) => f.kind)).toEqual(['single_caller']);
  });
});

describe('the baseline of a stored hour', () => {
  const busy: TrafficHour = { ...normalHour(30, seededRandom(7)), attempts: 30 };
  it('takes the same hour of each day since the number’s first traffic, a day without calls as none', () => {
    const hour = new Date('2026-11-20T10:00:00Z');
    const stored = new Map([
      [1, busy],
      [3, busy],
    ]);
    const base = baselineFrom(hour, stored, new Date('2026-11-15T18:00:00Z'));
    // days back 1 … 5 (the 15th counts from its start)
    expect(base.days.map((d) => d.attempts)).toEqual([30, 0, 30, 0, 0]);
    expect(baselineFrom(hour, stored, new Date('2026-01-01T00:00:00Z')).days).toHaveLength(28);
  });

  it('judges no pumping, origin mix or quality before a week of history, and does after it', () => {
    const r = seededRandom(11);
    const pumped: TrafficHour = { ...normalHour(30, r), attempts: 600, answered: 400, effective: 450, answeredSeconds: 400 * 150 };
    const week = (n: number): TrafficBaseline => ({ days: Array.from({ length: n }, () => normalHour(30, r)) });
    expect(evaluateHour(pumped, week(MIN_BASELINE_DAYS - 1)).map((f) => f.kind)).not.toContain('pumping');
    expect(evaluateHour(pumped, week(MIN_BASELINE_DAYS)).map((f) => f.kind)).toContain('pumping');
  });
});

describe('share rules against chance', () => {
  const r = seededRandom(5);
  const base: TrafficBaseline = { days: Array.from({ length: 28 }, () => ({ ...normalHour(40, r), attempts: 40, mobile: 12 })) };
  const hourWith = (attempts: number, mobileShare: number): TrafficHour => ({
    ...normalHour(40, r),
    attempts,
    mobile: Math.round(attempts * mobileShare),
  });
  it('let a 30-point swing of the mobile share pass at 20 calls (chance) and fire at 200', () => {
    // usual 30 %: at 20 calls one standard error is 10 points, so 60 % is 3 — within chance
    expect(evaluateHour(hourWith(20, 0.6), base).map((f) => f.kind)).not.toContain('origin_mix');
    const at200 = evaluateHour(hourWith(200, 0.6), base).find((f) => f.kind === 'origin_mix');
    expect(at200?.threshold).toBeCloseTo(0.55, 2);
  });
});
