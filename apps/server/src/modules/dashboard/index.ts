import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { dashboardRepository } from './dashboard-repository.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { dashboardService } from './dashboard-service.ts';

export type { DashboardService } from './dashboard-service.ts';

/** The dashboard's counters. */
export const dashboardModule = {
  name: 'dashboard',
  services: (
    d: Pick<Infrastructure, 'db'> & { permissions: PermissionService; notifications: NotificationsService; orders: OrdersService },
  ) => ({
    dashboard: dashboardService(dashboardRepository(d.db), d.permissions, {
      newNotifications: d.notifications.unreadCount,
      orders: (p) => d.orders.countVisible(p),
    }),
  }),
  routes: dashboardRoutes,
} satisfies ModuleManifest;
