import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@gsn/domain';
import type { ticketListAnswer, ticketShowAnswer, ticketWriteAnswer } from '@gsn/domain/tickets/schemas';
import { apiGet, apiPost, apiPut } from '../../../lib/api';
import { type ListView, NO_SORT, viewQuery } from '../../../lib/list-view';
import { queryString } from '../../../lib/query';

export const TICKETS_KEY = ['tickets'] as const;

export type TicketPage = Answer<typeof ticketListAnswer>;
export type Ticket = TicketPage['data'][number];
export type TicketDetail = Answer<typeof ticketShowAnswer>['data'];
type TicketWrite = Answer<typeof ticketWriteAnswer>;

export interface TicketFilters {
  status: string | null;
  title: string | null;
  customer_id: number | null;
  /** An account id, `me` or `none` (staff). */
  assignee: string | null;
  search: string | null;
}

/** The GET queries of tickets (their keys are what the writes invalidate). */
export const ticketQueries = {
  /** GET /tickets: the company's tickets (staff: every company's), most recently changed first. */
  list: (filters: TicketFilters, view: ListView) =>
    queryOptions({
      queryKey: [...TICKETS_KEY, 'list', filters, view],
      queryFn: ({ signal }) =>
        apiGet<TicketPage>(`/tickets${queryString({ ...viewQuery(view, NO_SORT), page: view.page - 1, ...filters })}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  show: (id: number) =>
    queryOptions({
      queryKey: [...TICKETS_KEY, 'show', id],
      queryFn: ({ signal }) => apiGet<Answer<typeof ticketShowAnswer>>(`/tickets/${id}`, { signal }),
    }),
};

export type TicketChange =
  | { kind: 'reply'; message: string }
  | { kind: 'close' }
  | { kind: 'reopen' }
  | { kind: 'assign'; assignee_account_id: number | null };

function send(id: number, change: TicketChange): Promise<TicketWrite> {
  switch (change.kind) {
    case 'reply':
      return apiPost<TicketWrite>(`/tickets/${id}/messages`, { message: change.message });
    case 'assign':
      return apiPut<TicketWrite>(`/tickets/${id}/assignee`, { assignee_account_id: change.assignee_account_id });
    default:
      return apiPost<TicketWrite>(`/tickets/${id}/${change.kind}`);
  }
}

/** Every change answers the ticket as it now is: it replaces the page's copy, then the lists are read again. */
export function useTicketChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TicketChange) => send(id, change),
    onSuccess: (answer) => {
      client.setQueryData(ticketQueries.show(id).queryKey, { data: answer.data });
      void client.invalidateQueries({ queryKey: [...TICKETS_KEY, 'list'] });
    },
  });
}
