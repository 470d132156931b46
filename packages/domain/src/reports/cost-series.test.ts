import { describe, expect, it } from 'vitest';
import { costsBy, costsPerCurrency, withCostColumns } from './cost-series.ts';
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

  it('writes each row’s cost in its currency for the exports, a further currency on a row of its own', () => {
    const kpis = { callattempts: 3, successfulcalls: 2, minutes: 1, aloc: 30, asr: 66.7, ner: 100, pdd: 2 };
    expect(
      withCostColumns([
        { date: '2026-11-01', hour: 9, ...kpis, costs: [] },
        { date: '2026-11-01', hour: 10, ...kpis, costs: [{ currency: 'EUR', cost: '0.1200' }] },
        {
          date: '2026-11-01',
          hour: 11,
          ...kpis,
          costs: [
            { currency: 'EUR', cost: '0.0300' },
            { currency: 'USD', cost: '2.0000' },
          ],
        },
      ]),
    ).toEqual([
      { date: '2026-11-01', hour: 9, ...kpis, cost: null, currency: null },
      { date: '2026-11-01', hour: 10, ...kpis, cost: '0.1200', currency: 'EUR' },
      { date: '2026-11-01', hour: 11, ...kpis, cost: '0.0300', currency: 'EUR' },
      { date: '2026-11-01', hour: 11, cost: '2.0000', currency: 'USD' },
    ]);
    // a daily row has no hour, nor has its extra row
    expect(
      withCostColumns([
        {
          date: '2026-11-02',
          costs: [
            { currency: 'GBP', cost: '1.0000' },
            { currency: 'JPY', cost: '5.0000' },
          ],
        },
      ]),
    ).toEqual([
      { date: '2026-11-02', cost: '1.0000', currency: 'GBP' },
      { date: '2026-11-02', cost: '5.0000', currency: 'JPY' },
    ]);
  });
});
