import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChargeField,
  DocumentInput,
  EditStep,
  OrderAction,
  OrderCreateInput,
  OrderStatus,
  OrderUpdateInput,
  Page,
  TariffRow,
} from '@gsn/domain';
import { ApiError, apiGet, apiPost, apiPut, quietNotFound } from '../../../lib/api';
import { queryString } from '../../../lib/query';
import type { ProductView } from '../../coverage';

/** Query key root of everything about orders; the detail of order 7 is ['orders', 7]. */
export const ORDERS_KEY = ['orders'] as const;

/** Who created an order or a timeline event; null when the account was deleted ("Account deleted"). */
export interface OrderAccount {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
}

/** One row of GET /orders (docs/api-orders.md): nrc/mrc are the custom tariff's when set, else the snapshot's. */
export interface OrderRow {
  id: number;
  customer_id: number;
  customer: string | null;
  created_by: OrderAccount | null;
  service_type: string;
  jurisdiction: string;
  city: string | null;
  status: OrderStatus;
  number_quantity: number;
  channel_quantity: number;
  reference: string;
  currency: string | null;
  nrc: string | null;
  mrc: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The tariff charges of a snapshot or of a custom tariff (exact decimal strings). */
export type OrderCharges = Partial<Record<ChargeField, string | null>> & {
  currency?: string | null;
  billing_incremental?: string | null;
  billing_start_date?: string | null;
  commencement_date?: string | null;
};

/** The product and its standard tariff as they were when the order was placed. */
export interface OrderSnapshot {
  service_type: string;
  jurisdiction: string;
  currency: string | null;
  nrc: string | null;
  mrc: string | null;
  product: ProductView | null;
  tariff: (Partial<TariffRow> & OrderCharges) | null;
}

export interface OrderEvent {
  id: number;
  account: OrderAccount | null;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  remarks: string | null;
  createdAt: string;
}

export interface OrderDocument {
  filename: string;
  original_name: string;
  size: number;
  createdAt: string;
}

/** GET /orders/{id}: every order field of spec 2 §3 plus what the screens need. */
export interface OrderDetail {
  id: number;
  customer_id: number;
  customer: string | null;
  created_by: OrderAccount | null;
  service_number_type_order_history_id: number;
  service_number_type_id: number | null;
  service_type: string;
  jurisdiction: string;
  status: OrderStatus;
  city: string | null;
  city_specific: boolean;
  number_quantity: number;
  channel_quantity: number;
  reference: string;
  additional_remarks: string | null;
  provider_remarks: string | null;
  translation_number_required: boolean;
  translation_number_type: string | null;
  translation_number_format: string | null;
  translation_number_prefix: string | null;
  translation_number_to: string | null;
  translation_number_to_file: string | null;
  porting: boolean;
  porting_number_to: string | null;
  porting_number_to_file: string | null;
  end_user_name: string | null;
  end_user_address: string | null;
  end_user_address_proof: string | null;
  end_user_contact_phone: string | null;
  end_user_contact_email: string | null;
  purpose_application: string | null;
  usage_forecast: string | null;
  business_nature: string | null;
  business_registration_jurisdiction: string | null;
  business_registration_number: string | null;
  business_registration_doc: string | null;
  itu_assignment_doc: string | null;
  declaration_letter: string | null;
  authorised_person_passport_id: string | null;
  authorised_person_passport_holding_photo_id: string | null;
  portability_end_user_consent_letter: string | null;
  portability_name_existing_hosting_carriers: string | null;
  portability_forms: string | null;
  portability_latest_invoices: string | null;
  date_purchase: string | null;
  custom_tariff_id?: number | null;
  createdAt: string;
  updatedAt: string;
  servicenumbertypeorderhistory: OrderSnapshot;
  custom_tariff: OrderCharges | null;
  documents: Partial<Record<DocumentInput, OrderDocument>>;
  events: OrderEvent[];
  requirements: { missing: string[]; complete: boolean };
  actions: { action: OrderAction; to: OrderStatus; possible: boolean }[];
  steps: EditStep[];
  confirmation_only: boolean;
  may_custom_price: boolean;
}

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

/** GET /orders: 10 a page, most recently updated first (spec 2 §2 Order list). */
/** The order list's default view: 10 a page, most recently updated first (spec 2 §2). */
export const ORDER_LIST_DEFAULT = { size: 10, sort: 'updatedAt', asc: false };

export function useOrdersList(
  filters: OrderFilters,
  page: number,
  view: { size: number; sort: string; asc: boolean } = ORDER_LIST_DEFAULT,
) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', filters, page, view.size, view.sort, view.asc],
    queryFn: ({ signal }) =>
      apiGet<Page<OrderRow>>(
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
  });
}

/** GET /orders/{id}, cached under ['orders', id]; a 404 is shown by the page, not as a toast. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, id],
    queryFn: ({ signal }) => apiGet<OrderDetail>(`/orders/${id}`, { signal, silent: quietNotFound }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

export interface OrderAnswer {
  message?: string;
  data: OrderDetail;
}

/** POST /orders (errors are shown by the wizard: field messages on the fields, the rest as toasts). */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderCreateInput) => apiPost<OrderAnswer>('/orders', input, { silent: true }),
    onSuccess: (answer) => {
      client.setQueryData([...ORDERS_KEY, answer.data.id], answer.data);
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
      client.setQueryData([...ORDERS_KEY, id], answer.data);
      return client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    },
    onError: (error) => {
      const current = staleOrderOf(error);
      if (current) client.setQueryData([...ORDERS_KEY, id], current);
    },
  });
}
