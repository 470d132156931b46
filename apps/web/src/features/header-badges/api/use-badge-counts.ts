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

/** Export files waiting in /portal/downloads. */
export function useDownloadCount(enabled: boolean) {
  return useQuery({ queryKey: ['badges', 'downloads'], queryFn: () => countOf('/downloads?limit=0'), enabled, ...badgeQuery });
}

/** Unread notifications addressed to the signed-in account. */
export function useUnreadNotificationCount(enabled: boolean) {
  return useQuery({
    queryKey: ['badges', 'notifications'],
    queryFn: () => countOf('/notifications?receiver=me&unread=true&limit=0'),
    enabled,
    ...badgeQuery,
  });
}
