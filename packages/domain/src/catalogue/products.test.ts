import { describe, expect, it } from 'vitest';
import {
  applyProductChange,
  DEFAULT_PORTABILITY_OPTION,
  normalizeProduct,
  PRODUCT_MESSAGES,
  productFieldVisibility,
  productSchema,
  publicProductView,
} from './products.ts';

const base = { vendor_id: 1, vendor_option: 'Gold', service_type: 'DID', jurisdiction: 'United Kingdom' } as const;
const messages = (input: unknown) => {
  const r = productSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('productSchema', () => {
  it('requires vendor, vendor option, service type and jurisdiction', () => {
    expect(messages({})).toMatchObject({
      vendor_id: PRODUCT_MESSAGES.vendorRequired,
      vendor_option: PRODUCT_MESSAGES.vendorOptionRequired,
      service_type: PRODUCT_MESSAGES.serviceTypeRequired,
      jurisdiction: PRODUCT_MESSAGES.jurisdictionRequired,
    });
  });

  it('accepts only digits and plus in the service access code', () => {
    expect(messages({ ...base, service_type: 'UIFN', service_access_code: '+800' })).toEqual({});
    expect(messages({ ...base, service_type: 'UIFN', service_access_code: '80-0' })).toEqual({
      service_access_code: PRODUCT_MESSAGES.serviceAccessCode,
    });
  });

  it('drops blank city rows and keeps the others in order', () => {
    const p = productSchema.parse({ ...base, cities: [{ city: 'London', city_dial_code: '20' }, { city: ' ' }, { city: 'Leeds' }] });
    expect(p.cities).toEqual([
      { city: 'London', city_dial_code: '20' },
      { city: 'Leeds', city_dial_code: undefined },
    ]);
  });

  it('reads spreadsheet-style booleans and counts', () => {
    const p = productSchema.parse({ ...base, t38_fax_supported: 'true', concurrent_maximum_calls: '999', provisioning_lead_time: '' });
    expect(p.t38_fax_supported).toBe(true);
    expect(p.concurrent_maximum_calls).toBe(999);
    expect(p.provisioning_lead_time).toBeNull();
    expect(messages({ ...base, provisioning_lead_time: '-2' })).toEqual({ provisioning_lead_time: PRODUCT_MESSAGES.wholeNumber });
  });
});

describe('form dependencies (spec 2 §4) as state rules', () => {
  it('ITFN and UIFN have no number type or cities; ITFN, DID, SIP turn off the ITU notification', () => {
    const p = productSchema.parse({
      ...base,
      service_type: 'ITFN',
      number_type: 'Fixed',
      cities: [{ city: 'London' }],
      itu_assignment_notification_req: true,
    });
    expect(p).toMatchObject({ number_type: null, cities: [], itu_assignment_notification_req: false });
    expect(
      productSchema.parse({ ...base, service_type: 'UIFN', itu_assignment_notification_req: true }).itu_assignment_notification_req,
    ).toBe(true);
  });

  it('unchecking end-user address clears its type and proof', () => {
    const p = normalizeProduct({
      end_user_address_req: false,
      end_user_address_type: 'local',
      end_user_address_proof_req: true,
      end_user_address_proof_required: 'Utility bill',
    });
    expect(p).toMatchObject({ end_user_address_type: null, end_user_address_proof_req: false, end_user_address_proof_required: null });
  });

  it('unchecking business registration clears its document types', () => {
    const p = normalizeProduct({
      business_registration_req: false,
      business_registration_doc_req: true,
      buss_reg_doctypes_req: 'Certificate',
    });
    expect(p).toMatchObject({ business_registration_doc_req: false, buss_reg_doctypes_req: null });
  });

  it('unchecking portability clears every portability option', () => {
    const p = normalizeProduct({
      service_type: 'ITFS',
      portability: false,
      portability_options: ['international carrier'],
      prt_consentletter_req: true,
      prt_consentletter_link: 'https://x',
      prt_hstcarriers_req: true,
      portability_forms: true,
      portability_forms_link: 'https://y',
      portability_latest_invoices_req: true,
    });
    expect(p).toMatchObject({
      portability_options: [],
      prt_consentletter_req: false,
      prt_consentletter_link: null,
      prt_hstcarriers_req: false,
      portability_forms: false,
      portability_forms_link: null,
      portability_latest_invoices_req: false,
    });
  });

  it('portability keeps only the options of the service type, defaulting to between in country carriers', () => {
    expect(
      normalizeProduct({ service_type: 'ITFS', portability: true, portability_options: ['international carrier'] }).portability_options,
    ).toEqual(['international carrier']);
    expect(
      normalizeProduct({ service_type: 'DID', portability: true, portability_options: ['international carrier'] }).portability_options,
    ).toEqual([DEFAULT_PORTABILITY_OPTION]);
  });

  it('unchecking the declaration letter clears its link', () => {
    expect(normalizeProduct({ declaration_letter_req: false, declaration_letter_link: 'https://t' }).declaration_letter_link).toBeNull();
  });

  it('expandable concurrency keeps the default per number, otherwise the maximum per number', () => {
    expect(normalizeProduct({ concurrent_call_expandable: true, conc_df_callpernumber: 2, conc_max_callpnumber: 5 })).toMatchObject({
      conc_df_callpernumber: 2,
      conc_max_callpnumber: null,
    });
    expect(normalizeProduct({ concurrent_call_expandable: false, conc_df_callpernumber: 2, conc_max_callpnumber: 5 })).toMatchObject({
      conc_df_callpernumber: null,
      conc_max_callpnumber: 5,
    });
  });

  it('outbound display format only with outbound calling, outbound calling only for DID and SIP', () => {
    expect(
      normalizeProduct({ service_type: 'DID', outbound_calling_enabled: false, outbound_call_display_format: 'E.164' })
        .outbound_call_display_format,
    ).toBeNull();
    expect(normalizeProduct({ service_type: 'ITFS', outbound_calling_enabled: true, outbound_call_display_format: 'E.164' })).toMatchObject(
      {
        outbound_calling_enabled: false,
        outbound_call_display_format: null,
      },
    );
    expect(
      normalizeProduct({ service_type: 'SIP Trunking', outbound_calling_enabled: true, outbound_call_display_format: 'local CLI' })
        .outbound_call_display_format,
    ).toBe('local CLI');
  });

  it('is idempotent', () => {
    const once = productSchema.parse({ ...base, portability: true, end_user_address_req: true, end_user_address_type: 'local' });
    expect(normalizeProduct(once)).toEqual(once);
  });
});

describe('applyProductChange (form transitions)', () => {
  it('choosing DID or SIP Trunking starts one empty city row', () => {
    const next = applyProductChange({ service_type: 'ITFS', cities: [] }, { service_type: 'SIP Trunking', cities: [] });
    expect(next.cities).toEqual([{ city: '', city_dial_code: '' }]);
  });

  it('editing a city keeps the rows (blank ones included) while the type stays', () => {
    const prev = { service_type: 'DID', cities: [{ city: '', city_dial_code: '' }] };
    const next = applyProductChange(prev, {
      service_type: 'DID',
      cities: [
        { city: 'Lon', city_dial_code: '' },
        { city: '', city_dial_code: '' },
      ],
    });
    expect(next.cities).toHaveLength(2);
  });

  it('checking portability selects the default option', () => {
    expect(applyProductChange({ portability: false }, { portability: true, portability_options: [] }).portability_options).toEqual([
      DEFAULT_PORTABILITY_OPTION,
    ]);
  });
});

describe('visibility and public view', () => {
  it('shows conditional fields by service type (spec 2 §5)', () => {
    expect(productFieldVisibility({ service_type: 'SIP Trunking' })).toMatchObject({
      emergency_services: true,
      cities: true,
      service_access_code: false,
    });
    expect(productFieldVisibility({ service_type: 'UIFN' })).toMatchObject({
      service_access_code: true,
      cities: false,
      emergency_services: false,
    });
    expect(productFieldVisibility({ service_type: 'DID', outbound_calling_enabled: true }).outbound_call_display_format).toBe(true);
  });

  it('hides the vendor from customers and visitors', () => {
    const v = publicProductView({ id: 1, vendor_id: 2, vendor: 'V', vendor_plan: 'p', vendor_option: 'o', jurisdiction: 'Japan' });
    expect(v).toEqual({ id: 1, jurisdiction: 'Japan' });
  });
});
