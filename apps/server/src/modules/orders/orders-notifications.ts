import type { OrderEventParams } from '@gsn/domain/orders/events';
import type { Db } from '../../db/connect.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { Notifier, NotifyInput } from '../notifications/index.ts';
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
];

/** The notification types of order moves (functionality 200, order/status/<the new status>). */
export const orderNotificationTypes = (): NotificationTypeSeed[] =>
  ORDER_ACTIONS.map((a) => ({
    functionality_id: 200,
    category: 'order',
    sub_category: 'status',
    action: a.action,
    default_receiver_account_type_id: [...a.receivers],
    alert_email: a.email,
  }));

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

/** What the orders service notifies through: the notifier's `record`, with an order change made a notice. */
export const orderNotifier = (notifier: Pick<Notifier, 'record'>): OrderNotifier => ({
  recordOrderChanged: (tx: Db, change: OrderChange) => notifier.record(tx, orderChangeNotice(change)),
});

/**
 * The outbox topic order changes were recorded under before the notifier took any feature's notice: messages a
 * database still holds from then are notified all the same after an upgrade.
 */
export const LEGACY_ORDER_CHANGED_TOPIC = 'notifications.order_changed';
