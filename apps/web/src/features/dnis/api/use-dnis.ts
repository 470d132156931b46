import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, DnisUpdateInput, dnisAnswer, dnisListAnswer, dnisWriteAnswer } from '@gsn/domain';
import { apiGet, apiPut } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/query';

export const DNIS_KEY = ['dnis'] as const;

/** A DNIS record as GET /dnis/ answers it: an inventory number seen from routing. */
export type DnisRow = Answer<typeof dnisAnswer>;

type DnisPage = Answer<typeof dnisListAnswer>;

export interface DnisFilters {
  service_number: string | null;
  customer_code: string | null;
  jurisdiction: string | null;
  /** Only numbers without a termination number yet. */
  unrouted: boolean;
}

export const NO_DNIS_FILTERS: DnisFilters = { service_number: null, customer_code: null, jurisdiction: null, unrouted: false };

/** The GET queries of DNIS (their keys are what the update writes and invalidates). */
export const dnisQueries = {
  /** GET /dnis/ (staff): how each service number is delivered, 10 a page. */
  list: (filters: DnisFilters, page: number, size: number = PAGE_SIZE) =>
    queryOptions({
      queryKey: [...DNIS_KEY, 'list', filters, page, size],
      queryFn: ({ signal }) =>
        apiGet<DnisPage>(`/dnis/${queryString({ limit: size, page, ...filters, unrouted: filters.unrouted ? true : null })}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

type DnisAnswer = Answer<typeof dnisWriteAnswer>;

/** PUT /dnis/{id}: the saved row replaces the old one in the lists at once, then they are read again. */
export function useUpdateDnis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DnisUpdateInput }) => apiPut<DnisAnswer>(`/dnis/${id}`, input, { silent: true }),
    onSuccess: (res, { id, input }) => {
      client.setQueriesData<DnisPage>({ queryKey: [...DNIS_KEY, 'list'] }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((row) => (row.id === id ? { ...row, ...input, ...(res?.data ?? {}) } : row)),
            }
          : page,
      );
      return client.invalidateQueries({ queryKey: DNIS_KEY });
    },
  });
}
