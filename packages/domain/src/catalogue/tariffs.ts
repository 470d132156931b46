import { z } from 'zod';
import type { Answer } from '../common/answers.ts';
import { isoDaySchema } from '../common/dates.ts';
import { idFilter, listQuery } from '../common/pagination.ts';
import { blankToNull } from '../common/text.ts';
import { CURRENCY_CODES } from '../reference/currencies.ts';
import type { tariffAnswer } from './answers.ts';
import { moneySchema } from './money.ts';
import { SERVICE_TYPES } from './products.ts';

/**
 * Tariffs (spec 2 §3 Tariff/pricing): one standard tariff per product, in one of the six currencies; a
 * customized tariff belongs to one order (custom pricing; docs/api-products-tariffs.md). Every amount is an exact
 * decimal string.
 */

export const TARIFF_TYPES = ['standard', 'customized'] as const;
export type TariffType = (typeof TARIFF_TYPES)[number];

export const CHARGE_FIELDS = [
  'nrc',
  'mrc',
  'nrc_channel_charges',
  'mrc_channel_charges',
  'fix_usage_rate',
  'mobile_usage_rate',
  'payphone_usage_rate',
  'inbound_charges',
  'outbound_charges_fixed',
  'outbound_charges_mobile',
  'outbound_charges_special',
] as const;
export type ChargeField = (typeof CHARGE_FIELDS)[number];

/** Billing increments offered (first period / next periods, in seconds). */
export const BILLING_INCREMENTS = ['1/1', '6/6', '30/6', '30/30', '60/1', '60/6', '60/60'] as const;

/** A billing increment cell that a spreadsheet turned into a date and that cannot be read back as one. */
export const BILLING_INCREMENT_DATE_MESSAGE =
  'The spreadsheet turned this billing increment into a date: format the column as text and type it again, for example 30/6';

/**
 * A billing increment cell of an uploaded sheet. Spreadsheets turn `1/1`, `6/6` and `30/6` into dates (a date cell
 * reads as `YYYY-MM-DD`, or an ISO date-time): such a day is read back as the increment day/month or month/day
 * names, when exactly one of them is offered; any other date is refused with a clear message. Other text passes.
 */
