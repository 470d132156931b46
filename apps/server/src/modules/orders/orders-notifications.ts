import type { NotificationTypeSeed } from '../../lib/registries.ts';

const STAFF_ORDER_DESK = [100, 110, 120, 130];
const CUSTOMER_ORDER_DESK = [200, 210, 220, 230];

/** Who hears of an order reaching each status, and whether by e-mail (the order side's next move is theirs). */
const ORDER_ACTIONS: { action: string; receivers: number[]; email: boolean }[] = [
  { action: 'requested', receivers: STAFF_ORDER_DESK, email: false },
  { action: 'ready', receivers: STAFF_ORDER_DESK, email: true },
  { action: 'incomplete', receivers: CUSTOMER_ORDER_DESK, email: true },
  { action: 'processed', receivers: CUSTOMER_ORDER_DESK, email: true },
  { action: 'confirmed', receivers: STAFF_ORDER_DESK, email: true },
  { action: 'accepted', receivers: CUSTOMER_ORDER_DESK, email: true },
  { action: 'assigned', receivers: CUSTOMER_ORDER_DESK, email: false },
  { action: 'ordered', receivers: CUSTOMER_ORDER_DESK, email: false },
  { action: 'testing', receivers: CUSTOMER_ORDER_DESK, email: false },
  { action: 'completed', receivers: [...CUSTOMER_ORDER_DESK, 140], email: true },
  { action: 'cancellation', receivers: STAFF_ORDER_DESK, email: true },
  { action: 'cancelled', receivers: [...CUSTOMER_ORDER_DESK, 140], email: true },
  { action: 'terminated', receivers: [...CUSTOMER_ORDER_DESK, 140], email: true },
];

/** Who hears of each change of an order's numbers (order/numbers/<action>). */
const NUMBER_ACTIONS: { action: string; receivers: number[]; email: boolean }[] = [
  { action: 'assigned', receivers: CUSTOMER_ORDER_DESK, email: false },
  { action: 'activated', receivers: [...CUSTOMER_ORDER_DESK, 140], email: true },
  { action: 'disconnect_requested', receivers: STAFF_ORDER_DESK, email: true },
  { action: 'disconnected', receivers: [...CUSTOMER_ORDER_DESK, 140], email: true },
  { action: 'reservation_expired', receivers: CUSTOMER_ORDER_DESK, email: false },
];

const seeds = (sub_category: string, list: typeof ORDER_ACTIONS): NotificationTypeSeed[] =>
  list.map((a) => ({
    functionality_id: 200,
    category: 'order',
    sub_category,
    action: a.action,
    default_receiver_account_type_id: [...a.receivers],
    alert_email: a.email,
  }));

/** The notification types of order moves (order/status/<the new status>) and of its numbers (order/numbers/…). */
export const orderNotificationTypes = (): NotificationTypeSeed[] => [
  ...seeds('status', ORDER_ACTIONS),
  ...seeds('numbers', NUMBER_ACTIONS),
];
