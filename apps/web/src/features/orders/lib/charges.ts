import { type ChargeField, chargesFor } from '@gsn/domain';

/**
 * Exact money arithmetic for an order's charges (spec 2 §9): amounts are decimal strings with up to 4 decimals,
 * held as BigInt ten-thousandths, never as floats.
 */
const SCALE = 10_000n;

/** "12.5" → 125000n; null for anything that is not a plain non-negative decimal. */
export function toUnits(amount: string | null | undefined): bigint | null {
  const v = amount?.trim();
  if (!v || !/^\d+(\.\d{1,4})?$/.test(v)) return null;
  const [i = '0', f = ''] = v.split('.');
  return BigInt(i) * SCALE + BigInt(f.padEnd(4, '0'));
}

/** 125000n → "12.50" (two decimals at least, four at most, no trailing zeros beyond two). */
export function fromUnits(units: bigint): string {
  const i = units / SCALE;
  const frac = (units % SCALE).toString().padStart(4, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${i}.${frac}`;
}

/** amount × quantity, exactly; null when the amount is missing. */
export function times(amount: string | null | undefined, quantity: number): string | null {
  const u = toUnits(amount);
  if (u === null) return null;
  return fromUnits(u * BigInt(Math.max(0, Math.trunc(quantity || 0))));
}

/** The sum of the amounts given (missing ones count as nothing); null when all are missing. */
export function sum(amounts: (string | null)[]): string | null {
  const units = amounts.map(toUnits).filter((u): u is bigint => u !== null);
  return units.length ? fromUnits(units.reduce((a, b) => a + b, 0n)) : null;
}

export type Charges = Partial<Record<ChargeField, string | null | undefined>> & { currency?: string | null };

export interface ChargeLine {
  /** The charge, e.g. nrc or mrc_channel_charges. */
  field: ChargeField;
  /** The unit price as given. */
  unit: string | null;
  /** Units charged (numbers or channels), null for per-minute rates. */
  quantity: number | null;
  /** unit × quantity, null for per-minute rates. */
  total: string | null;
}

export interface OrderChargeSummary {
  currency: string | null;
  /** One-time charges: NRC per number × numbers, NRC per channel × channels (SIP Trunking). */
  oneTime: ChargeLine[];
  /** Monthly charges: MRC per number × numbers, MRC per channel × channels. */
  monthly: ChargeLine[];
  /** Per-minute rates (fixed, mobile, payphone, inbound, outbound), shown as they are. */
  perMinute: ChargeLine[];
  totalOneTime: string | null;
  totalMonthly: string | null;
}

/** The charges of an order: the tariff's recurring and one-time charges times the quantities, and the usage rates. */
export function orderCharges(
  tariff: Charges,
  serviceType: string,
  quantities: { number_quantity: number; channel_quantity: number },
  outboundCalling = false,
): OrderChargeSummary {
  const used = chargesFor(serviceType, outboundCalling);
  const line = (field: ChargeField, quantity: number | null): ChargeLine => {
    const unit = tariff[field] ?? null;
    return { field, unit, quantity, total: quantity === null ? null : times(unit, quantity) };
  };
  const oneTime: ChargeLine[] = [line('nrc', quantities.number_quantity)];
  const monthly: ChargeLine[] = [line('mrc', quantities.number_quantity)];
  if (used.includes('nrc_channel_charges')) oneTime.push(line('nrc_channel_charges', quantities.channel_quantity));
  if (used.includes('mrc_channel_charges')) monthly.push(line('mrc_channel_charges', quantities.channel_quantity));
  const perMinute = used.filter((f) => !['nrc', 'mrc', 'nrc_channel_charges', 'mrc_channel_charges'].includes(f)).map((f) => line(f, null));
  return {
    currency: tariff.currency ?? null,
    oneTime,
    monthly,
    perMinute,
    totalOneTime: sum(oneTime.map((l) => l.total)),
    totalMonthly: sum(monthly.map((l) => l.total)),
  };
}
