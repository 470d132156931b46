import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { Notifier } from '../notifications/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { orderNotificationTypes } from './orders-notifications.ts';
import { ordersRepository } from './orders-repository.ts';
import { ordersRoutes } from './orders-routes.ts';
import { ordersService } from './orders-service.ts';

export type { OrdersService } from './orders-service.ts';

/** Orders (functionality 200): the order walk and its status machine. */
export const ordersModule = {
  name: 'orders',
  services: (
    d: Pick<Infrastructure, 'db' | 'log' | 'outbox'> & { permissions: PermissionService; notifier: Notifier; events: Events },
  ) => ({
    orders: ordersService({
      repo: ordersRepository(d.db),
      permissions: d.permissions,
      notifier: () => d.notifier,
      events: d.events,
      outbox: d.outbox,
      log: d.log,
    }),
  }),
  routes: ordersRoutes,
  notificationTypes: orderNotificationTypes,
  subjects: () => ({ order: (id: number) => `/portal/management/orders/show/${id}` }),
} satisfies ModuleManifest;
