import { z } from 'zod';
import { boolish, idFilter, listQuery } from '../common/pagination.ts';
import { blankToNull, optionalText } from '../common/text.ts';

/**
 * Service number types — the provider's products (spec 2 §3 "Service number type"), their form dependencies
 * (§4) and conditional fields (§5). One rule set for the web form and the server: the form applies
 * `applyProductChange` on every edit, the server parses with `productSchema` whose last step is
 * `normalizeProduct`, so a product stored through either path looks the same.
 */

export const SERVICE_TYPES = ['ITFS', 'UIFN', 'ITFN', 'DID', 'SIP Trunking'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const NUMBER_TYPES = ['Fixed', 'Mobile', 'Non-Geo'] as const;
export const OUTBOUND_DISPLAY_FORMATS = ['E.164', 'local CLI'] as const;
export const ACCESSIBILITY_OPTIONS = [
  'local_fixed',
  'local_mobile',
  'local_payphone',
  'from_overseas',
  'mobile_roamers',
  'on-net_only',
  'universal',
] as const;
export const END_USER_ADDRESS_TYPES = ['local', 'worldwide'] as const;
export const DEFAULT_PORTABILITY_OPTION = 'between in country carriers';
export const PORTABILITY_OPTIONS = [DEFAULT_PORTABILITY_OPTION, 'in-country carrier', 'international carrier'] as const;
/** Spec 2 §9: 999 concurrent channels means "depends on the local carrier's settings". */
export const CONCURRENT_DEPENDS_ON_CARRIER = 999;

/** The portability options a service type offers: ITFS also in-country and international carriers. */
export function portabilityOptionsFor(serviceType: string | null | undefined): readonly string[] {
  return serviceType === 'ITFS' ? PORTABILITY_OPTIONS : [DEFAULT_PORTABILITY_OPTION];
}

/** Service types with cities, number type and outbound calling (§5). */
export const hasCities = (t: string | null | undefined) => t === 'DID' || t === 'SIP Trunking';

/** Which conditional product fields a form shows (spec 2 §5), from the current values. */
export function productFieldVisibility(v: {
  service_type?: string | null;
  outbound_calling_enabled?: boolean | null;
  concurrent_call_expandable?: boolean | null;
  end_user_address_req?: boolean | null;
  business_registration_req?: boolean | null;
  business_registration_doc_req?: boolean | null;
  declaration_letter_req?: boolean | null;
  portability?: boolean | null;
}) {
  const t = v.service_type ?? null;
  return {
    emergency_services: t === 'SIP Trunking',
    service_access_code: t === 'UIFN',
    itu_assignment_notification_req: t === 'UIFN',
    cities: hasCities(t),
    number_type: hasCities(t),
    outbound_calling_enabled: hasCities(t),
    outbound_call_display_format: hasCities(t) && !!v.outbound_calling_enabled,
    conc_df_callpernumber: !!v.concurrent_call_expandable,
    conc_max_callpnumber: !v.concurrent_call_expandable,
    end_user_address_type: !!v.end_user_address_req,
    end_user_address_proof_req: !!v.end_user_address_req,
    end_user_address_proof_required: !!v.end_user_address_req,
    business_registration_doc_req: !!v.business_registration_req,
    buss_reg_doctypes_req: !!v.business_registration_req && !!v.business_registration_doc_req,
    declaration_letter_link: !!v.declaration_letter_req,
    portability_options: !!v.portability,
    prt_consentletter_req: !!v.portability,
    prt_consentletter_link: !!v.portability,
    prt_hstcarriers_req: !!v.portability,
    portability_forms: !!v.portability,
    portability_forms_link: !!v.portability,
    portability_latest_invoices_req: !!v.portability,
  };
}

/** The fields the dependency rules read and write (a form's values or a parsed payload). */
export interface ProductDependencyFields {
  service_type?: string | null;
  number_type?: string | null;
  cities?: { city: string; city_dial_code?: string | null }[];
  service_access_code?: string | null;
  emergency_services?: boolean;
  outbound_calling_enabled?: boolean;
  outbound_call_display_format?: string | null;
  itu_assignment_notification_req?: boolean;
  concurrent_call_expandable?: boolean;
  conc_df_callpernumber?: number | null;
  conc_max_callpnumber?: number | null;
  end_user_address_req?: boolean;
  end_user_address_type?: string | null;
  end_user_address_proof_req?: boolean;
  end_user_address_proof_required?: string | null;
  business_registration_req?: boolean;
  business_registration_doc_req?: boolean;
  buss_reg_doctypes_req?: string | null;
  declaration_letter_req?: boolean;
  declaration_letter_link?: string | null;
  portability?: boolean;
  portability_options?: string[];
  prt_consentletter_req?: boolean;
  prt_consentletter_link?: string | null;
  prt_hstcarriers_req?: boolean;
  portability_forms?: boolean;
  portability_forms_link?: string | null;
  portability_latest_invoices_req?: boolean;
}

/**
 * The state rules of §4/§5: every field hidden by the current values is cleared. Idempotent; used by the
 * server on every write and by the form after each change. Blank city rows are left alone (the form keeps
 * one to type into; the schema drops them).
 */
export function normalizeProduct<T extends ProductDependencyFields>(input: T): T {
  const v: T = { ...input };
  const show = productFieldVisibility(v);
  if (!show.itu_assignment_notification_req) v.itu_assignment_notification_req = false;
  if (!show.service_access_code) v.service_access_code = null;
  if (!show.emergency_services) v.emergency_services = false;
  if (!show.cities) v.cities = [];
  if (!show.number_type) v.number_type = null;
  if (!show.outbound_calling_enabled) v.outbound_calling_enabled = false;
  if (!productFieldVisibility(v).outbound_call_display_format) v.outbound_call_display_format = null;
  if (!show.conc_df_callpernumber) v.conc_df_callpernumber = null;
  if (!show.conc_max_callpnumber) v.conc_max_callpnumber = null;
  if (!v.end_user_address_req) {
    v.end_user_address_type = null;
    v.end_user_address_proof_req = false;
    v.end_user_address_proof_required = null;
  } else if (!v.end_user_address_proof_req) {
    v.end_user_address_proof_required = null;
  }
  if (!v.business_registration_req) {
    v.business_registration_doc_req = false;
    v.buss_reg_doctypes_req = null;
  } else if (!v.business_registration_doc_req) {
    v.buss_reg_doctypes_req = null;
  }
  if (!v.declaration_letter_req) v.declaration_letter_link = null;
  if (!v.portability) {
    v.portability_options = [];
    v.prt_consentletter_req = false;
    v.prt_consentletter_link = null;
    v.prt_hstcarriers_req = false;
    v.portability_forms = false;
    v.portability_forms_link = null;
    v.portability_latest_invoices_req = false;
  } else {
    const allowed = portabilityOptionsFor(v.service_type);
    const kept = (v.portability_options ?? []).filter((o) => allowed.includes(o));
    v.portability_options = kept.length ? kept : [DEFAULT_PORTABILITY_OPTION];
    if (!v.prt_consentletter_req) v.prt_consentletter_link = null;
    if (!v.portability_forms) v.portability_forms_link = null;
  }
  return v;
}

/**
 * One edit in the product form, with the transition rules of §4 that depend on what changed: choosing DID
 * or SIP Trunking starts one empty city row; checking portability selects "between in country carriers";
 * toggling concurrent_call_expandable clears the other per-number value. Then the state rules.
 */
export function applyProductChange<T extends ProductDependencyFields>(prev: T, next: T): T {
  const v: T = { ...next };
  if (prev.service_type !== v.service_type && hasCities(v.service_type)) {
    v.cities = [{ city: '', city_dial_code: '' }];
  }
  if (!prev.portability && v.portability) v.portability_options = [DEFAULT_PORTABILITY_OPTION];
  return normalizeProduct(v);
}

export const PRODUCT_MESSAGES = {
  vendorRequired: 'Please select a vendor',
  vendorUnknown: 'This vendor does not exist',
  vendorOptionRequired: 'Please introduce the vendor option',
  serviceTypeRequired: 'Please select a service type',
  jurisdictionRequired: 'Please select a jurisdiction',
  jurisdictionUnknown: 'This jurisdiction does not exist',
  serviceAccessCode: 'The service access code may contain only digits and +',
  dialCode: 'A dial code may contain only digits',
  cityRequired: 'Please introduce the city name',
  wholeNumber: 'Please enter a whole number of 0 or more',
  taken: 'A service number type with this vendor, vendor option, plan, service type and jurisdiction already exists',
  added: 'Service number type added successfully',
  updated: 'Service number type updated successfully',
  deleted: 'Service number type deleted successfully',
} as const;

const flag = z.preprocess((v) => (v === null || v === '' ? false : v), boolish.optional()).default(false);
const count = (max: number) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ message: PRODUCT_MESSAGES.wholeNumber })
      .int(PRODUCT_MESSAGES.wholeNumber)
      .min(0, PRODUCT_MESSAGES.wholeNumber)
      .max(max)
      .nullable()
      .optional(),
  );
