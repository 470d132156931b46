import { describe, expect, it } from 'vitest';
import { CUSTOMER_TEMPLATE_EXAMPLE, CUSTOMER_TEMPLATE_REQUIRED, customerInputFromRow, validateCustomerRow } from './bulk.ts';
import { COMPANY_MESSAGES, phoneFromCell, templateColumnOf } from '../common/company.ts';
import { CUSTOMER_MESSAGES, CUSTOMER_TEMPLATE_COLUMNS } from './schemas.ts';

describe('bulk customer rows', () => {
  it('nests the flat contact columns and leaves blanks out', () => {
    const input = customerInputFromRow({
      name: ' Acme ',
      master_email: 'boss@acme.example',
      website: '',
      commercial_contact_name: 'Desk',
      commercial_contact_email: 'desk@acme.example',
      financial_contact_phone: '   ',
      unknown_column: 'ignored',
    });
    expect(input).toEqual({
      name: 'Acme',
      master_email: 'boss@acme.example',
      commercial_contact: { name: 'Desk', email: 'desk@acme.example' },
    });
  });

  it('accepts the template example row', () => {
    const r = validateCustomerRow(CUSTOMER_TEMPLATE_EXAMPLE);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.data.fault_reporting_contact).toEqual({ name: 'NOC', phone: '+44 20 7946 0002', email: 'noc@example.com' });
      expect(r.data.master_email).toBe('master@example.com');
    }
  });

  it('names errors by template column', () => {
    const r = validateCustomerRow({ name: '', master_email: 'not-mail', commercial_contact_email: 'nope', vat_number: 'x'.repeat(61) });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', message: CUSTOMER_MESSAGES.nameRequired },
          { field: 'master_email', message: 'Please enter a valid e-mail address' },
          { field: 'commercial_contact_email', message: 'Please enter a valid e-mail address' },
          expect.objectContaining({ field: 'vat_number' }),
        ]),
      );
    }
  });

  it('asks for the master e-mail', () => {
    const r = validateCustomerRow({ name: 'Acme' });
    expect(r).toEqual({ ok: false, errors: [{ field: 'master_email', message: CUSTOMER_MESSAGES.masterEmailRequired }] });
  });

  it('maps payload paths to columns', () => {
    expect(templateColumnOf(['financial_contact', 'phone'])).toBe('financial_contact_phone');
    expect(templateColumnOf(['name'])).toBe('name');
    expect(templateColumnOf([])).toBe('row');
  });

  it('has an example for every column and requires name and master e-mail', () => {
    expect(Object.keys(CUSTOMER_TEMPLATE_EXAMPLE).sort()).toEqual([...CUSTOMER_TEMPLATE_COLUMNS].sort());
    for (const c of CUSTOMER_TEMPLATE_REQUIRED) expect(CUSTOMER_TEMPLATE_COLUMNS).toContain(c);
  });
});

describe('company rows from real spreadsheets', () => {
  it('gives a phone typed as a number its "+" back when it is a valid international number', () => {
    expect(phoneFromCell('442079460000')).toBe('+442079460000');
    expect(phoneFromCell('2079460002')).toBe('2079460002');
    expect(phoneFromCell('+44 20 7946 0000')).toBe('+44 20 7946 0000');
    const r = validateCustomerRow({ name: 'Acme', master_email: 'a@acme.example', commercial_contact_phone: '442079460000' });
    expect(r.ok && r.data.commercial_contact).toEqual({ phone: '+442079460000' });
  });
  it('answers a 250-character company name with a length message', () => {
    const r = validateCustomerRow({ name: 'N'.repeat(250), master_email: 'a@acme.example' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual([{ field: 'name', message: COMPANY_MESSAGES.nameTooLong }]);
  });
});
