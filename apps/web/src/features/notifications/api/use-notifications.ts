import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NotificationParams, type Page, renderNotification } from '@gsn/domain';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../reference';
import { apiGet, apiPut, quietNotFound } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import { NOTIFICATION_BADGE_KEY } from './use-unread-count';

/** A row of GET /notifications and the answer of GET /notifications/{id} (docs/api-orders.md). */
export interface NotificationRow {
  id: number;
  /** The creating company's name (some answers carry the company object). */
  creator_customer: string | { company?: string | null; name?: string | null } | null;
  notificationtype: { category?: string | null; sub_category?: string | null; action?: string | null } | null;
  notification_title: string;
  notification_message: string | null;
  notification_status: string | null;
  notification_read: boolean;
  /** The event and parameters the texts are made from (absent or null on older rows and tickets). */
  event?: string | null;
  params?: NotificationParams | null;
  order_id?: number | null;
  createdAt: string;
}

/**
 * A notification's title and message in the interface language, made from its event (follows a language switch
 * without a refetch); rows without an event keep the texts the server sent.
 */
export function useNotificationTexts() {
  const { i18n } = useTranslation();
  const country = useCountryName();
  return (n: NotificationRow): { title: string; message: string | null } => {
    const r = renderNotification(i18n.language, n.event, n.params, { place: (name) => country(name) });
    return r ?? { title: n.notification_title, message: n.notification_message };
  };
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The company's name however the API spells it; null when the notification has no creating company. */
export function customerName(value: NotificationRow['creator_customer']): string | null {
  if (!value) return null;
  if (typeof value === 'string') return value;
  return value.company ?? value.name ?? null;
}

/** GET /notifications: the caller's notifications, unread first then newest (the server orders them), 10 a page. */
export function useNotificationsList(page: number, size: number = PAGE_SIZE) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', page, size],
    queryFn: ({ signal }) =>
      apiGet<Page<NotificationRow>>(
        `/notifications${queryString({ receiver: 'me', orderby: 'notification_read', asc: true, limit: size, page })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /notifications/{id}; a 404 (someone else's or missing) stays quiet: the page says so. */
export function useNotification(id: number | null) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiGet<NotificationRow | { data: NotificationRow }>(`/notifications/${id}`, { signal, silent: quietNotFound }).then(unwrap),
    enabled: id !== null,
    retry: false,
  });
}

function unwrap(res: NotificationRow | { data: NotificationRow }): NotificationRow {
  return 'data' in res && res.data && typeof res.data === 'object' ? res.data : (res as NotificationRow);
}

/** PUT /notifications/{id} {notification_read: true}; the list, the header badge and the dashboard counter follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPut<{ message?: string }>(`/notifications/${id}`, { notification_read: true }, { silent: true }),
    onSuccess: (_res, id) => {
      client.setQueryData<NotificationRow>([...NOTIFICATIONS_KEY, 'one', id], (old) => (old ? { ...old, notification_read: true } : old));
      return Promise.all([
        client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: NOTIFICATION_BADGE_KEY }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
