import { describe, expect, it } from 'vitest';
import { costsBy, costsPerCurrency } from './cost-series.ts';
import { dailySeries, hourlySeries } from './series.ts';

describe('costs of the call statistics', () => {
  it('sums exactly per currency, never adding two currencies', () => {
    expect(
      costsPerCurrency([
        { currency: 'USD', cost: '0.1000' },
        { currency: 'EUR', cost: '0.0001' },
        { currency: 'USD', cost: '0.2000' },
      ]),
    ).toEqual([
      { currency: 'EUR', cost: '0.0001' },
      { currency: 'USD', cost: '0.3000' },
    ]);
    expect(costsBy([{ date: '2026-11-01', hour: 3, currency: 'GBP', cost: '1.5' }], (c) => `${c.date} ${c.hour}`)).toEqual(
      new Map([['2026-11-01 3', [{ currency: 'GBP', cost: '1.5000' }]]]),
    );
  });

  it('puts each day’s and hour’s costs on its row, and the range’s in the totals', () => {
    const costs = [
      { date: '2026-11-01', hour: 9, currency: 'EUR', cost: '0.1200' },
      { date: '2026-11-02', hour: 10, currency: 'EUR', cost: '0.0300' },
      { date: '2026-11-02', hour: 10, currency: 'USD', cost: '2.0000' },
      { date: '2026-11-05', hour: 0, currency: 'EUR', cost: '9.0000' },
    ];
    const { data, totals } = dailySeries({ from: '2026-11-01', to: '2026-11-03' }, [], costs);
    expect(data.map((r) => r.costs)).toEqual([
      [{ currency: 'EUR', cost: '0.1200' }],
      [
        { currency: 'EUR', cost: '0.0300' },
        { currency: 'USD', cost: '2.0000' },
      ],
      [],
    ]);
    expect(totals.costs).toEqual([
      { currency: 'EUR', cost: '0.1500' },
      { currency: 'USD', cost: '2.0000' },
    ]);
    const hours = hourlySeries(['2026-11-02'], [], costs);
    expect(hours[10]!.costs).toHaveLength(2);
    expect(hours[9]!.costs).toEqual([]);
  });
});
