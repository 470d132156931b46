import { describe, expect, it } from 'vitest';
import { nextAlertState, recordCrossing, resolvesOnItsOwn } from './alerts.ts';
import type { TrafficFinding } from './rules.ts';

const finding = (observed: number, threshold = 100): TrafficFinding => ({ kind: 'pumping', observed, expected: 20, threshold, rule: 'r' });

describe('a traffic alert’s life', () => {
  it('is acknowledged once, resolved from open or acknowledged, never left', () => {
    expect(nextAlertState('open', 'acknowledge')).toBe('acknowledged');
    expect(nextAlertState('acknowledged', 'acknowledge')).toBeNull();
    expect(nextAlertState('open', 'resolve')).toBe('resolved');
    expect(nextAlertState('acknowledged', 'resolve')).toBe('resolved');
    expect(nextAlertState('resolved', 'resolve')).toBeNull();
    expect(nextAlertState('resolved', 'acknowledge')).toBeNull();
  });

  it('keeps the first and last crossing, counts each hour once, and the worst figure', () => {
    let e = recordCrossing(null, finding(300), '2026-11-20T10:00:00Z');
    e = recordCrossing(e, finding(500), '2026-11-20T11:00:00Z');
    e = recordCrossing(e, finding(500), '2026-11-20T11:00:00Z');
    e = recordCrossing(e, finding(200), '2026-11-20T12:00:00Z');
    expect(e).toMatchObject({ first_hour: '2026-11-20T10:00:00Z', last_hour: '2026-11-20T12:00:00Z', crossings: 3 });
    expect(e.peak).toMatchObject({ observed: 500, hour: '2026-11-20T11:00:00Z' });
    expect(e.latest).toMatchObject({ observed: 200, hour: '2026-11-20T12:00:00Z' });
    // a late load of an earlier hour widens the range without moving the latest
    e = recordCrossing(e, finding(150), '2026-11-20T08:00:00Z');
    expect([e.first_hour, e.latest.hour, e.crossings]).toEqual(['2026-11-20T08:00:00Z', '2026-11-20T12:00:00Z', 4]);
  });

  it('resolves on its own after the quiet hours, not before', () => {
    expect(resolvesOnItsOwn('2026-11-20T12:00:00Z', '2026-11-20T17:00:00Z')).toBe(false);
    expect(resolvesOnItsOwn('2026-11-20T12:00:00Z', '2026-11-20T18:00:00Z')).toBe(true);
    expect(resolvesOnItsOwn('2026-11-20T12:00:00Z', '2026-11-20T14:00:00Z', 2)).toBe(true);
  });
});
