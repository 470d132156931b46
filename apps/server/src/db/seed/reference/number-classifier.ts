import { Metadata, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** What libphonenumber's full ("max") metadata says about the numbers that start with a prefix. */
export interface PrefixClass {
  /** ISO 3166-1 alpha-2 region of the numbers (decides shared calling codes such as +1 and +7). */
  country: string;
  /** True for fixed-line numbers (FIXED_LINE, or FIXED_LINE_OR_MOBILE as in the NANP). */
  fixedLine: boolean;
  /** National destination code: the first group of the number in international format. */
  ndc: string;
}

const FILL_DIGITS = ['0', '5', '2', '1', '3', '4', '6', '7', '8', '9'];

function moveToFront<T>(list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i > 0) {
    list.splice(i, 1);
    list.unshift(item);
  }
}

/** Regions per calling code, from libphonenumber-js (`getCountries` / `getCountryCallingCode`). */
export function regionsByCallingCode(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const country of getCountries()) {
    const cc = getCountryCallingCode(country);
    map.set(cc, [...(map.get(cc) ?? []), country]);
  }
  return map;
}

/**
 * Classifies a national-number prefix by completing it to a full number and validating that with
 * libphonenumber-js: the prefix is padded with a repeated digit to each possible national length of
 * its calling code until libphonenumber accepts the number as valid; that number's region, type and
 * international format describe the prefix. Lengths and padding digits that worked are tried first
 * next time, so most prefixes need a single parse. Returns null when no completion is valid.
 */
export function createPrefixClassifier(): (callingCode: string, prefix: string) => PrefixClass | null {
  const metadata = new Metadata();
  const lengths = new Map<string, number[]>();
  for (const country of getCountries()) {
    metadata.selectNumberingPlan(country);
    const cc = getCountryCallingCode(country);
    const set = new Set([...(lengths.get(cc) ?? []), ...(metadata.numberingPlan?.possibleLengths() ?? [])]);
    lengths.set(
      cc,
      [...set].sort((a, b) => a - b),
    );
  }
  const fills = new Map<string, string[]>();

  return (callingCode, prefix) => {
    const lens = lengths.get(callingCode);
    if (!lens) return null;
    const digits = fills.get(callingCode) ?? [...FILL_DIGITS];
    fills.set(callingCode, digits);
    for (const fill of digits) {
      for (const length of lens) {
        if (length < prefix.length) continue;
        const number = parsePhoneNumberFromString(`+${callingCode}${prefix}${fill.repeat(length - prefix.length)}`);
        if (!number?.country || !number.isValid()) continue;
        moveToFront(lens, length);
        moveToFront(digits, fill);
        const type = number.getType();
        const ndc = number.formatInternational().split(' ')[1] ?? number.nationalNumber;
        return { country: number.country, fixedLine: type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE', ndc };
      }
    }
    return null;
  };
}
