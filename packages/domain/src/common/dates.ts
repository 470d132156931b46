import { z } from 'zod';

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 and 2026-13-01 are not). */
export function isIsoDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/**
 * A spreadsheet cell in a date column as its day: a date-time cell (read as `YYYY-MM-DD HH:MM:SS`, midnight
 * included) stands for the day it shows, so its time is dropped; any other text stays as it is for the day's rules.
 */
export function spreadsheetDay(v: string): string {
  return /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?$/.test(v.trim()) ? v.trim().slice(0, 10) : v;
}

/** An optional day as YYYY-MM-DD: '' / null → null. */
export function isoDaySchema(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string({ message }).refine(isIsoDay, message).nullable().optional(),
  );
}
