import { hasPermission, isStaff } from '@gsn/domain';
import type { Principal } from '../../security/principal.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { DashboardRepository } from './dashboard-repository.ts';

export interface DashboardCounters {
  /** Counters later features fill in (orders, notifications); each returns the count visible to the viewer. */
  orders?: (p: Principal) => Promise<number>;
  newNotifications?: (p: Principal) => Promise<number>;
  openTrafficAlerts?: (p: Principal) => Promise<number>;
}

/**
 * The dashboard (spec 1 §2): counters and last logged-in accounts, each scoped to what the viewer may see:
 * staff see everything, customers their own company, others nothing.
 */
export function dashboardService(repo: DashboardRepository, permissions: PermissionService, counters: DashboardCounters = {}) {
  return {
    async summary(p: Principal) {
      const staff = isStaff(p.accountTypeId);
      const scope = staff ? null : p.customerId;
      const company = staff || scope !== null;
      const perms = await permissions.effective(p.accountTypeId, p.customerId);
      const may = (fid: number) => company && hasPermission(perms, fid, 'list');
      const [customers, activeAccounts, orders, newNotifications, openTrafficAlerts, lastLogins] = await Promise.all([
        may(120) ? repo.countCustomers(scope) : 0,
        may(110) ? repo.countActiveAccounts(scope) : 0,
        counters.orders ? counters.orders(p) : 0,
        counters.newNotifications ? counters.newNotifications(p) : 0,
        counters.openTrafficAlerts && may(900) ? counters.openTrafficAlerts(p) : 0,
        may(110) ? repo.lastLogins(scope, 10) : [],
      ]);
      return {
        counts: {
          customers,
          active_accounts: activeAccounts,
          orders,
          new_notifications: newNotifications,
          open_traffic_alerts: openTrafficAlerts,
        },
        last_logins: lastLogins.map((r) => ({ ...r, last_login: r.last_login?.toISOString() ?? null })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
