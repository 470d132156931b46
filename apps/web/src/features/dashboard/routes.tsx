import { lazyPage } from '../../app/lazy-page';

/** The dashboards (spec 1 §2): /portal/dashboard/{slug} and the redirects to the account type's own. */
export const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');
export const DashboardRedirect = lazyPage(() => import('./pages/dashboard-page'), 'DashboardRedirect');
