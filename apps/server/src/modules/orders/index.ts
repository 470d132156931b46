import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { Notifier } from '../notifications/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { orderNotificationTypes } from './orders-notifications.ts';
import { ordersRepository } from './orders-repository.ts';
import { ordersRoutes } from './orders-routes.ts';
import { ordersService } from './orders-service.ts';

export type { OrdersService } from './orders-service.ts';

/** The periodic job of numbers' life (orders-numbers.ts `sweep`). */
export const NUMBERS_SWEEP_JOB = 'numbers.sweep';

/** Orders (functionality 200): the order walk and its status machine. */
export const ordersModule = {
  name: 'orders',
  services: (
    d: Pick<Infrastructure, 'db' | 'log' | 'outbox' | 'jobs'> & { permissions: PermissionService; notifier: Notifier; events: Events },
  ) => {
    const orders = ordersService({
      db: d.db,
      repo: ordersRepository(d.db),
      permissions: d.permissions,
      notifier: () => d.notifier,
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
  notificationTypes: orderNotificationTypes,
  subjects: () => ({ order: (id: number) => `/portal/management/orders/show/${id}` }),
} satisfies ModuleManifest;
