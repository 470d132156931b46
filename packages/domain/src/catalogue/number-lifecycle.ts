import { z } from 'zod';
import { timestampAnswer } from '../common/answers.ts';
import { listQuery, MAX_DB_ID, wholeNumber } from '../common/pagination.ts';
import { toE164 } from './inventory.ts';
import type { ServiceType } from './products.ts';
import type { NumberState } from './number-states.ts';

/**
 * The life of an inventory number (docs/api-numbers.md): stock is `available`; a customer choosing it in the order
 * wizard, or staff picking it for an order, holds it (`reserved`); the order moving to assigned makes it `assigned`
 * to the order's customer; completing the order makes it `active`; a confirmed disconnection puts it in quarantine
 * (`aging`) until `aging_until`, after which it is stock again. Cancelling an order or removing a number before the
 * order completes gives it straight back (it never carried traffic).
 */
export { NUMBER_STATES, type NumberState } from './number-states.ts';

export const NUMBER_ACTIONS = ['reserve', 'release', 'assign', 'activate', 'disconnect', 'restock'] as const;
export type NumberAction = (typeof NUMBER_ACTIONS)[number];

/** Which state each action leaves from and leads to. */
export const NUMBER_MOVES: Readonly<Record<NumberAction, { from: readonly NumberState[]; to: NumberState }>> = {
  reserve: { from: ['available'], to: 'reserved' },
  release: { from: ['reserved', 'assigned'], to: 'available' },
  assign: { from: ['reserved'], to: 'assigned' },
  activate: { from: ['assigned'], to: 'active' },
  disconnect: { from: ['active'], to: 'aging' },
  restock: { from: ['aging'], to: 'available' },
};

/** The state an action leads to from `state`, or null when the action is not possible there. */
export function nextNumberState(state: NumberState, action: NumberAction): NumberState | null {
  const move = NUMBER_MOVES[action];
  return move.from.includes(state) ? move.to : null;
}

/** How long a number chosen in the order wizard stays held for the customer. */
export const RESERVATION_MINUTES = 30;
/** The most numbers one customer may hold from the wizard at once. */
export const RESERVATION_LIMIT = 100;
/** The most numbers one request may add to an order (a list, a file, or an automatic pick). */
export const NUMBER_BATCH_LIMIT = 10_000;

/**
 * Days a disconnected number rests before it is sold again, by service type, unless the configuration entry
 * `number_aging_days_<service type>` says otherwise: freephone numbers keep being dialled long after a campaign
 * ends, so they rest longest.
 */
export const DEFAULT_AGING_DAYS: Readonly<Record<ServiceType, number>> = {
  ITFS: 90,
  UIFN: 90,
  ITFN: 90,
  DID: 30,
  'SIP Trunking': 30,
};

