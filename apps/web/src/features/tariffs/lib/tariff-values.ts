import { CHARGE_FIELDS, type ChargeField, MONEY_MESSAGES, normalizeCharges, TARIFF_MESSAGES } from '@gsn/domain';
import type { TariffRow } from '../api/use-tariffs';
import { type ParseableSchema, schemaValidator } from '../../../lib/form-validation';

/** The tariff form's values: every amount is the text typed (never a float), dates YYYY-MM-DD. */
export type TariffValues = Record<ChargeField, string> & {
  service_number_type_id: string | null;
  currency: string | null;
  billing_incremental: string | null;
  billing_start_date: string;
  commencement_date: string;
};

/** The product a tariff prices: its service type and outbound calling decide the charges (chargesFor). */
export type PricedProduct = Pick<TariffRow, 'service_type' | 'outbound_calling_enabled'>;

const NO_CHARGES = Object.fromEntries(CHARGE_FIELDS.map((f) => [f, ''])) as Record<ChargeField, string>;

export function emptyTariffValues(productId: number | null = null): TariffValues {
  return {
    ...NO_CHARGES,
    service_number_type_id: productId ? String(productId) : null,
    currency: null,
    billing_incremental: null,
    billing_start_date: '',
    commencement_date: '',
  };
}

export function tariffToValues(row: TariffRow): TariffValues {
  const charges = Object.fromEntries(CHARGE_FIELDS.map((f) => [f, row[f] ?? ''])) as Record<ChargeField, string>;
  return {
    ...charges,
    service_number_type_id: row.service_number_type_id ? String(row.service_number_type_id) : null,
    currency: row.currency ?? null,
    billing_incremental: row.billing_incremental ?? null,
    billing_start_date: row.billing_start_date ?? '',
    commencement_date: row.commencement_date ?? '',
  };
}

const textOrNull = (s: string | null | undefined) => (s && s.trim() !== '' ? s.trim() : null);

/**
 * The charges and terms as sent: the amounts exactly as typed (trimmed strings), the charges the product's
 * service type does not use cleared, blanks as null.
 */
export function pricingPayload(values: TariffValues, product: PricedProduct | null) {
  const charges = Object.fromEntries(CHARGE_FIELDS.map((f) => [f, textOrNull(values[f])])) as Record<ChargeField, string | null>;
  return {
    currency: values.currency,
    ...normalizeCharges(charges, product?.service_type, product?.outbound_calling_enabled ?? false),
    billing_incremental: values.billing_incremental,
    billing_start_date: textOrNull(values.billing_start_date),
    commencement_date: textOrNull(values.commencement_date),
  };
}

/** POST /tariff/: the product and its charges. */
export function tariffCreatePayload(values: TariffValues, product: PricedProduct | null) {
  return {
    service_number_type_id: values.service_number_type_id ? Number(values.service_number_type_id) : null,
    ...pricingPayload(values, product),
  };
}

export const TARIFF_FORM_FIELDS = Object.keys(emptyTariffValues());

const SPEC_MESSAGES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(TARIFF_MESSAGES).map(([k, v]) => [v, `tariffs.messages.${k}`])),
  [MONEY_MESSAGES.format]: 'tariffs.messages.format',
};

/** The tariff schema's checks on what will be sent, with the domain's messages (translated). */
export function tariffValidator(schema: ParseableSchema, toPayload: (values: TariffValues) => unknown) {
  return schemaValidator(schema, toPayload, { messages: SPEC_MESSAGES });
}
