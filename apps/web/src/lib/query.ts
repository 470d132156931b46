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
