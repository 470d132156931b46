import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { allow, RequirePermission } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const NotificationTypeEditPage = lazyPage(() => import('./pages/notification-types-pages'), 'NotificationTypeEditPage');
const NotificationTypesListPage = lazyPage(() => import('./pages/notification-types-pages'), 'NotificationTypesListPage');

const NT = FUNCTIONALITIES.notification_type;

/** /portal/administration/notification_types (spec 1 §2 Administration): list permission; edit only. */
export const notificationTypesRoute: RouteObject = {
  path: 'notification_types',
  element: <RequirePermission functionalityId={NT} action="list" />,
  handle: crumb('admin.nav.notificationTypes'),
  children: [
    { index: true, element: <NotificationTypesListPage /> },
    { path: 'edit/:id', element: allow(NT, 'edit', <NotificationTypeEditPage />), handle: crumb('admin.crumbs.edit') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'administration',
    labelKey: 'admin.nav.notificationTypes',
    path: '/portal/administration/notification_types',
    functionalityId: FUNCTIONALITIES.notification_type,
    audience: 'always',
    order: 210,
  },
];