/** The configuration entry holding a service type's quarantine days. */
export const agingConfigField = (serviceType: string) => `number_aging_days_${serviceType.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;

/** The quarantine of a service type: the configured whole number of days when valid, else the default. */
export function agingDays(serviceType: string, configured: string | null | undefined): number {
  const n = configured != null && /^\d{1,4}$/.test(configured.trim()) ? Number(configured.trim()) : Number.NaN;
  if (Number.isInteger(n)) return n;
  return DEFAULT_AGING_DAYS[serviceType as ServiceType] ?? 30;
}

const DAY_MS = 86_400_000;

/** When a number disconnected at the start of `day` (UTC) leaves quarantine. */
export function agingEnd(day: string, days: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** The UTC day of a moment, YYYY-MM-DD. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export const NUMBER_MESSAGES = {
  notAvailable: 'This number is not available',
  notFound: 'No inventory number has this service number',
  rangeTooLong: `A range may hold at most ${NUMBER_BATCH_LIMIT.toLocaleString('en')} numbers`,
  rangeInvalid: 'Please write a range as its first and last number, for example +442079460000-+442079460099',
  tooMany: `Please add at most ${NUMBER_BATCH_LIMIT.toLocaleString('en')} numbers at once`,
  noneGiven: 'Please give at least one number',
  countInvalid: 'Please enter how many numbers to pick, 1 or more',
  wrongProduct: 'This number does not match the ordered service type, jurisdiction or city',
  moreThanOrdered: 'The order would hold more numbers than it ordered',
  shortWithoutReason: 'The order holds fewer numbers than it ordered: pick more, or give the reason for fewer',
  notHolding: 'Numbers can be added to an order only while it is accepted or assigned',
  notRemovable: 'Numbers can be removed from an order only before it is completed',
  notCompleted: 'Numbers can be given back only from a completed order',
  notActive: 'Only active numbers of this order can be disconnected',
  nothingRequested: 'No disconnection of these numbers is waiting for confirmation',
  dateInvalid: 'Please choose a disconnection date from today up to one year ahead',
  confirmRequired: 'Please confirm that these numbers stop working on the chosen date',
  reservationLimit: `A customer may hold at most ${RESERVATION_LIMIT} numbers at once`,
  reservationUnknown: 'This number is not held for you',
  reserved: 'Numbers held for you for 30 minutes',
  released: 'Number given back',
  added: 'Numbers added to the order',
  removed: 'Number removed from the order',
  disconnectRequested: 'Disconnection requested; our team will confirm it',
  disconnectConfirmed: 'Disconnection confirmed',
  updated: 'Inventory number updated',
} as const;

/** A number typed by a person or found in a file: E.164 when it is one, else the text as given (reported unknown). */
const canonical = (s: string) => toE164(s) ?? s.trim();

/**
 * Service numbers from a list a person typed or uploaded: one per line or separated by commas, semicolons or tabs
 * (spaces inside a number are ignored: `+44 20 7946 0000`), and ranges as `first-last` (the last may give only its trailing digits: `+442079460000-0099`). Duplicates
 * are dropped, order kept; what is not a number or range is reported.
 */
export function parseStockList(text: string): { numbers: string[]; invalid: string[]; error?: string } {
  const out = new Set<string>();
  const invalid: string[] = [];
  const tokens = text
    .split(/[\n\r,;\t]+/)
    .map((t) => t.replace(/\s+/g, '').replace(/^["']|["']$/g, ''))
    .filter(Boolean);
  for (const token of tokens) {
    const range = /^(\+?\d[\d().]*)[-–](\+?\d+)$/.exec(token);
    if (range && !/^\+?\d+$/.test(token)) {
      const first = toE164(range[1]!);
      const lastRaw = range[2]!.replace(/^\+/, '');
      const firstDigits = first?.slice(1) ?? '';
      const lastDigits =
        lastRaw.length < firstDigits.length ? firstDigits.slice(0, firstDigits.length - lastRaw.length) + lastRaw : lastRaw;
      if (!first || lastDigits.length !== firstDigits.length || BigInt(lastDigits) < BigInt(firstDigits)) {
        invalid.push(token);
        continue;
      }
      const size = BigInt(lastDigits) - BigInt(firstDigits) + 1n;
      if (size > BigInt(NUMBER_BATCH_LIMIT)) return { numbers: [], invalid, error: NUMBER_MESSAGES.rangeTooLong };
      for (let n = BigInt(firstDigits); n <= BigInt(lastDigits); n++) out.add(`+${n.toString().padStart(firstDigits.length, '0')}`);
    } else {
      const n = canonical(token);
      if (/^\+\d{4,15}$/.test(n)) out.add(n);
      else invalid.push(token);
    }
    if (out.size > NUMBER_BATCH_LIMIT) return { numbers: [], invalid, error: NUMBER_MESSAGES.tooMany };
  }
  return { numbers: [...out], invalid };
}

/**
 * Whether an order may move to assigned holding `held` of `ordered` numbers: all of them, or fewer with a recorded
 * reason (never more). Orders of channels only (SIP Trunking, 0 numbers) hold none.
 */
export function assignmentRefusal(
  ordered: number,
  held: number,
  reason: string | null | undefined,
): 'short_without_reason' | 'more_than_ordered' | null {
  if (held > ordered) return 'more_than_ordered';
  if (held < ordered && !reason?.trim()) return 'short_without_reason';
  return null;
}

/** An order's number as the order shows it: its state on that order. */
export const ORDER_NUMBER_STATES = [
  'reserved',
  'assigned',
  'active',
  'disconnect_requested',
  'disconnect_scheduled',
  'disconnected',
  'released',
] as const;
export type OrderNumberState = (typeof ORDER_NUMBER_STATES)[number];

export interface OrderNumberFacts {
  assigned_at: Date | string | null;
  activated_at: Date | string | null;
  disconnect_requested_at: Date | string | null;
  disconnect_confirmed_at: Date | string | null;
  released_at: Date | string | null;
  release_reason: string | null;
}

/** Where one number stands on its order. */
export function orderNumberState(n: OrderNumberFacts): OrderNumberState {
  if (n.released_at) return n.release_reason === 'disconnected' ? 'disconnected' : 'released';
  if (n.disconnect_confirmed_at) return 'disconnect_scheduled';
  if (n.disconnect_requested_at) return 'disconnect_requested';
  if (n.activated_at) return 'active';
  if (n.assigned_at) return 'assigned';
  return 'reserved';
}

/** A disconnection date a customer may ask for: from `today` to a year later. */
export function disconnectDateRefusal(day: string, today: string): boolean {
  const t = Date.parse(`${today}T00:00:00Z`);
  const d = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(d) || d < t || d > t + 366 * DAY_MS;
}

/** A change of numbers to announce (notification and webhook event; docs/api-numbers.md, Events). */
export interface NumbersChange {
  event:
    | 'order.numbers_assigned'
    | 'order.numbers_activated'
    | 'order.disconnect_requested'
    | 'order.numbers_disconnected'
    | 'inventory.reservation_expired';
  /** null: numbers held in the wizard, on no order yet. */
  orderId: number | null;
  customerId: number;
  numbers: readonly string[];
}

// ---------- requests ----------

const ids = z.array(z.number().int().positive()).min(1, NUMBER_MESSAGES.noneGiven).max(NUMBER_BATCH_LIMIT, NUMBER_MESSAGES.tooMany);

/** POST /orders/{id}/numbers: pick `count` matching available numbers, or add the listed numbers and ranges. */
export const orderNumbersAddSchema = z.union([
  z.object({
    count: z.number({ message: NUMBER_MESSAGES.countInvalid }).int().min(1, NUMBER_MESSAGES.countInvalid).max(NUMBER_BATCH_LIMIT),
  }),
  z.object({
    service_numbers: z.array(z.string().max(80)).min(1, NUMBER_MESSAGES.noneGiven).max(NUMBER_BATCH_LIMIT, NUMBER_MESSAGES.tooMany),
  }),
]);
export type OrderNumbersAdd = z.infer<typeof orderNumbersAddSchema>;

/** POST /orders/{id}/disconnects: the numbers (or every active one) and the day they stop. */
export const disconnectRequestSchema = z.object({
  number_ids: ids.optional(),
  all: z.boolean().optional(),
  date: z.string({ message: NUMBER_MESSAGES.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, NUMBER_MESSAGES.dateInvalid),
  confirm: z.literal(true, { message: NUMBER_MESSAGES.confirmRequired }),
});
export type DisconnectRequest = z.infer<typeof disconnectRequestSchema>;

/** POST /orders/{id}/disconnects/confirm: the requested disconnections staff confirm (all when none named). */
export const disconnectConfirmSchema = z.object({ number_ids: ids.optional(), internal_note: z.string().max(2000).optional() });

/** POST /invnumbers/reservations: numbers the customer chose in the wizard for a product. */
export const reservationSchema = z.object({
  service_number_type_id: z.number().int().positive(),
  inventory_number_ids: z
    .array(z.number().int().positive())
    .min(1, NUMBER_MESSAGES.noneGiven)
    .max(RESERVATION_LIMIT, NUMBER_MESSAGES.reservationLimit),
});

/** GET /invnumbers/available: the stock a customer may choose from for a product (and city). */
export const availableNumbersQuery = z.object({
  service_number_type_id: wholeNumber(1, MAX_DB_ID),
  city: z.string().max(100).optional(),
  /** Digits the number contains (a vanity search). */
  contains: z
    .string()
    .regex(/^\+?\d{1,15}$/)
    .optional(),
  limit: wholeNumber(1, 100, 50),
});

/** GET /orders/{id}/numbers: a page (0-based, as every list), optionally of one state. */
export const orderNumbersQuery = listQuery(100, 50).extend({ state: z.enum(ORDER_NUMBER_STATES).optional() });

/** GET /orders/{id}/numbers/download. */
export const orderNumbersDownloadQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

// ---------- answers ----------

/** One of an order's numbers as the order shows it (routing for everyone; staff also see vendor routing). */
export const orderNumberAnswer = z.object({
  id: z.number().int(),
  inventory_number_id: z.number().int().nullable(),
  service_number: z.string(),
  state: z.enum(ORDER_NUMBER_STATES),
  city: z.string().nullable(),
  translated_routing: z.string().nullable(),
  translation_termination_number: z.string().nullable(),
  reserved_at: timestampAnswer,
  assigned_at: timestampAnswer.nullable(),
  activated_at: timestampAnswer.nullable(),
  disconnect_requested_at: timestampAnswer.nullable(),
  disconnect_date: z.string().nullable(),
  released_at: timestampAnswer.nullable(),
});
export const orderNumbersAnswer = z.object({
  data: z.array(orderNumberAnswer),
  count: z.number().int(),
  /** Numbers per state over the whole order. */
  states: z.record(z.string(), z.number().int()),
});

/** A change of an inventory number's state (GET /invnumbers/{id}/history). */
export const numberHistoryAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      from_state: z.string().nullable(),
      to_state: z.string(),
      order_id: z.number().int().nullable(),
      customer_id: z.number().int().nullable(),
      account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      note: z.string().nullable(),
      createdAt: timestampAnswer,
    }),
  ),
});

/** A number the wizard offers or holds. */
export const availableNumberAnswer = z.object({
  id: z.number().int(),
  service_number: z.string(),
  city: z.string().nullable(),
  reserved_until: timestampAnswer.nullable(),
});
export const availableNumbersAnswer = z.object({ data: z.array(availableNumberAnswer) });
