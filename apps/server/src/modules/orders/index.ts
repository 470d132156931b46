import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { Notifier } from '../notifications/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { ORDER_EVENTS } from '@gsn/domain/orders/events';
import { LEGACY_ORDER_CHANGED_TOPIC, orderChangeNotice, orderNotificationTypes, orderNotifier } from './orders-notifications.ts';
import { ordersRepository } from './orders-repository.ts';
import { ordersRoutes } from './orders-routes.ts';
import { type OrderChange, ordersService } from './orders-service.ts';

export type { OrdersService } from './orders-service.ts';
export { orderChangeNotice } from './orders-notifications.ts';

/**
 * Orders (functionality 200): the order walk and its status machine. Like any feature, it notifies through the
 * notifier (orders-notifications.ts), sends webhook events through `events`, both in the order's transaction by the
 * outbox, and contributes its events' texts and webhook names (@gsn/domain/orders/events) and their receivers.
 */
export const ordersModule = {
  name: 'orders',
  services: (d: Pick<Infrastructure, 'db' | 'log' | 'outbox'> & { permissions: PermissionService; notifier: Notifier; events: Events }) => {
    const notifier = orderNotifier(d.notifier);
    d.outbox.on<OrderChange>(LEGACY_ORDER_CHANGED_TOPIC, async (change) => void (await d.notifier.notify(orderChangeNotice(change))));
    return {
      orders: ordersService({
        repo: ordersRepository(d.db),
        permissions: d.permissions,
        notifier: () => notifier,
        events: d.events,
        outbox: d.outbox,
        log: d.log,
      }),
    };
  },
  routes: ordersRoutes,
  events: () => ORDER_EVENTS,
  notificationTypes: orderNotificationTypes,
  subjects: () => ({ order: (id: number) => `/portal/management/orders/show/${id}` }),
} satisfies ModuleManifest;
