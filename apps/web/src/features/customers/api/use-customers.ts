import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSignupInput,
  Answer,
  accountWriteAnswer,
  bulkAnswer,
  CustomerCreateInput,
  CustomerUpdateInput,
  customerDetailAnswer,
  customerListAnswer,
  customerWriteAnswer,
  messageAnswer,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { exceptDeleted, PAGE_SIZE, queryString } from '../../../lib/query';
import { uploadFile } from '../../../lib/transfer';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { ACCOUNTS_KEY } from '../../accounts';
import { DASHBOARD_KEY } from '../../dashboard';

export const CUSTOMERS_KEY = ['customers'] as const;

export interface CustomerFilters {
  provider_signed_bdm_id: string | null;
  search: string | null;
}

/** The server's order of the customer list when none is named: by name (spec 1 §9). */
export const CUSTOMER_LIST_DEFAULT = { sort: 'name', asc: true };

/** The GET queries of customers (their keys are what the writes invalidate). */
export const customerQueries = {
  /** GET /customers/ with the filters, the page and the list view's order and size. */
  list: (filters: CustomerFilters, page: number, view: ListView = { page: 1, size: PAGE_SIZE, ...CUSTOMER_LIST_DEFAULT }) => {
    const shown = viewQuery(view, CUSTOMER_LIST_DEFAULT);
    return queryOptions({
      queryKey: [...CUSTOMERS_KEY, 'list', filters, page, shown],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof customerListAnswer>>(`/customers/${queryString({ ...shown, page, ...filters })}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** Up to 100 companies whose name matches `search` (already trimmed), for choice lists. */
  options: (search: string) =>
    queryOptions({
      queryKey: [...CUSTOMERS_KEY, 'options', search],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof customerListAnswer>>(`/customers/${queryString({ limit: 100, page: 0, search })}`, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...CUSTOMERS_KEY, 'detail', id],
      queryFn: ({ signal }) => apiGet<Answer<typeof customerDetailAnswer>>(`/customers/${id}`, { signal }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
    }),
};

/** Up to 100 companies whose name matches `search`, for choice lists. */
export function useCustomerOptions(search: string, enabled = true) {
  return useQuery({
    ...customerQueries.options(search.trim()),
    select: (p) => (p?.data ?? []).map((c) => ({ id: c.id, name: c.name, hasMaster: !!(c.master || c.master_id) })),
    enabled,
  });
}

export function useCustomer(id: number | null) {
  return useQuery(customerQueries.detail(id));
}

type CustomerAnswer = Answer<typeof customerWriteAnswer>;

function useInvalidate() {
  const client = useQueryClient();
  /** `deleted`: a record just deleted, whose own query is not read again (lib/query.ts exceptDeleted). */
  return (deleted?: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: CUSTOMERS_KEY, ...(deleted ? { predicate: exceptDeleted(CUSTOMERS_KEY, deleted) } : {}) }),
      client.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
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
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/customers/${id}`, undefined, { silent: true }),
    onSuccess: (_answer, id) => invalidate(id),
  });
}

/** /addmaster/{customerId}: POST /account/signup with type 200 makes the new account the company's master. */
export function useAddMaster() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: AccountSignupInput) => apiPost<Answer<typeof accountWriteAnswer>>('/account/signup', input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/** POST /customers/bulk (multipart field `file`): one result per spreadsheet row. */
export function useBulkUpload() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => uploadFile<Answer<typeof bulkAnswer>>('/customers/bulk', file),
    onSuccess: () => invalidate(),
  });
}
