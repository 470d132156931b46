import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  ChargeField,
  DocumentInput,
  OrderCreateInput,
  OrderUpdateInput,
  orderAccountAnswer,
  orderDetailAnswer,
  orderDocumentAnswer,
  orderEventAnswer,
  orderListAnswer,
  orderListRowAnswer,
  orderSnapshotAnswer,
  orderWriteAnswer,
  TariffRow,
} from '@gsn/domain';
import { ApiError, apiGet, apiPost, apiPut, quietNotFound } from '../../../lib/api';
import { queryString } from '../../../lib/query';
import type { ProductView } from '../../coverage';

/** Query key root of everything about orders; the detail of order 7 is ['orders', 7]. */
export const ORDERS_KEY = ['orders'] as const;

/** Who created an order or a timeline event; null when the account was deleted ("Account deleted"). */
export type OrderAccount = NonNullable<Answer<typeof orderAccountAnswer>>;

/** One row of GET /orders (docs/api-orders.md): nrc/mrc are the custom tariff's when set, else the snapshot's. */
export type OrderRow = Answer<typeof orderListRowAnswer>;

/**
 * The tariff charges of a snapshot or of a custom tariff (exact decimal strings). The domain's answer types this
 * stored JSON loosely (`chargesAnswer`: a record of unknowns, kept as stored); this is the web's narrowing of it.
 */
export type OrderCharges = Partial<Record<ChargeField, string | null>> & {
  currency?: string | null;
  billing_incremental?: string | null;
  billing_start_date?: string | null;
  commencement_date?: string | null;
};

/**
 * The product and its standard tariff as they were when the order was placed (`orderSnapshotAnswer`), with the
 * stored `product` and `tariff` JSON (records of unknowns in the domain's schema) narrowed as the screens read them.
 */
export type OrderSnapshot = Omit<Answer<typeof orderSnapshotAnswer>, 'product' | 'tariff'> & {
  product: ProductView | null;
  tariff: (Partial<TariffRow> & OrderCharges) | null;
};

export type OrderEvent = Answer<typeof orderEventAnswer>;

export type OrderDocument = Answer<typeof orderDocumentAnswer>;

/**
 * GET /orders/{id}: every order field of spec 2 §3 plus what the screens need (the domain's schema), with the JSON
 * the server keeps as stored (the snapshot, the custom tariff, the documents) typed as the screens read it.
 */
export type OrderDetail = Omit<Answer<typeof orderDetailAnswer>, 'servicenumbertypeorderhistory' | 'custom_tariff' | 'documents'> & {
  servicenumbertypeorderhistory: OrderSnapshot;
  custom_tariff: OrderCharges | null;
  documents: Partial<Record<DocumentInput, OrderDocument>>;
};

export interface OrderFilters {
  customer_id: number | null;
  service_type: string | null;
  status: string | null;
  order_id: string | null;
  reference: string | null;
  jurisdiction: string | null;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = {
  customer_id: null,
  service_type: null,
  status: null,
  order_id: null,
  reference: null,
  jurisdiction: null,
};

/** The order list's default view: 10 a page, most recently updated first (spec 2 §2). */
export const ORDER_LIST_DEFAULT = { size: 10, sort: 'updatedAt', asc: false };

/** The GET queries of orders (their keys are what the writes invalidate and update). */
export const orderQueries = {
  /** GET /orders with the filters, the page (from 0) and the list view's size and order. */
  list: (filters: OrderFilters, page: number, view: { size: number; sort: string; asc: boolean } = ORDER_LIST_DEFAULT) =>
    queryOptions({
      queryKey: [...ORDERS_KEY, 'list', filters, page, view.size, view.sort, view.asc],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof orderListAnswer>>(
          `/orders${queryString({
            limit: view.size,
            page,
            customer_id: filters.customer_id,
            service_type: filters.service_type,
            status: filters.status,
            order_id: filters.order_id?.trim() || null,
            reference: filters.reference?.trim() || null,
            jurisdiction: filters.jurisdiction,
            orderby: view.sort,
            asc: view.asc,
          })}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  /** GET /orders/{id}, cached under ['orders', id]; a 404 is shown by the page, not as a toast. */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...ORDERS_KEY, id],
      queryFn: ({ signal }) => apiGet<OrderDetail>(`/orders/${id}`, { signal, silent: quietNotFound }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
    }),
};

/**
 * Query key root of an order's numbers (api/use-order-numbers.ts): under the order's own key, so whatever refreshes
 * the order refreshes its numbers too.
 */
export const orderNumbersKey = (id: number) => [...ORDERS_KEY, id, 'numbers'] as const;

/** The order id of a route's `:id`, or null when it names none (the page then says the order is not found). */
export function orderIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** GET /orders/{id}, cached under ['orders', id]; a 404 is shown by the page, not as a toast. */
export function useOrder(id: number | null) {
  return useQuery(orderQueries.detail(id));
}

/** POST /orders and PUT /orders/{id}: `{message, data}`. */
export type OrderAnswer = Omit<Answer<typeof orderWriteAnswer>, 'data'> & { data: OrderDetail };

/** POST /orders (errors are shown by the wizard: field messages on the fields, the rest as toasts). */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderCreateInput) => apiPost<OrderAnswer>('/orders', input, { silent: true }),
    onSuccess: (answer) => {
      client.setQueryData(orderQueries.detail(answer.data.id).queryKey, answer.data);
      return client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    },
  });
}

/**
 * The current order carried by a 409 answer of PUT /orders/{id} (stale updatedAt): `{message, data: OrderDetail}`.
 * Null for any other error.
 */
export function staleOrderOf(error: unknown): OrderDetail | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { data?: unknown } | null;
  const data = body && typeof body === 'object' ? body.data : null;
  return data && typeof data === 'object' && 'id' in data ? (data as OrderDetail) : null;
}

/**
 * PUT /orders/{id} with the target `status` and the `updatedAt` last seen. On 409 with the current order in the
 * body, the cache is updated to it (read it with `staleOrderOf(mutation.error)`). Errors are not toasted here.
 */
export function useUpdateOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderUpdateInput) => apiPut<OrderAnswer>(`/orders/${id}`, input, { silent: true }),
    onSuccess: (answer) => {
      client.setQueryData(orderQueries.detail(id).queryKey, answer.data);
      // a move changes the numbers' states too (assigned, completed: active, cancelled: released)
      return Promise.all([
        client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: orderNumbersKey(id) }),
      ]);
    },
    onError: (error) => {
      const current = staleOrderOf(error);
      if (current) client.setQueryData(orderQueries.detail(id).queryKey, current);
    },
  });
}
