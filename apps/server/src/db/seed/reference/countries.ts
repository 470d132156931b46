import { regionOf } from '@gsn/domain';
import { getCountryDataList } from 'countries-list';
import type { CountryRow, JurisdictionRow } from './types.ts';

/**
 * All countries of the `countries-list` package (ISO 3166-1 alpha-2 with English names, alpha-3 codes,
 * continents and calling codes). It also carries the exceptionally reserved AC (Ascension) and
 * TA (Tristan da Cunha) and the user-assigned XK (Kosovo), which have their own calling codes
 * and are kept because numbers are sold there.
 */
export function buildCountries(): CountryRow[] {
  return getCountryDataList()
    .map((c): CountryRow => {
      const phone = c.phone[0];
      return {
        code: c.iso2,
        iso3: c.iso3 || null,
        name: c.name,
        dial_code: phone === undefined ? '' : `+${phone}`,
        continent: c.continent,
        region: regionOf(c.iso2, c.continent),
      };
    })
    .filter((c) => c.dial_code !== '')
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** One jurisdiction per country that belongs to a portal region (Antarctica has none). */
export function buildJurisdictions(countries: readonly CountryRow[]): JurisdictionRow[] {
  const rows: JurisdictionRow[] = [];
  for (const c of countries) {
    if (c.region) rows.push({ name: c.name, country_code: c.code, dial_code: c.dial_code, region: c.region });
  }
  return rows;
}
