import type { Region } from '@gsn/domain';

/** One ISO 3166-1 country (seeded into `countries`). */
export interface CountryRow {
  /** ISO 3166-1 alpha-2 code, e.g. "GB". */
  code: string;
  /** ISO 3166-1 alpha-3 code, e.g. "GBR". */
  iso3: string | null;
  /** English short name. */
  name: string;
  /** International calling code with a leading "+", e.g. "+44" (the first one when there are several). */
  dial_code: string;
  /** Continent code: AF, AN, AS, EU, NA, OC or SA. */
  continent: string;
  /** Portal region (see `regionOf`), null for Antarctica. */
  region: Region | null;
}

/** One ISO 4217 currency of the offering (seeded into `currencies`). */
export interface CurrencyRow {
  code: string;
  name: string;
}

/** A city with its national area code (seeded into `cities`). */
export interface CityRow {
  /** ISO 3166-1 alpha-2 code of the city's country. */
  country_code: string;
  /** English place name, e.g. "London". */
  name: string;
  /** National area code digits without country code or trunk prefix, e.g. "20" for London. */
  dial_code: string;
}

/** A DID / SIP trunking jurisdiction: one per country that belongs to a portal region. */
export interface JurisdictionRow {
  name: string;
  country_code: string;
  dial_code: string;
  region: Region;
}

export interface ReferenceData {
  countries: CountryRow[];
  currencies: CurrencyRow[];
  cities: CityRow[];
  jurisdictions: JurisdictionRow[];
}
