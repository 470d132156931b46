import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, cityAnswer, cityListAnswer, countryAnswer, countryListAnswer, currencyAnswer, currencyListAnswer } from '@gsn/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';
import { localCountryName } from './use-country-name';

/** A country as GET /countries/ answers it, with its name in the interface language (made here, not sent). */
export type Country = Answer<typeof countryAnswer> & {
  /** The name in the interface language (Intl.DisplayNames); `name` stays the stored English one. */
  label: string;
};

export type Currency = Answer<typeof currencyAnswer>;

export type City = Answer<typeof cityAnswer>;

const DAY = 24 * 60 * 60 * 1000;

/** The GET queries of the reference data, each kept a day. */
export const referenceQueries = {
  /** Spec 1 §7: countries are loaded with limit 1000. */
  countries: () =>
    queryOptions({
      queryKey: ['reference', 'countries'],
      queryFn: () => apiGet<Answer<typeof countryListAnswer>>('/countries/?limit=1000'),
      staleTime: DAY,
    }),
  /** Spec 1 §7: currencies limit 250 page 0. */
  currencies: () =>
    queryOptions({
      queryKey: ['reference', 'currencies'],
      queryFn: () => apiGet<Answer<typeof currencyListAnswer>>('/currencies?limit=250&page=0', { silent: true }),
      staleTime: DAY,
    }),
  /** Cities of a country whose name starts with `search` (already trimmed). */
  cities: (country: string | null | undefined, search: string) =>
    queryOptions({
      queryKey: ['reference', 'cities', country, search],
      queryFn: () =>
        apiGet<Answer<typeof cityListAnswer>>(
          `/cities?country=${encodeURIComponent(country ?? '')}&city=${encodeURIComponent(search)}&limit=100`,
          { silent: true },
        ),
      staleTime: DAY,
    }),
};

/** Countries, each with its name in the interface language, in that order. */
export function useCountries() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const select = useCallback(
    (page: Answer<typeof countryListAnswer> | null): Country[] =>
      (page?.data ?? [])
        .map((c) => ({ ...c, label: localCountryName(c.name, c.code) }))
        .sort((a, b) => a.label.localeCompare(b.label, lng)),
    [lng],
  );
  return useQuery({ ...referenceQueries.countries(), select });
}

export function useCurrencies() {
  return useQuery({ ...referenceQueries.currencies(), select: (page) => page?.data ?? [] });
}

/** Cities of a country whose name starts with `search` (at least two letters typed). */
export function useCities(country: string | null | undefined, search: string) {
  const q = search.trim();
  return useQuery({ ...referenceQueries.cities(country, q), select: (page) => page?.data ?? [], enabled: !!country && q.length >= 2 });
}
