import type { RowFieldError } from '../common/company.ts';
import { spreadsheetDay } from '../common/dates.ts';
import { PRODUCT_FEATURE_FLAGS, PRODUCT_MESSAGES, type ProductInput, productSchema, REQUIREMENT_FLAGS } from './products.ts';
import { billingIncrementFromCell, CHARGE_FIELDS, normalizeCharges, type PricingUpdateInput, pricingUpdateSchema } from './tariffs.ts';

/**
 * The service number type bulk template (POST /servicenumbers/type/bulk, GET /templates/servicenumbertypes):
 * one product per row, and optionally its standard tariff. Pure: the server resolves vendors and jurisdictions.
 *
 * - `vendor`: the vendor's name or its provider_insight_company_code (case-insensitive);
 * - every scalar product field under its own name; yes/no columns accept yes/no, y/n, true/false, 1/0;
 * - `cities`: "London:20; Manchester:161" (name, optionally `:dial code`, separated by `;` or new lines);
 * - `accessibility`, `portability_options`: "a; b";
 * - the standard tariff columns (`currency`, the charges, billing terms): a row with a `currency` also creates
 *   the product's standard tariff, its charges cleared to those the service type uses (normalizeCharges).
 */

export const PRODUCT_BULK_MESSAGES = {
  yesNo: 'Please write yes or no',
  tariffCurrency: 'Please give the currency of the tariff charges',
  jurisdictionUnknown: PRODUCT_MESSAGES.jurisdictionUnknown,
  taken: PRODUCT_MESSAGES.taken,
} as const;

/** The yes/no columns (every flag of a product). */
export const PRODUCT_BOOLEAN_COLUMNS = [...PRODUCT_FEATURE_FLAGS, ...REQUIREMENT_FLAGS] as const;

/** The standard tariff columns of the template. */
export const PRODUCT_TARIFF_COLUMNS = [
  'currency',
  ...CHARGE_FIELDS,
  'billing_incremental',
  'billing_start_date',
  'commencement_date',
] as const;

export const PRODUCT_TEMPLATE_COLUMNS = [
  'vendor',
  'vendor_plan',
  'vendor_option',
  'service_type',
  'number_type',
  'jurisdiction',
  'jurisdiction_dial_code',
  'cities',
  'service_access_code',
  'expired',
  'outbound_calling_enabled',
  'outbound_call_display_format',
  'accessibility',
  'accessibility_remarks',
  'international_accessible',
  'provisioning_lead_time',
  'maximum_call_duration',
  'concurrent_maximum_calls',
  'concurrent_call_expandable',
  'conc_df_callpernumber',
  'conc_max_callpnumber',
  'calling_card_usage_permitted',
  'local_caller_cli_supported',
  't38_fax_supported',
  'emergency_services',
  'additional_remarks',
  'usage_forecast_req',
  'purpose_application_req',
  'itu_assignment_notification_req',
  'business_nature_req',
  'business_registration_req',
  'business_registration_doc_req',
  'buss_reg_doctypes_req',
  'end_user_name_req',
  'end_user_contact_req',
  'end_user_address_req',
  'end_user_address_type',
  'end_user_address_proof_req',
  'end_user_address_proof_required',
  'declaration_letter_req',
  'declaration_letter_link',
  'authorised_person_passport_id_req',
  'authpers_passportholding_req',
  'portability',
  'portability_options',
  'prt_consentletter_req',
  'prt_consentletter_link',
  'prt_hstcarriers_req',
  'portability_forms',
  'portability_forms_link',
  'portability_latest_invoices_req',
  ...PRODUCT_TARIFF_COLUMNS,
] as const;
export type ProductTemplateColumn = (typeof PRODUCT_TEMPLATE_COLUMNS)[number];

/** The columns an uploaded file must have (the required product fields). */
export const PRODUCT_TEMPLATE_REQUIRED: readonly ProductTemplateColumn[] = ['vendor', 'vendor_option', 'service_type', 'jurisdiction'];

export const PRODUCT_TEMPLATE_EXAMPLE: Record<ProductTemplateColumn, string> = {
  ...(Object.fromEntries(PRODUCT_TEMPLATE_COLUMNS.map((c) => [c, ''])) as Record<ProductTemplateColumn, string>),
  vendor: 'VND001',
  vendor_plan: 'Wholesale 2025',
  vendor_option: 'Option A',
  service_type: 'DID',
  number_type: 'Fixed',
  jurisdiction: 'United Kingdom',
  jurisdiction_dial_code: '44',
  cities: 'London:20; Manchester:161',
  expired: 'no',
  outbound_calling_enabled: 'yes',
  outbound_call_display_format: 'E.164',
  accessibility: 'local_fixed; local_mobile',
  international_accessible: 'yes',
  provisioning_lead_time: '10',
  maximum_call_duration: '4',
  concurrent_maximum_calls: '30',
  concurrent_call_expandable: 'no',
  conc_max_callpnumber: '2',
  t38_fax_supported: 'yes',
  end_user_name_req: 'yes',
  end_user_address_req: 'yes',
  end_user_address_type: 'local',
  end_user_address_proof_req: 'yes',
  end_user_address_proof_required: 'Utility bill not older than 3 months',
  portability: 'yes',
  portability_options: 'between in country carriers',
  currency: 'GBP',
  nrc: '25.00',
  mrc: '5.00',
  inbound_charges: '0.0125',
  outbound_charges_fixed: '0.0100',
  outbound_charges_mobile: '0.0450',
  outbound_charges_special: '0.2000',
  billing_incremental: '60/60',
  billing_start_date: '2025-01-01',
  commencement_date: '2025-01-01',
};

