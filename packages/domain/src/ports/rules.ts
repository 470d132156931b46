import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { ServiceType } from '../catalogue/products.ts';

/**
 * A tracked number port (docs/api-ports.md): the numbers a customer brings over from its losing carrier(s), their
 * firm order commitment (FOC) date, and where the port stands. The customer drafts it and submits it; the provider's
 * operations confirm the FOC date, raise an exception the customer can act on (a new letter of authorisation,
 * corrected numbers), and finally record each number's result: the ported ones enter the customer's inventory.
 */
export const PORT_STATES = ['draft', 'submitted', 'exception', 'foc_confirmed', 'ported', 'cancelled'] as const;
export type PortState = (typeof PORT_STATES)[number];

/** States no move leaves. */
export const FINAL_PORT_STATES: readonly PortState[] = ['ported', 'cancelled'];
/** States in which the customer edits the port (its numbers, carriers, requested date) and uploads its letter. */
export const EDITABLE_PORT_STATES: readonly PortState[] = ['draft', 'exception'];

export const PORT_MOVES = ['submit', 'confirm_foc', 'raise_exception', 'complete', 'cancel'] as const;
export type PortMove = (typeof PORT_MOVES)[number];

/** Who makes a move: the order's company (`customer`), the provider's staff, or either. */
type Side = 'customer' | 'staff';

const MOVES: Readonly<Record<PortMove, { from: readonly PortState[]; to: PortState; by: readonly Side[] }>> = {
  // staff may submit for a customer who sent its papers another way
  submit: { from: ['draft', 'exception'], to: 'submitted', by: ['customer', 'staff'] },
  confirm_foc: { from: ['submitted', 'foc_confirmed'], to: 'foc_confirmed', by: ['staff'] },
  raise_exception: { from: ['submitted', 'foc_confirmed'], to: 'exception', by: ['staff'] },
  complete: { from: ['foc_confirmed'], to: 'ported', by: ['staff'] },
  // a customer withdraws its port until the losing carrier committed to a date; staff until it is done
  cancel: { from: ['draft', 'submitted', 'exception', 'foc_confirmed'], to: 'cancelled', by: ['customer', 'staff'] },
};

/** The state a move leads to, or null when the side may not make it from `state`. */
export function nextPortState(state: PortState, move: PortMove, side: Side): PortState | null {
  const m = MOVES[move];
  if (!m.from.includes(state) || !m.by.includes(side)) return null;
  if (move === 'cancel' && side === 'customer' && state === 'foc_confirmed') return null;
  return m.to;
}

/** The moves a side may make from a state (what the page offers). */
export const portMovesFor = (state: PortState, side: Side): PortMove[] => PORT_MOVES.filter((m) => nextPortState(state, m, side) !== null);

/** Why staff raise an exception: each names what the customer does about it. */
export const PORT_EXCEPTION_CODES = ['new_loa', 'correct_numbers', 'carrier_details', 'other'] as const;
export type PortExceptionCode = (typeof PORT_EXCEPTION_CODES)[number];

export const PORT_NUMBER_RESULTS = ['pending', 'ported', 'rejected'] as const;
export type PortNumberResult = (typeof PORT_NUMBER_RESULTS)[number];

/**
 * Business days a losing carrier needs before the FOC date when the product names no provisioning lead time of its
 * own, by service type: the common notice periods of each kind of number (freephone ports go through the national
 * registry and the international ones through each country's, so they take longest).
 */
export const PORT_LEAD_BUSINESS_DAYS: Readonly<Record<ServiceType, number>> = {
  DID: 5,
  'SIP Trunking': 5,
  ITFS: 10,
  ITFN: 10,
  UIFN: 15,
};

/** The lead time of a port in business days: the product's provisioning lead time when it has one, else its type's. */
export const portLeadDays = (serviceType: string, productLeadDays?: number | null): number =>
  productLeadDays != null && productLeadDays >= 0 ? productLeadDays : (PORT_LEAD_BUSINESS_DAYS[serviceType as ServiceType] ?? 10);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const weekend = (n: number) => {
  const wd = new Date(n * DAY_MS).getUTCDay();
  return wd === 0 || wd === 6;
};

/** The day `count` business days (Monday to Friday) after `day` (YYYY-MM-DD); holidays are not counted out. */
export function addBusinessDays(day: string, count: number): string {
  let n = dayNumber(day);
  let left = count;
  while (left > 0) {
    n += 1;
    if (!weekend(n)) left -= 1;
  }
  return dayString(n);
}

/** The earliest FOC date a port of the service type may ask for when requested on `today`. */
export const earliestFocDate = (serviceType: string, today: string, productLeadDays?: number | null) =>
  addBusinessDays(today, portLeadDays(serviceType, productLeadDays));

/** Why a requested FOC date is refused: before the lead time, or on a weekend (carriers port on business days). */
export function focDateRefusal(
  day: string,
  serviceType: string,
  today: string,
  productLeadDays?: number | null,
): 'too_early' | 'weekend' | null {
  if (day < earliestFocDate(serviceType, today, productLeadDays)) return 'too_early';
  if (weekend(dayNumber(day))) return 'weekend';
  return null;
}

/** Whole days from `today` to `day` (negative once past): the countdown the order page shows. */
export const daysUntil = (day: string, today: string) => Math.round(dayNumber(day) - dayNumber(today));

/**
 * A number to port as written by a person: its E.164 form when it is a valid number of the jurisdiction's country
 * (`countryCode`, ISO alpha-2; null when the jurisdiction is not one country, such as UIFN's worldwide range, where
 * any valid number is taken), else why not.
 */
export function portNumberOf(raw: string, countryCode: string | null): { e164: string } | { refusal: 'invalid' | 'wrong_country' } {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,15}$/.test(compact)) return { refusal: 'invalid' };
  const parsed = parsePhoneNumberFromString(compact.startsWith('+') ? compact : `+${compact}`);
  if (!parsed?.isValid()) return { refusal: 'invalid' };
  if (countryCode && parsed.country !== countryCode.toUpperCase()) return { refusal: 'wrong_country' };
  return { e164: parsed.number };
}

/** The most numbers one port carries (larger ports are split by the carriers anyway). */
export const PORT_NUMBER_LIMIT = 500;

/** Order statuses in which its port no longer changes: the order is done or going away. */
export const PORT_CLOSED_ORDER_STATUSES: readonly string[] = ['completed', 'cancellation', 'cancelled', 'terminated'];
/**
 * Order statuses in which ported numbers may enter the inventory: the provider accepted the order, and its
 * completion is still to come (it puts them in service with the order's other numbers).
 */
export const PORT_COMPLETE_ORDER_STATUSES: readonly string[] = ['accepted', 'assigned', 'ordered', 'testing'];
