import { z } from 'zod';
import { NUMBER_STATES } from './number-states.ts';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';
import { REGIONS } from '../reference/regions.ts';

const text = z.string().nullable();

/** A page whose count stops at a cap: `count_capped` is present and true when more rows match than `count` says. */
export const cappedPageAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), count: z.number().int(), count_capped: z.boolean().optional() });

/** A DNIS record: an inventory number seen from routing. */
export const dnisAnswer = z.object({
  id: z.number().int(),
  service_number: z.string(),
  translation_termination_number: text,
  translated_routing: text,
  routing_vendor: text,
  ocn_for_customer: text,
  service_type: z.string(),
  jurisdiction: z.string(),
  city: text,
  customer_insight_code: text,
  customer_name: text,
  order_id: z.number().int().nullable(),
  expired: z.boolean(),
  updatedAt: timestampAnswer,
});
export const dnisListAnswer = cappedPageAnswer(dnisAnswer);
export const dnisWriteAnswer = dataAnswer(dnisAnswer);

/** A charge: an exact decimal string, or null when not charged. */
const money = z.string().nullable().optional();
const term = z.string().nullable().optional();

/** A tariff and its product's summary (amounts as exact decimal strings, dates YYYY-MM-DD). */
export const tariffAnswer = z
  .object({
    id: z.number().int(),
    type: z.string(),
    service_number_type_id: z.number().int().nullable(),
    currency: z.string().nullable(),
    nrc: money,
    mrc: money,
    nrc_channel_charges: money,
    mrc_channel_charges: money,
    fix_usage_rate: money,
    mobile_usage_rate: money,
    payphone_usage_rate: money,
    inbound_charges: money,
    outbound_charges_fixed: money,
    outbound_charges_mobile: money,
    outbound_charges_special: money,
    billing_incremental: term,
    billing_start_date: term,
    commencement_date: term,
    service_type: text,
    jurisdiction: text,
    vendor: text,
    vendor_option: text,
    outbound_calling_enabled: z.boolean(),
    createdAt: timestampAnswer,
    updatedAt: timestampAnswer,
  })
  .meta({ id: 'Tariff' });
export const tariffListAnswer = z.object({ data: z.array(tariffAnswer), count: z.number().int() });
export const tariffWriteAnswer = dataAnswer(tariffAnswer);

/** `{ data: [...] }` of names: the jurisdictions or cities a caller's numbers, calls or products have. */
export const namesAnswer = z.object({ data: z.array(z.string()) });

// ---------- inventory numbers ----------

const int = z.number().int().nullable();

/**
 * An inventory number as GET /invnumbers and GET /invnumbers/{id} show it (to staff and, for their own company's
 * numbers, to customers): every stored field, the customer's and vendor's codes and the customer's name. Charges
 * are exact decimal strings, days YYYY-MM-DD.
 */
export const inventoryNumberAnswer = z
  .object({
    id: z.number().int(),
    service_number: z.string(),
    service_type: z.string(),
    jurisdiction: z.string(),
    city: text,
    number_type: text,
    access_type: text,
    vendor_id: int,
    vendor_insight_code: text,
    vendor_plan: text,
    vendor_option: text,
    customer_id: int,
    customer_insight_code: text,
    customer_name: text,
    order_id: int,
    routing_vendor: text,
    translated_routing: text,
    ocn_for_customer: text,
    translation_termination_number: text,
    irouting_billing: text,
    currency: text,
    nrc: text,
    mrc: text,
    inbound_charges: text,
    outbound_charges_fixed: text,
    outbound_charges_mobile: text,
    outbound_charges_special: text,
    billing_incremental: text,
    commencement_date: text,
    billing_start_date: text,
    expiration_date: text,
    expired: z.boolean(),
    sr_reference: text,
    provider_remarks: text,
    daisy_loopback_trunk: text,
    allinone_loopback_trunk: text,
    bothways_enabled: z.boolean(),
    over_limited_channel: int,
    outbound_idd_callout_country: text,
    /** Where the number is in its life (docs/api-numbers.md). */
    state: z.enum(NUMBER_STATES),
    state_changed_at: timestampAnswer,
    reserved_until: timestampAnswer.nullable(),
    aging_until: timestampAnswer.nullable(),
    createdAt: timestampAnswer,
    updatedAt: timestampAnswer,
  })
  .meta({ id: 'InventoryNumber' });
/** GET /invnumbers: the count stops at INVENTORY_COUNT_CAP (`count_capped`). */
export const inventoryListAnswer = cappedPageAnswer(inventoryNumberAnswer);
/** 201 of POST /invnumbers. */
export const inventoryWriteAnswer = dataAnswer(inventoryNumberAnswer);

// ---------- products (service number types) and the coverage ----------

const flag = z.boolean();

