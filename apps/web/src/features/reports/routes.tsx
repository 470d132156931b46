import { lazyPage } from '../../app/lazy-page';
import { Navigate, type RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission, RequireStaff } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const CallRecordsBulkPage = lazyPage(() => import('./pages/call-records-bulk-page'), 'CallRecordsBulkPage');
const CallRecordsPage = lazyPage(() => import('./pages/call-records-page'), 'CallRecordsPage');
const DailyStatisticsPage = lazyPage(() => import('./pages/daily-statistics-page'), 'DailyStatisticsPage');
const HourlyStatisticsPage = lazyPage(() => import('./pages/hourly-statistics-page'), 'HourlyStatisticsPage');
const SummaryOverviewPage = lazyPage(() => import('./pages/summary-overview-page'), 'SummaryOverviewPage');

/**
 * /portal/report/... (spec 2 §2 Reports, functionality 900 `report`, list): order overview, daily and hourly call
 * statistics, call records. Staff and customers alike; the server narrows a customer to their own company. Staff
 * with inventory write also load call records (call_records/bulk).
 */
export const reportsRoute: RouteObject = {
  path: 'report',
  handle: { crumb: 'nav.groups.reports', crumbWithoutLink: true } satisfies RouteHandle,
  element: <RequirePermission functionalityId={FUNCTIONALITIES.report} action="list" />,
  children: [
    { index: true, element: <Navigate to="summary_overview" replace /> },
    { path: 'summary_overview', element: <SummaryOverviewPage />, handle: crumb('reports.overview.title') },
    { path: 'call_statistics/daily', element: <DailyStatisticsPage />, handle: crumb('reports.daily.title') },
    { path: 'call_statistics/hourly', element: <HourlyStatisticsPage />, handle: crumb('reports.hourly.title') },
    {
      path: 'call_records',
      handle: crumb('reports.records.title'),
      children: [
        { index: true, element: <CallRecordsPage /> },
        // loading calls is staff work on the service numbers (inventory write, as the API)
        {
          path: 'bulk',
          element: <RequireStaff>{allow(FUNCTIONALITIES.invnumber, 'write', <CallRecordsBulkPage />)}</RequireStaff>,
          handle: crumb('reports.load.crumb'),
        },
      ],
    },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'reports',
    labelKey: 'reports.overview.title',
    path: '/portal/report/summary_overview',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
    order: 140,
  },
  {
    group: 'reports',
    labelKey: 'reports.daily.title',
    path: '/portal/report/call_statistics/daily',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
    order: 150,
  },
  {
    group: 'reports',
    labelKey: 'reports.hourly.title',
    path: '/portal/report/call_statistics/hourly',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
    order: 160,
  },
  {
    group: 'reports',
    labelKey: 'reports.records.title',
    path: '/portal/report/call_records',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
    order: 170,
  },
];
