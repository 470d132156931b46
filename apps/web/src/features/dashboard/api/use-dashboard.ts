import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface DashboardCounts {
  customers: number;
  active_accounts: number;
  orders: number;
  new_notifications: number;
}

export interface LastLogin {
  id: number;
  email: string;
  account_type_id: number;
  account_type: string;
  last_login: string | null;
  login_count: number;
}

export interface DashboardData {
  counts: DashboardCounts;
  last_logins: LastLogin[];
}

/** GET /dashboard: counters and last logins, already scoped by the server to what the viewer may see. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => apiGet<DashboardData>('/dashboard'),
  });
}
