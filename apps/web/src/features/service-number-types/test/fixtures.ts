import { REQUIREMENT_FLAGS, type TariffRow } from '@gsn/domain';
import type { ProductListRow } from '../api/use-products';

/** A stored product as GET /servicenumbers/type answers staff. */
export function productRow(o: Partial<ProductListRow> = {}): ProductListRow {
  const flags = Object.fromEntries(REQUIREMENT_FLAGS.map((f) => [f, false])) as Record<(typeof REQUIREMENT_FLAGS)[number], boolean>;
  return {
    ...flags,
    id: 5,
    vendor_id: 7,
    vendor: 'Orange Wholesale International',
    vendor_plan: 'Gold',
    vendor_option: 'Paris DID',
    service_type: 'DID',
    number_type: 'Fixed',
    jurisdiction: 'France',
    jurisdiction_dial_code: '33',
    cities: [{ city: 'Paris', city_dial_code: '1' }],
    service_access_code: null,
    outbound_calling_enabled: false,
    outbound_call_display_format: null,
    accessibility: [],
    accessibility_remarks: null,
    international_accessible: false,
    provisioning_lead_time: 5,
    maximum_call_duration: null,
    concurrent_maximum_calls: null,
    concurrent_call_expandable: false,
    conc_df_callpernumber: null,
    conc_max_callpnumber: null,
    calling_card_usage_permitted: false,
    local_caller_cli_supported: false,
    t38_fax_supported: false,
    emergency_services: false,
    additional_remarks: null,
    expired: false,
    buss_reg_doctypes_req: null,
    end_user_address_type: null,
    end_user_address_proof_required: null,
    declaration_letter_link: null,
    portability_options: [],
    prt_consentletter_link: null,
    portability_forms_link: null,
    tariff: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...o,
  };
}

export function tariffRow(o: Partial<TariffRow> = {}): TariffRow {
  return {
    id: 9,
    type: 'standard',
    service_number_type_id: 5,
    service_type: 'DID',
    jurisdiction: 'France',
    vendor: 'Orange Wholesale International',
    vendor_option: 'Paris DID',
    outbound_calling_enabled: false,
    currency: 'EUR',
    nrc: '10.00',
    mrc: '2.50',
    nrc_channel_charges: null,
    mrc_channel_charges: null,
    fix_usage_rate: null,
    mobile_usage_rate: null,
    payphone_usage_rate: null,
    inbound_charges: '0.0100',
    outbound_charges_fixed: null,
    outbound_charges_mobile: null,
    outbound_charges_special: null,
    billing_incremental: '60/60',
    billing_start_date: '2025-02-01',
    commencement_date: '2025-01-15',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...o,
  };
}

export const JURISDICTIONS = {
  body: {
    data: [
      { id: 1, name: 'France', country_code: 'FR', dial_code: '+33', region: 'Europe' },
      { id: 2, name: 'Singapore', country_code: 'SG', dial_code: '+65', region: 'Asia' },
    ],
    count: 2,
  },
};

export const VENDORS = {
  body: {
    data: [
      { id: 7, name: 'Orange Wholesale International', provider_insight_company_code: 'VORW01' },
      { id: 8, name: 'Singtel Global', provider_insight_company_code: 'VSGT01' },
    ],
    count: 2,
  },
};

export const CITIES = {
  body: {
    data: [
      { id: 1, country_code: 'FR', name: 'Paris', dial_code: '1' },
      { id: 2, country_code: 'FR', name: 'Pau', dial_code: '559' },
    ],
    count: 2,
  },
};
