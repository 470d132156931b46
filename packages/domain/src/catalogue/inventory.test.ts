import { describe, expect, it } from 'vitest';
import { dnisUpdateSchema, INVENTORY_MESSAGES, INVENTORY_TEMPLATE_COLUMNS, inventoryNumberSchema, toE164 } from './inventory.ts';

describe('toE164', () => {
  it.each([
    ['+44 20 7946 0000', '+442079460000'],
    ['442079460000', '+442079460000'],
    ['+1 (800) 555-0100', '+18005550100'],
    ['+800 1234 5678', '+80012345678'],
  ])('%s → %s', (raw, e164) => {
    expect(toE164(raw)).toBe(e164);
  });

  it.each(['12', '+44 20', 'abc', '+999 1234 5678', ''])('refuses %s', (raw) => {
    expect(toE164(raw)).toBeNull();
  });
});

describe('inventoryNumberSchema', () => {
  it('requires service number, service type and jurisdiction and checks E.164', () => {
    const r = inventoryNumberSchema.safeParse({ service_number: '12345' });
    const byField = r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      service_number: INVENTORY_MESSAGES.e164,
      service_type: INVENTORY_MESSAGES.serviceTypeRequired,
      jurisdiction: INVENTORY_MESSAGES.jurisdictionRequired,
    });
  });

  it('normalises numbers, money and flags', () => {
    const v = inventoryNumberSchema.parse({
      service_number: '44 20 7946 0001',
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      nrc: '5',
      expired: 'true',
      translation_termination_number: '',
    });
    expect(v).toMatchObject({ service_number: '+442079460001', nrc: '5.00', expired: true, translation_termination_number: null });
  });

  it('has the template columns with the required ones first', () => {
    expect(INVENTORY_TEMPLATE_COLUMNS.slice(0, 3)).toEqual(['service_number', 'service_type', 'jurisdiction']);
    expect(INVENTORY_TEMPLATE_COLUMNS).toContain('provider_remarks');
  });

  it('DNIS needs a valid termination number', () => {
    expect(dnisUpdateSchema.safeParse({ translation_termination_number: '' }).success).toBe(false);
    expect(dnisUpdateSchema.parse({ translation_termination_number: '+81 3 1234 5678' }).translation_termination_number).toBe(
      '+81312345678',
    );
  });
});
