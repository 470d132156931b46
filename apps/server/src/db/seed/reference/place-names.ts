/**
 * Turning geocoding descriptions into city names. Descriptions are a place optionally followed by a
 * qualifier: "New York, NY", "Sapporo, Hokkaido", "São Paulo - SP", "Shenyang/Tieling/Fushun, Liaoning"
 * (several places sharing one prefix). Some name a whole state, province or region instead of a city.
 */

const REGION_WORDS =
  /\b(regions?|territory|territories|republic|province|provincia|oblast|krai|state|governorate|prefecture|county|district|department|autonomous|municipality|zones?|part of)\b/i;

/** Splits off a trailing qualifier (after ", " or " - "). */
export function splitQualifier(description: string): { place: string; qualifier: string | null } {
  const cut = [description.indexOf(', '), description.indexOf(' - ')].filter((i) => i > 0);
  if (cut.length === 0) return { place: description, qualifier: null };
  const at = Math.min(...cut);
  const qualifier = description
    .slice(at)
    .replace(/^(, | - )/, '')
    .trim();
  return { place: description.slice(0, at).trim(), qualifier: qualifier || null };
}

/**
 * The city names a description stands for: qualifier dropped, "/"-separated lists split, a lowercase
 * " city" suffix dropped ("Kyiv city"), names with region words left out.
 */
export function placeNames(description: string): string[] {
  const names: string[] = [];
  for (const part of splitQualifier(description).place.split('/')) {
    const name = part
      .replace(/\s+/g, ' ')
      .replace(/ city$/, '')
      .trim();
    if (name.length < 2 || /\d/.test(name) || !/\p{L}/u.test(name) || REGION_WORDS.test(name)) continue;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** How many other descriptions below a prefix make it a state- or province-level prefix. */
const REGION_MIN_PLACES = 10;

/**
 * Descriptions of one calling code that name regions rather than cities. In files whose places are
 * mostly qualified ("Albany, NY", "Campinas - SP"), an unqualified description is a region when one of
 * its area-code-level prefixes (up to 3 digits) is only the fallback for many other places:
 * "New York" at +1 315 above "Syracuse, NY", "Utica, NY", …; "São Paulo" at +55 1. Those are dropped.
 * When the places below use the region's name as their qualifier, the region is named after its
 * main city ("Odesa" at +380 48 above "Izmail, Odesa"; "Minsk" at +375 17 above "Uzda, Minsk Region"):
 * such descriptions are `regional`, kept as cities but ranked below any other source of the same name.
 * City-states such as "Tokyo" (+81 3) or "Beijing" (+86 10) have no places below them and stay as is.
 */
export function regionDescriptions(entries: ReadonlyMap<string, string>): { drop: Set<string>; regional: Set<string> } {
  const drop = new Set<string>();
  const regional = new Set<string>();
  let qualified = 0;
  for (const description of entries.values()) if (splitQualifier(description).qualifier) qualified++;
  if (qualified * 2 <= entries.size) return { drop, regional };
  const keys = [...entries.keys()].sort();
  for (let i = 0; i < keys.length; i++) {
    const prefix = keys[i] as string;
    const own = entries.get(prefix) as string;
    if (prefix.length > 3 || drop.has(own) || regional.has(own) || splitQualifier(own).qualifier) continue;
    const others = new Set<string>();
    let namedAfter = false;
    for (let j = i + 1; j < keys.length && others.size < REGION_MIN_PLACES; j++) {
      const key = keys[j] as string;
      if (!key.startsWith(prefix)) break;
      const description = entries.get(key) as string;
      if (description === own) break;
      others.add(description);
      if (splitQualifier(description).qualifier?.startsWith(own)) namedAfter = true;
    }
    if (others.size >= REGION_MIN_PLACES) (namedAfter ? regional : drop).add(own);
  }
  return { drop, regional };
}
