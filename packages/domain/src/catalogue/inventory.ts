import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import type { Answer } from '../common/answers.ts';
import { isoDaySchema } from '../common/dates.ts';
import { boolish, idFilter, listQuery } from '../common/pagination.ts';
import { blankToNull, optionalText } from '../common/text.ts';
import { CURRENCY_CODES } from '../reference/currencies.ts';
import type { dnisAnswer, inventoryNumberAnswer } from './answers.ts';
import { moneySchema } from './money.ts';
import { NUMBER_STATES } from './number-states.ts';
import { NUMBER_TYPES, SERVICE_TYPES } from './products.ts';
import { BILLING_INCREMENTS } from './tariffs.ts';

/**
 * Inventory numbers (spec 2 §3 Inventory number): the service numbers the provider holds, with their routing,
 * customer, vendor and charges. `{product}_`/`pccwg_` fields are `provider_` (the spec's placeholders for the
 * provider's name). The customer and the vendor are named by their `provider_insight_company_code`
 * (customer_insight_code, vendor_insight_code); the server resolves them. Service and termination numbers are E.164,
 * checked with libphonenumber-js.
 */

export const INVENTORY_MESSAGES = {
  serviceNumberRequired: 'Please enter the service number',
  e164: 'Please enter a valid number in E.164 format, for example +442079460000',
  serviceTypeRequired: 'Please select a service type',
  jurisdictionRequired: 'Please select a jurisdiction',
  jurisdictionUnknown: 'This jurisdiction does not exist',
  customerUnknown: 'No customer has this code',
  vendorUnknown: 'No vendor has this code',
  date: 'Please enter a date as YYYY-MM-DD',
  wholeNumber: 'Please enter a whole number of 0 or more',
  taken: 'This service number is already in the inventory',
  added: 'Inventory number added successfully',
} as const;

/**
 * Canonical E.164 of a number typed with or without "+", spaces, dots, dashes or brackets; null when it is not
 * a valid number (libphonenumber's metadata, including the +800 international freephone range of UIFN).
 */
export function toE164(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,15}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact.startsWith('+') ? compact : `+${compact}`);
  return parsed?.isValid() ? parsed.number : null;
}

const e164 = z.string().transform((v, ctx) => {
  const n = toE164(v);
  if (!n) {
    ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.e164 });
    return z.NEVER;
  }
  return n;
});
const isoDate = isoDaySchema(INVENTORY_MESSAGES.date);
// spreadsheet cells say TRUE / False as often as true: compare case-insensitively
const flag = z
  .preprocess((v) => (v === null || v === '' ? false : typeof v === 'string' ? v.trim().toLowerCase() : v), boolish.optional())
  .default(false);

/** POST /invnumbers and one bulk row: every inventory field (service number, service type, jurisdiction required). */
export const inventoryNumberSchema = z.object({
  service_number: z.preprocess(blankToNull, z.string({ message: INVENTORY_MESSAGES.serviceNumberRequired }).pipe(e164)),
  service_type: z.enum(SERVICE_TYPES, { message: INVENTORY_MESSAGES.serviceTypeRequired }),
  jurisdiction: z
    .string({ message: INVENTORY_MESSAGES.jurisdictionRequired })
    .trim()
    .min(1, INVENTORY_MESSAGES.jurisdictionRequired)
    .max(100),
  city: optionalText(100),
  number_type: z.preprocess(blankToNull, z.enum(NUMBER_TYPES).nullable().optional()),
  access_type: optionalText(60),
  vendor_insight_code: optionalText(40),
  vendor_plan: optionalText(100),
  vendor_option: optionalText(100),
  customer_insight_code: optionalText(40),
  order_id: z.preprocess(
    blankToNull,
    z.coerce.number({ message: INVENTORY_MESSAGES.wholeNumber }).int().positive().max(2_147_483_647).nullable().optional(),
  ),
  routing_vendor: optionalText(100),
  translated_routing: optionalText(100),
  ocn_for_customer: optionalText(20),
  translation_termination_number: z.preprocess(blankToNull, e164.nullable().optional()),
  irouting_billing: optionalText(100),
  currency: z.preprocess(blankToNull, z.enum(CURRENCY_CODES).nullable().optional()),
  nrc: moneySchema,
  mrc: moneySchema,
  inbound_charges: moneySchema,
  outbound_charges_fixed: moneySchema,
  outbound_charges_mobile: moneySchema,
  outbound_charges_special: moneySchema,
  billing_incremental: z.preprocess(blankToNull, z.enum(BILLING_INCREMENTS).nullable().optional()),
  commencement_date: isoDate,
  billing_start_date: isoDate,
  expiration_date: isoDate,
  expired: flag,
  sr_reference: optionalText(100),
  provider_remarks: optionalText(2000),
  daisy_loopback_trunk: optionalText(100),
  allinone_loopback_trunk: optionalText(100),
  bothways_enabled: flag,
  over_limited_channel: z.preprocess(
    blankToNull,
    z.coerce.number({ message: INVENTORY_MESSAGES.wholeNumber }).int().min(0).nullable().optional(),
  ),
  outbound_idd_callout_country: optionalText(100),
});
export type InventoryNumberInput = z.infer<typeof inventoryNumberSchema>;

