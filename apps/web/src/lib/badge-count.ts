import type { Answer, downloadsListAnswer, notificationListAnswer } from '@gsn/domain';
import { apiGet, ApiError } from './api';

/** The pages counted for the header badges (GET /downloads, GET /notifications), read tolerantly (fields may be missing). */
type CountedPage = Partial<Answer<typeof downloadsListAnswer> | Answer<typeof notificationListAnswer>>;

/** Count of a list endpoint; 404 (feature not served yet) or any other failure counts as 0, without a toast. */
export async function countOf(path: string): Promise<number> {
  try {
    const res = await apiGet<CountedPage | null>(path, { silent: true });
    if (typeof res?.count === 'number') return res.count;
    return Array.isArray(res?.data) ? res.data.length : 0;
  } catch (e) {
    if (e instanceof ApiError) return 0;
    throw e;
  }
}

/** Header badges: fresh for a minute, refreshed when the window gets the focus again. */
export const badgeQuery = { staleTime: 60_000, refetchOnWindowFocus: true } as const;
