import type { OrderStatus } from './statuses.ts';

/**
 * The order record everyone reads (docs/api-orders.md, The order record): each timeline event has a kind — a status
 * move (`status`; also a document upload, which saves the order), a custom tariff set, changed or removed (`pricing`,
 * `details` = the old and new charges), or numbers added to or removed from the order (`numbers`).
 */
export const ORDER_EVENT_KINDS = ['status', 'pricing', 'numbers'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The longest internal note staff may record with a move. */
export const INTERNAL_NOTE_MAX = 2000;

/** What the incomplete reason is computed from: the order's events, oldest first. */
export interface ReasonEvent {
  kind?: string | null;
  from_status: string | null;
  to_status: string;
  remarks: string | null;
}

/**
 * Why an incomplete order is incomplete: the message staff wrote with the latest move into `incomplete`, for as long
 * as the order stays incomplete (the customer's next save or submission moves it on, and the reason is history).
 * Null in any other status, or when staff gave no message.
 */
export function incompleteReason(status: OrderStatus, events: readonly ReasonEvent[]): string | null {
  if (status !== 'incomplete') return null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if ((e.kind ?? 'status') !== 'status' || e.to_status !== 'incomplete' || e.from_status === 'incomplete') continue;
    return e.remarks?.trim() || null;
  }
  return null;
}
