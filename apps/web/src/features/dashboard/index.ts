/** The dashboard feature's public surface: its query key, which the writes that change its counters invalidate. */
export { DASHBOARD_KEY, dashboardQueries } from './api/use-dashboard';
