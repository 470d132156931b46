import { BILLING_INCREMENTS } from '../catalogue/tariffs.ts';

/**
 * Rating (docs/billing.md): one pure function turns a call into money, the same for the imports, the demo data, the
 * re-rating job and the simulator, so every charge can be reproduced. Money is exact: amounts are decimal strings
 * with at most 4 decimals (as tariffs keep them) and the arithmetic is integer arithmetic on 1/10,000 units.
 */

export type BillingIncrement = (typeof BILLING_INCREMENTS)[number];
/** Where a toll-free or UIFN call came from: its per-minute rate depends on it. */
export const ORIGIN_TYPES = ['fixed', 'mobile', 'payphone'] as const;
export type OriginType = (typeof ORIGIN_TYPES)[number];
/** What an outbound call reached. */
export const CALLED_TYPES = ['fixed', 'mobile', 'special'] as const;
export type CalledType = (typeof CALLED_TYPES)[number];

/** A call's increment when no tariff names one: whole minutes, as carriers bill toll-free traffic by default. */
export const DEFAULT_INCREMENT: BillingIncrement = '60/60';

/** The rates one level of pricing sets (a number's own charges, an order's custom tariff, a product's standard one). */
export interface RatingLevel {
  /** Which pricing this is, recorded with every rated call (e.g. `{ kind: 'product_tariff', id: 12 }`). */
  source: { kind: 'number_charges' | 'order_tariff' | 'product_tariff'; id: number };
  currency: string;
  billing_incremental: string | null;
  fix_usage_rate: string | null;
  mobile_usage_rate: string | null;
  payphone_usage_rate: string | null;
  inbound_charges: string | null;
  outbound_charges_fixed: string | null;
  outbound_charges_mobile: string | null;
  outbound_charges_special: string | null;
}

export type RateField =
  | 'fix_usage_rate'
  | 'mobile_usage_rate'
  | 'payphone_usage_rate'
  | 'inbound_charges'
  | 'outbound_charges_fixed'
  | 'outbound_charges_mobile'
  | 'outbound_charges_special';

export interface RatingCall {
  service_type: string;
  direction: 'inbound' | 'outbound';
  /** Answered seconds (0 when the call was not answered). */
  duration_seconds: number;
  answered: boolean;
  /** Toll-free and UIFN: the caller's origin type (null: unknown, rated as fixed). */
  origin_type?: OriginType | null;
  /** Outbound: the called number's type (null: unknown, rated as fixed). */
  called_type?: CalledType | null;
}

export type Rating =
  | {
      status: 'rated';
      billed_seconds: number;
      /** Per minute, as the tariff states it. */
      rate: string;
      cost: string;
      currency: string;
      increment: BillingIncrement;
      rate_field: RateField;
      source: RatingLevel['source'];
    }
  /** Not answered: nothing is billed. */
  | { status: 'free'; billed_seconds: 0; cost: '0.0000' }
  /** No pricing sets the rate this call needs. */
  | { status: 'unrated'; reason: 'no_tariff' | 'no_rate'; rate_field: RateField };

/** The rate a call needs: by the caller's origin (toll-free, UIFN), inbound (DID, SIP), or the called type (outbound). */
export function rateFieldOf(call: Pick<RatingCall, 'service_type' | 'direction' | 'origin_type' | 'called_type'>): RateField {
  if (call.direction === 'outbound') {
    const t = call.called_type ?? 'fixed';
    return t === 'mobile' ? 'outbound_charges_mobile' : t === 'special' ? 'outbound_charges_special' : 'outbound_charges_fixed';
  }
  if (call.service_type === 'ITFS' || call.service_type === 'UIFN') {
    const o = call.origin_type ?? 'fixed';
    return o === 'mobile' ? 'mobile_usage_rate' : o === 'payphone' ? 'payphone_usage_rate' : 'fix_usage_rate';
  }
  return 'inbound_charges';
}

/**
 * Billed seconds under an increment `first/next`: nothing for 0 s; the first period whole; then whole steps of
 * `next` (`30/6`: 1–30 s → 30, 31 s → 36, 37 s → 42).
 */
export function billedSeconds(durationSeconds: number, increment: BillingIncrement): number {
  if (!(durationSeconds > 0)) return 0;
  const [first, next] = increment.split('/').map(Number) as [number, number];
  const d = Math.ceil(durationSeconds);
  if (d <= first) return first;
  return first + Math.ceil((d - first) / next) * next;
}

const SCALE = 10_000n;

/** An amount of at most 4 decimals as 1/10,000 units. */
export function toUnits(amount: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(amount.trim());
  if (!m) throw new Error(`not an amount: ${amount}`);
  return BigInt(m[1]!) * SCALE + BigInt((m[2] ?? '').padEnd(4, '0'));
}

/** 1/10,000 units as an amount with 4 decimals. */
export function fromUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const u = units < 0n ? -units : units;
  return `${sign}${u / SCALE}.${String(u % SCALE).padStart(4, '0')}`;
}

/** `rate` per minute × `seconds`, rounded half up to 1/10,000 (the tariff's precision). */
export function costOf(rate: string, seconds: number): string {
  const exact = toUnits(rate) * BigInt(seconds);
  return fromUnits((exact * 2n + 60n) / 120n);
}

const isIncrement = (v: string | null): v is BillingIncrement => v !== null && (BILLING_INCREMENTS as readonly string[]).includes(v);

/**
 * Rates one call against the levels of its pricing, most specific first (the number's own charges, its order's
 * custom tariff, its product's standard tariff): the first level that sets the rate the call needs gives the rate,
 * the currency and — unless it names none, then the next level that does, else 60/60 — the increment.
 */
export function rateCall(call: RatingCall, levels: readonly RatingLevel[]): Rating {
  const field = rateFieldOf(call);
  if (!call.answered || call.duration_seconds <= 0) return { status: 'free', billed_seconds: 0, cost: '0.0000' };
  if (!levels.length) return { status: 'unrated', reason: 'no_tariff', rate_field: field };
  const at = levels.findIndex((l) => l[field] !== null);
  if (at < 0) return { status: 'unrated', reason: 'no_rate', rate_field: field };
  const level = levels[at]!;
  const increment = [level, ...levels.slice(at + 1)].map((l) => l.billing_incremental).find(isIncrement) ?? DEFAULT_INCREMENT;
  const billed = billedSeconds(call.duration_seconds, increment);
  const rate = level[field]!;
  return {
    status: 'rated',
    billed_seconds: billed,
    rate,
    cost: costOf(rate, billed),
    currency: level.currency,
    increment,
    rate_field: field,
    source: level.source,
  };
}

/** The exact sum of amounts (4 decimals). */
export function sumAmounts(amounts: readonly string[]): string {
  return fromUnits(amounts.reduce((s, a) => s + toUnits(a), 0n));
}
