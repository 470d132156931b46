import { z } from 'zod';
import type { Answer, pageAnswer } from './answers.ts';

/** Spec 1 §9: default page 0, default limit 10. `limit=0` means the endpoint's default page. */
export const DEFAULT_PAGE = 0;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** The highest page a list accepts: beyond it the offset would overflow the database's integers (400, not 500). */
export const MAX_PAGE = 1_000_000;

/** The largest id a PostgreSQL integer column holds: a larger one is a 400, not a database error. */
export const MAX_DB_ID = 2_147_483_647;
export const WHOLE_NUMBER_MESSAGE = 'Please enter a whole number';

/**
 * A whole number of a query string, written as digits (surrounding spaces aside): `7`, not `7.0`, `1e3`, `0x10` or
 * `abc`, which `z.coerce.number()` would have read as 7, 1000, 16 or refused — a filter that silently means another
 * number is worse than a 400. A number (JSON, or a value a caller already parsed) is taken as it is.
 */
export function wholeNumber(min: number, max: number): z.ZodType<number, unknown>;
export function wholeNumber(min: number, max: number, fallback: number): z.ZodType<number, unknown>;
export function wholeNumber(min: number, max: number, fallback?: number) {
  const n = z.number({ error: WHOLE_NUMBER_MESSAGE }).int(WHOLE_NUMBER_MESSAGE).min(min).max(max);
  // the default inside the preprocess, so that the API document still shows it
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v),
    fallback === undefined ? n : n.default(fallback),
  );
}

/** An id filter of a list (a positive database integer); blank or null → none. */
export const idFilter = () =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), wholeNumber(1, MAX_DB_ID).optional());

const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export { boolish };

/** Query of every list call: page (0-based), limit, orderby, asc. */
export function listQuery(maxLimit = MAX_LIMIT, defaultLimit = DEFAULT_LIMIT) {
  return z.object({
    page: wholeNumber(0, MAX_PAGE, DEFAULT_PAGE),
    limit: wholeNumber(0, maxLimit, defaultLimit).transform((l) => (l === 0 ? defaultLimit : l)),
    orderby: z.string().max(64).optional(),
    asc: boolish.optional(),
  });
}

export type ListQuery = z.infer<ReturnType<typeof listQuery>>;

/**
 * A sync filter (docs/integrating.md, Keeping in sync): only rows changed at or after this instant, an ISO 8601 time
 * with its offset (`2026-11-27T16:00:00Z`); blank means none.
 */
export const updatedSince = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.iso.datetime({ offset: true }).nullable().optional());

/** A page of a list as `pageAnswer` describes it (`{ data, count }`), for rows typed without a schema at hand. */
export type Page<T> = Answer<ReturnType<typeof pageAnswer<z.ZodType<T>>>>;

export function pageOffset(q: { page: number; limit: number }): number {
  return q.page * q.limit;
}
