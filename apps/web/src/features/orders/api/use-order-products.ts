import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@gsn/domain';
import { apiGet } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import type { ProductView } from '../../coverage';
import type { OrderSearch } from '../lib/wizard-state';

/** Add-order step 2: current products of the search (GET /servicenumbers/type, expired=false), 10 a page. */
export function useOrderProducts(query: OrderSearch | null, page: number) {
  return useQuery({
    queryKey: ['orders', 'products', query?.service_type, query?.jurisdiction, query?.city, page],
    queryFn: ({ signal }) =>
      apiGet<Page<ProductView>>(
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
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export interface CoverageCity {
  city: string;
  city_dial_code: string | null;
}

/** The cities of the current products of a jurisdiction (and service type), for DID and SIP Trunking. */
export function useCoverageCities(jurisdiction: string | null, serviceType: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'cities', jurisdiction, serviceType],
    queryFn: ({ signal }) =>
      apiGet<Page<CoverageCity>>(`/servicenumbers/type/coverage/cities${queryString({ jurisdiction, service_type: serviceType })}`, {
        signal,
        silent: true,
      }),
    enabled: enabled && !!jurisdiction,
    select: (p) => (p?.data ?? []).map((c) => c.city),
    staleTime: 5 * 60 * 1000,
  });
}
