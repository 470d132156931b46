import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@gsn/domain';
import type {
  CustomerRequestInput,
  customerRequestListAnswer,
  customerRequestMineAnswer,
  customerRequestShowAnswer,
  customerRequestWriteAnswer,
} from '@gsn/domain/customer-requests/schemas';
import { apiGet, apiPost } from '../../../lib/api';
import { type ListView, NO_SORT, viewQuery } from '../../../lib/list-view';
import { queryString } from '../../../lib/query';

export const CUSTOMER_REQUESTS_KEY = ['customer-requests'] as const;

export type CustomerRequestPage = Answer<typeof customerRequestListAnswer>;
export type CustomerRequest = CustomerRequestPage['data'][number];
type RequestWrite = Answer<typeof customerRequestWriteAnswer>;

export interface CustomerRequestFilters {
  status: string | null;
  search: string | null;
}

/** The GET queries of customer requests (their keys are what the writes refresh). */
export const customerRequestQueries = {
  /**
   * GET /customer-requests/mine: the signed-in account's latest request. A 401 does not end the session here: the
   * approval itself ends the requester's sessions (its account type changed), and the status page says so.
   */
  mine: () =>
    queryOptions({
      queryKey: [...CUSTOMER_REQUESTS_KEY, 'mine'],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof customerRequestMineAnswer>>('/customer-requests/mine', { signal, expireOn401: false, silent: true }),
      retry: false,
    }),
  /** GET /customer-requests (staff who create customers): pending first, oldest first. */
  list: (filters: CustomerRequestFilters, view: ListView) =>
    queryOptions({
      queryKey: [...CUSTOMER_REQUESTS_KEY, 'list', filters, view],
      queryFn: ({ signal }) =>
        apiGet<CustomerRequestPage>(`/customer-requests${queryString({ ...viewQuery(view, NO_SORT), page: view.page - 1, ...filters })}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  show: (id: number) =>
    queryOptions({
      queryKey: [...CUSTOMER_REQUESTS_KEY, 'show', id],
      queryFn: ({ signal }) => apiGet<Answer<typeof customerRequestShowAnswer>>(`/customer-requests/${id}`, { signal, silent: true }),
      retry: false,
    }),
};

/** POST /customer-requests: the answer becomes the status page's copy at once. */
export function useSubmitRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerRequestInput) => apiPost<RequestWrite>('/customer-requests', body, { silent: true }),
    onSuccess: (answer) => client.setQueryData(customerRequestQueries.mine().queryKey, { data: answer.data }),
  });
}

/** Approving or declining answers the request as it now is: it replaces the page's copy, then the queue is read again. */
export function useDecision(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: { to: 'approve'; company_name?: string } | { to: 'decline'; reason: string }) =>
      d.to === 'approve'
        ? apiPost<RequestWrite>(`/customer-requests/${id}/approve`, d.company_name ? { company_name: d.company_name } : {}, {
            silent: true,
          })
        : apiPost<RequestWrite>(`/customer-requests/${id}/decline`, { reason: d.reason }, { silent: true }),
    onSuccess: (answer) => {
      client.setQueryData(customerRequestQueries.show(id).queryKey, { data: answer.data });
      void client.invalidateQueries({ queryKey: [...CUSTOMER_REQUESTS_KEY, 'list'] });
    },
  });
}
