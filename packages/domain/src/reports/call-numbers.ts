import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * One identity per call (docs/api-reports.md): a switch, a spreadsheet and a person write the same calling number as
 * `+33612345778`, `0033612345778`, `33612345778` (a numeric cell) or `0612345778` (national, in France). Before a
 * call's duplicate key is built, its numbers are brought to E.164, the called number's country standing for the
 * country of a number written without its country code.
 */

/** The country of an E.164 number (`+442079460000` → `GB`); none for non-geographic numbers (`+800…`) or invalid ones. */
export function countryOfNumber(e164: string | null | undefined): CountryCode | undefined {
  if (!e164) return undefined;
  return parsePhoneNumberFromString(e164)?.country;
}

const valid = (raw: string, country?: CountryCode) => {
  const p = parsePhoneNumberFromString(raw, country);
  return p?.isValid() ? p.number : null;
};

/**
 * A calling, called or connected number in E.164 when it can be read as one: `+…` as it stands; digits as a
 * national number of `defaultCountry`, else after an international `00` prefix, else as a country code and number
 * without their `+`. A number that is none of these (a short code, a garbled one) is kept as written, spaces,
 * dots, dashes and brackets removed; blank → null.
 */
export function normaliseCallNumber(raw: string | null | undefined, defaultCountry?: CountryCode): string | null {
  if (raw === null || raw === undefined) return null;
  const compact = String(raw)
    .trim()
    .replace(/[\s().-]/g, '');
  if (!compact) return null;
  if (compact.startsWith('+')) return valid(compact) ?? compact;
  return (
    (defaultCountry ? valid(compact, defaultCountry) : null) ??
    (compact.startsWith('00') ? valid(`+${compact.slice(2)}`) : null) ??
    valid(`+${compact}`) ??
    compact
  );
}

/** A call's numbers as written → the same call with its called, calling and connected numbers in E.164 (see above). */
export function normaliseCallNumbers<
  T extends { CDR_CLDNUM: string; CDR_CLGNUM?: string | null | undefined; CDR_CLDCNUM?: string | null | undefined },
>(c: T): T {
  const called = normaliseCallNumber(c.CDR_CLDNUM) ?? c.CDR_CLDNUM;
  const country = countryOfNumber(called);
  return {
    ...c,
    CDR_CLDNUM: called,
    CDR_CLGNUM: normaliseCallNumber(c.CDR_CLGNUM, country),
    CDR_CLDCNUM: normaliseCallNumber(c.CDR_CLDCNUM, country),
  };
}
