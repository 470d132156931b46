import { apiGet, ApiError } from './api';

/** Count of a list endpoint; 404 (feature not served yet) or any other failure counts as 0, without a toast. */
export async function countOf(path: string): Promise<number> {
  try {
    const res = await apiGet<{ count?: number; data?: unknown[] }>(path, { silent: true });
    if (typeof res?.count === 'number') return res.count;
    return Array.isArray(res?.data) ? res.data.length : 0;
  } catch (e) {
    if (e instanceof ApiError) return 0;
    throw e;
  }
}

/** Header badges: fresh for a minute, refreshed when the window gets the focus again. */
export const badgeQuery = { staleTime: 60_000, refetchOnWindowFocus: true } as const;
