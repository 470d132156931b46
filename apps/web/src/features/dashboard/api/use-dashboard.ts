import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, dashboardAnswer } from '@gsn/domain';
import { apiGet } from '../../../lib/api';

/** GET /dashboard's answer (the domain's schema). */
export type DashboardData = Answer<typeof dashboardAnswer>;
export type DashboardCounts = DashboardData['counts'];
export type LastLogin = DashboardData['last_logins'][number];

/** Query key of the dashboard's counters: the writes that change a counter invalidate it. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/** The GET queries of the dashboard. */
export const dashboardQueries = {
  /** GET /dashboard: counters and last logins, already scoped by the server to what the viewer may see. */
  summary: () => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: () => apiGet<DashboardData>('/dashboard') }),
};

/** GET /dashboard: counters and last logins, already scoped by the server to what the viewer may see. */
export function useDashboard() {
  return useQuery(dashboardQueries.summary());
}