const digits = (message: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, message)
      .nullable()
      .optional(),
  );
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankToNull, z.enum(values).nullable().optional());

export const productCitySchema = z.object({
  city: z.string({ message: PRODUCT_MESSAGES.cityRequired }).trim().min(1, PRODUCT_MESSAGES.cityRequired).max(100),
  city_dial_code: digits(PRODUCT_MESSAGES.dialCode),
});

/** The requirement flags an order must satisfy (spec 2 §3, used by order completeness in spec 2 §5). */
export const REQUIREMENT_FLAGS = [
  'usage_forecast_req',
  'purpose_application_req',
  'itu_assignment_notification_req',
  'business_nature_req',
  'business_registration_req',
  'business_registration_doc_req',
  'end_user_name_req',
  'end_user_contact_req',
  'end_user_address_req',
  'end_user_address_proof_req',
  'declaration_letter_req',
  'authorised_person_passport_id_req',
  'authpers_passportholding_req',
  'portability',
  'prt_consentletter_req',
  'prt_hstcarriers_req',
  'portability_forms',
  'portability_latest_invoices_req',
] as const;
export type RequirementFlag = (typeof REQUIREMENT_FLAGS)[number];

/** The yes/no features of a product (besides the requirement flags). */
export const PRODUCT_FEATURE_FLAGS = [
  'expired',
  'outbound_calling_enabled',
  'concurrent_call_expandable',
  'calling_card_usage_permitted',
  'local_caller_cli_supported',
  't38_fax_supported',
  'emergency_services',
  'international_accessible',
] as const;

