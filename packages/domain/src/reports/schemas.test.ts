import { describe, expect, it } from 'vitest';
import { callFilters, callStatisticsHourlyQuery, callsListQuery, daysBefore, daysInclusive, REPORT_MESSAGES as M } from './schemas.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('report filters', () => {
  it('takes blank filters as none and keeps the given ones', () => {
    expect(
      callFilters.parse({
        customer_id: '',
        service_type: 'DID',
        jurisdiction: ' Germany ',
        direction: 'inbound',
        fromDate: '2026-11-01',
        toDate: '',
      }),
    ).toEqual({
      customer_id: undefined,
      service_type: 'DID',
      jurisdiction: 'Germany',
      direction: 'inbound',
      fromDate: '2026-11-01',
      toDate: null,
    });
  });

  it('puts the spec’s messages on both date fields when from is after to', () => {
    expect(issues(callFilters.safeParse({ fromDate: '2026-11-05', toDate: '2026-11-01' }))).toEqual([
      ['fromDate', M.fromAfterTo],
      ['toDate', M.toBeforeFrom],
    ]);
  });

  it('refuses impossible days, unknown directions and ranges over a year', () => {
    expect(issues(callFilters.safeParse({ fromDate: '2026-02-30' }))).toEqual([['fromDate', M.badDate]]);
    expect(callFilters.safeParse({ direction: 'sideways' }).success).toBe(false);
    expect(issues(callFilters.safeParse({ fromDate: '2025-01-01', toDate: '2026-01-02' }))).toEqual([['toDate', M.tooManyDays]]);
    expect(callFilters.safeParse({ fromDate: '2025-01-01', toDate: '2026-01-01' }).success).toBe(true);
  });

  it('applies the same rules to the call records list', () => {
    expect(callsListQuery.parse({ page: '2', fromDate: '2026-11-01', toDate: '2026-11-02' })).toMatchObject({ page: 2, limit: 10 });
    expect(callsListQuery.safeParse({ fromDate: '2026-11-03', toDate: '2026-11-02' }).success).toBe(false);
  });
});

describe('hourly dates', () => {
  it('takes one to four distinct days, comma-separated or repeated', () => {
    expect(callStatisticsHourlyQuery.parse({ dates: '2026-11-01, 2026-11-02' }).dates).toEqual(['2026-11-01', '2026-11-02']);
    expect(callStatisticsHourlyQuery.parse({ dates: ['2026-11-01', '2026-11-03'] }).dates).toEqual(['2026-11-01', '2026-11-03']);
  });

  it('refuses none, five, a bad day and the same day twice with clear messages', () => {
    expect(issues(callStatisticsHourlyQuery.safeParse({ dates: '' }))).toEqual([['dates', M.noDates]]);
    expect(issues(callStatisticsHourlyQuery.safeParse({ dates: '2026-11-01,2026-11-02,2026-11-03,2026-11-04,2026-11-05' }))).toEqual([
      ['dates', M.tooManyDates],
    ]);
    expect(issues(callStatisticsHourlyQuery.safeParse({ dates: '2026-11-31' }))).toEqual([['dates.0', M.badDate]]);
    expect(issues(callStatisticsHourlyQuery.safeParse({ dates: '2026-11-01,2026-11-01' }))).toEqual([['dates', M.dateTaken]]);
  });
});

describe('day arithmetic', () => {
  it('counts days inclusively and steps back across months and years', () => {
    expect(daysInclusive('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInclusive('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysBefore('2026-01-01', 1)).toBe('2025-12-31');
    expect(daysBefore('2026-11-21', 29)).toBe('2026-10-23');
  });
});
