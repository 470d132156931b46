import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, DisconnectRequest, OrderNumberState, OrderNumbersAdd, orderNumberAnswer, orderNumbersAnswer } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, quietNotFound } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import { downloadFile, uploadFile } from '../../../lib/transfer';
import { ORDERS_KEY, orderNumbersKey, orderQueries } from './use-orders';

/** One of an order's numbers (GET /orders/{id}/numbers, docs/api-numbers.md): its state on this order and its routing. */
export type OrderNumber = Answer<typeof orderNumberAnswer>;
/** A page of an order's numbers with the count per state over the whole order (`states`). */
export type OrderNumbersPage = Answer<typeof orderNumbersAnswer>;

/** POST /orders/{id}/numbers (and /file): how many were asked for and added (fewer when stock ran out). */
export interface NumbersAddedAnswer {
  message: string;
  data: { added: number; requested: number; numbers: OrderNumber[] };
}

/** POST /orders/{id}/disconnects: how many numbers were marked for disconnection. */
export interface DisconnectAnswer {
  message: string;
  data?: { requested?: number };
}

/** POST /orders/{id}/disconnects/confirm (the body of `disconnectConfirmSchema`). */
export interface DisconnectConfirmInput {
  number_ids?: number[];
  internal_note?: string;
}

export type NumbersFileFormat = 'csv' | 'xlsx';

/** The page (from 1), page size and state filter of an order's number list. */
export interface OrderNumbersView {
  page: number;
  size?: number;
  state: OrderNumberState | null;
}

/** The GET queries of an order's numbers, under `orderNumbersKey(id)` (which the writes below invalidate). */
export const orderNumberQueries = {
  /**
   * GET /orders/{id}/numbers, paged on the server (`page` from 0). A 404 is quiet: it is the order's own 404, which
   * the page already shows, or a server without the numbers feature (the table then says the list failed).
   */
  list: (orderId: number, { page, size = PAGE_SIZE, state }: OrderNumbersView) =>
    queryOptions({
      queryKey: [...orderNumbersKey(orderId), 'list', page, size, state],
      queryFn: ({ signal }) =>
        apiGet<OrderNumbersPage>(`/orders/${orderId}/numbers${queryString({ page: page - 1, limit: size, state })}`, {
          signal,
          silent: quietNotFound,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useOrderNumbers(orderId: number, view: OrderNumbersView) {
  return useQuery(orderNumberQueries.list(orderId, view));
}

/**
 * After any change of an order's numbers: the order (its number summary, and its status, which the last disconnection
 * turns to terminated), its numbers (under the order's key) and the order lists.
 */
function useInvalidateOrder(orderId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey }),
      client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] }),
    ]);
}

/**
 * POST /orders/{id}/numbers `{count}` (pick that many matching numbers from stock) or `{service_numbers}` (the listed
 * numbers, all or none). Errors are thrown, not toasted: the dialog shows them per number.
 */
export function useAddOrderNumbers(orderId: number) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: (input: OrderNumbersAdd) => apiPost<NumbersAddedAnswer>(`/orders/${orderId}/numbers`, input, { silent: true }),
    onSuccess: invalidate,
  });
}

/** POST /orders/{id}/numbers/file: the numbers and ranges of a file's first column (multipart `file`). */
export function useUploadOrderNumbers(orderId: number) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: (file: File) => uploadFile<NumbersAddedAnswer>(`/orders/${orderId}/numbers/file`, file),
    onSuccess: invalidate,
  });
}

/** DELETE /orders/{id}/numbers/{orderNumberId}: the number goes back to stock (before the order completes). */
export function useRemoveOrderNumber(orderId: number) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: (orderNumberId: number) =>
      apiDelete<{ message?: string } | null>(`/orders/${orderId}/numbers/${orderNumberId}`, undefined, { silent: true }),
    onSuccess: invalidate,
  });
}

/** POST /orders/{id}/disconnects: give numbers (or every active one) back on a date. */
export function useRequestDisconnect(orderId: number) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: (input: DisconnectRequest) => apiPost<DisconnectAnswer>(`/orders/${orderId}/disconnects`, input, { silent: true }),
    onSuccess: invalidate,
  });
}

/** POST /orders/{id}/disconnects/confirm: staff confirm the requested disconnections (all when none are named). */
export function useConfirmDisconnect(orderId: number) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: (input: DisconnectConfirmInput) =>
      apiPost<{ message?: string } | null>(`/orders/${orderId}/disconnects/confirm`, input, { silent: true }),
    onSuccess: invalidate,
  });
}

/** GET /orders/{id}/numbers/download?format=…: the order's numbers as a file, saved under the server's name. */
export function useDownloadOrderNumbers(orderId: number) {
  return useMutation({
    mutationFn: (format: NumbersFileFormat) =>
      downloadFile(`/orders/${orderId}/numbers/download${queryString({ format })}`, `order-${orderId}-numbers.${format}`),
  });
}
