import { isStaff } from '../accounts/account-types.ts';

/**
 * Notification types (spec 1 §2 administration, §3; API contract, Notification types). Default rows have
 * customer_id null and are edited by provider staff. A customer's change is stored as a copy of the default row
 * with its customer_id (same functionality, category, sub-category and action) that overrides the default for
 * that company. Customers see and choose only customer receivers (200–240); the staff receivers of a copy always
 * follow the default row.
 */
export const STAFF_RECEIVER_TYPES = [100, 110, 120, 130, 140] as const;
export const CUSTOMER_RECEIVER_TYPES = [200, 210, 220, 230, 240] as const;

export const isCustomerReceiver = (t: number) => (CUSTOMER_RECEIVER_TYPES as readonly number[]).includes(t);
export const isStaffReceiver = (t: number) => (STAFF_RECEIVER_TYPES as readonly number[]).includes(t);

export const NOTIFICATION_TYPE_MESSAGES = {
  customerReceiversOnly: 'You may only choose customer account types (200–240) as receivers',
} as const;

export interface NotificationTypeKeyed {
  id: number;
  functionality_id: number;
  customer_id: number | null;
  category: string;
  sub_category: string;
  action: string;
  default_receiver_account_type_id: number[];
}

/** The natural key linking a company copy to its default row. */
export function notificationTypeKey(r: Pick<NotificationTypeKeyed, 'functionality_id' | 'category' | 'sub_category' | 'action'>): string {
  return JSON.stringify([r.functionality_id, r.category, r.sub_category, r.action]);
}

/** Sorted, without duplicates. */
export function normalizeReceivers(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The staff receivers of one list with the customer receivers of another (a company copy's receivers). */
export function mergeReceivers(staffFrom: readonly number[], customerFrom: readonly number[]): number[] {
  return normalizeReceivers([...staffFrom.filter(isStaffReceiver), ...customerFrom.filter(isCustomerReceiver)]);
}

export function hasCustomerReceivers(ids: readonly number[]): boolean {
  return ids.some(isCustomerReceiver);
}

/** Receivers a non-staff account may not set (anything but 200–240). */
export function forbiddenReceivers(actorType: number, ids: readonly number[]): number[] {
  return isStaff(actorType) ? [] : ids.filter((t) => !isCustomerReceiver(t));
}

/**
 * What a customer company sees: every default row that has customer receivers (or that the company has
 * already copied), replaced by the company's copy when there is one. The row keeps the default's id (the stable
 * id to edit through) and shows only the customer receivers; customer_id tells whether it is the company's own.
 */
export function customerNotificationView<T extends NotificationTypeKeyed>(
  defaults: readonly T[],
  copies: readonly T[],
  customerId: number,
): T[] {
  const own = new Map(copies.filter((c) => c.customer_id === customerId).map((c) => [notificationTypeKey(c), c]));
  const out: T[] = [];
  for (const d of defaults) {
    if (d.customer_id !== null) continue;
    const copy = own.get(notificationTypeKey(d));
    if (!copy && !hasCustomerReceivers(d.default_receiver_account_type_id)) continue;
    const shown = copy ?? d;
    out.push({
      ...shown,
      id: d.id,
      customer_id: copy ? customerId : null,
      default_receiver_account_type_id: normalizeReceivers(shown.default_receiver_account_type_id.filter(isCustomerReceiver)),
    });
  }
  return out;
}
