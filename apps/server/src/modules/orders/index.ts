import type { NumbersChange } from '@gsn/domain';
import { NUMBER_EVENTS } from '@gsn/domain/catalogue/number-events';
import { ORDER_EVENTS } from '@gsn/domain/orders/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { Notifier, NotifyActor } from '../notifications/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import {
  LEGACY_NUMBERS_CHANGED_TOPIC,
  LEGACY_ORDER_CHANGED_TOPIC,
  numbersChangeNotice,
  orderChangeNotice,
  orderNotificationTypes,
  orderNotifier,
} from './orders-notifications.ts';
import { ordersRepository } from './orders-repository.ts';
import { ordersRoutes } from './orders-routes.ts';
import { type OrderChange, ordersService } from './orders-service.ts';

export type { OrdersService } from './orders-service.ts';
export { orderChangeNotice, orderConfirmationNotice } from './orders-notifications.ts';

/** The periodic job of numbers' life (orders-numbers.ts `sweep`). */
export const NUMBERS_SWEEP_JOB = 'numbers.sweep';

/**
 * Orders (functionality 200): the order walk and its status machine, and the order's numbers. Like any feature, it
 * notifies through the notifier (orders-notifications.ts) and sends webhook events through `events`, both in the
 * order's transaction by the outbox, and contributes its events' texts and webhook names (@gsn/domain/orders/events,
 * @gsn/domain/catalogue/number-events) and their receivers.
 */
export const ordersModule = {
  name: 'orders',
  services: (
    d: Pick<Infrastructure, 'db' | 'log' | 'outbox' | 'jobs'> & { permissions: PermissionService; notifier: Notifier; events: Events },
  ) => {
    const notifier = orderNotifier(d.notifier);
    d.outbox.on<OrderChange>(LEGACY_ORDER_CHANGED_TOPIC, async (change) => void (await d.notifier.notify(orderChangeNotice(change))));
    d.outbox.on<{ change: NumbersChange; actor: NotifyActor | null }>(
      LEGACY_NUMBERS_CHANGED_TOPIC,
      async ({ change, actor }) => void (await d.notifier.notify(numbersChangeNotice(change, actor))),
    );
    const orders = ordersService({
      db: d.db,
      repo: ordersRepository(d.db),
      permissions: d.permissions,
      notifier: () => notifier,
      events: d.events,
      outbox: d.outbox,
      log: d.log,
    });
    // holds expiring, disconnections coming due, quarantines ending: once a minute, one instance at a time
    d.jobs.define(NUMBERS_SWEEP_JOB, async () => void (await orders.numbers.sweep()));
    d.jobs.every(NUMBERS_SWEEP_JOB, '* * * * *');
    return { orders };
  },
  routes: ordersRoutes,
  events: () => [...ORDER_EVENTS, ...NUMBER_EVENTS],
  notificationTypes: orderNotificationTypes,
  subjects: () => ({ order: (id: number) => `/portal/management/orders/show/${id}` }),
} satisfies ModuleManifest;
