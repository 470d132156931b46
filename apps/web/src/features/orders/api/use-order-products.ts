import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, coverageCitiesAnswer, productListAnswer } from '@gsn/domain';
import { apiGet } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import type { OrderSearch } from '../lib/wizard-state';
import { ORDERS_KEY } from './use-orders';

/** A city of GET /servicenumbers/type/coverage/cities (the domain's schema). */
export type CoverageCity = Answer<typeof coverageCitiesAnswer>['data'][number];

/** The GET queries of the add-order wizard (under ['orders'], so the order writes refresh them too). */
export const orderProductQueries = {
  /** Add-order step 2: current products of the search (GET /servicenumbers/type, expired=false), 10 a page. */
  products: (query: OrderSearch | null, page: number) =>
    queryOptions({
      queryKey: [...ORDERS_KEY, 'products', query?.service_type, query?.jurisdiction, query?.city, page],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof productListAnswer>>(
          `/servicenumbers/type${queryString({
            limit: PAGE_SIZE,
            page: page - 1,
            service_type: query?.service_type,
            jurisdiction: query?.jurisdiction,
            city: query?.city,
            expired: false,
            orderby: 'jurisdiction',
            asc: true,
          })}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  /** The cities of the current products of a jurisdiction (and service type). */
  cities: (jurisdiction: string | null, serviceType: string | null) =>
    queryOptions({
      queryKey: [...ORDERS_KEY, 'cities', jurisdiction, serviceType],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof coverageCitiesAnswer>>(
          `/servicenumbers/type/coverage/cities${queryString({ jurisdiction, service_type: serviceType })}`,
          { signal, silent: true },
        ),
      staleTime: 5 * 60 * 1000,
    }),
};

/** Add-order step 2: current products of the search (GET /servicenumbers/type, expired=false), 10 a page. */
export function useOrderProducts(query: OrderSearch | null, page: number) {
  return useQuery({ ...orderProductQueries.products(query, page), enabled: query !== null });
}

/** The cities of the current products of a jurisdiction (and service type), for DID and SIP Trunking. */
export function useCoverageCities(jurisdiction: string | null, serviceType: string | null, enabled: boolean) {
  return useQuery({
    ...orderProductQueries.cities(jurisdiction, serviceType),
    enabled: enabled && !!jurisdiction,
    select: (p) => (p?.data ?? []).map((c: CoverageCity) => c.city),
  });
}
