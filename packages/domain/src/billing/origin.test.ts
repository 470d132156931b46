import { describe, expect, it } from 'vitest';
import { calledTypeOf, NumberTypeMemo, originOf, phoneNumberType, readOriginType } from './origin.ts';

describe('origin type', () => {
  it('reads CDR_ORIGIN_TYPE in any case; blank is none, anything else invalid', () => {
    expect(['fixed', 'MOBILE', ' Payphone '].map(readOriginType)).toEqual(['fixed', 'mobile', 'payphone']);
    expect(readOriginType('')).toBeNull();
    expect(readOriginType(undefined)).toBeNull();
    expect(readOriginType('satellite')).toBeUndefined();
  });

  it("takes the CDR's type, else the calling number's (mobile, fixed line), else fixed by default", () => {
    expect(originOf('payphone', '+33612345678')).toEqual({ origin_type: 'payphone', origin_source: 'cdr' });
    expect(originOf(null, '+33612345678')).toEqual({ origin_type: 'mobile', origin_source: 'number_type' });
    expect(originOf(null, '+33142345678')).toEqual({ origin_type: 'fixed', origin_source: 'number_type' });
    // toll-free, a US number that may be either, a short code, none
    for (const n of ['+448001234567', '+12125550123', '12345', null])
      expect(originOf(undefined, n)).toEqual({ origin_type: 'fixed', origin_source: 'default' });
  });

  it('types the called number of an outbound call only: mobile, special (premium, toll-free…) or fixed', () => {
    expect(calledTypeOf('outbound', '+447911123456')).toBe('mobile');
    expect(calledTypeOf('outbound', '+449012345678')).toBe('special');
    expect(calledTypeOf('outbound', '+442079460123')).toBe('fixed');
    expect(calledTypeOf('outbound', 'garbled')).toBe('fixed');
    expect(calledTypeOf('inbound', '+447700900123')).toBeNull();
  });

  it('reads a number type once per block of 100 numbers, with the same answers as reading each number', () => {
    const memo = new NumberTypeMemo();
    const prefixes = ['+3361234', '+3314234', '+4477009', '+4420794', '+4915112', '+1212555', '+8613800', '+6591234', '+4980012'];
    for (const p of prefixes)
      for (let i = 0; i < 400; i += 7) {
        const n = `${p}${String(i).padStart(4, '0')}`;
        expect(memo.typeOf(n)).toBe(phoneNumberType(n));
      }
  });
});
