import { describe, expect, it } from 'vitest';
import { addBusinessDays, daysUntil, earliestFocDate, focDateRefusal, nextPortState, portMovesFor, portNumberOf } from './rules.ts';

describe('the port state machine', () => {
  it('walks draft → submitted → exception → submitted → FOC confirmed → ported', () => {
    expect(nextPortState('draft', 'submit', 'customer')).toBe('submitted');
    expect(nextPortState('submitted', 'raise_exception', 'staff')).toBe('exception');
    expect(nextPortState('exception', 'submit', 'customer')).toBe('submitted');
    expect(nextPortState('submitted', 'confirm_foc', 'staff')).toBe('foc_confirmed');
    // a new FOC date from the carrier is confirmed again
    expect(nextPortState('foc_confirmed', 'confirm_foc', 'staff')).toBe('foc_confirmed');
    expect(nextPortState('foc_confirmed', 'complete', 'staff')).toBe('ported');
  });

  it('keeps the provider’s moves to staff and ends nothing twice', () => {
    expect(nextPortState('submitted', 'confirm_foc', 'customer')).toBeNull();
    expect(nextPortState('foc_confirmed', 'complete', 'customer')).toBeNull();
    expect(nextPortState('draft', 'complete', 'staff')).toBeNull();
    expect(nextPortState('ported', 'cancel', 'staff')).toBeNull();
    expect(nextPortState('cancelled', 'submit', 'customer')).toBeNull();
    expect(nextPortState('foc_confirmed', 'cancel', 'customer')).toBeNull();
    expect(nextPortState('foc_confirmed', 'cancel', 'staff')).toBe('cancelled');
  });

  it('offers each side its moves', () => {
    expect(portMovesFor('draft', 'customer')).toEqual(['submit', 'cancel']);
    expect(portMovesFor('submitted', 'staff')).toEqual(['confirm_foc', 'raise_exception', 'cancel']);
    expect(portMovesFor('submitted', 'customer')).toEqual(['cancel']);
    expect(portMovesFor('ported', 'staff')).toEqual([]);
  });
});

describe('the FOC date', () => {
  it('counts business days, skipping weekends', () => {
    // Friday 2026-11-27 + 1 business day is Monday
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 5)).toBe('2026-12-04');
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('takes a date from the product’s lead time on, never on a weekend', () => {
    expect(earliestFocDate('DID', '2026-11-27')).toBe('2026-12-04');
    expect(earliestFocDate('UIFN', '2026-11-27')).toBe('2026-12-18');
    expect(focDateRefusal('2026-12-03', 'DID', '2026-11-27')).toBe('too_early');
    expect(focDateRefusal('2026-12-04', 'DID', '2026-11-27')).toBeNull();
    expect(focDateRefusal('2026-12-05', 'DID', '2026-11-27')).toBe('weekend');
    expect(focDateRefusal('2026-12-04', 'ITFS', '2026-11-27')).toBe('too_early');
  });

  it('takes the product’s own provisioning lead time when it names one', () => {
    expect(earliestFocDate('DID', '2026-11-27', 2)).toBe('2026-12-01');
    expect(earliestFocDate('DID', '2026-11-27', 0)).toBe('2026-11-27');
    expect(focDateRefusal('2026-12-01', 'UIFN', '2026-11-27', 2)).toBeNull();
    expect(focDateRefusal('2026-11-30', 'DID', '2026-11-27', 2)).toBe('too_early');
  });

  it('counts down to the date', () => {
    expect(daysUntil('2026-12-04', '2026-11-27')).toBe(7);
    expect(daysUntil('2026-11-26', '2026-11-27')).toBe(-1);
  });
});

describe('numbers to port', () => {
  it('takes a valid number of the jurisdiction in any common writing, as E.164', () => {
    expect(portNumberOf('+44 20 7946 0123', 'GB')).toEqual({ e164: '+442079460123' });
    expect(portNumberOf('442079460123', 'gb')).toEqual({ e164: '+442079460123' });
    expect(portNumberOf('(+44) 20-7946-0123', 'GB')).toEqual({ e164: '+442079460123' });
  });

  it('refuses another country’s number and what is no number', () => {
    expect(portNumberOf('+33 1 42 68 53 00', 'GB')).toEqual({ refusal: 'wrong_country' });
    expect(portNumberOf('+44 20 79', 'GB')).toEqual({ refusal: 'invalid' });
    expect(portNumberOf('call me', 'GB')).toEqual({ refusal: 'invalid' });
  });

  it('takes any valid number where the jurisdiction is not one country', () => {
    expect(portNumberOf('+800 1234 5678', null)).toEqual({ e164: '+80012345678' });
  });
});
