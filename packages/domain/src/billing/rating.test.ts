import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILLING_INCREMENTS } from '../catalogue/tariffs.ts';
import { NO_RATES } from './levels.ts';
import { billedSeconds, costOf, fromUnits, type RatingLevel, rateCall, sumAmounts, toUnits } from './rating.ts';

const level = (over: Partial<RatingLevel> = {}): RatingLevel => ({
  source: { kind: 'product_tariff', id: 7 },
  currency: 'EUR',
  ...NO_RATES,
  ...over,
});
const tollFree = { service_type: 'ITFS', direction: 'inbound' as const, answered: true };

describe('billed seconds', () => {
  it('bills the first period whole, then whole steps', () => {
    expect([0, 1, 30, 31, 36, 37].map((d) => billedSeconds(d, '30/6'))).toEqual([0, 30, 30, 36, 36, 42]);
    expect([1, 59, 60, 61, 121].map((d) => billedSeconds(d, '60/60'))).toEqual([60, 60, 60, 120, 180]);
    expect([1, 7, 61].map((d) => billedSeconds(d, '60/1'))).toEqual([60, 60, 61]);
    expect([1, 7].map((d) => billedSeconds(d, '1/1'))).toEqual([1, 7]);
  });

  it('never bills less than the call lasted, nor a step or more beyond it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.constantFrom(...BILLING_INCREMENTS), (d, inc) => {
        const [first, next] = inc.split('/').map(Number) as [number, number];
        const b = billedSeconds(d, inc);
        expect(b).toBeGreaterThanOrEqual(Math.max(d, first));
        expect(b - Math.max(d, first)).toBeLessThan(next);
        expect((b - first) % next).toBe(0);
      }),
    );
  });
});

describe('money', () => {
  it('keeps amounts exact to 1/10,000 and rounds a cost half up', () => {
    expect(fromUnits(toUnits('12.5'))).toBe('12.5000');
    expect(costOf('0.0125', 60)).toBe('0.0125');
    // 0.0125 × 36 / 60 = 0.0075 exactly; 0.0100 × 7 / 60 = 0.001166… → 0.0012; 0.0003 × 10 / 60 = 0.00005 → 0.0001
    expect(costOf('0.0125', 36)).toBe('0.0075');
    expect(costOf('0.01', 7)).toBe('0.0012');
    expect(costOf('0.0003', 10)).toBe('0.0001');
    expect(costOf('1.2345', 3600)).toBe('74.0700');
    expect(sumAmounts(['0.1', '0.2', '0.0001'])).toBe('0.3001');
  });

  it('sums costs exactly, whatever the order (property: no floating point drift)', () => {
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 9_999 }))
      .map(([i, f]) => `${i}.${String(f).padStart(4, '0')}`);
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 200 }), (xs) => {
        const total = sumAmounts(xs);
        expect(sumAmounts([...xs].reverse())).toBe(total);
        expect(toUnits(total)).toBe(xs.reduce((s, x) => s + toUnits(x), 0n));
      }),
    );
  });
});

describe('rating a call', () => {
  it('bills only answered calls', () => {
    expect(rateCall({ ...tollFree, answered: false, duration_seconds: 0 }, [level({ fix_usage_rate: '0.05' })])).toEqual({
      status: 'free',
      billed_seconds: 0,
      cost: '0.0000',
    });
  });

  it('rates toll-free by the caller’s origin, DID and SIP inbound, outbound by the called type', () => {
    const l = level({
      fix_usage_rate: '0.0200',
      mobile_usage_rate: '0.1000',
      payphone_usage_rate: '0.3000',
      inbound_charges: '0.0050',
      outbound_charges_fixed: '0.0100',
      outbound_charges_mobile: '0.0400',
      outbound_charges_special: '0.5000',
      billing_incremental: '30/6',
    });
    const r = (c: Parameters<typeof rateCall>[0]) => {
      const out = rateCall(c, [l]);
      return out.status === 'rated' ? [out.rate_field, out.billed_seconds, out.cost] : out.status;
    };
    expect(r({ ...tollFree, duration_seconds: 31, origin_type: 'mobile' })).toEqual(['mobile_usage_rate', 36, '0.0600']);
    expect(r({ ...tollFree, duration_seconds: 31, origin_type: 'payphone' })).toEqual(['payphone_usage_rate', 36, '0.1800']);
    expect(r({ ...tollFree, duration_seconds: 31, origin_type: null })).toEqual(['fix_usage_rate', 36, '0.0120']);
    expect(r({ service_type: 'DID', direction: 'inbound', answered: true, duration_seconds: 120 })).toEqual([
      'inbound_charges',
      120,
      '0.0100',
    ]);
    expect(r({ service_type: 'SIP Trunking', direction: 'outbound', answered: true, duration_seconds: 5, called_type: 'special' })).toEqual(
      ['outbound_charges_special', 30, '0.2500'],
    );
  });

  it('takes the rate from the most specific pricing that sets it, and says which', () => {
    const number = level({ source: { kind: 'number_charges', id: 1 }, inbound_charges: null, billing_incremental: '6/6' });
    const order = level({ source: { kind: 'order_tariff', id: 2 }, currency: 'USD', fix_usage_rate: '0.0300' });
    const product = level({ source: { kind: 'product_tariff', id: 3 }, fix_usage_rate: '0.0100', billing_incremental: '60/60' });
    const out = rateCall({ ...tollFree, duration_seconds: 61 }, [number, order, product]);
    expect(out).toEqual({
      status: 'rated',
      billed_seconds: 120,
      rate: '0.0300',
      cost: '0.0600',
      currency: 'USD',
      // the order's tariff names no increment: the next level's
      increment: '60/60',
      rate_field: 'fix_usage_rate',
      source: { kind: 'order_tariff', id: 2 },
    });
    expect(rateCall({ ...tollFree, duration_seconds: 61 }, [level({ fix_usage_rate: '0.0100' })])).toMatchObject({
      increment: '60/60',
      billed_seconds: 120,
    });
  });

  it('says why a call cannot be rated', () => {
    expect(rateCall({ ...tollFree, duration_seconds: 10 }, [])).toEqual({
      status: 'unrated',
      reason: 'no_tariff',
      rate_field: 'fix_usage_rate',
    });
    expect(rateCall({ ...tollFree, duration_seconds: 10, origin_type: 'payphone' }, [level({ fix_usage_rate: '0.01' })])).toEqual({
      status: 'unrated',
      reason: 'no_rate',
      rate_field: 'payphone_usage_rate',
    });
  });

  it('is a function of its inputs: rating again gives the same result (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 36_000 }),
        fc.constantFrom(...BILLING_INCREMENTS),
        fc.integer({ min: 0, max: 99_999 }),
        (d, inc, rateUnits) => {
          const rate = fromUnits(BigInt(rateUnits));
          const levels = [level({ fix_usage_rate: rate, billing_incremental: inc })];
          const call = { ...tollFree, duration_seconds: d, answered: d > 0 };
          const first = rateCall(call, levels);
          expect(rateCall(call, levels)).toEqual(first);
          if (first.status === 'rated') expect(first.cost).toBe(costOf(rate, billedSeconds(d, inc)));
        },
      ),
    );
  });
});
