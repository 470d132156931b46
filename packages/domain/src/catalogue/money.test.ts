import { describe, expect, it } from 'vitest';
import { compareMoney, formatMoney, moneySchema } from './money.ts';

describe('money', () => {
  it.each([
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['0012.5000', '12.50'],
    ['0.0125', '0.0125'],
    ['1,234.5', '1234.50'],
    [0.1, '0.10'],
    [25, '25.00'],
  ])('%s is stored exactly as %s', (input, out) => {
    expect(moneySchema.parse(input)).toBe(out);
  });

  it('keeps blanks as null and absent as undefined', () => {
    expect(moneySchema.parse('')).toBeNull();
    expect(moneySchema.parse(null)).toBeNull();
    expect(moneySchema.parse(undefined)).toBeUndefined();
  });

  it.each(['-1', '1.23456', 'abc', '12345678901', '1e3', Number.NaN])('refuses %s', (v) => {
    expect(moneySchema.safeParse(v).success).toBe(false);
  });

  it('formats and compares without floating point', () => {
    expect(formatMoney('9999999999.9999')).toBe('9999999999.9999');
    expect(compareMoney('0.10', '0.1')).toBe(0);
    expect(compareMoney('0.0125', '0.0124')).toBe(1);
    expect(compareMoney('9.99', '10.00')).toBe(-1);
  });
});