export function billingIncrementFromCell(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const m = /^\d{4}-(\d{2})-(\d{2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/.exec(text.trim());
  if (!m) return { ok: true, value: text };
  const month = Number(m[1]);
  const day = Number(m[2]);
  const offered = new Set<string>(BILLING_INCREMENTS);
  const matches = [...new Set([`${day}/${month}`, `${month}/${day}`])].filter((v) => offered.has(v));
  return matches.length === 1 ? { ok: true, value: matches[0] as string } : { ok: false, message: BILLING_INCREMENT_DATE_MESSAGE };
}

export const TARIFF_MESSAGES = {
  productRequired: 'Please select a service number type',
  productUnknown: 'This service number type does not exist',
  currencyRequired: 'Please select a currency',
  date: 'Please enter a date as YYYY-MM-DD',
  billingAfterCommencement: 'The billing start date cannot be before the commencement date',
  taken: 'This service number type already has a standard tariff',
  added: 'Tariff added successfully',
  updated: 'Tariff updated successfully',
  deleted: 'Tariff deleted successfully',
} as const;

/**
 * The charges a product's service type uses (spec 2 §5 conditional fields, §9 charges): NRC/MRC always;
 * channel NRC/MRC and outbound charges for SIP Trunking; per-minute fixed/mobile/payphone rates for ITFS,
 * UIFN and ITFN; inbound for DID and SIP Trunking; outbound fixed/mobile/special for DID with outbound calling.
 */
export function chargesFor(serviceType: string | null | undefined, outboundCalling = false): readonly ChargeField[] {
  const out: ChargeField[] = ['nrc', 'mrc'];
  const tollFree = serviceType === 'ITFS' || serviceType === 'UIFN' || serviceType === 'ITFN';
  if (serviceType === 'SIP Trunking') out.push('nrc_channel_charges', 'mrc_channel_charges');
  if (tollFree) out.push('fix_usage_rate', 'mobile_usage_rate', 'payphone_usage_rate');
  if (serviceType === 'DID' || serviceType === 'SIP Trunking') out.push('inbound_charges');
  if (serviceType === 'SIP Trunking' || (serviceType === 'DID' && outboundCalling)) {
    out.push('outbound_charges_fixed', 'outbound_charges_mobile', 'outbound_charges_special');
  }
  return out;
}

/** Clears the charges the service type does not use (the server stores them as null). */
export function normalizeCharges<T extends Partial<Record<ChargeField, string | null | undefined>>>(
  values: T,
  serviceType: string | null | undefined,
  outboundCalling = false,
): T {
  const keep = new Set<string>(chargesFor(serviceType, outboundCalling));
  const v: T = { ...values };
  for (const f of CHARGE_FIELDS) if (!keep.has(f)) (v as Record<string, unknown>)[f] = null;
  return v;
}

const isoDate = isoDaySchema(TARIFF_MESSAGES.date);

/** The charges and billing terms of a tariff (shared by the standard tariff and an order's custom tariff). */
export const tariffChargesObject = z.object({
  currency: z.enum(CURRENCY_CODES, { message: TARIFF_MESSAGES.currencyRequired }),
  nrc: moneySchema,
  mrc: moneySchema,
  nrc_channel_charges: moneySchema,
  mrc_channel_charges: moneySchema,
  fix_usage_rate: moneySchema,
  mobile_usage_rate: moneySchema,
  payphone_usage_rate: moneySchema,
  inbound_charges: moneySchema,
  outbound_charges_fixed: moneySchema,
  outbound_charges_mobile: moneySchema,
  outbound_charges_special: moneySchema,
  billing_incremental: z.preprocess(blankToNull, z.enum(BILLING_INCREMENTS).nullable().optional()),
  billing_start_date: isoDate,
  commencement_date: isoDate,
});

const datesInOrder = (v: { billing_start_date?: string | null; commencement_date?: string | null }) =>
  !v.billing_start_date || !v.commencement_date || v.billing_start_date >= v.commencement_date;

/** POST /tariff/ (a product's standard tariff). The server clears the charges its service type does not use. */
export const tariffCreateSchema = tariffChargesObject
  .extend({
    service_number_type_id: z.coerce.number({ message: TARIFF_MESSAGES.productRequired }).int().positive(TARIFF_MESSAGES.productRequired),
  })
  .refine(datesInOrder, { message: TARIFF_MESSAGES.billingAfterCommencement, path: ['billing_start_date'] });
export type TariffCreateInput = z.infer<typeof tariffCreateSchema>;

/** PUT /pricing/{id}: the charges and terms (the product of a tariff never changes). */
export const pricingUpdateSchema = tariffChargesObject.refine(datesInOrder, {
  message: TARIFF_MESSAGES.billingAfterCommencement,
  path: ['billing_start_date'],
});
export type PricingUpdateInput = z.infer<typeof pricingUpdateSchema>;

/**
 * A tariff as the API returns it (`tariffAnswer`): the charges plus its product's summary, with the type, the currency
 * and the billing increment narrowed as the write schemas keep them (text in the answer schema, as stored).
 */
export type TariffRow = Omit<Answer<typeof tariffAnswer>, keyof z.infer<typeof tariffChargesObject> | 'type'> &
  z.infer<typeof tariffChargesObject> & { type: TariffType };

export const TARIFF_ORDER_FIELDS = ['jurisdiction', 'service_type', 'currency', 'nrc', 'mrc', 'createdAt', 'updatedAt', 'id'] as const;

/** GET /tariff/: standard tariffs by default; filters by product, service type, jurisdiction, currency, type. */
export const tariffListQuery = listQuery().extend({
  service_number_type_id: idFilter(),
  service_type: z.preprocess(blankToNull, z.enum(SERVICE_TYPES).nullable().optional()),
  jurisdiction: z.preprocess(blankToNull, z.string().trim().max(100).nullable().optional()),
  currency: z.preprocess(blankToNull, z.enum(CURRENCY_CODES).nullable().optional()),
  type: z.enum(TARIFF_TYPES).default('standard'),
});
export type TariffListQuery = z.infer<typeof tariffListQuery>;
