import { describe, expect, it } from 'vitest';
import { ZERO_COUNTERS } from './kpis.ts';
import { dailySeries, dayStart, daysAfter, daysOf, hourlySeries, resolveRange, todayUtc } from './series.ts';

/** A day or hour without calls: counts 0, ratios null (nothing to divide by). */
const empty = { callattempts: 0, successfulcalls: 0, minutes: 0, aloc: null, asr: null, ner: null, pdd: null, costs: [] };

describe('date range of a request', () => {
  const today = '2026-11-21';

  it('defaults to the last 30 days up to today', () => {
    expect(resolveRange({}, today)).toEqual({ from: '2026-10-23', to: today });
    expect(resolveRange({ fromDate: null, toDate: null }, today)).toEqual({ from: '2026-10-23', to: today });
  });

  it('keeps both days when given', () => {
    expect(resolveRange({ fromDate: '2026-01-01', toDate: '2026-12-31' }, today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('with only one day, takes 30 days from or up to it, `to` capped at today but never before `from`', () => {
    expect(resolveRange({ fromDate: '2026-09-01' }, today)).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(resolveRange({ fromDate: '2026-11-10' }, today)).toEqual({ from: '2026-11-10', to: today });
    expect(resolveRange({ fromDate: '2026-12-05' }, today)).toEqual({ from: '2026-12-05', to: '2026-12-05' });
    expect(resolveRange({ toDate: '2026-03-01' }, today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('reads today in UTC and steps across month and year ends', () => {
    expect(todayUtc(new Date('2026-11-21T23:59:59-05:00'))).toBe('2026-11-22');
    expect(daysAfter('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysOf('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysOf('2026-01-02', '2026-01-01')).toEqual([]);
    expect(dayStart('2026-11-02').toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });
});

describe('daily series', () => {
  it('has one row per day including days without calls, and totals from summed counters', () => {
    const { data, totals } = dailySeries({ from: '2026-11-01', to: '2026-11-04' }, [
      { date: '2026-11-02', attempts: 3, answered: 3, effective: 3, answeredSeconds: 300, pddMsSum: 6000, pddCount: 3 },
      { date: '2026-11-04', attempts: 1, answered: 0, effective: 0, answeredSeconds: 0, pddMsSum: 0, pddCount: 0 },
      // outside the range: ignored
      { date: '2026-10-31', attempts: 50, answered: 50, effective: 50, answeredSeconds: 50, pddMsSum: 0, pddCount: 0 },
    ]);
    expect(data).toEqual([
      { date: '2026-11-01', ...empty },
      { date: '2026-11-02', callattempts: 3, successfulcalls: 3, minutes: 5, aloc: 100, asr: 100, ner: 100, pdd: 2, costs: [] },
      { date: '2026-11-03', ...empty },
      // one unanswered call: ASR and NER 0 %, no ALOC or PDD
      { date: '2026-11-04', callattempts: 1, successfulcalls: 0, minutes: 0, aloc: null, asr: 0, ner: 0, pdd: null, costs: [] },
    ]);
    // 3 of 4 answered: 75 %, not the mean of 100 % and 0 %
    expect(totals).toEqual({ callattempts: 4, successfulcalls: 3, minutes: 5, aloc: 100, asr: 75, ner: 75, pdd: 2, costs: [] });
  });

  it('answers zero counts and no ratios for a range without calls', () => {
    const { data, totals } = dailySeries({ from: '2026-11-01', to: '2026-11-01' }, []);
    expect(data).toEqual([{ date: '2026-11-01', ...empty }]);
    expect(totals).toEqual(empty);
  });
});

describe('hourly series', () => {
  it('has 24 rows per date in the order given, empty hours without calls', () => {
    const rows = hourlySeries(
      ['2026-11-03', '2026-11-01'],
      [
        { date: '2026-11-01', hour: 9, ...ZERO_COUNTERS, attempts: 2, answered: 1, effective: 2, answeredSeconds: 90 },
        { date: '2026-11-03', hour: 23, ...ZERO_COUNTERS, attempts: 1 },
      ],
    );
    expect(rows).toHaveLength(48);
    expect(rows.map((r) => `${r.date} ${r.hour}`).slice(0, 2)).toEqual(['2026-11-03 0', '2026-11-03 1']);
    expect(rows[23]).toEqual({ date: '2026-11-03', hour: 23, ...empty, callattempts: 1, asr: 0, ner: 0 });
    expect(rows[24]).toEqual({ date: '2026-11-01', hour: 0, ...empty });
    expect(rows[24 + 9]).toEqual({
      date: '2026-11-01',
      hour: 9,
      ...empty,
      callattempts: 2,
      successfulcalls: 1,
      minutes: 1.5,
      aloc: 90,
      asr: 50,
      ner: 100,
    });
  });
});
