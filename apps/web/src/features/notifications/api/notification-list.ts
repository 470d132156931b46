import { NOTIFICATION_MESSAGES, notificationFilters } from '@gsn/domain';
import { parseAsStringLiteral } from 'nuqs';
import { defineListParams, type ListValuesOf, parseAsTrimmed } from '../../../lib/list-view';
import { firstIssues } from '../../../lib/zod-issues';
import { notificationQueries } from './use-notifications';

/**
 * The notifications list's address (/portal/notification/notifications): read or unread, the type's category, the
 * days created (kept as written: a wrong one is shown on its field, not dropped), then page and size.
 */
export const notificationListParams = defineListParams({
  filters: {
    unread: parseAsStringLiteral(['true', 'false'] as const),
    category: parseAsTrimmed,
    fromDate: parseAsTrimmed,
    toDate: parseAsTrimmed,
  },
});

export type NotificationFilters = ListValuesOf<typeof notificationListParams>['filters'];
export type NotificationFilterField = 'category' | 'fromDate' | 'toDate';
export type NotificationMessageKey = keyof typeof NOTIFICATION_MESSAGES;

export const NO_NOTIFICATION_FILTERS: NotificationFilters = { unread: null, category: null, fromDate: null, toDate: null };

/** The domain's rules for the filters (a category slug, real days, from ≤ to): a message key per wrong field. */
export function notificationFilterErrors(f: NotificationFilters): Partial<Record<NotificationFilterField, NotificationMessageKey>> {
  const parsed = notificationFilters.safeParse({ ...f, unread: f.unread ?? undefined });
  return firstIssues(parsed.error?.issues, (issue) => {
    const field = issue.path[0];
    const key = (Object.keys(NOTIFICATION_MESSAGES) as NotificationMessageKey[]).find((k) => NOTIFICATION_MESSAGES[k] === issue.message);
    return (field === 'category' || field === 'fromDate' || field === 'toDate') && key ? ([field, key] as const) : undefined;
  }) as Partial<Record<NotificationFilterField, NotificationMessageKey>>;
}

/**
 * The notifications page's query for what its address says (the page and the route's prefetch ask the same); not
 * asked while a filter is wrong (the page shows it on its field).
 */
export const notificationListQuery = ({ filters, view }: ListValuesOf<typeof notificationListParams>) => ({
  ...notificationQueries.list(view.page - 1, view.size, filters),
  enabled: Object.keys(notificationFilterErrors(filters)).length === 0,
});
