import { describe, expect, it } from 'vitest';
import { editSteps, missingRequirements, requirementsComplete } from './requirements.ts';

describe('missingRequirements (spec 2 §5)', () => {
  it('needs every flagged field', () => {
    const product = { end_user_name_req: true, end_user_contact_req: true, business_registration_req: true };
    expect(missingRequirements(product, { end_user_name: 'Ann', end_user_contact_phone: '+44 20 7946 0000' })).toEqual([
      'business_registration_jurisdiction',
      'business_registration_number',
      'end_user_contact_email',
    ]);
    expect(
      requirementsComplete(product, {
        end_user_name: 'Ann',
        end_user_contact_phone: '+44',
        end_user_contact_email: 'a@b.c',
        business_registration_jurisdiction: 'UK',
        business_registration_number: '1',
      }),
    ).toBe(true);
  });

  it('treats blanks as missing and ignores unflagged fields', () => {
    expect(missingRequirements({ usage_forecast_req: true }, { usage_forecast: '  ' })).toEqual(['usage_forecast']);
    expect(missingRequirements({}, {})).toEqual([]);
  });

  it('needs a translation list or file for numberrange and individual', () => {
    const order = { translation_number_required: true, translation_number_format: 'individual' };
    expect(missingRequirements({}, order)).toEqual(['translation_number_to']);
    expect(missingRequirements({}, { ...order, translation_number_to_file: 'f.xlsx' })).toEqual([]);
    expect(missingRequirements({}, { ...order, translation_number_format: 'e.164' })).toEqual([]);
  });

  it('needs the porting documents and numbers only when the product ports and the order asks for it', () => {
    const product = { portability: true, prt_consentletter_req: true, portability_latest_invoices_req: true };
    expect(missingRequirements(product, { porting: false })).toEqual([]);
    expect(missingRequirements(product, { porting: true })).toEqual([
      'portability_end_user_consent_letter',
      'portability_latest_invoices',
      'porting_number_to',
    ]);
    expect(
      missingRequirements(product, {
        porting: true,
        portability_end_user_consent_letter: 'a.pdf',
        portability_latest_invoices: 'b.pdf',
        porting_number_to: '+442079460000',
      }),
    ).toEqual([]);
  });
});

describe('editSteps (spec 2 §2)', () => {
  it('shows details, translation and porting only when needed', () => {
    expect(editSteps({}, {})).toEqual(['features', 'confirmation']);
    expect(editSteps({ end_user_name_req: true }, {})).toEqual(['features', 'details', 'confirmation']);
    expect(
      editSteps({ portability: true }, { porting: true, translation_number_required: true, translation_number_format: 'numberrange' }),
    ).toEqual(['features', 'translation', 'porting', 'confirmation']);
  });
});
