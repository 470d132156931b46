import { z } from 'zod';
import type { Answer, pageAnswer } from './answers.ts';

/** Spec 1 §9: default page 0, default limit 10. `limit=0` means the endpoint's default page. */
export const DEFAULT_PAGE = 0;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** The highest page a list accepts: beyond it the offset would overflow the database's integers (400, not 500). */
export const MAX_PAGE = 1_000_000;

const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export { boolish };

/** Query of every list call: page (0-based), limit, orderby, asc. */
export function listQuery(maxLimit = MAX_LIMIT, defaultLimit = DEFAULT_LIMIT) {
  return z.object({
    page: z.coerce.number().int().min(0).max(MAX_PAGE).default(DEFAULT_PAGE),
    limit: z.coerce
      .number()
      .int()
      .min(0)
      .max(maxLimit)
      .default(defaultLimit)
      .transform((l) => (l === 0 ? defaultLimit : l)),
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
