import type { FormErrors } from '@mantine/form';
import { PRODUCT_MESSAGES, type ProductDependencyFields, productSchema, REQUIREMENT_FLAGS } from '@gsn/domain';
import { schemaValidator } from '../../../lib/form-validation';
import { i18n } from '../../../lib/i18n';
import type { ProductListRow } from '../api/use-products';

export interface CityValue {
  city: string;
  city_dial_code?: string | null;
}

type Flag = (typeof REQUIREMENT_FLAGS)[number];

/**
 * The product form's values (spec 2 §3 Service number type). Whole numbers are numbers or null, optional texts
 * strings or null (the dependency rules clear hidden fields to null), the vendor a select value.
 */
export type ProductValues = ProductDependencyFields &
  Record<Flag, boolean> & {
    vendor_id: string | null;
    /** The stored vendor's name, to keep it selectable before the vendor list has loaded. */
    vendor_name: string;
    vendor_plan: string | null;
    vendor_option: string;
    service_type: string | null;
    number_type: string | null;
    jurisdiction: string | null;
    jurisdiction_dial_code: string | null;
    cities: CityValue[];
    service_access_code: string | null;
    outbound_calling_enabled: boolean;
    outbound_call_display_format: string | null;
    accessibility: string[];
    accessibility_remarks: string | null;
    international_accessible: boolean;
    provisioning_lead_time: number | null;
    maximum_call_duration: number | null;
    concurrent_maximum_calls: number | null;
    concurrent_call_expandable: boolean;
    conc_df_callpernumber: number | null;
    conc_max_callpnumber: number | null;
    calling_card_usage_permitted: boolean;
    local_caller_cli_supported: boolean;
    t38_fax_supported: boolean;
    emergency_services: boolean;
    additional_remarks: string | null;
    expired: boolean;
    buss_reg_doctypes_req: string | null;
    end_user_address_type: string | null;
    end_user_address_proof_required: string | null;
    declaration_letter_link: string | null;
    portability_options: string[];
    prt_consentletter_link: string | null;
    portability_forms_link: string | null;
  };

const NO_FLAGS = Object.fromEntries(REQUIREMENT_FLAGS.map((f) => [f, false])) as Record<Flag, boolean>;

export function emptyProductValues(): ProductValues {
  return {
    ...NO_FLAGS,
    vendor_id: null,
    vendor_name: '',
    vendor_plan: null,
    vendor_option: '',
    service_type: null,
    number_type: null,
    jurisdiction: null,
    jurisdiction_dial_code: null,
    cities: [],
    service_access_code: null,
    outbound_calling_enabled: false,
    outbound_call_display_format: null,
    accessibility: [],
    accessibility_remarks: null,
    international_accessible: false,
    provisioning_lead_time: null,
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
  };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A stored product as form values. */
export function productToValues(row: ProductListRow): ProductValues {
  const base = emptyProductValues();
  const flags = Object.fromEntries(REQUIREMENT_FLAGS.map((f) => [f, !!row[f]])) as Record<Flag, boolean>;
  return {
    ...base,
    ...flags,
    vendor_id: row.vendor_id ? String(row.vendor_id) : null,
    vendor_name: row.vendor ?? '',
    vendor_plan: str(row.vendor_plan),
    vendor_option: row.vendor_option ?? '',
    service_type: str(row.service_type),
    number_type: str(row.number_type),
    jurisdiction: str(row.jurisdiction),
    jurisdiction_dial_code: str(row.jurisdiction_dial_code),
    cities: (row.cities ?? []).map((c) => ({ city: c.city, city_dial_code: c.city_dial_code ?? '' })),
    service_access_code: str(row.service_access_code),
    outbound_calling_enabled: !!row.outbound_calling_enabled,
    outbound_call_display_format: str(row.outbound_call_display_format),
    accessibility: [...(row.accessibility ?? [])],
    accessibility_remarks: str(row.accessibility_remarks),
    international_accessible: !!row.international_accessible,
    provisioning_lead_time: num(row.provisioning_lead_time),
    maximum_call_duration: num(row.maximum_call_duration),
    concurrent_maximum_calls: num(row.concurrent_maximum_calls),
    concurrent_call_expandable: !!row.concurrent_call_expandable,
    conc_df_callpernumber: num(row.conc_df_callpernumber),
    conc_max_callpnumber: num(row.conc_max_callpnumber),
    calling_card_usage_permitted: !!row.calling_card_usage_permitted,
    local_caller_cli_supported: !!row.local_caller_cli_supported,
    t38_fax_supported: !!row.t38_fax_supported,
    emergency_services: !!row.emergency_services,
    additional_remarks: str(row.additional_remarks),
    expired: !!row.expired,
    buss_reg_doctypes_req: str(row.buss_reg_doctypes_req),
    end_user_address_type: str(row.end_user_address_type),
    end_user_address_proof_required: str(row.end_user_address_proof_required),
    declaration_letter_link: str(row.declaration_letter_link),
    portability_options: [...(row.portability_options ?? [])],
    prt_consentletter_link: str(row.prt_consentletter_link),
    portability_forms_link: str(row.portability_forms_link),
  };
}

const isBlank = (s: string | null | undefined) => !s || s.trim() === '';

/** The form's city rows that will be sent (rows without a city name are left out, as the server does). */
function sentCityRows(values: ProductValues): number[] {
  return values.cities.flatMap((c, i) => (isBlank(c.city) ? [] : [i]));
}

/** What POST /servicenumbers/type and PUT /servicenumbers/type/{id} receive (before the schema's parsing). */
export function productPayload(values: ProductValues): Record<string, unknown> {
  const { vendor_name: _name, ...rest } = values;
  return {
    ...rest,
    vendor_id: values.vendor_id ? Number(values.vendor_id) : null,
    cities: sentCityRows(values).map((i) => {
      const c = values.cities[i] as CityValue;
      return { city: c.city.trim(), city_dial_code: isBlank(c.city_dial_code) ? null : (c.city_dial_code ?? '').trim() };
    }),
  };
}

/** The form's fields a server error may name (city errors name `cities.{n}.city` or `cities.{n}.city_dial_code`). */
export const PRODUCT_FORM_FIELDS = Object.keys(emptyProductValues()).filter((k) => k !== 'vendor_name');

export const isProductFormField = (field: string) => PRODUCT_FORM_FIELDS.includes(field.split('.')[0] ?? '');

/** Spec 2 §5 messages of the number type form (domain English text → translation key). */
const SPEC_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(PRODUCT_MESSAGES).map(([k, v]) => [v, `products.messages.${k}`]),
);

/**
 * The product schema's checks on what will be sent, with the spec's messages (translated). Issues of the
 * sent city rows are placed on their form rows; a row with a dial code but no city is an error too.
 */
export function validateProduct(values: ProductValues): FormErrors {
  const rows = sentCityRows(values);
  const errors = schemaValidator(productSchema, productPayload, {
    // issues of the sent city rows go on their form rows
    field: (p) => {
      const path = p.map(String);
      if (path[0] === 'cities' && path.length > 1) path[1] = String(rows[Number(path[1])] ?? path[1]);
      return path.join('.');
    },
    messages: SPEC_MESSAGES,
  })(values);
  values.cities.forEach((c, i) => {
    if (isBlank(c.city) && !isBlank(c.city_dial_code)) errors[`cities.${i}.city`] = i18n.t('products.messages.cityRequired');
  });
  return errors;
}
