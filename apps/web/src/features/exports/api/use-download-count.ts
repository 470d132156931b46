import { useQuery } from '@tanstack/react-query';
import { apiGet, ApiError } from '../../../lib/api';

/** Count of a list endpoint; 404 (feature not served yet) or any other failure counts as 0, without a toast. */
async function countOf(path: string): Promise<number> {
  try {
    const res = await apiGet<{ count?: number; data?: unknown[] }>(path, { silent: true });
    if (typeof res?.count === 'number') return res.count;
    return Array.isArray(res?.data) ? res.data.length : 0;
  } catch (e) {
    if (e instanceof ApiError) return 0;
    throw e;
  }
}

const badgeQuery = { staleTime: 60_000, refetchOnWindowFocus: true } as const;

export const DOWNLOAD_BADGE_KEY = ['badges', 'downloads'] as const;

/** While an export is being made the badge checks every few seconds, until a new file is ready or the watch ends. */
export const DOWNLOAD_WATCH_INTERVAL_MS = 5000;
const DOWNLOAD_WATCH_MS = 5 * 60_000;
const watch = { until: 0, from: Number.POSITIVE_INFINITY };

/** Called after an export was queued: the badge follows it (the file is made in the background). */
export function watchDownloads(currentCount: number | undefined, now = Date.now()): void {
  watch.until = now + DOWNLOAD_WATCH_MS;
  watch.from = currentCount ?? 0;
}

function downloadRefetchInterval(count: number | undefined): number | false {
  if (Date.now() >= watch.until) return false;
  if ((count ?? 0) > watch.from) {
    watch.until = 0;
    return false;
  }
  return DOWNLOAD_WATCH_INTERVAL_MS;
}

/** Completed export files not downloaded yet (spec 2 §2 Downloads: the menu shows a count badge). */
export function useDownloadCount(enabled: boolean) {
  return useQuery({
    queryKey: DOWNLOAD_BADGE_KEY,
    queryFn: () => countOf('/downloads?fresh=true&limit=1'),
    enabled,
    refetchInterval: (query) => downloadRefetchInterval(query.state.data),
    ...badgeQuery,
  });
}

export const NOTIFICATION_BADGE_KEY = ['badges', 'notifications'] as const;

/** Unread notifications addressed to the signed-in account. */
export function useUnreadNotificationCount(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATION_BADGE_KEY,
    queryFn: () => countOf('/notifications?receiver=me&unread=true&limit=0'),
    enabled,
    ...badgeQuery,
  });
}