const productObject = z.object({
  vendor_id: z.coerce.number({ message: PRODUCT_MESSAGES.vendorRequired }).int().positive(PRODUCT_MESSAGES.vendorRequired),
  vendor_plan: optionalText(100),
  vendor_option: z.string({ message: PRODUCT_MESSAGES.vendorOptionRequired }).trim().min(1, PRODUCT_MESSAGES.vendorOptionRequired).max(100),
  service_type: z.enum(SERVICE_TYPES, { message: PRODUCT_MESSAGES.serviceTypeRequired }),
  number_type: oneOf(NUMBER_TYPES),
  jurisdiction: z.string({ message: PRODUCT_MESSAGES.jurisdictionRequired }).trim().min(1, PRODUCT_MESSAGES.jurisdictionRequired).max(100),
  jurisdiction_dial_code: digits(PRODUCT_MESSAGES.dialCode),
  cities: z
    .preprocess(
      (v) =>
        Array.isArray(v) ? v.filter((c) => !(c && typeof c === 'object' && !String((c as { city?: unknown }).city ?? '').trim())) : v,
      z.array(productCitySchema).max(500),
    )
    .default([]),
  service_access_code: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(20)
      .regex(/^\+?\d+$/, PRODUCT_MESSAGES.serviceAccessCode)
      .nullable()
      .optional(),
  ),
  outbound_calling_enabled: flag,
  outbound_call_display_format: oneOf(OUTBOUND_DISPLAY_FORMATS),
  accessibility: z.array(z.enum(ACCESSIBILITY_OPTIONS)).max(ACCESSIBILITY_OPTIONS.length).default([]),
  accessibility_remarks: optionalText(1000),
  international_accessible: flag,
  provisioning_lead_time: count(365),
  maximum_call_duration: count(999),
  concurrent_maximum_calls: count(100000),
  concurrent_call_expandable: flag,
  conc_df_callpernumber: count(100000),
  conc_max_callpnumber: count(100000),
  calling_card_usage_permitted: flag,
  local_caller_cli_supported: flag,
  t38_fax_supported: flag,
  emergency_services: flag,
  additional_remarks: optionalText(2000),
  expired: flag,
  usage_forecast_req: flag,
  purpose_application_req: flag,
  itu_assignment_notification_req: flag,
  business_nature_req: flag,
  business_registration_req: flag,
  business_registration_doc_req: flag,
  buss_reg_doctypes_req: optionalText(500),
  end_user_name_req: flag,
  end_user_contact_req: flag,
  end_user_address_req: flag,
  end_user_address_type: oneOf(END_USER_ADDRESS_TYPES),
  end_user_address_proof_req: flag,
  end_user_address_proof_required: optionalText(500),
  declaration_letter_req: flag,
  declaration_letter_link: optionalText(500),
  authorised_person_passport_id_req: flag,
  authpers_passportholding_req: flag,
  portability: flag,
  portability_options: z.array(z.enum(PORTABILITY_OPTIONS)).max(PORTABILITY_OPTIONS.length).default([]),
  prt_consentletter_req: flag,
  prt_consentletter_link: optionalText(500),
  prt_hstcarriers_req: flag,
  portability_forms: flag,
  portability_forms_link: optionalText(500),
  portability_latest_invoices_req: flag,
});

