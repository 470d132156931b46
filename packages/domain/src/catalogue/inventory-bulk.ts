import { type RowFieldError, validateTemplateRow } from '../common/company.ts';
import { spreadsheetDay } from '../common/dates.ts';
import { billingIncrementFromCell } from './tariffs.ts';
import { type INVENTORY_ORDER_FIELDS, INVENTORY_TEMPLATE_COLUMNS, type InventoryNumberInput, inventoryNumberSchema } from './inventory.ts';

/**
 * Pure helpers of the inventory list, bulk upload and template (spec 2 §2 Inventory numbers): the template's
 * example row, row validation, the "service number" filter's prefix and the count cap of large lists.
 */

export type InventoryOrderField = (typeof INVENTORY_ORDER_FIELDS)[number];

/** POST /invnumbers/bulk accepts up to this many data rows (the other bulk uploads keep 5,000). */
export const INVENTORY_BULK_MAX_ROWS = 50_000;
/** …and a file of up to this size (50,000 rows of every column). */
export const INVENTORY_BULK_MAX_BYTES = 30 * 1024 * 1024;

/**
 * Lists over the inventory count matching rows only up to this many; beyond it they answer
 * `count: INVENTORY_COUNT_CAP, count_capped: true` (an exact count of a broad filter over a million rows
 * costs a scan of the whole index).
 */
export const INVENTORY_COUNT_CAP = 10_000;

/** A list page whose count may be capped (GET /invnumbers, GET /dnis/). */
export interface CappedPage<T> {
  data: T[];
  count: number;
  /** Present and true when more rows match than `count` says. */
  count_capped?: boolean;
}

export const INVENTORY_TEMPLATE_EXAMPLE: Record<(typeof INVENTORY_TEMPLATE_COLUMNS)[number], string> = {
  service_number: '+442079460000',
  service_type: 'DID',
  jurisdiction: 'United Kingdom',
  city: 'London',
  number_type: 'Fixed',
  access_type: 'Fixed and mobile',
  vendor_insight_code: 'VND001',
  vendor_plan: 'Standard',
  vendor_option: 'Option A',
  customer_insight_code: 'CUS001',
  order_id: '',
  routing_vendor: 'Example Carrier',
  translated_routing: 'SIP',
  ocn_for_customer: '1234',
  translation_termination_number: '+442079460001',
  irouting_billing: '',
  currency: 'GBP',
  nrc: '10.00',
  mrc: '5.00',
  inbound_charges: '0.0125',
  outbound_charges_fixed: '',
  outbound_charges_mobile: '',
  outbound_charges_special: '',
  billing_incremental: '60/60',
  commencement_date: '2025-01-01',
  billing_start_date: '2025-01-01',
  expiration_date: '',
  expired: 'false',
  sr_reference: 'SR-0001',
  provider_remarks: '',
  daisy_loopback_trunk: '',
  allinone_loopback_trunk: '',
  bothways_enabled: 'false',
  over_limited_channel: '',
  outbound_idd_callout_country: '',
};

/** The day columns: a date-time cell there stands for its day. */
const DATE_COLUMNS = ['commencement_date', 'billing_start_date', 'expiration_date'] as const;

/** Validates one inventory template row; errors name template columns. */
export function validateInventoryRow(
  values: Readonly<Record<string, string | undefined>>,
): { ok: true; data: InventoryNumberInput } | { ok: false; errors: RowFieldError[] } {
  const increment = values.billing_incremental ? billingIncrementFromCell(values.billing_incremental) : undefined;
  const read: Record<string, string | undefined> = { ...values };
  for (const c of DATE_COLUMNS) if (read[c]) read[c] = spreadsheetDay(read[c]);
  if (increment?.ok) read.billing_incremental = increment.value;
  const v = validateTemplateRow(inventoryNumberSchema, INVENTORY_TEMPLATE_COLUMNS, read);
  if (!increment || increment.ok) return v;
  // a date cell that is no billing increment: the clear message replaces the enum's
  const errors = (v.ok ? [] : v.errors).filter((e) => e.field !== 'billing_incremental');
  return { ok: false, errors: [...errors, { field: 'billing_incremental', message: increment.message }] };
}

/**
 * The "service number" filter as the start of a service number: a value made of digits (with an optional
 * leading "+", spaces, dots, dashes, brackets) becomes "+digits"; anything else (a routing vendor's name) null.
 */
export function serviceNumberPrefix(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!/^\+?[\d\s().-]+$/.test(v)) return null;
  const digits = v.replace(/\D/g, '');
  return digits ? `+${digits}` : null;
}

/** Escapes LIKE wildcards so that a prefix matches literally. */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
