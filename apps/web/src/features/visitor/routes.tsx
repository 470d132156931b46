import { lazyPage } from '../../app/lazy-page';

/** The visitor pages (web only, spec 2 §2 Visitor): dashboard and service number coverage. */
export const ServiceCoveragePage = lazyPage(() => import('./pages/service-coverage-page'), 'ServiceCoveragePage');
export const ServiceCoverageDetailPage = lazyPage(() => import('./pages/service-coverage-detail-page'), 'ServiceCoverageDetailPage');
export const VisitorDashboardPage = lazyPage(() => import('./pages/visitor-dashboard-page'), 'VisitorDashboardPage');
