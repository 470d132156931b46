import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreateInput, WebhookDeliveryRow, WebhookEndpointRow, WebhookUpdateInput } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut, quietNotFound } from '../../../lib/api';

export const WEBHOOKS_KEY = ['webhooks'] as const;

/** GET /webhooks: the company's endpoints (a master) or every company's (staff). */
export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => apiGet<{ data: WebhookEndpointRow[]; count: number }>('/webhooks', { signal }),
  });
}

export function useWebhook(id: number) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, id],
    queryFn: ({ signal }) => apiGet<{ data: WebhookEndpointRow }>(`/webhooks/${id}`, { signal, silent: quietNotFound }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /webhooks: the answer carries the signing secret, the only time it is shown. */
export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: WebhookCreateInput) =>
      apiPost<{ message: string; data: WebhookEndpointRow & { secret: string } }>('/webhooks', d, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useUpdateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...d }: WebhookUpdateInput & { id: number }) =>
      apiPut<{ message: string; data: WebhookEndpointRow }>(`/webhooks/${id}`, d, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/webhooks/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** GET /webhooks/{id}/deliveries: newest first, each with its attempts. */
export function useDeliveries(id: number, page: number, limit = 10) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries', page, limit],
    queryFn: ({ signal }) =>
      apiGet<{ data: WebhookDeliveryRow[]; count: number }>(`/webhooks/${id}/deliveries?page=${page}&limit=${limit}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRetryDelivery(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => apiPost<{ message: string }>(`/webhooks/${id}/deliveries/${deliveryId}/retry`),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, id, 'deliveries'] }),
  });
}
