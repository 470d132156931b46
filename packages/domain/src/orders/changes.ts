import { CHARGE_FIELDS } from '../catalogue/tariffs.ts';
import { normalizeOrderData, orderDataFields } from './schemas.ts';
import {
  CUSTOMER_EDITABLE,
  decideMove,
  type MoveRefusal,
  ORDER_MOVES,
  type OrderActor,
  type OrderFacts,
  type OrderStatus,
} from './statuses.ts';

/**
 * The pure steps of an order update (PUT /orders/{id}): what the request changes against the stored order, and
 * whether the actor may. The server applies them in this order: data, provider remarks, custom tariff, status.
 */

/** The order fields a customer supplies (documents are set by the upload endpoint). */
export const ORDER_DATA_FIELDS = Object.keys(orderDataFields) as (keyof typeof orderDataFields)[];
export type OrderDataField = (typeof ORDER_DATA_FIELDS)[number];

/** Two stored values are the same when equal, absent and null counting as one. */
export const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * The customer's data after the update: the sent fields merged over the stored order and normalised, and the
 * fields that differ from the stored ones.
 */
export function orderDataChange(
  stored: Readonly<Record<OrderDataField, unknown>>,
  sent: Readonly<Partial<Record<OrderDataField, unknown>>>,
): { next: Record<OrderDataField, unknown>; changed: OrderDataField[] } {
  const merged = {} as Record<OrderDataField, unknown>;
  for (const f of ORDER_DATA_FIELDS) merged[f] = sent[f] !== undefined ? sent[f] : stored[f];
  const next = normalizeOrderData(merged);
  return { next, changed: ORDER_DATA_FIELDS.filter((f) => !sameValue(next[f], stored[f])) };
}

/**
 * Why an actor may not change the customer's data of an order in this status: staff never do (they edit their own
 * fields), customers only while the order is editable.
 */
export function orderDataRefusal(actor: OrderActor, status: OrderStatus): 'customer_data_only' | 'not_editable' | null {
  if (actor === 'staff') return 'customer_data_only';
  return CUSTOMER_EDITABLE.includes(status) ? null : 'not_editable';
}

/** The fields that make an order's tariff: currency, billing and every charge. */
const TARIFF_KEYS = ['currency', 'billing_incremental', 'billing_start_date', 'commencement_date', ...CHARGE_FIELDS] as const;
type TariffLike = Readonly<Partial<Record<(typeof TARIFF_KEYS)[number], unknown>>>;

/** Whether two custom tariffs (or none) are the same. */
export function sameTariff(next: TariffLike | null, current: TariffLike | null): boolean {
  if (!next || !current) return next === null && current === null;
  return TARIFF_KEYS.every((k) => sameValue(next[k], current[k]));
}

/**
 * "Target status → move": the move that takes the order from its status to `target` for this actor, checked
 * against the order's facts (requirements, custom pricing). No such move is `not_allowed`.
 */
export function decideMoveTo(
  actor: OrderActor,
  target: OrderStatus,
  o: OrderFacts,
): { ok: true; to: OrderStatus } | { ok: false; reason: MoveRefusal } {
  const move = ORDER_MOVES.find((m) => m.actor === actor && m.from.includes(o.status) && m.to === target);
  return move ? decideMove(actor, move.action, o) : { ok: false, reason: 'not_allowed' };
}
