import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  messageAnswer,
  PricingUpdateInput,
  TariffCreateInput,
  tariffAnswer,
  tariffListAnswer,
  tariffWriteAnswer,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { exceptDeleted, PAGE_SIZE, queryString } from '../../../lib/query';
import { PRODUCTS_KEY } from '../../products';
import { TARIFFS_KEY } from './keys';

export interface TariffFilters {
  service_type: string | null;
  jurisdiction: string | null;
  currency: string | null;
}

/** A tariff as GET /tariff/ answers it: the charges (exact decimal strings) plus its product's summary. */
export type TariffRow = Answer<typeof tariffAnswer>;

/** The order of the tariff list when the address names none: by jurisdiction. */
export const TARIFF_LIST_DEFAULT = { sort: 'jurisdiction', asc: true };

/** The GET queries of tariffs (their keys are what the writes invalidate). */
export const tariffQueries = {
  /** GET /tariff/: the standard tariffs by jurisdiction, 10 a page. */
  list: (filters: TariffFilters, page: number, view: ListView = { page: 1, size: PAGE_SIZE, ...TARIFF_LIST_DEFAULT }) => {
    const { limit, orderby, asc } = viewQuery(view, TARIFF_LIST_DEFAULT, { always: true });
    return queryOptions({
      queryKey: [...TARIFFS_KEY, 'list', filters, page, limit, orderby, asc],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof tariffListAnswer>>(`/tariff/${queryString({ limit, page, ...filters, orderby, asc })}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
    });
  },
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...TARIFFS_KEY, 'detail', id],
      queryFn: ({ signal }) => apiGet<TariffRow>(`/tariff/${id}`, { signal }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
    }),
};

export function useTariff(id: number | null) {
  return useQuery(tariffQueries.detail(id));
}

type TariffAnswer = Answer<typeof tariffWriteAnswer>;

function useInvalidate() {
  const client = useQueryClient();
  /** `deleted`: a record just deleted, whose own query is not read again (lib/query.ts exceptDeleted). */
  // a product's row shows whether it has a tariff
  return (deleted?: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: TARIFFS_KEY, ...(deleted ? { predicate: exceptDeleted(TARIFFS_KEY, deleted) } : {}) }),
      client.invalidateQueries({ queryKey: PRODUCTS_KEY }),
    ]);
}

/** Errors of these calls are shown by the pages (messages are translated there). */
export function useCreateTariff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TariffCreateInput) => apiPost<TariffAnswer>('/tariff/', input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/** PUT /pricing/{id}: the update path differs from the tariff's (spec 2 §7). */
export function useUpdateTariff(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: PricingUpdateInput) => apiPut<TariffAnswer>(`/pricing/${id}`, input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteTariff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/tariff/${id}`, undefined, { silent: true }),
    onSuccess: (_answer, id) => invalidate(id),
  });
}
