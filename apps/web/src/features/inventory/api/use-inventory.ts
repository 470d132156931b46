import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  bulkAnswer,
  InventoryNumberEdit,
  InventoryNumberInput,
  inventoryListAnswer,
  inventoryNumberAnswer,
  inventoryWriteAnswer,
  namesAnswer,
  numberHistoryAnswer,
  vendorListAnswer,
  customerListAnswer,
} from '@gsn/domain';
import { ApiError, apiGet, apiPost, apiPut } from '../../../lib/api';
import { uploadFile } from '../../../lib/transfer';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import { CUSTOMERS_KEY } from '../../customers';
import { VENDORS_KEY } from '../../vendors';

export const INVENTORY_KEY = ['invnumbers'] as const;

/** The list filters as the address and the API name them (all optional). */
export interface InventoryListFilters {
  customer_code: string | null;
  service_type: string | null;
  jurisdiction: string | null;
  city: string | null;
  /** Labelled "Service number": the routing vendor, or the start of the service number. */
  routing_vendor: string | null;
  order_id: string | null;
  /** One of NUMBER_STATES. */
  state: string | null;
}

export const NO_INVENTORY_FILTERS: InventoryListFilters = {
  customer_code: null,
  service_type: null,
  jurisdiction: null,
  city: null,
  routing_vendor: null,
  order_id: null,
  state: null,
};

/** GET /invnumbers (the domain's schema): a lower bound when counting every match would be slow ("10,000+", `count_capped`). */
export type InventoryPage = Answer<typeof inventoryListAnswer>;
/** GET /invnumbers/{id}: every field of an inventory number, and where it stands in its life. */
export type InventoryNumber = Answer<typeof inventoryNumberAnswer>;
/** GET /invnumbers/{id}/history: the number's state changes, oldest first. */
export type NumberHistory = Answer<typeof numberHistoryAnswer>;
type Names = Answer<typeof namesAnswer>;

/** The order of the inventory list when the address names none: by jurisdiction. */
export const INVENTORY_LIST_DEFAULT = { sort: 'jurisdiction', asc: true };

type CompanyPage = Answer<typeof customerListAnswer> | Answer<typeof vendorListAnswer>;

/** Companies that have a provider code (provider_insight_company_code), as choices labelled "CODE — Name". */
function codeOptions(page: CompanyPage | null | undefined) {
  return (page?.data ?? [])
    .filter((c) => !!c.provider_insight_company_code)
    .map((c) => ({ value: c.provider_insight_company_code as string, label: `${c.provider_insight_company_code} — ${c.name}` }));
}

