import { pageOffset } from '@gsn/domain';

/** One page of a list as a repository reads it: offset and limit, the sort field and its direction. */
export interface PageRequest<O extends string> {
  limit: number;
  offset: number;
  orderby: O;
  asc: boolean;
}

/** The page a list query asks for (its `orderby` already validated by the route, lib/route-schemas.ts). */
export function pageRequest<O extends string>(
  q: { page: number; limit: number; orderby: O; asc?: boolean | undefined },
  ascByDefault = true,
): PageRequest<O> {
  return { limit: q.limit, offset: pageOffset(q), orderby: q.orderby, asc: q.asc ?? ascByDefault };
}

/** A count that stops at a cap (lists of very many rows say "more than"). */
export interface CountResult {
  count: number;
  capped: boolean;
}

/** `%text%` for ILIKE with the pattern characters escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
