import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import { Navigate, type RouteObject } from 'react-router';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';

const NotificationReadPage = lazyPage(() => import('./pages/notification-read-page'), 'NotificationReadPage');
// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const NotificationsListPage = lazyPage(() => import('./pages/notifications-list-page'), 'NotificationsListPage', {
  prefetch: async (client, { search }) => {
    const { notificationListParams, notificationListQuery } = await import('./api/notification-list');
    return prefetchQuery(client, notificationListQuery(notificationListParams.read(search)));
  },
});

/**
 * /portal/notification/notifications and /{id} (spec 2 §2 Notifications): every signed-in account reads its own
 * notifications (the server answers only the caller's).
 */
export const notificationsRoute: RouteObject = {
  path: 'notification',
  children: [
    { index: true, element: <Navigate to="notifications" replace /> },
    {
      path: 'notifications',
      handle: crumb('notifications.title'),
      children: [
        { index: true, element: <NotificationsListPage /> },
        { path: ':id', element: <NotificationReadPage />, handle: crumb('notifications.readCrumb') },
      ],
    },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'support',
    labelKey: 'notifications.title',
    path: '/portal/notification/notifications',
    functionalityId: FUNCTIONALITIES.notification,
    audience: 'always',
    order: 120,
  },
];
