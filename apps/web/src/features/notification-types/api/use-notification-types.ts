import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@gsn/domain';
import { apiGet, apiPut } from '../../../lib/api';
import {
  PAGE_SIZE,
  queryString,
  type MessageResponse,
  type NotificationTypeListParams,
  type NotificationTypeRecord,
} from '../../../components/admin/types';

export const NOTIFICATION_TYPES_KEY = ['admin', 'notification-types'] as const;

/** GET /notifications/type/: 10 per page, filtered by functionality. */
export function useNotificationTypeList(params: NotificationTypeListParams) {
  return useQuery({
    queryKey: [...NOTIFICATION_TYPES_KEY, 'list', params],
    queryFn: () =>
      apiGet<Page<NotificationTypeRecord>>(
        `/notifications/type/${queryString({ functionality_id: params.functionality_id, page: params.page, limit: PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationType(id: number) {
  return useQuery({
    queryKey: [...NOTIFICATION_TYPES_KEY, 'one', id],
    queryFn: () => apiGet<NotificationTypeRecord>(`/notifications/type/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
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
    mutationFn: (input: NotificationTypeUpdateInput) => apiPut<MessageResponse<NotificationTypeRecord>>(`/notifications/type/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATION_TYPES_KEY }),
  });
}
