import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, bulkAnswer, messageAnswer, VendorInput, vendorAnswer, vendorListAnswer, vendorWriteAnswer } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { uploadFile } from '../../../lib/transfer';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { exceptDeleted, PAGE_SIZE, queryString } from '../../../lib/query';

export const VENDORS_KEY = ['vendors'] as const;

/** A vendor as GET /vendors/ answers it: the company fields of a customer without its master (spec 2 §3 Vendor). */
export type VendorRow = Answer<typeof vendorAnswer>;

/** The order of the vendor list when the address names none: by name (spec 2 §2 Vendor screens). */
export const VENDOR_LIST_DEFAULT = { sort: 'name', asc: true };

/** The GET queries of vendors (their keys are what the writes invalidate). */
export const vendorQueries = {
  /** GET /vendors/ with the search, the page and the list view's order and size. */
  list: (search: string | null, page: number, view: ListView = { page: 1, size: PAGE_SIZE, ...VENDOR_LIST_DEFAULT }) => {
    const shown = viewQuery(view, VENDOR_LIST_DEFAULT, { always: true });
    return queryOptions({
      queryKey: [...VENDORS_KEY, 'list', search, page, shown],
      queryFn: ({ signal }) => apiGet<Answer<typeof vendorListAnswer>>(`/vendors/${queryString({ ...shown, page, search })}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...VENDORS_KEY, 'detail', id],
      queryFn: ({ signal }) => apiGet<VendorRow>(`/vendors/${id}`, { signal }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
    }),
};

export function useVendor(id: number | null) {
  return useQuery(vendorQueries.detail(id));
}

type VendorAnswer = Answer<typeof vendorWriteAnswer>;

function useInvalidate() {
  const client = useQueryClient();
  /** `deleted`: a record just deleted, whose own query is not read again (lib/query.ts exceptDeleted). */
  return (deleted?: number) =>
    client.invalidateQueries({ queryKey: VENDORS_KEY, ...(deleted ? { predicate: exceptDeleted(VENDORS_KEY, deleted) } : {}) });
}

/** Errors of these calls are shown by the pages (messages are translated there). */
export function useCreateVendor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: VendorInput) => apiPost<VendorAnswer>('/vendors/', input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateVendor(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: VendorInput) => apiPut<VendorAnswer>(`/vendors/${id}`, input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteVendor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/vendors/${id}`, undefined, { silent: true }),
    onSuccess: (_answer, id) => invalidate(id),
  });
}

/** POST /vendors/bulk (multipart field `file`): one result per spreadsheet row. */
export function useVendorsBulkUpload() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => uploadFile<Answer<typeof bulkAnswer>>('/vendors/bulk', file),
    onSuccess: () => invalidate(),
  });
}
