import { fromUnits, sumAmounts, toUnits } from './rating.ts';

/**
 * One-time and recurring charges of a month (docs/billing.md, Statements): pure, exact (1/10,000 units), the same for
 * an open statement computed on the fly and for the one a month's close keeps.
 */

/** A statement month, `YYYY-MM`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The days a number (or a trunk's channels) is charged for: from `start` up to, not including, `end` (open: null). */
export interface ChargePeriod {
  /** `YYYY-MM-DD`, the first day charged. */
  start: string;
  /** `YYYY-MM-DD`, the first day no longer charged; null while the service runs. */
  end: string | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The month's first day, the next month's first day and its number of days. */
export function monthBounds(month: string): { first: string; next: string; days: number } {
  const m = MONTH_PATTERN.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  const first = Date.UTC(year, index, 1) / DAY_MS;
  const next = Date.UTC(year, index + 1, 1) / DAY_MS;
  return { first: dayOf(first), next: dayOf(next), days: next - first };
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  return monthBounds(month).next.slice(0, 7);
}

/**
 * When a number's charges start and end. They start on its billing start date, else its commencement date, else the
 * day it became active; they end the day it stopped being active (disconnected), else the day after its expiration
 * date, else never.
 */
export function chargePeriod(n: {
  billing_start_date: string | null;
  commencement_date: string | null;
  active_from: string;
  active_until: string | null;
  expiration_date: string | null;
}): ChargePeriod {
  const start = n.billing_start_date ?? n.commencement_date ?? n.active_from;
  const end = n.active_until ?? (n.expiration_date ? dayOf(dayNumber(n.expiration_date) + 1) : null);
  return { start, end };
}

/** The days of `month` inside the period (0 when it does not touch the month). */
export function chargedDays(period: ChargePeriod, month: string): number {
  const { first, next } = monthBounds(month);
  const from = Math.max(dayNumber(period.start), dayNumber(first));
  const to = Math.min(period.end === null ? Number.POSITIVE_INFINITY : dayNumber(period.end), dayNumber(next));
  return Math.max(0, to - from);
}

/** A monthly `amount` for `days` of a month of `daysInMonth` days: amount × days ÷ days in month, half up to 1/10,000. */
export function prorate(amount: string, days: number, daysInMonth: number): string {
  const d = BigInt(days);
  const m = BigInt(daysInMonth);
  return fromUnits((toUnits(amount) * d * 2n + m) / (2n * m));
}

/** × quantity, exactly (channels of a trunk). */
export function times(amount: string, quantity: number): string {
  return fromUnits(toUnits(amount) * BigInt(quantity));
}

export const STATEMENT_LINE_KINDS = ['nrc', 'mrc', 'channel_nrc', 'channel_mrc', 'usage', 'adjustment'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** The charges a service bills: its own or its order's or product's, as the pricing levels give them. */
export interface ServiceCharges {
  nrc: string | null;
  mrc: string | null;
  channel_nrc: string | null;
  channel_mrc: string | null;
  /** SIP Trunking channels (0 for a number). */
  channels: number;
  /** Which pricing gave the charges (docs/billing.md). */
  source: { kind: 'number_charges' | 'order_tariff' | 'product_tariff'; id: number };
}

/** A one-time or recurring line, with what explains it. */
export interface ChargeLine {
  kind: Exclude<StatementLineKind, 'usage' | 'adjustment'>;
  amount: string;
  /** Days charged (recurring) or channels (per channel) or 1. */
  quantity: number;
  explain: {
    /** The tariff amount the line starts from (per month, per channel, or once). */
    unit_amount: string;
    period_start: string;
    period_end: string | null;
    days?: number;
    days_in_month?: number;
    channels?: number;
    source: ServiceCharges['source'];
  };
}

/**
 * A service's one-time and recurring lines for a month: the NRC (and per-channel NRC × channels) in the month its
 * charges start; the MRC (and per-channel MRC × channels) prorated by the days charged in the month.
 */
export function monthCharges(period: ChargePeriod, charges: ServiceCharges, month: string): ChargeLine[] {
  const { days: daysInMonth } = monthBounds(month);
  const days = chargedDays(period, month);
  const startsThisMonth = period.start.slice(0, 7) === month && days > 0;
  const base = { period_start: period.start, period_end: period.end, source: charges.source };
  const lines: ChargeLine[] = [];
  if (startsThisMonth && charges.nrc !== null) {
    lines.push({ kind: 'nrc', amount: fromUnits(toUnits(charges.nrc)), quantity: 1, explain: { ...base, unit_amount: charges.nrc } });
  }
  if (startsThisMonth && charges.channel_nrc !== null && charges.channels > 0) {
    lines.push({
      kind: 'channel_nrc',
      amount: times(charges.channel_nrc, charges.channels),
      quantity: charges.channels,
      explain: { ...base, unit_amount: charges.channel_nrc, channels: charges.channels },
    });
  }
  if (days > 0 && charges.mrc !== null) {
    lines.push({
      kind: 'mrc',
      amount: prorate(charges.mrc, days, daysInMonth),
      quantity: days,
      explain: { ...base, unit_amount: charges.mrc, days, days_in_month: daysInMonth },
    });
  }
  if (days > 0 && charges.channel_mrc !== null && charges.channels > 0) {
    lines.push({
      kind: 'channel_mrc',
      amount: prorate(times(charges.channel_mrc, charges.channels), days, daysInMonth),
      quantity: charges.channels,
      explain: { ...base, unit_amount: charges.channel_mrc, channels: charges.channels, days, days_in_month: daysInMonth },
    });
  }
  return lines;
}

/** A statement's totals: one-time, recurring, usage, adjustments and all of them, each the exact sum of its lines. */
export function statementTotals(lines: readonly { kind: StatementLineKind; amount: string }[]) {
  const of = (...kinds: StatementLineKind[]) => sumAmounts(lines.filter((l) => kinds.includes(l.kind)).map((l) => l.amount));
  return {
    one_time: of('nrc', 'channel_nrc'),
    recurring: of('mrc', 'channel_mrc'),
    usage: of('usage'),
    adjustments: of('adjustment'),
    total: sumAmounts(lines.map((l) => l.amount)),
  };
}

/** An amount to the cent, half up (what a statement's total is paid in). */
export function toCents(amount: string): string {
  const units = toUnits(amount.replace(/^-/, ''));
  const cents = (units + 50n) / 100n;
  const sign = amount.startsWith('-') && cents > 0n ? '-' : '';
  return `${sign}${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const { first } = monthBounds(month);
  return dayOf(dayNumber(first) - 1).slice(0, 7);
}
