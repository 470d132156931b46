/**
 * Turning geocoding descriptions into city names. Descriptions are a place optionally followed by a
 * qualifier: "New York, NY", "Sapporo, Hokkaido", "São Paulo - SP", "Shenyang/Tieling/Fushun, Liaoning"
 * (several places sharing one prefix). Some describe a whole state or province instead of a city.
 */

const REGION_WORDS =
  /\b(regions?|territory|republic|province|provincia|oblast|krai|state|governorate|prefecture|county|district|department|autonomous|municipality)\b/i;

/** Splits off a trailing qualifier (after ", " or " - "). */
export function splitQualifier(description: string): { place: string; qualifier: string | null } {
  const cut = [description.indexOf(', '), description.indexOf(' - ')].filter((i) => i > 0);
  if (cut.length === 0) return { place: description, qualifier: null };
  const at = Math.min(...cut);
  const qualifier = description.slice(at).replace(/^(, | - )/, '').trim();
  return { place: description.slice(0, at).trim(), qualifier: qualifier || null };
}

/** The city names a description stands for: qualifier dropped, "/"-separated lists split, region names left out. */
export function placeNames(description: string): string[] {
  const names: string[] = [];
  for (const part of splitQualifier(description).place.split('/')) {
    const name = part.replace(/\s+/g, ' ').trim();
    if (name.length < 2 || /\d/.test(name) || !/\p{L}/u.test(name) || REGION_WORDS.test(name)) continue;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The prefixes of one calling code whose description names a region rather than a city:
 * - aggregates: prefixes whose longer prefixes carry at least two other descriptions and none of
 *   their own (e.g. "+1 201" "New Jersey" above "201200" "Jersey City, NJ", "201202" "Hackensack, NJ");
 * - unqualified descriptions that other descriptions use as their qualifier (a bare "Hokkaido" when
 *   "Sapporo, Hokkaido" exists).
 */
export function regionPrefixes(entries: ReadonlyMap<string, string>): Set<string> {
  const qualifiers = new Set<string>();
  for (const description of entries.values()) {
    const { qualifier } = splitQualifier(description);
    if (qualifier) qualifiers.add(qualifier);
  }
  const keys = [...entries.keys()].sort();
  const result = new Set<string>();
  for (let i = 0; i < keys.length; i++) {
    const prefix = keys[i] as string;
    const own = entries.get(prefix) as string;
    if (!splitQualifier(own).qualifier && qualifiers.has(own)) {
      result.add(prefix);
      continue;
    }
    const others = new Set<string>();
    let sameBelow = false;
    for (let j = i + 1; j < keys.length; j++) {
      const key = keys[j] as string;
      if (!key.startsWith(prefix)) break;
      const description = entries.get(key) as string;
      if (description === own) {
        sameBelow = true;
        break;
      }
      others.add(description);
    }
    if (!sameBelow && others.size >= 2) result.add(prefix);
  }
  return result;
}
