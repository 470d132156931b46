import { useQuery } from '@tanstack/react-query';
import type { Page } from '@gsn/domain';
import { apiGet } from '../../../lib/api';

export interface Country {
  id: number;
  code: string;
  iso3: string;
  name: string;
  dial_code: string;
  region: string | null;
}

export interface Currency {
  code: string;
  name: string;
}

export interface City {
  id: number;
  country_code: string;
  name: string;
  dial_code: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** Spec 1 §7: countries are loaded with limit 1000. */
export function useCountries() {
  return useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: () => apiGet<Page<Country>>('/countries/?limit=1000'),
    select: (page) => [...(page?.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: DAY,
  });
}

/** Spec 1 §7: currencies limit 250 page 0. */
export function useCurrencies() {
  return useQuery({
    queryKey: ['reference', 'currencies'],
    queryFn: () => apiGet<Page<Currency>>('/currencies?limit=250&page=0', { silent: true }),
    select: (page) => page?.data ?? [],
    staleTime: DAY,
  });
}

/** Cities of a country whose name starts with `search` (at least two letters typed). */
export function useCities(country: string | null | undefined, search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['reference', 'cities', country, q],
    queryFn: () =>
      apiGet<Page<City>>(`/cities?country=${encodeURIComponent(country ?? '')}&city=${encodeURIComponent(q)}&limit=100`, { silent: true }),
    select: (page) => page?.data ?? [],
    enabled: !!country && q.length >= 2,
    staleTime: DAY,
  });
}
