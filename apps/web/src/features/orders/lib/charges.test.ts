import { describe, expect, it } from 'vitest';
import { fromUnits, orderCharges, sum, times, toUnits } from './charges';

describe('order charges (exact decimal strings)', () => {
  it('converts amounts to ten-thousandths and back without floats', () => {
    expect(toUnits('12.5')).toBe(125_000n);
    expect(toUnits('0.0125')).toBe(125n);
    expect(toUnits('1.2.3')).toBeNull();
    expect(toUnits('-1')).toBeNull();
    expect(toUnits(null)).toBeNull();
    expect(fromUnits(125_000n)).toBe('12.50');
    expect(fromUnits(125n)).toBe('0.0125');
    expect(fromUnits(0n)).toBe('0.00');
  });

  it('multiplies and adds exactly where floats would drift', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point
    expect(times('0.1', 3)).toBe('0.30');
    expect(times('9999999999.9999', 100000)).toBe('999999999999990.00');
    expect(times('0.0001', 7)).toBe('0.0007');
    expect(times(null, 4)).toBeNull();
    expect(sum(['0.1', '0.2', null])).toBe('0.30');
    expect(sum([null, null])).toBeNull();
  });

  it('charges SIP Trunking per number and per channel and lists its per-minute rates', () => {
    const s = orderCharges(
      {
        currency: 'EUR',
        nrc: '10.10',
        mrc: '2.5',
        nrc_channel_charges: '1.05',
        mrc_channel_charges: '0.35',
        inbound_charges: '0.0125',
        outbound_charges_fixed: '0.02',
        fix_usage_rate: '9.99',
      },
      'SIP Trunking',
      { number_quantity: 3, channel_quantity: 15 },
    );
    expect(s.oneTime.map((l) => [l.field, l.total])).toEqual([
      ['nrc', '30.30'],
      ['nrc_channel_charges', '15.75'],
    ]);
    expect(s.monthly.map((l) => [l.field, l.total])).toEqual([
      ['mrc', '7.50'],
      ['mrc_channel_charges', '5.25'],
    ]);
    expect(s.totalOneTime).toBe('46.05');
    expect(s.totalMonthly).toBe('12.75');
    // toll-free rates are not SIP charges
    expect(s.perMinute.map((l) => l.field)).toEqual([
      'inbound_charges',
      'outbound_charges_fixed',
      'outbound_charges_mobile',
      'outbound_charges_special',
    ]);
  });

  it('charges ITFS per number only, with the toll-free per-minute rates', () => {
    const s = orderCharges({ currency: 'USD', nrc: '100', mrc: '20.0001', fix_usage_rate: '0.03' }, 'ITFS', {
      number_quantity: 10,
      channel_quantity: 0,
    });
    expect(s.oneTime.map((l) => l.field)).toEqual(['nrc']);
    expect(s.totalOneTime).toBe('1000.00');
    expect(s.totalMonthly).toBe('200.001');
    expect(s.perMinute.map((l) => [l.field, l.unit])).toEqual([
      ['fix_usage_rate', '0.03'],
      ['mobile_usage_rate', null],
      ['payphone_usage_rate', null],
    ]);
  });
});