/** POST /servicenumbers/type and PUT /servicenumbers/type/{id}: a whole product, normalised by the §4/§5 rules. */
export const productSchema = productObject.transform((v) => normalizeProduct(v));
export type ProductInput = z.infer<typeof productSchema>;
export type ProductFormInput = z.input<typeof productObject>;

/** A stored product as the staff API returns it. */
export type ProductRow = ProductInput & {
  id: number;
  vendor: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What customers and visitors see of a product: no vendor, vendor plan or vendor option (provider internals). */
export const PROVIDER_ONLY_PRODUCT_FIELDS = ['vendor_id', 'vendor', 'vendor_plan', 'vendor_option'] as const;
export function publicProductView<T extends Record<string, unknown>>(row: T): Omit<T, (typeof PROVIDER_ONLY_PRODUCT_FIELDS)[number]> {
  const out: Record<string, unknown> = { ...row };
  for (const f of PROVIDER_ONLY_PRODUCT_FIELDS) delete out[f];
  return out as Omit<T, (typeof PROVIDER_ONLY_PRODUCT_FIELDS)[number]>;
}

export const PRODUCT_ORDER_FIELDS = [
  'jurisdiction',
  'service_type',
  'vendor',
  'vendor_plan',
  'vendor_option',
  'number_type',
  'createdAt',
  'updatedAt',
  'id',
] as const;

/**
 * GET /servicenumbers/type: filters service_type, jurisdiction, city (a product with no cities covers every
 * city), expired (absent: staff see all, others only current; false: current; true: expired only, staff).
 */
export const productListQuery = listQuery().extend({
  service_type: z.preprocess(blankToNull, z.enum(SERVICE_TYPES).nullable().optional()),
  jurisdiction: optionalText(100),
  city: optionalText(100),
  vendor_id: idFilter(),
  expired: boolish.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /servicenumbers/type/coverage (public): current products only. */
export const coverageQuery = listQuery().extend({
  service_type: z.preprocess(blankToNull, z.enum(SERVICE_TYPES).nullable().optional()),
  jurisdiction: optionalText(100),
});
export const coverageCitiesQuery = z.object({
  jurisdiction: z.string().trim().min(1).max(100),
  service_type: z.preprocess(blankToNull, z.enum(SERVICE_TYPES).nullable().optional()),
});

/** One entry of a region in GET /servicenumbers/type/coverage/coordinates. */
export interface CoverageRegionEntry {
  jurisdiction: string;
  country_code: string;
  service_types: string[];
}
