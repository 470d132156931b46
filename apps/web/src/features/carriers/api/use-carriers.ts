import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@gsn/domain';
import type { BulkRowResult } from '../../../components/bulk-upload';
import { apiGet } from '../../../lib/api';
import { uploadFile } from '../../../lib/transfer';
import { PAGE_SIZE, queryString } from '../../../lib/query';

export const CARRIERS_KEY = ['carriers'] as const;

/** A carrier as GET /carriers answers it (spec 2 §3 Carrier). */
export interface CarrierRow {
  id: number;
  cic: string;
  cs: string | null;
  clli_name: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/** GET /carriers (sorted by cic, 10 per page). */
export function useCarriersList(search: string | null, page: number) {
  return useQuery({
    queryKey: [...CARRIERS_KEY, 'list', search, page],
    queryFn: ({ signal }) => apiGet<Page<CarrierRow>>(`/carriers${queryString({ limit: PAGE_SIZE, page, search })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /carriers/bulk (multipart field `file`): one result per spreadsheet row. */
export function useCarriersBulkUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<{ data?: BulkRowResult[] }>('/carriers/bulk', file),
    onSuccess: () => client.invalidateQueries({ queryKey: CARRIERS_KEY }),
  });
}
