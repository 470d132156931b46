import { describe, expect, it } from 'vitest';
import {
  customerNotificationView,
  forbiddenReceivers,
  hasCustomerReceivers,
  mergeReceivers,
  notificationTypeKey,
  normalizeReceivers,
} from './notification-type-rules.ts';

const base = { functionality_id: 200, category: 'order', sub_category: 'status' };
const row = (id: number, action: string, receivers: number[], customer_id: number | null = null) => ({
  ...base,
  id,
  action,
  customer_id,
  default_receiver_account_type_id: receivers,
});

describe('receivers', () => {
  it('sorts and deduplicates', () => {
    expect(normalizeReceivers([230, 100, 230, 200])).toEqual([100, 200, 230]);
  });
  it('merges the staff receivers of one list with the customer receivers of another', () => {
    expect(mergeReceivers([100, 110, 200], [130, 210, 240])).toEqual([100, 110, 210, 240]);
    expect(mergeReceivers([], [200])).toEqual([200]);
  });
  it('tells whether a list has customer receivers', () => {
    expect(hasCustomerReceivers([100, 140])).toBe(false);
    expect(hasCustomerReceivers([100, 240])).toBe(true);
  });
  it('lets staff set any receiver and customers only 200–240', () => {
    expect(forbiddenReceivers(100, [100, 200])).toEqual([]);
    expect(forbiddenReceivers(130, [140])).toEqual([]);
    expect(forbiddenReceivers(200, [100, 200, 210, 140])).toEqual([100, 140]);
    expect(forbiddenReceivers(210, [220])).toEqual([]);
  });
  it('keys a row by functionality, category, sub-category and action', () => {
    expect(notificationTypeKey(row(1, 'ready', []))).toBe(notificationTypeKey(row(9, 'ready', [200], 4)));
    expect(notificationTypeKey(row(1, 'ready', []))).not.toBe(notificationTypeKey(row(1, 'requested', [])));
  });
});

describe('customerNotificationView', () => {
  const defaults = [row(1, 'requested', [100, 110]), row(2, 'processed', [200, 210, 220]), row(3, 'completed', [140, 200, 230])];
  it('shows only defaults with customer receivers, with only the customer receivers', () => {
    expect(customerNotificationView(defaults, [], 5)).toEqual([row(2, 'processed', [200, 210, 220]), row(3, 'completed', [200, 230])]);
  });
  it('replaces a default by the company’s copy, keeping the default’s id', () => {
    const copies = [row(10, 'completed', [140, 240], 5), row(11, 'processed', [200], 6)];
    expect(customerNotificationView(defaults, copies, 5)).toEqual([
      row(2, 'processed', [200, 210, 220]),
      { ...row(3, 'completed', [240], 5) },
    ]);
  });
  it('keeps showing a type the company copied even when its copy has no customer receivers left', () => {
    const copies = [row(12, 'requested', [100], 5)];
    expect(customerNotificationView(defaults, copies, 5).map((r) => [r.id, r.customer_id, r.default_receiver_account_type_id])).toEqual([
      [1, 5, []],
      [2, null, [200, 210, 220]],
      [3, null, [200, 230]],
    ]);
  });
  it('ignores copies passed as defaults', () => {
    expect(customerNotificationView([row(13, 'x', [200], 5)], [], 5)).toEqual([]);
  });
});
