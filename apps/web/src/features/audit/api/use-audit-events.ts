import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Answer, auditEventAnswer, auditEventListAnswer } from '@gsn/domain';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/query';
import type { AuditFilterValues } from '../lib/filters';

export const AUDIT_KEY = ['audit'] as const;

/** One event as GET /audit/events shows it. */
export type AuditEventRow = Answer<typeof auditEventAnswer>;
type AuditPage = Answer<typeof auditEventListAnswer>;

/** Events per page: the API's default. */
export const AUDIT_PAGE_SIZE = 50;

/** The path of one page of events with the filters (empty ones left out) after `cursor`. */
export const auditEventsPath = (filters: AuditFilterValues, cursor: string | null) =>
  `/audit/events${queryString({ ...filters, limit: AUDIT_PAGE_SIZE, cursor })}`;

/**
 * GET /audit/events, newest first, a page at a time: "Load more" asks for the page after the last one shown (the
 * cursor the server gave with it), so events written meanwhile never shift what is already on the screen.
 */
export function useAuditEvents(filters: AuditFilterValues, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...AUDIT_KEY, filters],
    queryFn: ({ pageParam, signal }) => apiGet<AuditPage>(auditEventsPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last?.next_cursor ?? null,
    placeholderData: keepPreviousData,
    enabled,
  });
}
