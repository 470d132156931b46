import { describe, expect, it } from 'vitest';
import { dayIn, nextRunAt, REPORTING_MESSAGES as M, reportDates, reportDefinitionSchema, zonedInstant } from './schemas.ts';

describe('report definitions', () => {
  it('takes a minimal definition with its defaults', () => {
    expect(reportDefinitionSchema.parse({ name: ' Daily ', type: 'callstatistics' })).toEqual({
      name: 'Daily',
      type: 'callstatistics',
      filters: {},
      period: { kind: 'relative', relative: 'yesterday' },
      time_zone: 'UTC',
      format: 'csv',
      schedule: { frequency: 'none' },
      email: false,
    });
  });

  it('refuses a missing name, an unknown type or time zone, reversed dates and a schedule without its day', () => {
    const r = reportDefinitionSchema.safeParse({
      name: '',
      type: 'weather',
      time_zone: 'Mars/Olympus',
      period: { kind: 'fixed', from: '2026-11-10', to: '2026-11-01' },
      schedule: { frequency: 'weekly' },
    });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['name', M.nameRequired],
        ['type', M.typeRequired],
        ['time_zone', M.timeZone],
        ['period.to', M.to],
        ['schedule.weekday', M.weekday],
      ]),
    );
  });
});

describe('hourly statistics reports', () => {
  const hourly = (period: object) => reportDefinitionSchema.safeParse({ name: 'Hourly', type: 'callstatisticshourly', period });

  it('cover at most HOURLY_MAX_DATES days: yesterday or fixed dates up to 4 days', () => {
    expect(hourly({ kind: 'relative', relative: 'yesterday' }).success).toBe(true);
    expect(hourly({ kind: 'fixed', from: '2026-03-01', to: '2026-03-04' }).success).toBe(true);
    expect(hourly({ kind: 'fixed', from: '2026-03-01', to: '2026-03-05' }).error!.issues).toEqual([
      expect.objectContaining({ path: ['period', 'to'], message: M.hourlyDays }),
    ]);
    for (const relative of ['last7', 'last30', 'lastMonth'])
      expect(hourly({ kind: 'relative', relative }).error!.issues).toEqual([
        expect.objectContaining({ path: ['period', 'relative'], message: M.hourlyDays }),
      ]);
    // other types keep their longer periods
    expect(
      reportDefinitionSchema.safeParse({ name: 'Daily', type: 'callstatistics', period: { kind: 'relative', relative: 'last30' } }).success,
    ).toBe(true);
  });
});

describe('report periods', () => {
  const now = new Date('2026-03-01T02:30:00Z');
  it('ends relative periods yesterday in the report’s time zone', () => {
    expect(dayIn(now, 'UTC')).toBe('2026-03-01');
    expect(dayIn(now, 'America/New_York')).toBe('2026-02-28');
    expect(reportDates({ kind: 'relative', relative: 'yesterday' }, now, 'UTC')).toEqual({ fromDate: '2026-02-28', toDate: '2026-02-28' });
    expect(reportDates({ kind: 'relative', relative: 'yesterday' }, now, 'America/New_York')).toEqual({
      fromDate: '2026-02-27',
      toDate: '2026-02-27',
    });
    expect(reportDates({ kind: 'relative', relative: 'last7' }, now, 'UTC')).toEqual({ fromDate: '2026-02-22', toDate: '2026-02-28' });
    expect(reportDates({ kind: 'relative', relative: 'last30' }, now, 'UTC')).toEqual({ fromDate: '2026-01-30', toDate: '2026-02-28' });
    expect(reportDates({ kind: 'relative', relative: 'lastMonth' }, now, 'UTC')).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(reportDates({ kind: 'relative', relative: 'lastMonth' }, new Date('2026-01-15T12:00:00Z'), 'UTC')).toEqual({
      fromDate: '2025-12-01',
      toDate: '2025-12-31',
    });
    expect(reportDates({ kind: 'fixed', from: '2026-01-01', to: '2026-01-31' }, now, 'UTC')).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
    });
  });
});

describe('report schedules', () => {
  it('runs at 06:00 local time: daily, weekly on a weekday, monthly on a day; none never', () => {
    expect(zonedInstant('2026-07-01', 6, 'Europe/Paris').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(zonedInstant('2026-01-01', 6, 'Europe/Paris').toISOString()).toBe('2026-01-01T05:00:00.000Z');
    const after = new Date('2026-11-24T08:00:00Z'); // a Tuesday
    expect(nextRunAt({ frequency: 'daily' }, 'UTC', after)?.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(nextRunAt({ frequency: 'daily' }, 'UTC', new Date('2026-11-24T05:59:00Z'))?.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(nextRunAt({ frequency: 'weekly', weekday: 1 }, 'UTC', after)?.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextRunAt({ frequency: 'monthly', day: 1 }, 'Asia/Tokyo', after)?.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(nextRunAt({ frequency: 'none' }, 'UTC', after)).toBeNull();
  });
});
