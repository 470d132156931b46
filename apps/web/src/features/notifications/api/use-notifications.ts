import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  notificationAnswer,
  notificationCategoriesAnswer,
  notificationListAnswer,
  notificationUpdateAnswer,
} from '@gsn/domain';
import { apiGet, apiPut, quietNotFound } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import { DASHBOARD_KEY } from '../../dashboard';
import { NOTIFICATION_BADGE_KEY } from './use-unread-count';

/**
 * A row of GET /notifications and the answer of GET /notifications/{id}. The server renders its title and message in
 * the interface language (the API client's `Accept-Language`) from the event its module contributes, so the queries'
 * keys hold the language: a language switch asks again.
 */
export type NotificationRow = Answer<typeof notificationAnswer>;

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The creating company's name; null when the notification has none (a ticket, a deleted company). */
export function customerName(value: NotificationRow['creator_customer']): string | null {
  return value || null;
}

/** The GET queries of notifications (their keys are what marking one read updates and invalidates). */
export const notificationQueries = {
  /** GET /notifications: the caller's notifications, unread first then newest (the server orders them), 10 a page. */
  list: (
    page: number,
    size: number = PAGE_SIZE,
    filters: Partial<Record<'unread' | 'category' | 'fromDate' | 'toDate', string | null>> = {},
  ) =>
    queryOptions({
      queryKey: [...NOTIFICATIONS_KEY, 'list', page, size, filters, currentLanguage()],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof notificationListAnswer>>(
          `/notifications${queryString({ receiver: 'me', orderby: 'notification_read', asc: true, limit: size, page, ...filters })}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  /** GET /notifications/categories: the categories of the caller's own notifications (the filter's choices). */
  categories: () =>
    queryOptions({
      queryKey: [...NOTIFICATIONS_KEY, 'categories'],
      queryFn: (
        { signal }, // the choices only: without them the field still shows the address's category
      ) => apiGet<Answer<typeof notificationCategoriesAnswer>>('/notifications/categories', { signal, silent: true }),
      staleTime: 5 * 60_000,
    }),
  /** GET /notifications/{id}; a 404 (someone else's or missing) stays quiet: the page says so. */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...NOTIFICATIONS_KEY, 'one', id, currentLanguage()],
      queryFn: ({ signal }) => apiGet<NotificationRow>(`/notifications/${id}`, { signal, silent: quietNotFound }),
      enabled: id !== null,
      retry: false,
    }),
};

export function useNotification(id: number | null) {
  return useQuery(notificationQueries.detail(id));
}

/** PUT /notifications/{id} {notification_read: true}; the list, the header badge and the dashboard counter follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiPut<Answer<typeof notificationUpdateAnswer>>(`/notifications/${id}`, { notification_read: true }, { silent: true }),
    onSuccess: (_res, id) => {
      client.setQueryData(notificationQueries.detail(id).queryKey, (old) => (old ? { ...old, notification_read: true } : old));
      return Promise.all([
        client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: NOTIFICATION_BADGE_KEY }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}
