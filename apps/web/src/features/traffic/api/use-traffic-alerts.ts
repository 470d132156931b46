import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@gsn/domain';
import type { trafficAlertListAnswer, trafficAlertShowAnswer, trafficAlertWriteAnswer } from '@gsn/domain/traffic/schemas';
import type { trafficSeriesAnswer } from '@gsn/domain/traffic/series';
import { apiGet, apiPost } from '../../../lib/api';
import { type ListView, NO_SORT, viewQuery } from '../../../lib/list-view';
import { queryString } from '../../../lib/query';

export const TRAFFIC_KEY = ['traffic-alerts'] as const;

export type TrafficAlertPage = Answer<typeof trafficAlertListAnswer>;
export type TrafficAlert = TrafficAlertPage['data'][number];
type AlertWrite = Answer<typeof trafficAlertWriteAnswer>;

export interface TrafficAlertFilters {
  state: string | null;
  kind: string | null;
  /** `number`: alerts on one number each; `company`: on a company's numbers summed. */
  scope: string | null;
  service_number: string | null;
  customer_id: number | null;
}

/** The GET queries of traffic alerts (their keys are what the writes invalidate). */
export const trafficQueries = {
  /** GET /traffic/alerts: newest first; staff every company's, a customer its own. */
  list: (filters: TrafficAlertFilters, view: ListView) =>
    queryOptions({
      queryKey: [...TRAFFIC_KEY, 'list', filters, view],
      queryFn: ({ signal }) =>
        apiGet<TrafficAlertPage>(`/traffic/alerts${queryString({ ...viewQuery(view, NO_SORT), page: view.page - 1, ...filters })}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  show: (id: number) =>
    queryOptions({
      queryKey: [...TRAFFIC_KEY, 'show', id],
      queryFn: ({ signal }) => apiGet<Answer<typeof trafficAlertShowAnswer>>(`/traffic/alerts/${id}`, { signal }),
    }),
  /** GET /traffic/alerts/{id}/series: the number's (or the company's summed) hours around the alert against its baseline. */
  series: (id: number) =>
    queryOptions({
      queryKey: [...TRAFFIC_KEY, 'series', id],
      queryFn: ({ signal }) => apiGet<Answer<typeof trafficSeriesAnswer>>(`/traffic/alerts/${id}/series`, { signal }),
    }),
};

/** Acknowledging or resolving answers the alert as it now is: it replaces the page's copy, then lists are read again. */
export function useAlertMove(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: { to: 'acknowledge' } | { to: 'resolve'; note: string }) =>
      apiPost<AlertWrite>(`/traffic/alerts/${id}/${move.to}`, move.to === 'resolve' ? { note: move.note } : {}),
    onSuccess: (answer) => {
      client.setQueryData(trafficQueries.show(id).queryKey, { data: answer.data });
      void client.invalidateQueries({ queryKey: [...TRAFFIC_KEY, 'list'] });
    },
  });
}
