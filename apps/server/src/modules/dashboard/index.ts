import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { TrafficService } from '../traffic/index.ts';
import { dashboardRepository } from './dashboard-repository.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { dashboardService } from './dashboard-service.ts';

export type { DashboardService } from './dashboard-service.ts';

/** The dashboard's counters. */
export const dashboardModule = {
  name: 'dashboard',
  services: (
    d: Pick<Infrastructure, 'db'> & {
      permissions: PermissionService;
      notifications: NotificationsService;
      orders: OrdersService;
      traffic: TrafficService;
    },
  ) => ({
    dashboard: dashboardService(dashboardRepository(d.db), d.permissions, {
      newNotifications: d.notifications.unreadCount,
      orders: (p) => d.orders.countVisible(p),
      openTrafficAlerts: (p) => d.traffic.countOpen(p),
    }),
  }),
  routes: dashboardRoutes,
} satisfies ModuleManifest;
