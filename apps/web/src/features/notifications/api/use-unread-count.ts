import { useQuery } from '@tanstack/react-query';
import { badgeQuery, countOf } from '../../../lib/badge-count';

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
