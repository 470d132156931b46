import { describe, expect, it } from 'vitest';
import { CUSTOMER_REQUEST_MESSAGES as M } from './error-codes.ts';
import { CUSTOMER_REQUEST_STATUSES, internationalPhone, maySubmitRequest, nextRequestStatus } from './rules.ts';
import { customerRequestDeclineSchema, customerRequestSchema } from './schemas.ts';

const valid = {
  company_name: '  Acme Telecom Ltd ',
  business_jurisdiction: 'United Kingdom',
  address_country: 'GB',
  address_line_1: '1 High Street',
  vat_number: 'GB123456789',
  phone: '+44 20 7946 0000',
  expected_services: ['ITFS', 'DID', 'ITFS'],
};

const messagesOf = (body: unknown) => {
  const r = customerRequestSchema.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('request status moves', () => {
  it('lets a pending request be approved or declined, and nothing else', () => {
    expect(nextRequestStatus('pending', 'approve')).toBe('approved');
    expect(nextRequestStatus('pending', 'decline')).toBe('declined');
    for (const from of ['approved', 'declined'] as const) {
      expect(nextRequestStatus(from, 'approve')).toBeNull();
      expect(nextRequestStatus(from, 'decline')).toBeNull();
    }
  });

  it('allows a new request only when none waits and none was approved', () => {
    expect(maySubmitRequest([])).toBe(true);
    expect(maySubmitRequest(['declined', 'declined'])).toBe(true);
    expect(maySubmitRequest(['declined', 'pending'])).toBe(false);
    expect(maySubmitRequest(['approved'])).toBe(false);
    expect(CUSTOMER_REQUEST_STATUSES).toEqual(['pending', 'approved', 'declined']);
  });
});

describe('international telephone numbers', () => {
  it('answers a valid number in E.164 form', () => {
    expect(internationalPhone('+44 20 7946 0000')).toBe('+442079460000');
    expect(internationalPhone('1 (212) 555-0100')).toBe('+12125550100');
  });
  it('refuses what is not a number', () => {
    expect(internationalPhone('call me')).toBeNull();
    expect(internationalPhone('+44 1')).toBeNull();
    expect(internationalPhone('')).toBeNull();
  });
});

describe('the request form', () => {
  it('keeps valid details, trimmed, with the phone in international form and each service once', () => {
    const r = customerRequestSchema.parse(valid);
    expect(r).toMatchObject({ company_name: 'Acme Telecom Ltd', phone: '+442079460000', expected_services: ['ITFS', 'DID'] });
    expect(r.note).toBeNull();
    expect(r.business_registration_number).toBeNull();
  });

  it('names every missing field at once', () => {
    expect(messagesOf({})).toEqual({
      company_name: M.companyNameRequired,
      business_jurisdiction: M.jurisdictionRequired,
      address_country: M.countryRequired,
      address_line_1: M.addressRequired,
      phone: M.phoneRequired,
      expected_services: M.servicesRequired,
      vat_number: M.identifierRequired,
    });
  });

  it('wants a VAT or registration number, a real phone number and a known service', () => {
    expect(messagesOf({ ...valid, vat_number: ' ' })).toEqual({ vat_number: M.identifierRequired });
    expect(messagesOf({ ...valid, vat_number: '', business_registration_number: '0123456' })).toEqual({});
    expect(messagesOf({ ...valid, phone: '12' })).toEqual({ phone: M.phoneInvalid });
    expect(messagesOf({ ...valid, expected_services: [] })).toEqual({ expected_services: M.servicesRequired });
    expect(Object.keys(messagesOf({ ...valid, expected_services: ['Fax'] }))).toEqual(['expected_services.0']);
  });

  it('refuses fields it does not know', () => {
    expect(customerRequestSchema.safeParse({ ...valid, status: 'approved' }).success).toBe(false);
  });

  it('needs a reason to decline', () => {
    expect(customerRequestDeclineSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(M.reasonRequired);
    expect(customerRequestDeclineSchema.parse({ reason: ' No licence ' })).toEqual({ reason: 'No licence' });
  });
});