/** The GET queries of inventory numbers (under INVENTORY_KEY, which the writes invalidate) and of its code choices. */
export const inventoryQueries = {
  /** GET /invnumbers with the filters, the page and the list view's order and size. */
  list: (filters: InventoryListFilters, page: number, view: ListView = { page: 1, size: PAGE_SIZE, ...INVENTORY_LIST_DEFAULT }) => {
    const { limit, orderby, asc } = viewQuery(view, INVENTORY_LIST_DEFAULT, { always: true });
    return queryOptions({
      queryKey: [...INVENTORY_KEY, 'list', filters, page, limit, orderby, asc],
      queryFn: ({ signal }) => apiGet<InventoryPage>(`/invnumbers${queryString({ limit, page, ...filters, orderby, asc })}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** GET /invnumbers/{id}: every field of an inventory number. */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...INVENTORY_KEY, 'detail', id],
      queryFn: ({ signal }) => apiGet<InventoryNumber>(`/invnumbers/${id}`, { signal }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
    }),
  /** GET /invnumbers/{id}/history (staff): the number's state changes, oldest first. */
  history: (id: number | null) =>
    queryOptions({
      queryKey: [...INVENTORY_KEY, 'history', id],
      queryFn: ({ signal }) => apiGet<NumberHistory>(`/invnumbers/${id}/history`, { signal, silent: true }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
    }),
  /** GET /invnumbers/jurisdictions: the jurisdictions of the numbers the caller may see. */
  jurisdictions: () =>
    queryOptions({
      queryKey: [...INVENTORY_KEY, 'jurisdictions'],
      queryFn: ({ signal }) => apiGet<Names>('/invnumbers/jurisdictions', { signal }),
      staleTime: 5 * 60_000,
    }),
  /** GET /invnumbers/cities?jurisdiction=: the cities of the numbers in a jurisdiction. */
  cities: (jurisdiction: string | null) =>
    queryOptions({
      queryKey: [...INVENTORY_KEY, 'cities', jurisdiction],
      queryFn: ({ signal }) => apiGet<Names>(`/invnumbers/cities${queryString({ jurisdiction })}`, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** Up to 100 customer companies matching `search` (already trimmed; name or code). */
  customerCodes: (search: string) =>
    queryOptions({
      queryKey: [...CUSTOMERS_KEY, 'codes', search],
      queryFn: ({ signal }) => apiGet<Answer<typeof customerListAnswer>>(`/customers/${queryString({ limit: 100, search })}`, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  /** Up to 100 vendors matching `search` (already trimmed; name or code). */
  vendorCodes: (search: string) =>
    queryOptions({
      queryKey: [...VENDORS_KEY, 'codes', search],
      queryFn: ({ signal }) => apiGet<Answer<typeof vendorListAnswer>>(`/vendors/${queryString({ limit: 100, search })}`, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
};

export function useInventoryNumber(id: number | null) {
  return useQuery(inventoryQueries.detail(id));
}

/** GET /invnumbers/{id}/history, for staff (`enabled` false for customers, who have no history to read). */
export function useNumberHistory(id: number | null, enabled: boolean) {
  return useQuery({ ...inventoryQueries.history(id), enabled: enabled && id !== null && id > 0 });
}

/** GET /invnumbers/jurisdictions: the jurisdictions of the numbers the caller may see. */
export function useInventoryJurisdictions() {
  return useQuery({ ...inventoryQueries.jurisdictions(), select: (res) => res?.data ?? [] });
}

/** GET /invnumbers/cities?jurisdiction=: the cities of the numbers in a jurisdiction. */
export function useInventoryCities(jurisdiction: string | null) {
  return useQuery({ ...inventoryQueries.cities(jurisdiction), select: (res) => res?.data ?? [], enabled: !!jurisdiction });
}

/** Up to 100 customer companies matching `search` (name or code), by their code. */
export function useCustomerCodeOptions(search: string, enabled = true) {
  return useQuery({ ...inventoryQueries.customerCodes(search.trim()), select: codeOptions, enabled });
}

/** Up to 100 vendors matching `search` (name or code), by their code. */
export function useVendorCodeOptions(search: string, enabled = true) {
  return useQuery({ ...inventoryQueries.vendorCodes(search.trim()), select: codeOptions, enabled });
}

/** POST /invnumbers; errors are shown by the page (per field and translated). */
export function useCreateInventoryNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InventoryNumberInput) => apiPost<Answer<typeof inventoryWriteAnswer>>('/invnumbers', input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}

/** POST /invnumbers/bulk (multipart field `file`): one result per spreadsheet row. */
export function useInventoryBulkUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<Answer<typeof bulkAnswer>>('/invnumbers/bulk', file),
    onSuccess: () => client.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}

/**
 * The current row carried by a 409 of PUT /invnumbers/{id} (`inventory.stale`: someone saved the number since the form
 * was opened); null for any other error, and for a 409 without the row.
 */
export function staleInventoryOf(error: unknown): InventoryNumber | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code && error.code !== 'inventory.stale') return null;
  const body = error.body as { data?: unknown } | null;
  const data = body && typeof body === 'object' ? body.data : null;
  return data && typeof data === 'object' && 'id' in data && 'updatedAt' in data ? (data as InventoryNumber) : null;
}

/** Whether an error is the stale answer of PUT /invnumbers/{id}, with or without the current row. */
export const isStaleInventory = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.code === 'inventory.stale' || staleInventoryOf(error) !== null);

/**
 * PUT /invnumbers/{id}; errors are shown by the page (per field, and the stale case). The detail is replaced by the
 * answer, and by the current row a stale answer carries, so that the show page and a reload read the stored number.
 */
export function useUpdateInventoryNumber(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InventoryNumberEdit) =>
      apiPut<{ message?: string; data: InventoryNumber }>(`/invnumbers/${id}`, input, { silent: true }),
    onSuccess: (answer) => {
      if (answer?.data) client.setQueryData(inventoryQueries.detail(id).queryKey, answer.data);
      return client.invalidateQueries({ queryKey: INVENTORY_KEY, predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== id });
    },
    onError: (error) => {
      const current = staleInventoryOf(error);
      if (current) client.setQueryData(inventoryQueries.detail(id).queryKey, current);
    },
  });
}
