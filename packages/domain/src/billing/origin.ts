import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type CalledType, ORIGIN_TYPES, type OriginType } from './rating.ts';

/**
 * A call's origin type (docs/billing.md): what the CDR's `CDR_ORIGIN_TYPE` says, else the calling number's type in
 * libphonenumber's metadata (a mobile number → mobile, a fixed line → fixed), else fixed. Toll-free and UIFN calls
 * are rated by it. Outbound calls are rated by the called number's type, read the same way.
 */

/** Where a call's origin type came from. */
export const ORIGIN_SOURCES = ['cdr', 'number_type', 'default'] as const;
export type OriginSource = (typeof ORIGIN_SOURCES)[number];

export const ORIGIN_TYPE_MESSAGE = `Invalid option: expected one of ${ORIGIN_TYPES.map((v) => `"${v}"`).join('|')}`;

/** `CDR_ORIGIN_TYPE` as written (any case, blanks trimmed) → the origin type; null when blank; undefined when invalid. */
export function readOriginType(raw: string | null | undefined): OriginType | null | undefined {
  const v = raw?.trim().toLowerCase();
  if (!v) return null;
  return (ORIGIN_TYPES as readonly string[]).includes(v) ? (v as OriginType) : undefined;
}

/** libphonenumber's types an outbound call's `outbound_charges_special` applies to. */
const SPECIAL_TYPES = new Set(['PREMIUM_RATE', 'SHARED_COST', 'TOLL_FREE', 'UAN', 'VOICEMAIL', 'PERSONAL_NUMBER', 'PAGER']);

/** libphonenumber's type of an E.164 number (undefined: not a number it can read or type). */
export function phoneNumberType(e164: string): string | undefined {
  return parsePhoneNumberFromString(e164)?.getType();
}

/**
 * Number types already read, by block of 100 numbers (the number without its last two digits, and its length):
 * a file's callers share a few thousand blocks, so a million lines cost a few thousand metadata look-ups rather than
 * a million (10 µs each). The metadata's type patterns are by leading digits and length; cleared when it grows large.
 */
export class NumberTypeMemo {
  private readonly types = new Map<string, string | undefined>();
  typeOf(e164: string): string | undefined {
    if (e164.length < 8) return phoneNumberType(e164);
    const key = `${e164.length}|${e164.slice(0, -2)}`;
    if (this.types.has(key)) return this.types.get(key);
    if (this.types.size > 200_000) this.types.clear();
    const t = phoneNumberType(e164);
    this.types.set(key, t);
    return t;
  }
}

const E164 = /^\+[1-9]\d{5,14}$/;

/** The type of a number that is in E.164 form, else undefined (a short code or a garbled number is not read). */
const typeOf = (number: string | null | undefined, memo?: NumberTypeMemo) =>
  number && E164.test(number) ? (memo ? memo.typeOf(number) : phoneNumberType(number)) : undefined;

/** The origin type of a call and its source: the CDR's column, else the calling number's type, else fixed. */
export function originOf(
  cdr: OriginType | null | undefined,
  callingNumber: string | null | undefined,
  memo?: NumberTypeMemo,
): { origin_type: OriginType; origin_source: OriginSource } {
  if (cdr) return { origin_type: cdr, origin_source: 'cdr' };
  const t = typeOf(callingNumber, memo);
  if (t === 'MOBILE') return { origin_type: 'mobile', origin_source: 'number_type' };
  if (t === 'FIXED_LINE') return { origin_type: 'fixed', origin_source: 'number_type' };
  return { origin_type: 'fixed', origin_source: 'default' };
}

/** The type of the number an outbound call reached (null for an inbound call): mobile, special (premium, shared cost, …) or fixed. */
export function calledTypeOf(
  direction: 'inbound' | 'outbound',
  calledNumber: string | null | undefined,
  memo?: NumberTypeMemo,
): CalledType | null {
  if (direction !== 'outbound') return null;
  const t = typeOf(calledNumber, memo);
  if (t === 'MOBILE') return 'mobile';
  return t && SPECIAL_TYPES.has(t) ? 'special' : 'fixed';
}
