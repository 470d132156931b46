import { defineListParams, type ListValuesOf } from '../../../lib/list-view';
import { notificationQueries } from './use-notifications';

/** The notifications list's address (/portal/notification/notifications): page and size (the server orders it). */
export const notificationListParams = defineListParams({ filters: {} });

/** The notifications page's query for what its address says (the page and the route's prefetch ask the same). */
export const notificationListQuery = ({ view }: ListValuesOf<typeof notificationListParams>) =>
  notificationQueries.list(view.page - 1, view.size);
