/** Spec 1 §9: page size 10 on all lists; the API pages from 0. */
export const PAGE_SIZE = 10;

/** A query string from the set values only (empty strings, null and undefined are left out). */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === null || v === undefined || v === '') continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Number of pages for a total count (at least 1). */
export function pageCount(count: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/**
 * After a deletion, a predicate for invalidating a feature's queries except the deleted record's own
 * (`[...key, 'detail', id]`): its page is still mounted under the confirmation, and read again it would answer 404
 * and a second toast would contradict the first.
 */
export function exceptDeleted(key: readonly unknown[], id: number): (q: { queryKey: readonly unknown[] }) => boolean {
  const own = JSON.stringify([...key, 'detail', id]);
  return (q) => JSON.stringify(q.queryKey) !== own;
}
