import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, notificationTypeAnswer, notificationTypeListAnswer, notificationTypeWriteAnswer } from '@gsn/domain';
import { apiGet, apiPut } from '../../../lib/api';
import { PAGE_SIZE, queryString, type NotificationTypeListParams } from '../../../components/admin/types';

export const NOTIFICATION_TYPES_KEY = ['admin', 'notification-types'] as const;

/** The GET queries of notification types (their keys are what the writes invalidate). */
export const notificationTypeQueries = {
  /** GET /notifications/type/: 10 per page, filtered by functionality. */
  list: (params: NotificationTypeListParams) =>
    queryOptions({
      queryKey: [...NOTIFICATION_TYPES_KEY, 'list', params],
      queryFn: () =>
        apiGet<Answer<typeof notificationTypeListAnswer>>(
          `/notifications/type/${queryString({ functionality_id: params.functionality_id, page: params.page, limit: PAGE_SIZE })}`,
        ),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...NOTIFICATION_TYPES_KEY, 'one', id],
      queryFn: () => apiGet<Answer<typeof notificationTypeAnswer>>(`/notifications/type/${id}`),
      enabled: Number.isInteger(id) && id > 0,
    }),
};

export function useNotificationTypeList(params: NotificationTypeListParams) {
  return useQuery(notificationTypeQueries.list(params));
}

export function useNotificationType(id: number) {
  return useQuery(notificationTypeQueries.detail(id));
}

export interface NotificationTypeUpdateInput {
  default_receiver_account_type_id: number[];
  alert_user: boolean;
  alert_group: boolean;
  alert_email: boolean;
  alert_client: boolean;
}

export function useUpdateNotificationType(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationTypeUpdateInput) =>
      apiPut<Answer<typeof notificationTypeWriteAnswer>>(`/notifications/type/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATION_TYPES_KEY }),
  });
}