/** A city a DID / SIP Trunking product covers. */
export const productCityAnswer = z.object({ city: z.string(), city_dial_code: text });

/**
 * A product as anyone may see it (GET /servicenumbers/type/coverage, and the product screens of visitors): every
 * field but the provider's internals (vendor, vendor plan, vendor option) and without the tariff.
 */
export const publicProductAnswer = z.object({
  id: z.number().int(),
  expired: flag,
  service_type: z.string(),
  number_type: text,
  jurisdiction: z.string(),
  jurisdiction_dial_code: text,
  service_access_code: text,
  outbound_calling_enabled: flag,
  outbound_call_display_format: text,
  accessibility: z.array(z.string()),
  accessibility_remarks: text,
  international_accessible: flag,
  provisioning_lead_time: int,
  maximum_call_duration: int,
  concurrent_maximum_calls: int,
  concurrent_call_expandable: flag,
  conc_df_callpernumber: int,
  conc_max_callpnumber: int,
  calling_card_usage_permitted: flag,
  local_caller_cli_supported: flag,
  t38_fax_supported: flag,
  emergency_services: flag,
  additional_remarks: text,
  usage_forecast_req: flag,
  purpose_application_req: flag,
  itu_assignment_notification_req: flag,
  business_nature_req: flag,
  business_registration_req: flag,
  business_registration_doc_req: flag,
  buss_reg_doctypes_req: text,
  end_user_name_req: flag,
  end_user_contact_req: flag,
  end_user_address_req: flag,
  end_user_address_type: text,
  end_user_address_proof_req: flag,
  end_user_address_proof_required: text,
  declaration_letter_req: flag,
  declaration_letter_link: text,
  authorised_person_passport_id_req: flag,
  authpers_passportholding_req: flag,
  portability: flag,
  portability_options: z.array(z.string()),
  prt_consentletter_req: flag,
  prt_consentletter_link: text,
  prt_hstcarriers_req: flag,
  portability_forms: flag,
  portability_forms_link: text,
  portability_latest_invoices_req: flag,
  cities: z.array(productCityAnswer),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});

/** The provider's internals of a product: staff only (PROVIDER_ONLY_PRODUCT_FIELDS). */
const vendorFields = { vendor_id: z.number().int(), vendor: text, vendor_plan: text, vendor_option: z.string() };

/** A product's standard tariff as customers see it: the tariff without its product's vendor and vendor option. */
export const publicTariffAnswer = tariffAnswer.omit({ vendor: true, vendor_option: true });

/** A product as staff see it: every field, the vendor's name and the standard tariff (null without one). */
export const productAnswer = publicProductAnswer.extend({ ...vendorFields, tariff: tariffAnswer.nullable() }).meta({ id: 'Product' });

/**
 * A product as GET /servicenumbers/type and GET /servicenumbers/type/{id} show it to whoever asks: staff the whole
 * product (`productAnswer`); customers the public view with the standard `tariff` (without vendor fields); others
 * the public view only. The fields one audience does not get are optional, so that the answer keeps what the
 * service gave each audience and adds nothing.
 */
export const productViewAnswer = publicProductAnswer
  .extend({
    vendor_id: vendorFields.vendor_id.optional(),
    vendor: vendorFields.vendor.optional(),
    vendor_plan: vendorFields.vendor_plan.optional(),
    vendor_option: vendorFields.vendor_option.optional(),
    tariff: tariffAnswer.extend({ vendor: text.optional(), vendor_option: text.optional() }).nullable().optional(),
  })
  .meta({ id: 'ProductView' });
export const productListAnswer = pageAnswer(productViewAnswer);
/** POST and PUT /servicenumbers/type (staff): the product as stored. */
export const productWriteAnswer = dataAnswer(productAnswer);
/**
 * GET /servicenumbers/type/coverage (public): current products, public view; for a signed-in registered user each with
 * its standard `tariff` (the list prices; null without one), absent for visitors.
 */
export const coverageListAnswer = pageAnswer(publicProductAnswer.extend({ tariff: publicTariffAnswer.nullable().optional() }));
/** GET /servicenumbers/type/coverage/cities: the distinct cities of a jurisdiction's current products. */
export const coverageCitiesAnswer = pageAnswer(productCityAnswer);

/** One jurisdiction of a region in GET /servicenumbers/type/coverage/coordinates. */
export const coverageRegionEntryAnswer = z.object({
  jurisdiction: z.string(),
  country_code: z.string(),
  service_types: z.array(z.string()),
});
/** GET /servicenumbers/type/coverage/coordinates: per region (all six), its jurisdictions with current products. */
export const coverageByRegionAnswer = z.object({ data: z.record(z.enum(REGIONS), z.array(coverageRegionEntryAnswer)) });