const LIST_COLUMNS = new Set<string>(['cities', 'accessibility', 'portability_options']);
const BOOLEAN_COLUMNS = new Set<string>(PRODUCT_BOOLEAN_COLUMNS);
const TARIFF_COLUMNS = new Set<string>(PRODUCT_TARIFF_COLUMNS);
const DATE_COLUMNS = new Set<string>(['billing_start_date', 'commencement_date']);

/** yes/no cell text as a boolean; undefined when blank; null when it is not a yes/no word. */
export function parseYesNo(text: string | undefined): boolean | undefined | null {
  const v = (text ?? '').trim().toLowerCase();
  if (!v) return undefined;
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  return null;
}

/** "a; b" (or one per line) as a list, blanks left out. */
export function parseList(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "London:20; Manchester:161" as city rows; a part without a name gives a row with an empty city. */
export function parseCities(text: string | undefined): { city: string; city_dial_code: string | null }[] {
  return parseList(text).map((part) => {
    const i = part.lastIndexOf(':');
    if (i < 0) return { city: part, city_dial_code: null };
    return { city: part.slice(0, i).trim(), city_dial_code: part.slice(i + 1).trim() || null };
  });
}

/** The identity of a product (snt_identity_uq): vendor, vendor option and plan (any case), service type, jurisdiction. */
export function productIdentityKey(p: {
  vendor_id: number;
  vendor_option: string;
  vendor_plan?: string | null | undefined;
  service_type: string;
  jurisdiction: string;
}): string {
  return [p.vendor_id, p.vendor_option.toLowerCase(), (p.vendor_plan ?? '').toLowerCase(), p.service_type, p.jurisdiction].join('\u0000');
}

export interface ProductBulkRow {
  product: ProductInput;
  /** The standard tariff to create with the product, charges normalised; null when the row has no currency. */
  tariff: PricingUpdateInput | null;
}

/**
 * Validates one template row (normalised header → cell text). `vendorIdOf` resolves the `vendor` cell (name or
 * vendor code) to a vendor id. Errors name template columns, one per column.
 */
export function validateProductRow(
  values: Readonly<Record<string, string | undefined>>,
  vendorIdOf: (vendor: string) => number | undefined,
): { ok: true; data: ProductBulkRow } | { ok: false; errors: RowFieldError[] } {
  const errors: RowFieldError[] = [];
  const fail = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  const input: Record<string, unknown> = {};
  const tariffInput: Record<string, unknown> = {};

  const vendor = values.vendor?.trim();
  if (!vendor) fail('vendor', PRODUCT_MESSAGES.vendorRequired);
  else {
    const id = vendorIdOf(vendor);
    if (id === undefined) fail('vendor', PRODUCT_MESSAGES.vendorUnknown);
    else input.vendor_id = id;
  }

  for (const column of PRODUCT_TEMPLATE_COLUMNS) {
    if (column === 'vendor') continue;
    const text = values[column]?.trim() ?? '';
    if (TARIFF_COLUMNS.has(column)) {
      if (column === 'billing_incremental' && text) {
        const increment = billingIncrementFromCell(text);
        if (increment.ok) tariffInput[column] = increment.value;
        else fail(column, increment.message);
      } else if (text) tariffInput[column] = DATE_COLUMNS.has(column) ? spreadsheetDay(text) : text;
    } else if (BOOLEAN_COLUMNS.has(column)) {
      const b = parseYesNo(text);
      if (b === null) fail(column, PRODUCT_BULK_MESSAGES.yesNo);
      else if (b !== undefined) input[column] = b;
    } else if (column === 'cities') {
      const cities = parseCities(text);
      if (cities.some((c) => !c.city)) fail('cities', PRODUCT_MESSAGES.cityRequired);
      input.cities = cities;
    } else if (LIST_COLUMNS.has(column)) {
      input[column] = parseList(text);
    } else if (text) {
      input[column] = text;
    }
  }

  const parsed = productSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const first = String(issue.path[0] ?? 'row');
      fail(first === 'vendor_id' ? 'vendor' : first, issue.message);
    }
  }

  let tariff: PricingUpdateInput | null = null;
  if (tariffInput.currency === undefined) {
    const given = Object.keys(tariffInput);
    if (given.length) fail('currency', PRODUCT_BULK_MESSAGES.tariffCurrency);
  } else {
    const t = pricingUpdateSchema.safeParse(tariffInput);
    if (!t.success) for (const issue of t.error.issues) fail(String(issue.path[0] ?? 'currency'), issue.message);
    else tariff = t.data;
  }

  if (errors.length || !parsed.success) return { ok: false, errors };
  const product = parsed.data;
  return {
    ok: true,
    data: { product, tariff: tariff && normalizeCharges(tariff, product.service_type, product.outbound_calling_enabled) },
  };
}
