import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAFFIC_THRESHOLDS, type TrafficHour } from './rules.ts';
import { seriesAgainstBaseline, seriesWindow } from './series.ts';

const hourWith = (attempts: number): TrafficHour => ({
  attempts,
  answered: Math.round(attempts * 0.7),
  effective: attempts,
  answeredSeconds: attempts * 100,
  shortAnswered: 0,
  payphone: 0,
  mobile: 0,
  foreign: 0,
  topCallerAttempts: 1,
});

describe('a number’s series against its baseline', () => {
  it('shows a day either side of the crossings, at most a week', () => {
    const w = seriesWindow('2026-11-10T10:00:00.000Z', '2026-11-10T11:00:00.000Z');
    expect([w.from.toISOString(), w.to.toISOString()]).toEqual(['2026-11-09T10:00:00.000Z', '2026-11-11T12:00:00.000Z']);
    const long = seriesWindow('2026-11-01T00:00:00.000Z', '2026-11-20T00:00:00.000Z');
    expect((long.to.getTime() - long.from.getTime()) / 3_600_000).toBe(168);
  });

  it('expects the same hour’s usual attempts and says where pumping starts; nothing before a week of history', () => {
    const stored = new Map<number, TrafficHour>();
    const at = Date.parse('2026-11-20T10:00:00Z');
    for (let d = 1; d <= 28; d++) stored.set(at - d * 86_400_000, hourWith(20));
    stored.set(at, hourWith(300));
    const window = { from: new Date(at), to: new Date(at + 2 * 3_600_000) };
    const [pumped, after] = seriesAgainstBaseline(stored, window, new Date(at - 40 * 86_400_000), DEFAULT_TRAFFIC_THRESHOLDS);
    // 28 equal days: expected 20, spread √20 ≈ 4.47 → max(60, 20 + 6 × 4.47 = 46.8) = 60
    expect(pumped).toEqual({ hour: '2026-11-20T10:00:00.000Z', attempts: 300, answered: 210, expected: 20, threshold: 60 });
    // the next hour has no history at all: 0 expected, the spread floored at 1 → 6
    expect(after).toMatchObject({ attempts: 0, expected: 0, threshold: 6 });
    const young = seriesAgainstBaseline(stored, window, new Date(at - 3 * 86_400_000), DEFAULT_TRAFFIC_THRESHOLDS);
    expect(young[0]).toMatchObject({ attempts: 300, expected: null, threshold: null });
  });
});
