import { queryOptions, useQuery } from '@tanstack/react-query';
import { badgeQuery, countOf } from '../../../lib/badge-count';

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

/** The GET query of the downloads badge. */
export const downloadCountQueries = {
  /** Completed export files not downloaded yet (spec 2 §2 Downloads: the menu shows a count badge). */
  fresh: () =>
    queryOptions({
      queryKey: DOWNLOAD_BADGE_KEY,
      queryFn: () => countOf('/downloads?fresh=true&limit=1'),
      refetchInterval: (query) => downloadRefetchInterval(query.state.data),
      ...badgeQuery,
    }),
};

export function useDownloadCount(enabled: boolean) {
  return useQuery({ ...downloadCountQueries.fresh(), enabled });
}
