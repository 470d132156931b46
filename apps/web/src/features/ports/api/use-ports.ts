import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@gsn/domain';
import type { portAnswer, portListAnswer, portNoteWriteAnswer, portOfOrderAnswer, portWriteAnswer } from '@gsn/domain/ports/answers';
import type { PortDraftInput, PortMoveInput } from '@gsn/domain/ports/schemas';
import { apiGet, apiPost, apiPut } from '../../../lib/api';
import { type ListView, type ListViewDefaults, viewQuery } from '../../../lib/list-view';
import { queryString } from '../../../lib/query';
import { uploadFile } from '../../../lib/transfer';

export const PORTS_KEY = ['ports'] as const;

export type Port = Answer<typeof portAnswer>;
export type PortPage = Answer<typeof portListAnswer>;
type PortWrite = Answer<typeof portWriteAnswer>;

export interface PortFilters {
  state: string | null;
  search: string | null;
}

/** Soonest requested FOC date first: the ports whose day comes first need attention first. */
export const PORT_LIST_DEFAULT: ListViewDefaults = { sort: 'requested_foc_date', asc: true };

/** The GET queries of ports (their keys are what the writes invalidate). */
export const portQueries = {
  /** GET /ports: staff see every company's, a customer its own. */
  list: (filters: PortFilters, view: ListView) =>
    queryOptions({
      queryKey: [...PORTS_KEY, 'list', filters, view],
      queryFn: ({ signal }) =>
        apiGet<PortPage>(`/ports${queryString({ ...viewQuery(view, PORT_LIST_DEFAULT), page: view.page - 1, ...filters })}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET /orders/{id}/port: the order's port, null while it has none. */
  ofOrder: (orderId: number) =>
    queryOptions({
      queryKey: [...PORTS_KEY, 'order', orderId],
      queryFn: ({ signal }) => apiGet<Answer<typeof portOfOrderAnswer>>(`/orders/${orderId}/port`, { signal }),
    }),
};

export const useOrderPort = (orderId: number, enabled: boolean) => useQuery({ ...portQueries.ofOrder(orderId), enabled });

/** Every write answers the port as it now is: it replaces the order's port at once, then the lists are read again. */
function useWrite<V>(orderId: number, write: (v: V) => Promise<PortWrite>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      client.setQueryData(portQueries.ofOrder(orderId).queryKey, { data: answer.data });
      void client.invalidateQueries({ queryKey: PORTS_KEY });
      // ported numbers are the order's now
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

export const useSavePort = (orderId: number) =>
  useWrite(orderId, (body: PortDraftInput) => apiPut<PortWrite>(`/orders/${orderId}/port`, body));
export const useMovePort = (orderId: number, portId: number) =>
  useWrite(orderId, (body: PortMoveInput) => apiPost<PortWrite>(`/ports/${portId}/moves`, body));
export const useUploadLoa = (orderId: number, portId: number) =>
  useWrite(orderId, (file: File) => uploadFile<PortWrite>(`/ports/${portId}/loa`, file));

export function useAddNote(orderId: number, portId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost<Answer<typeof portNoteWriteAnswer>>(`/ports/${portId}/notes`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: portQueries.ofOrder(orderId).queryKey }),
  });
}
