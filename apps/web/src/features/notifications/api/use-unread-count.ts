import { queryOptions, useQuery } from '@tanstack/react-query';
import { badgeQuery, countOf } from '../../../lib/badge-count';

export const NOTIFICATION_BADGE_KEY = ['badges', 'notifications'] as const;

/** The GET query of the notifications badge. */
export const unreadCountQueries = {
  /** Unread notifications addressed to the signed-in account. */
  unread: () =>
    queryOptions({
      queryKey: NOTIFICATION_BADGE_KEY,
      queryFn: () => countOf('/notifications?receiver=me&unread=true&limit=0'),
      ...badgeQuery,
    }),
};

export function useUnreadNotificationCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueries.unread(), enabled });
}
