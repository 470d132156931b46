import { describe, expect, it } from 'vitest';
import { CUSTOMER_ORDER_FIELDS, editableCustomerPatch } from './rules.ts';

describe('company updates', () => {
  const patch = {
    name: 'Acme',
    website: 'https://acme.example',
    provider_insight_company_code: 'X1',
    provider_signed_bdm_id: 4,
    master_id: 9,
  };
  it('lets staff change every field', () => {
    expect(editableCustomerPatch(110, patch)).toEqual(patch);
  });
  it('keeps the provider’s fields and the master out of a customer’s change', () => {
    expect(editableCustomerPatch(200, patch)).toEqual({ name: 'Acme', website: 'https://acme.example' });
  });
  it('sorts by name first', () => {
    expect(CUSTOMER_ORDER_FIELDS[0]).toBe('name');
  });
});
