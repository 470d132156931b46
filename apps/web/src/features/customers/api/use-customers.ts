import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSignupInput, AccountView, CustomerCreateInput, CustomerUpdateInput, Page } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import type { BulkRowResult, CustomerRow } from './types';
import { uploadFile } from '../../../lib/transfer';
import { type ListView, viewQuery } from '../../../lib/list-view';

export const CUSTOMERS_KEY = ['customers'] as const;

export interface CustomerFilters {
  provider_signed_bdm_id: string | null;
  search: string | null;
}

/** GET /customers/ (default order: name ascending, spec 1 §9). */
/** The server's order of the customer list when none is named: by name. */
export const CUSTOMER_LIST_DEFAULT = { sort: 'name', asc: true };

export function useCustomersList(
  filters: CustomerFilters,
  page: number,
  view: ListView = { page: 1, size: PAGE_SIZE, ...CUSTOMER_LIST_DEFAULT },
) {
  const shown = viewQuery(view, CUSTOMER_LIST_DEFAULT);
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'list', filters, page, shown],
    queryFn: ({ signal }) => apiGet<Page<CustomerRow>>(`/customers/${queryString({ ...shown, page, ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Up to 100 companies whose name matches `search`, for choice lists. */
export function useCustomerOptions(search: string, enabled = true) {
  const q = search.trim();
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'options', q],
    queryFn: ({ signal }) => apiGet<Page<CustomerRow>>(`/customers/${queryString({ limit: 100, page: 0, search: q })}`, { signal }),
    select: (p) => (p?.data ?? []).map((c) => ({ id: c.id, name: c.name, hasMaster: !!(c.master || c.master_id) })),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiGet<CustomerRow>(`/customers/${id}`, { signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

interface CustomerAnswer {
  message?: string;
  data?: CustomerRow;
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
      client.invalidateQueries({ queryKey: ['accounts'] }),
      client.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

/** Errors of these calls are shown by the pages (some messages are translated there). */
export function useCreateCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CustomerCreateInput) => apiPost<CustomerAnswer>('/customers/', input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCustomer(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CustomerUpdateInput) => apiPut<CustomerAnswer>(`/customers/${id}`, input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message?: string }>(`/customers/${id}`, undefined, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/** /addmaster/{customerId}: POST /account/signup with type 200 makes the new account the company's master. */
export function useAddMaster() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: AccountSignupInput) =>
      apiPost<{ message?: string; data?: AccountView }>('/account/signup', input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/** POST /customers/bulk (multipart field `file`): one result per spreadsheet row. */
export function useBulkUpload() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => uploadFile<{ data?: BulkRowResult[] }>('/customers/bulk', file),
    onSuccess: () => invalidate(),
  });
}
