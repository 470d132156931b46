import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M, INVENTORY_TEMPLATE_COLUMNS } from './inventory.ts';
import { INVENTORY_TEMPLATE_EXAMPLE, likePrefix, serviceNumberPrefix, validateInventoryRow } from './inventory-bulk.ts';
import { BILLING_INCREMENT_DATE_MESSAGE } from './tariffs.ts';

describe('inventory template', () => {
  it('has an example for every column, and the example row is valid', () => {
    expect(Object.keys(INVENTORY_TEMPLATE_EXAMPLE).sort()).toEqual([...INVENTORY_TEMPLATE_COLUMNS].sort());
    const v = validateInventoryRow(INVENTORY_TEMPLATE_EXAMPLE);
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.data).toMatchObject({ service_number: '+442079460000', nrc: '10.00', inbound_charges: '0.0125', expired: false });
  });
});

describe('validateInventoryRow', () => {
  it('canonicalises numbers and leaves blanks out', () => {
    const v = validateInventoryRow({ service_number: '44 20 7946 0000', service_type: 'DID', jurisdiction: 'United Kingdom', city: '' });
    expect(v).toEqual({
      ok: true,
      data: expect.objectContaining({
        service_number: '+442079460000',
        service_type: 'DID',
        jurisdiction: 'United Kingdom',
        expired: false,
      }),
    });
    if (v.ok) expect(v.data.city).toBeUndefined();
  });

  it('names each bad column once', () => {
    const v = validateInventoryRow({
      service_number: '12',
      service_type: 'Fax',
      jurisdiction: '',
      nrc: '-1',
      commencement_date: '2025-02-30',
    });
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.errors.map((e) => e.field).sort()).toEqual(['commencement_date', 'jurisdiction', 'nrc', 'service_number', 'service_type']);
      expect(v.errors.find((e) => e.field === 'service_number')?.message).toBe(M.e164);
      expect(v.errors.find((e) => e.field === 'jurisdiction')?.message).toBe(M.jurisdictionRequired);
    }
  });
});

describe('serviceNumberPrefix', () => {
  it('turns a typed number into +digits and names into null', () => {
    expect(serviceNumberPrefix('4420')).toBe('+4420');
    expect(serviceNumberPrefix(' +44 (20) 79-46 ')).toBe('+44207946');
    expect(serviceNumberPrefix('Acme Telecom')).toBeNull();
    expect(serviceNumberPrefix('V1')).toBeNull();
    expect(serviceNumberPrefix('+')).toBeNull();
    expect(serviceNumberPrefix('')).toBeNull();
    expect(serviceNumberPrefix(undefined)).toBeNull();
  });

  it('escapes LIKE wildcards', () => {
    expect(likePrefix('+44')).toBe('+44%');
    expect(likePrefix('a_b%c\\')).toBe('a\\_b\\%c\\\\%');
  });
});

describe('inventory rows from real spreadsheets', () => {
  const row = { service_number: '442079460000', service_type: 'DID', jurisdiction: 'United Kingdom' };
  it('reads billing increments a spreadsheet turned into dates, and date cells as days', () => {
    const v = validateInventoryRow({
      ...row,
      billing_incremental: '2026-06-30',
      commencement_date: '2025-01-01',
      provider_remarks: '2025-03-01',
    });
    expect(v.ok && v.data).toMatchObject({
      service_number: '+442079460000',
      billing_incremental: '30/6',
      commencement_date: '2025-01-01',
      provider_remarks: '2025-03-01',
    });
  });
  it('reads a date-time cell in a date column as the day it shows; free text keeps its time', () => {
    const v = validateInventoryRow({
      ...row,
      commencement_date: '2025-01-01 00:00:00',
      billing_start_date: '2025-02-01 14:30:00',
      expiration_date: '2025-12-31T23:59:59.000Z',
      provider_remarks: '2025-03-01 14:30:00',
    });
    expect(v.ok && v.data).toMatchObject({
      commencement_date: '2025-01-01',
      billing_start_date: '2025-02-01',
      expiration_date: '2025-12-31',
      provider_remarks: '2025-03-01 14:30:00',
    });
    const bad = validateInventoryRow({ ...row, commencement_date: '2025-02-30 10:00:00', expiration_date: '2025-01-01 soon' });
    expect(bad.ok || bad.errors.map((e) => [e.field, e.message])).toEqual([
      ['commencement_date', M.date],
      ['expiration_date', M.date],
    ]);
  });
  it('refuses a date that is no billing increment with a clear message, beside the other errors', () => {
    const v = validateInventoryRow({ ...row, billing_incremental: '2026-03-15', nrc: 'abc' });
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.errors).toContainEqual({ field: 'billing_incremental', message: BILLING_INCREMENT_DATE_MESSAGE });
      expect(v.errors.map((e) => e.field).sort()).toEqual(['billing_incremental', 'nrc']);
    }
  });
});
