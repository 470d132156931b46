import { describe, expect, it } from 'vitest';
import { DOCUMENT_INPUTS } from '../orders/schemas.ts';
import {
  addDays,
  COMPLIANCE_DOCUMENT_TYPES,
  isChoosable,
  isExpired,
  isExpiringSoon,
  PROOF_INPUT,
  proofFileTypes,
  proofTypesFor,
  whyNotChoosable,
} from './rules.ts';

describe('proof types and order inputs', () => {
  it('maps every proof type to a document input, one type per input', () => {
    const inputs = COMPLIANCE_DOCUMENT_TYPES.map((t) => PROOF_INPUT[t]);
    expect(new Set(inputs).size).toBe(inputs.length);
    for (const i of inputs) expect(Object.keys(DOCUMENT_INPUTS)).toContain(i);
  });
  it('answers the types an input takes, none for number lists', () => {
    expect(proofTypesFor('authorised_person_passport_id')).toEqual(['passport']);
    expect(proofTypesFor('business_registration_doc')).toEqual(['business_registration']);
    expect(proofTypesFor('translation_number_to_file')).toEqual([]);
  });
  it('takes the file types of the input it satisfies', () => {
    expect(proofFileTypes('passport')).toEqual(['pdf', 'jpeg', 'png']);
    expect(proofFileTypes('business_registration')).toEqual(['pdf', 'doc', 'docx']);
  });
});

describe('expiry', () => {
  it('counts the valid-until day itself as valid', () => {
    expect(isExpired('2026-05-01', '2026-05-01')).toBe(false);
    expect(isExpired('2026-04-30', '2026-05-01')).toBe(true);
    expect(isExpired(null, '2026-05-01')).toBe(false);
  });
  it('warns within 30 days, not before and not once expired', () => {
    expect(isExpiringSoon('2026-05-31', '2026-05-01')).toBe(true);
    expect(isExpiringSoon('2026-06-01', '2026-05-01')).toBe(false);
    expect(isExpiringSoon('2026-04-30', '2026-05-01')).toBe(false);
    expect(isExpiringSoon(null, '2026-05-01')).toBe(false);
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-20', 20)).toBe('2027-01-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('choosing a proof for an order', () => {
  const today = '2026-05-01';
  const passport = { type: 'passport', state: 'approved', valid_until: '2027-01-01' };
  it('takes an approved or pending proof of the right type that has not expired', () => {
    expect(isChoosable(passport, 'authorised_person_passport_id', today)).toBe(true);
    expect(isChoosable({ ...passport, state: 'pending' }, 'authorised_person_passport_id', today)).toBe(true);
    expect(isChoosable({ ...passport, valid_until: null }, 'authorised_person_passport_id', today)).toBe(true);
  });
  it('refuses another type, a rejected proof and an expired one, saying why', () => {
    expect(whyNotChoosable(passport, 'business_registration_doc', today)).toBe('wrong_type');
    expect(whyNotChoosable({ ...passport, state: 'rejected' }, 'authorised_person_passport_id', today)).toBe('rejected');
    expect(whyNotChoosable({ ...passport, valid_until: '2026-04-30' }, 'authorised_person_passport_id', today)).toBe('expired');
  });
});
