import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, bulkAnswer, carrierAnswer, carrierListAnswer } from '@gsn/domain';
import { apiGet } from '../../../lib/api';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { uploadFile } from '../../../lib/transfer';
import { PAGE_SIZE, queryString } from '../../../lib/query';

export const CARRIERS_KEY = ['carriers'] as const;
/** The server's order when none is named: by CIC (spec 2 §2). */
export const CARRIER_LIST_DEFAULT = { sort: 'cic', asc: true };

/** A carrier as GET /carriers answers it (spec 2 §3 Carrier). */
export type CarrierRow = Answer<typeof carrierAnswer>;

/** The GET queries of carriers (their keys are what the bulk upload invalidates). */
export const carrierQueries = {
  /** GET /carriers (sorted by cic, 10 per page). */
  list: (search: string | null, page: number, view: ListView = { page: 1, size: PAGE_SIZE, ...CARRIER_LIST_DEFAULT }) => {
    const shown = viewQuery(view, CARRIER_LIST_DEFAULT);
    return queryOptions({
      queryKey: [...CARRIERS_KEY, 'list', search, page, shown],
      queryFn: ({ signal }) => apiGet<Answer<typeof carrierListAnswer>>(`/carriers${queryString({ ...shown, page, search })}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
};

/** POST /carriers/bulk (multipart field `file`): one result per spreadsheet row. */
export function useCarriersBulkUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<Answer<typeof bulkAnswer>>('/carriers/bulk', file),
    onSuccess: () => client.invalidateQueries({ queryKey: CARRIERS_KEY }),
  });
}
