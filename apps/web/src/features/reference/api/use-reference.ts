import { useQuery } from '@tanstack/react-query';
import type { Page } from '@gsn/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';
import { localCountryName } from './use-country-name';

export interface Country {
  id: number;
  code: string;
  iso3: string;
  name: string;
  dial_code: string;
  region: string | null;
  /** The name in the interface language (Intl.DisplayNames); `name` stays the stored English one. */
  label: string;
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

/** Spec 1 §7: countries are loaded with limit 1000; each with its name in the interface language, in that order. */
export function useCountries() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const select = useCallback(
    (page: Page<Omit<Country, 'label'>> | null) =>
      (page?.data ?? [])
        .map((c) => ({ ...c, label: localCountryName(c.name, c.code) }))
        .sort((a, b) => a.label.localeCompare(b.label, lng)),
    [lng],
  );
  return useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: () => apiGet<Page<Omit<Country, 'label'>>>('/countries/?limit=1000'),
    select,
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
