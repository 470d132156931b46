import { describe, expect, it } from 'vitest';
import {
  BILLING_INCREMENT_DATE_MESSAGE,
  billingIncrementFromCell,
  chargesFor,
  normalizeCharges,
  pricingUpdateSchema,
  TARIFF_MESSAGES,
  tariffCreateSchema,
} from './tariffs.ts';

describe('chargesFor (spec 2 §5, §9)', () => {
  it('gives each service type its charges', () => {
    expect(chargesFor('ITFS')).toEqual(['nrc', 'mrc', 'fix_usage_rate', 'mobile_usage_rate', 'payphone_usage_rate']);
    expect(chargesFor('DID')).toEqual(['nrc', 'mrc', 'inbound_charges']);
    expect(chargesFor('DID', true)).toEqual([
      'nrc',
      'mrc',
      'inbound_charges',
      'outbound_charges_fixed',
      'outbound_charges_mobile',
      'outbound_charges_special',
    ]);
    expect(chargesFor('SIP Trunking')).toContain('nrc_channel_charges');
    expect(chargesFor('SIP Trunking')).toContain('outbound_charges_fixed');
    expect(chargesFor('UIFN')).not.toContain('inbound_charges');
  });

  it('clears the charges a service type does not use', () => {
    const v = normalizeCharges({ nrc: '1.00', inbound_charges: '0.01', fix_usage_rate: '0.02' }, 'ITFS');
    expect(v).toMatchObject({ nrc: '1.00', inbound_charges: null, fix_usage_rate: '0.02' });
  });
});

describe('tariff schemas', () => {
  it('needs a product and one of the six currencies', () => {
    const r = tariffCreateSchema.safeParse({ currency: 'AUD' });
    expect(r.success).toBe(false);
    const fields = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['service_number_type_id', 'currency']));
  });

  it('keeps amounts exact and checks the dates', () => {
    const ok = pricingUpdateSchema.parse({
      currency: 'EUR',
      nrc: '25',
      fix_usage_rate: '0.0125',
      commencement_date: '2026-01-01',
      billing_start_date: '2026-02-01',
    });
    expect(ok).toMatchObject({ nrc: '25.00', fix_usage_rate: '0.0125' });
    const bad = pricingUpdateSchema.safeParse({ currency: 'EUR', commencement_date: '2026-03-01', billing_start_date: '2026-02-01' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(TARIFF_MESSAGES.billingAfterCommencement);
    expect(pricingUpdateSchema.safeParse({ currency: 'EUR', commencement_date: '2026-02-30' }).success).toBe(false);
  });
});

describe('dates', () => {
  it.each(['2026-13-01', '2026-02-30', '26-01-01', 'soon'])('refuses %s', (d) => {
    expect(pricingUpdateSchema.safeParse({ currency: 'USD', commencement_date: d }).success).toBe(false);
  });
});

describe('billingIncrementFromCell (a spreadsheet turned 1/1, 6/6, 30/6 into dates)', () => {
  it.each([
    ['2026-01-01', '1/1'],
    ['2026-06-06', '6/6'],
    ['2026-06-30', '30/6'],
    ['2026-06-30T00:00:00.000Z', '30/6'],
    ['60/60', '60/60'],
    ['30/6', '30/6'],
  ])('reads %s as %s', (cell, value) => {
    expect(billingIncrementFromCell(cell)).toEqual({ ok: true, value });
  });
  it('refuses any other date with a clear message', () => {
    expect(billingIncrementFromCell('2026-03-15')).toEqual({ ok: false, message: BILLING_INCREMENT_DATE_MESSAGE });
  });
});
