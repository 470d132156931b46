import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, productListAnswer, productViewAnswer } from '@gsn/domain';
import { apiGet, quietNotFound } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/query';

export const COVERAGE_KEY = ['coverage'] as const;

/**
 * A product as the coverage screens receive it (the domain's schema): staff get every field (vendor, plan, option,
 * expired); customers the public view with its standard `tariff` (or null); visitors the public view without tariff.
 */
export type ProductView = Answer<typeof productViewAnswer>;

export interface CoverageFilters {
  service_type: string | null;
  jurisdiction: string | null;
}

/**
 * Where a coverage list comes from: `portal` is GET /servicenumbers/type (customers with list on 210; current
 * products only, with tariff), `public` is GET /servicenumbers/type/coverage (anyone; current products, no tariff).
 */
export type CoverageSource = 'portal' | 'public';

export function coverageListPath(source: CoverageSource, filters: CoverageFilters, page: number, size: number = PAGE_SIZE): string {
  const q = { limit: size, page, service_type: filters.service_type, jurisdiction: filters.jurisdiction };
  return source === 'portal'
    ? `/servicenumbers/type${queryString({ ...q, expired: false })}`
    : `/servicenumbers/type/coverage${queryString(q)}`;
}

/** The GET queries of the coverage screens. */
export const coverageQueries = {
  /** One page (0-based) of current products, 10 a page. */
  list: (source: CoverageSource, filters: CoverageFilters, page: number, size: number = PAGE_SIZE) =>
    queryOptions({
      queryKey: [...COVERAGE_KEY, source, 'list', filters.service_type, filters.jurisdiction, page, size],
      queryFn: ({ signal }) => apiGet<Answer<typeof productListAnswer>>(coverageListPath(source, filters, page, size), { signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET /servicenumbers/type/{id}: a 404 (missing, or expired for non-staff) is shown by the page, not as a toast. */
  product: (id: number | null) =>
    queryOptions({
      queryKey: [...COVERAGE_KEY, 'product', id],
      queryFn: ({ signal }) => apiGet<ProductView>(`/servicenumbers/type/${id}`, { signal, silent: quietNotFound }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
      retry: false,
    }),
};

/** GET /servicenumbers/type/{id}: a 404 (missing, or expired for non-staff) is shown by the page, not as a toast. */
export function useProduct(id: number | null) {
  return useQuery(coverageQueries.product(id));
}
