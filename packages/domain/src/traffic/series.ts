import { z } from 'zod';
import { baselineFrom, baselineOf, MIN_BASELINE_DAYS, type TrafficHour, type TrafficThresholds } from './rules.ts';

/**
 * A number's traffic hour by hour beside its baseline (the alert page's chart): what came, what was expected (the
 * pumping rule's expected attempts) and above what the pumping rule fires. Pure: the server reads the stored hours.
 */
export interface SeriesPoint {
  hour: string;
  attempts: number;
  answered: number;
  /** Null before the number has a week of history (no usual traffic to compare with). */
  expected: number | null;
  threshold: number | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The most hours a series shows (a week). */
export const SERIES_MAX_HOURS = 168;

/** The hours an alert's chart shows: a day before its first crossing to a day after its last, at most a week. */
export function seriesWindow(firstHour: string, lastHour: string): { from: Date; to: Date } {
  const from = Date.parse(firstHour) - 24 * HOUR_MS;
  const to = Math.min(Date.parse(lastHour) + 25 * HOUR_MS, from + SERIES_MAX_HOURS * HOUR_MS);
  return { from: new Date(from), to: new Date(to) };
}

/** `stored`: the number's kept hours by their time (ms) from 28 days before `from` up to `to`. */
export function seriesAgainstBaseline(
  stored: ReadonlyMap<number, TrafficHour>,
  window: { from: Date; to: Date },
  firstHour: Date | null,
  t: TrafficThresholds,
): SeriesPoint[] {
  const out: SeriesPoint[] = [];
  for (let at = window.from.getTime(); at < window.to.getTime(); at += HOUR_MS) {
    const hour = stored.get(at);
    let expected: number | null = null;
    let threshold: number | null = null;
    if (firstHour) {
      const back = new Map<number, TrafficHour>();
      for (let d = 1; d <= 28; d++) {
        const h = stored.get(at - d * DAY_MS);
        if (h) back.set(d, h);
      }
      const base = baselineFrom(new Date(at), back, firstHour);
      if (base.days.length >= MIN_BASELINE_DAYS) {
        const b = baselineOf(base.days.map((d) => d.attempts));
        expected = Math.round(b.expected * 10) / 10;
        threshold = Math.round(Math.max(b.expected * t.pumpingRatio, b.expected + t.pumpingSpreads * b.spread) * 10) / 10;
      }
    }
    out.push({ hour: new Date(at).toISOString(), attempts: hour?.attempts ?? 0, answered: hour?.answered ?? 0, expected, threshold });
  }
  return out;
}

export const trafficSeriesAnswer = z.object({
  data: z.array(
    z.object({
      hour: z.string(),
      attempts: z.number().int(),
      answered: z.number().int(),
      expected: z.number().nullable(),
      threshold: z.number().nullable(),
    }),
  ),
});
