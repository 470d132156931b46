import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';
import { lazyPage } from '../../app/lazy-page';
import type { NavItem } from '../../app/navigation';

const ReportAddPage = lazyPage(() => import('./pages/report-add-page'), 'ReportAddPage');
const ReportEditPage = lazyPage(() => import('./pages/report-edit-page'), 'ReportEditPage');
const ReportsPage = lazyPage(() => import('./pages/reports-page'), 'ReportsPage');

/** /portal/reporting/reports (spec 2 §2 Reporting, functionality 900 list): saved report requests, staff and customers. */
export const reportingRoute: RouteObject = {
  path: 'reporting/reports',
  handle: { crumb: 'reporting.title' } satisfies RouteHandle,
  element: <RequirePermission functionalityId={FUNCTIONALITIES.report} action="list" />,
  children: [
    { index: true, element: <ReportsPage /> },
    { path: 'add', element: <ReportAddPage />, handle: { crumb: 'reporting.addTitle' } satisfies RouteHandle },
    { path: 'edit/:id', element: <ReportEditPage />, handle: { crumb: 'reporting.editTitle' } satisfies RouteHandle },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'reports',
    labelKey: 'reporting.title',
    path: '/portal/reporting/reports',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
    order: 180,
  },
];
