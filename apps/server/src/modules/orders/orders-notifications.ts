import type { NumbersChange } from '@gsn/domain';
import type { NumbersEventParams } from '@gsn/domain/catalogue/number-events';
import type { OrderEventParams } from '@gsn/domain/orders/events';
import type { Db } from '../../db/connect.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { Notifier, NotifyActor, NotifyInput } from '../notifications/index.ts';
import type { OrderChange, OrderNotifier } from './orders-service.ts';

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

/**
 * The confirmations a customer's company gets of its own moves (order/confirmation/<the new status>), the submitter
 * included: the provider hears of a submission as order/status/ready, the customer gets this receipt by e-mail.
 */
const ORDER_CONFIRMATIONS: { action: string; receivers: number[]; email: boolean }[] = [
  { action: 'ready', receivers: CUSTOMER_ORDER_DESK, email: true },
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

/**
 * The notification types of order moves (order/status/<the new status>), of its numbers (order/numbers/…) and the
 * confirmations of a customer's own moves (order/confirmation/…).
 */
export const orderNotificationTypes = (): NotificationTypeSeed[] => [
  ...seeds('status', ORDER_ACTIONS),
  ...seeds('numbers', NUMBER_ACTIONS),
  ...seeds('confirmation', ORDER_CONFIRMATIONS),
];

/**
 * An order change as the notifier takes any feature's event: the type of the order's new status (its receivers), the
 * order as the subject, and `order.placed` or `order.moved` with the parameters their texts are made from
 * (@gsn/domain/orders/events).
 */
export function orderChangeNotice({ order, from, to, actor, remarks }: OrderChange): NotifyInput {
  const params: OrderEventParams = {
    order_id: order.id,
    reference: order.reference,
    service_type: order.service_type,
    jurisdiction: order.jurisdiction,
    from,
    to,
    remarks: remarks?.trim() || null,
  };
  return {
    type: { functionality_id: 200, category: 'order', sub_category: 'status', action: to },
    company: order.customer_id,
    actor,
    subject: { kind: 'order', id: order.id },
    event: from === null ? 'order.placed' : 'order.moved',
    params: { ...params },
    status: to,
  };
}

/**
 * The confirmation of an order change to the company that made it (order/confirmation/<status>), the actor included:
 * only for a move an account of the order's own company made into a status that has a confirmation (its
 * submission). Staff moves are told to the customer by the status type, never confirmed this way.
 */
export function orderConfirmationNotice(change: OrderChange): NotifyInput | null {
  const own = change.actor !== null && change.actor.customerId === change.order.customer_id;
  if (!own || change.from === null || !ORDER_CONFIRMATIONS.some((c) => c.action === change.to)) return null;
  const notice = orderChangeNotice(change);
  return { ...notice, type: { ...notice.type, sub_category: 'confirmation' }, tellActor: true };
}

/** Which notification type (order/numbers/<action>) each change of an order's numbers goes to. */
const NUMBER_TYPE_ACTIONS: Record<NumbersChange['event'], string> = {
  'order.numbers_assigned': 'assigned',
  'order.numbers_activated': 'activated',
  'order.disconnect_requested': 'disconnect_requested',
  'order.numbers_disconnected': 'disconnected',
  'inventory.reservation_expired': 'reservation_expired',
};

/**
 * A change of an order's numbers as the notifier takes any feature's event: its type's receivers, the order as the
 * subject (none for numbers held in the wizard), and the event (@gsn/domain/catalogue/number-events) with the order
 * and the count its texts are made from.
 */
export function numbersChangeNotice(change: NumbersChange, actor: NotifyActor | null): NotifyInput {
  const action = NUMBER_TYPE_ACTIONS[change.event];
  const params: NumbersEventParams = { order_id: change.orderId, count: change.numbers.length };
  return {
    type: { functionality_id: 200, category: 'order', sub_category: 'numbers', action },
    company: change.customerId,
    actor,
    subject: change.orderId !== null ? { kind: 'order', id: change.orderId } : null,
    event: change.event,
    params: { ...params },
    status: action,
  };
}

/** What the orders service notifies through: the notifier's `record`, with each change made a notice. */
export const orderNotifier = (notifier: Pick<Notifier, 'record'>): OrderNotifier => ({
  async recordOrderChanged(tx: Db, change: OrderChange) {
    const ids = [await notifier.record(tx, orderChangeNotice(change))];
    // a customer's own submission is also confirmed to its company, the submitter included
    const confirmation = orderConfirmationNotice(change);
    if (confirmation) ids.push(await notifier.record(tx, confirmation));
    return ids;
  },
  recordNumbersChanged: (tx: Db, change: NumbersChange, actor: NotifyActor | null) =>
    notifier.record(tx, numbersChangeNotice(change, actor)),
});

/**
 * The outbox topics changes were recorded under before the notifier took any feature's notice: messages a database
 * still holds from then are notified all the same after an upgrade (orders/index.ts).
 */
export const LEGACY_ORDER_CHANGED_TOPIC = 'notifications.order_changed';
export const LEGACY_NUMBERS_CHANGED_TOPIC = 'notifications.numbers_changed';