/**
 * PUT /invnumbers/{id}: the inventory fields staff edit. The service number, the customer, the order and the state
 * follow the number's life (number-lifecycle.ts) and are not edited here; `updatedAt` as the editor last saw it.
 */
export const inventoryNumberEditSchema = inventoryNumberSchema
  .omit({ service_number: true, customer_insight_code: true, order_id: true })
  .extend({ updatedAt: z.string().min(1) });
export type InventoryNumberEdit = z.infer<typeof inventoryNumberEditSchema>;

/** An inventory number as the API returns it: its answer's type (catalogue/answers.ts). */
export type InventoryNumberRow = Answer<typeof inventoryNumberAnswer>;

/** Columns of the inventory bulk template, in order; the first three are required. */
export const INVENTORY_TEMPLATE_COLUMNS = Object.keys(inventoryNumberSchema.shape) as (keyof typeof inventoryNumberSchema.shape)[];
export const INVENTORY_TEMPLATE_REQUIRED = ['service_number', 'service_type', 'jurisdiction'] as const;

/** Sort keys of GET /invnumbers: each is served by an index over a million numbers (no sort of the whole table). */
export const INVENTORY_ORDER_FIELDS = ['jurisdiction', 'service_number', 'service_type', 'city', 'order_id', 'updatedAt', 'id'] as const;

/**
 * GET /invnumbers filters (spec 2 §2): customer_code (staff only; customers always see their own numbers),
 * service_type, jurisdiction, city, routing_vendor — labelled "Service number" on screen: it matches the routing
 * vendor exactly or the start of the service number — and order_id. Default order jurisdiction ascending.
 */
export const inventoryFilters = z.object({
  customer_code: optionalText(40),
  service_type: z.preprocess(blankToNull, z.enum(SERVICE_TYPES).nullable().optional()),
  jurisdiction: optionalText(100),
  city: optionalText(100),
  routing_vendor: optionalText(100),
  order_id: idFilter(),
  state: z.preprocess(blankToNull, z.enum(NUMBER_STATES).nullable().optional()),
});
export type InventoryFilters = z.infer<typeof inventoryFilters>;
export const inventoryListQuery = listQuery().extend(inventoryFilters.shape);
export type InventoryListQuery = z.infer<typeof inventoryListQuery>;

/** GET /invnumbers/cities?jurisdiction: the distinct cities of the visible numbers. */
export const inventoryCitiesQuery = z.object({ jurisdiction: optionalText(100) });

// ---------- DNIS ----------

/**
 * DNIS (dialled number identification): how each service number is delivered — the dialled inventory number,
 * the termination number it is translated to and the routing. A DNIS record is an inventory number seen from
 * routing: `dnis_id` is the inventory number's id.
 */
export const DNIS_MESSAGES = {
  updated: 'DNIS updated successfully',
  terminationRequired: 'Please enter the termination number',
} as const;

export const dnisUpdateSchema = z.object({
  translation_termination_number: z.preprocess(blankToNull, z.string({ message: DNIS_MESSAGES.terminationRequired }).pipe(e164)),
  translated_routing: optionalText(100),
  routing_vendor: optionalText(100),
  ocn_for_customer: optionalText(20),
});
export type DnisUpdateInput = z.infer<typeof dnisUpdateSchema>;

/** A DNIS record as GET /dnis/ lists it (the answer schema; its time an ISO string). */
export type DnisRow = Answer<typeof dnisAnswer>;

/** GET /dnis/: customer_code (staff only), service_number (start of), jurisdiction, unrouted (no termination yet). */
export const dnisListQuery = listQuery().extend({
  customer_code: optionalText(40),
  service_number: optionalText(20),
  jurisdiction: optionalText(100),
  unrouted: boolish.optional(),
});
export type DnisListQuery = z.infer<typeof dnisListQuery>;
