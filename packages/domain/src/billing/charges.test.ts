import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargedDays,
  chargePeriod,
  monthBounds,
  monthCharges,
  nextMonth,
  previousMonth,
  prorate,
  type ServiceCharges,
  statementTotals,
  toCents,
} from './charges.ts';
import { sumAmounts, toUnits } from './rating.ts';

const charges = (over: Partial<ServiceCharges> = {}): ServiceCharges => ({
  nrc: '50.0000',
  mrc: '30.0000',
  channel_nrc: null,
  channel_mrc: null,
  channels: 0,
  source: { kind: 'product_tariff', id: 3 },
  ...over,
});

describe('months', () => {
  it('knows their bounds, leap years included', () => {
    expect(monthBounds('2026-11')).toEqual({ first: '2026-11-01', next: '2026-12-01', days: 30 });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01', days: 31 });
    expect(monthBounds('2028-02').days).toBe(29);
    expect(monthBounds('2027-02').days).toBe(28);
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2028-03')).toBe('2028-02');
    expect(() => monthBounds('2026-13')).toThrow();
  });
});

describe('charge periods', () => {
  it('start at the billing start date, else the commencement date, else activation', () => {
    const n = { billing_start_date: null, commencement_date: null, active_from: '2026-11-10', active_until: null, expiration_date: null };
    expect(chargePeriod(n)).toEqual({ start: '2026-11-10', end: null });
    expect(chargePeriod({ ...n, commencement_date: '2026-11-12' }).start).toBe('2026-11-12');
    expect(chargePeriod({ ...n, commencement_date: '2026-11-12', billing_start_date: '2026-11-15' }).start).toBe('2026-11-15');
  });

  it('end when the number was disconnected, else the day after it expires', () => {
    const n = {
      billing_start_date: null,
      commencement_date: null,
      active_from: '2026-11-10',
      active_until: null,
      expiration_date: '2026-11-30',
    };
    expect(chargePeriod(n).end).toBe('2026-12-01');
    expect(chargePeriod({ ...n, active_until: '2026-11-20' }).end).toBe('2026-11-20');
  });

  it('count the days of a month inside them', () => {
    expect(chargedDays({ start: '2026-11-10', end: null }, '2026-11')).toBe(21);
    expect(chargedDays({ start: '2026-11-10', end: '2026-11-20' }, '2026-11')).toBe(10);
    expect(chargedDays({ start: '2026-10-01', end: null }, '2026-11')).toBe(30);
    expect(chargedDays({ start: '2026-12-01', end: null }, '2026-11')).toBe(0);
    expect(chargedDays({ start: '2026-10-01', end: '2026-11-01' }, '2026-11')).toBe(0);
  });
});

describe('a month of charges', () => {
  it('bills the NRC in the month the charges start and the MRC by the day', () => {
    const lines = monthCharges({ start: '2026-11-16', end: null }, charges(), '2026-11');
    expect(lines.map((l) => [l.kind, l.amount, l.quantity])).toEqual([
      ['nrc', '50.0000', 1],
      ['mrc', '15.0000', 15],
    ]);
    expect(lines[1]!.explain).toMatchObject({ unit_amount: '30.0000', days: 15, days_in_month: 30 });
    // the next month: the whole MRC, no NRC
    expect(monthCharges({ start: '2026-11-16', end: null }, charges(), '2026-12').map((l) => [l.kind, l.amount])).toEqual([
      ['mrc', '30.0000'],
    ]);
  });

  it('prorates half up to the tariff precision', () => {
    // 10 × 1 ÷ 31 = 0.32258… → 0.3226; 10 × 7 ÷ 30 = 2.3333… → 2.3333
    expect(prorate('10.0000', 1, 31)).toBe('0.3226');
    expect(prorate('10.0000', 7, 30)).toBe('2.3333');
    expect(prorate('0.0001', 15, 30)).toBe('0.0001');
    expect(prorate('0.0001', 14, 30)).toBe('0.0000');
  });

  it('bills a trunk its channels', () => {
    const trunk = charges({ nrc: null, mrc: null, channel_nrc: '5.0000', channel_mrc: '2.5000', channels: 4 });
    const lines = monthCharges({ start: '2026-11-01', end: null }, trunk, '2026-11');
    expect(lines.map((l) => [l.kind, l.amount, l.quantity])).toEqual([
      ['channel_nrc', '20.0000', 4],
      ['channel_mrc', '10.0000', 4],
    ]);
  });

  it('bills nothing outside the period, and no NRC for a period that ends before it starts', () => {
    expect(monthCharges({ start: '2026-12-01', end: null }, charges(), '2026-11')).toEqual([]);
    expect(monthCharges({ start: '2026-11-10', end: '2026-11-10' }, charges(), '2026-11')).toEqual([]);
  });

  it('bills a whole month exactly, and the days of a month never more than the MRC (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 2020, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (units, year, month, startDay) => {
          const mrc = `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
          const m = `${year}-${String(month).padStart(2, '0')}`;
          const { days, first } = monthBounds(m);
          const whole = monthCharges({ start: first, end: null }, charges({ nrc: null, mrc }), m);
          expect(whole[0]?.amount ?? '0.0000').toBe(units === 0 ? '0.0000' : mrc);
          const day = Math.min(startDay, days);
          const part = monthCharges({ start: `${m}-${String(day).padStart(2, '0')}`, end: null }, charges({ nrc: null, mrc }), m);
          expect(part[0]!.quantity).toBe(days - day + 1);
          expect(toUnits(part[0]!.amount) <= toUnits(mrc)).toBe(true);
        },
      ),
    );
  });
});

describe('statement totals', () => {
  it('are the exact sums of their lines, each kind and all (property)', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((u) => `${Math.floor(u / 10_000)}.${String(u % 10_000).padStart(4, '0')}`);
    const kind = fc.constantFrom('nrc', 'mrc', 'channel_nrc', 'channel_mrc', 'usage', 'adjustment' as const);
    fc.assert(
      fc.property(fc.array(fc.record({ kind, amount }), { maxLength: 60 }), (lines) => {
        const t = statementTotals(lines);
        expect(t.total).toBe(sumAmounts(lines.map((l) => l.amount)));
        expect(toUnits(t.one_time) + toUnits(t.recurring) + toUnits(t.usage) + toUnits(t.adjustments)).toBe(toUnits(t.total));
      }),
    );
  });

  it('round to the cent half up', () => {
    expect(toCents('12.3450')).toBe('12.35');
    expect(toCents('12.3449')).toBe('12.34');
    expect(toCents('0.0049')).toBe('0.00');
    expect(toCents('1999.9950')).toBe('2000.00');
  });
});
