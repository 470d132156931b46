import type { RatingLevel } from './rating.ts';

/**
 * A call's pricing levels (docs/billing.md), most specific first: its number's own charges, its order's custom
 * tariff, its product's standard tariff (the product the order was placed for). The number's charges are a level
 * when the number states a currency (its charges are in it); a number has no per-origin rates.
 */

/** The rates of a tariff row (standard or customized). */
export type TariffRates = Omit<RatingLevel, 'source'> & { id: number };

/** An inventory number's own charges. */
export interface NumberCharges {
  id: number;
  currency: string | null;
  billing_incremental: string | null;
  inbound_charges: string | null;
  outbound_charges_fixed: string | null;
  outbound_charges_mobile: string | null;
  outbound_charges_special: string | null;
}

/** A level's rates and increment all unset (a number has no per-origin rates; tests build levels from it). */
export const NO_RATES = {
  billing_incremental: null,
  fix_usage_rate: null,
  mobile_usage_rate: null,
  payphone_usage_rate: null,
  inbound_charges: null,
  outbound_charges_fixed: null,
  outbound_charges_mobile: null,
  outbound_charges_special: null,
} as const satisfies Omit<RatingLevel, 'source' | 'currency'>;

const tariffLevel = (kind: 'order_tariff' | 'product_tariff', t: TariffRates): RatingLevel => {
  const { id, ...rates } = t;
  return { source: { kind, id }, ...rates };
};

export function pricingLevels(p: {
  number?: NumberCharges | null;
  orderTariff?: TariffRates | null;
  productTariff?: TariffRates | null;
}): RatingLevel[] {
  const levels: RatingLevel[] = [];
  const n = p.number;
  if (n?.currency)
    levels.push({
      source: { kind: 'number_charges', id: n.id },
      currency: n.currency,
      ...NO_RATES,
      billing_incremental: n.billing_incremental,
      inbound_charges: n.inbound_charges,
      outbound_charges_fixed: n.outbound_charges_fixed,
      outbound_charges_mobile: n.outbound_charges_mobile,
      outbound_charges_special: n.outbound_charges_special,
    });
  if (p.orderTariff) levels.push(tariffLevel('order_tariff', p.orderTariff));
  if (p.productTariff) levels.push(tariffLevel('product_tariff', p.productTariff));
  return levels;
}
