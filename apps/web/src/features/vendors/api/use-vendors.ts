import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, VendorInput } from '@gsn/domain';
import type { BulkRowResult } from '../../../components/bulk-upload';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { uploadFile } from '../../../lib/transfer';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import type { CustomerRow } from '../../customers';

export const VENDORS_KEY = ['vendors'] as const;

/** A vendor as GET /vendors/ answers it: the company fields of a customer without its master (spec 2 §3 Vendor). */
export type VendorRow = Omit<CustomerRow, 'master_id' | 'master'>;

/** GET /vendors/ sorted by name ascending, 10 a page (spec 2 §2 Vendor screens). */
/** The order of the vendor list when the address names none: by name. */
export const VENDOR_LIST_DEFAULT = { sort: 'name', asc: true };

export function useVendorsList(search: string | null, page: number, view: ListView = { page: 1, size: PAGE_SIZE, ...VENDOR_LIST_DEFAULT }) {
  const shown = viewQuery(view, VENDOR_LIST_DEFAULT, { always: true });
  return useQuery({
    queryKey: [...VENDORS_KEY, 'list', search, page, shown],
    queryFn: ({ signal }) => apiGet<Page<VendorRow>>(`/vendors/${queryString({ ...shown, page, search })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVendor(id: number | null) {
  return useQuery({
    queryKey: [...VENDORS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiGet<VendorRow>(`/vendors/${id}`, { signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

interface VendorAnswer {
  message?: string;
  data?: VendorRow;
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: VENDORS_KEY });
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
    mutationFn: (id: number) => apiDelete<{ message?: string }>(`/vendors/${id}`, undefined, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/** POST /vendors/bulk (multipart field `file`): one result per spreadsheet row. */
export function useVendorsBulkUpload() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => uploadFile<{ data?: BulkRowResult[] }>('/vendors/bulk', file),
    onSuccess: () => invalidate(),
  });
}
