import type { PrefixClass } from './number-classifier.ts';

/** Where a geocoding description's numbers are: country and national area code. */
export interface Area {
  country: string;
  dialCode: string;
  /** Length of the geocoding prefix the area code was read from (shorter = the place's own code). */
  prefixLength: number;
  /** How many prefixes the description has (breaks ties between same-named places). */
  weight: number;
  /** The description is a region named after its main city (see `regionDescriptions`). */
  regional: boolean;
}

type Classify = (callingCode: string, prefix: string) => PrefixClass | null;

/**
 * Finds the area code of the descriptions of one calling code.
 * 1. The description's prefixes are tried shortest first (among equal lengths, those in the calling
 *    code's most used leading digit first, e.g. Spanish 9x before 8x) until libphonenumber calls one a
 *    fixed-line prefix; that number's region is the country and the prefix cut to the national
 *    destination code is the area code ("+1 201200" → "201", "+55 1120" → "11", "+44 114704" → "114").
 * 2. If most of the description's prefixes sit under another area code (Toronto: one "437" entry but
 *    dozens of "416…" ones) and that one is fixed-line too, it wins.
 * Mobile-only descriptions get no area; prefixes that libphonenumber cannot complete to any valid
 * number count as fixed-line only when the calling code belongs to a single country (`single`).
 */
export function createAreaResolver(callingCode: string, prefixes: Iterable<string>, classify: Classify, single: string | null) {
  const firstDigits = new Map<string, number>();
  for (const p of prefixes) firstDigits.set(p.charAt(0), (firstDigits.get(p.charAt(0)) ?? 0) + 1);
  const digitRank = (p: string) => firstDigits.get(p.charAt(0)) ?? 0;
  // Leading digits of long prefixes already found not to be fixed-line (e.g. Chinese mobile blocks).
  const nonFixed = new Set<string>();

  const fixedLine = (prefix: string): PrefixClass | null | undefined => {
    const lead = prefix.length >= 6 ? prefix.slice(0, 4) : null;
    if (lead && nonFixed.has(lead)) return undefined;
    const found = classify(callingCode, prefix);
    if (found && !found.fixedLine) {
      if (lead) nonFixed.add(lead);
      return undefined;
    }
    return found;
  };

  return (own: readonly string[], regional: boolean): Area | null => {
    const ordered = [...own].sort((a, b) => a.length - b.length || digitRank(b) - digitRank(a) || a.localeCompare(b));
    let unknown: string | null = null;
    for (const prefix of ordered) {
      const found = fixedLine(prefix);
      if (found === null) unknown ??= prefix;
      if (!found) continue;
      // Area code length: the national destination code, or the prefix itself when that is shorter
      // (libphonenumber groups Spanish "91" Madrid numbers as "912 …").
      const n = Math.min(found.ndc.length, prefix.length);
      const area: Area = {
        country: found.country,
        dialCode: prefix.slice(0, n),
        prefixLength: prefix.length,
        weight: own.length,
        regional,
      };
      const counts = new Map<string, { count: number; first: string }>();
      for (const p of ordered) {
        if (p.length < n) continue;
        const lead = p.slice(0, n);
        const c = counts.get(lead);
        if (c) c.count++;
        else counts.set(lead, { count: 1, first: p });
      }
      const base = counts.get(area.dialCode)?.count ?? 1;
      const better = [...counts].filter(([, c]) => c.count > base).sort((a, b) => b[1].count - a[1].count);
      for (const [lead, c] of better) {
        const other = fixedLine(c.first);
        if (other && other.country === found.country && other.ndc.length >= n) {
          area.dialCode = lead;
          break;
        }
      }
      return area;
    }
    if (unknown && single) return { country: single, dialCode: unknown, prefixLength: unknown.length, weight: own.length, regional };
    return null;
  };
}
