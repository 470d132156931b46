import { z } from 'zod';

/**
 * Money is exact: decimal strings on the wire, `numeric(14,4)` in the database, never a JS float.
 * Up to 10 integer digits and 4 decimals (per-minute rates need more than cents), never negative.
 */
export const MONEY_MESSAGES = {
  format: 'Please enter an amount such as 12.50 (up to 4 decimals, not negative)',
} as const;

const MONEY_RE = /^\d{1,10}(\.\d{1,4})?$/;

/** Canonical text of an amount: no leading zeros, no trailing decimal zeros beyond two ("12.5" → "12.50"). */
export function formatMoney(value: string): string {
  const [intPart = '0', frac = ''] = value.split('.');
  const i = intPart.replace(/^0+(?=\d)/, '');
  const f = frac.replace(/0+$/, '').padEnd(2, '0');
  return `${i}.${f}`;
}

/** An optional amount: '' / null → null; numbers are accepted from spreadsheets and converted by their text. */
export const moneySchema = z.preprocess((v) => {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'x';
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim().replace(/,/g, '');
  return v;
}, z.string({ message: MONEY_MESSAGES.format }).regex(MONEY_RE, MONEY_MESSAGES.format).transform(formatMoney).nullable().optional());

/** Compares two canonical amounts exactly (for sorting and tests). */
export function compareMoney(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const fa = af.padEnd(4, '0');
  const fb = bf.padEnd(4, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}
