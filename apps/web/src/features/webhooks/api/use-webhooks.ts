import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  messageAnswer,
  WebhookCreateInput,
  WebhookUpdateInput,
  webhookDeliveryAnswer,
  webhookDeliveryListAnswer,
  webhookEndpointAnswer,
  webhookEndpointCreatedAnswer,
  webhookEndpointGetAnswer,
  webhookEndpointListAnswer,
  webhookEndpointUpdatedAnswer,
  webhookEventListAnswer,
  webhookReplayAnswer,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut, quietNotFound } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

export const WEBHOOKS_KEY = ['webhooks'] as const;

/** A webhook endpoint as GET /webhooks answers it (the secret only in POST's answer). */
export type WebhookEndpointRow = Answer<typeof webhookEndpointAnswer>;

/** GET /webhooks/{id}/deliveries rows: one event for the endpoint, with every attempt. */
export type WebhookDeliveryRow = Answer<typeof webhookDeliveryAnswer>;

/** One event an endpoint may subscribe to, as GET /webhooks/events offers it (its label in the interface language). */
export type WebhookEventOption = Answer<typeof webhookEventListAnswer>['data'][number];

/** The GET queries of webhooks (their keys are what the writes invalidate). */
export const webhookQueries = {
  /**
   * GET /webhooks/events: the events the server's modules contribute, labelled in the interface language (the key
   * holds it: a language switch asks again).
   */
  events: () =>
    queryOptions({
      queryKey: [...WEBHOOKS_KEY, 'events', currentLanguage()],
      queryFn: ({ signal }) => apiGet<Answer<typeof webhookEventListAnswer>>('/webhooks/events', { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** GET /webhooks: the company's endpoints (a master) or every company's (staff). */
  list: () =>
    queryOptions({
      queryKey: WEBHOOKS_KEY,
      queryFn: ({ signal }) => apiGet<Answer<typeof webhookEndpointListAnswer>>('/webhooks', { signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...WEBHOOKS_KEY, id],
      queryFn: ({ signal }) => apiGet<Answer<typeof webhookEndpointGetAnswer>>(`/webhooks/${id}`, { signal, silent: quietNotFound }),
      enabled: Number.isInteger(id) && id > 0,
    }),
  /** GET /webhooks/{id}/deliveries: newest first, each with its attempts. */
  deliveries: (id: number, page: number, limit = 10) =>
    queryOptions({
      queryKey: [...WEBHOOKS_KEY, id, 'deliveries', page, limit],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof webhookDeliveryListAnswer>>(`/webhooks/${id}/deliveries?page=${page}&limit=${limit}`, { signal }),
      enabled: Number.isInteger(id) && id > 0,
    }),
};

export function useWebhookEvents() {
  return useQuery(webhookQueries.events());
}

export function useWebhooks() {
  return useQuery(webhookQueries.list());
}

export function useWebhook(id: number) {
  return useQuery(webhookQueries.detail(id));
}

/** POST /webhooks: the answer carries the signing secret, the only time it is shown. */
export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: WebhookCreateInput) =>
      apiPost<Answer<typeof webhookEndpointCreatedAnswer>>('/webhooks', d, { silent: true, idempotent: false }),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useUpdateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...d }: WebhookUpdateInput & { id: number }) =>
      apiPut<Answer<typeof webhookEndpointUpdatedAnswer>>(`/webhooks/${id}`, d, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** POST /webhooks/{id}/secret: a new signing secret (in this answer only); the old one signs beside it for the overlap. */
export function useRotateWebhookSecret() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, overlap_hours }: { id: number; overlap_hours: number }) =>
      apiPost<Answer<typeof webhookEndpointCreatedAnswer>>(`/webhooks/${id}/secret`, { overlap_hours }, { idempotent: false }),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/webhooks/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useDeliveries(id: number, page: number, limit = 10) {
  return useQuery(webhookQueries.deliveries(id, page, limit));
}

export function useRetryDelivery(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => apiPost<Answer<typeof messageAnswer>>(`/webhooks/${id}/deliveries/${deliveryId}/retry`),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, id, 'deliveries'] }),
  });
}

/** POST /webhooks/{id}/replay: the logged events of [from, to] sent to the endpoint again. */
export function useReplayEvents(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (range: { from: string; to: string }) =>
      apiPost<Answer<typeof webhookReplayAnswer>>(`/webhooks/${id}/replay`, range, { idempotent: false }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, id, 'deliveries'] }),
  });
}
