import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, monthCloseAnswer, statementAnswer, statementListAnswer } from '@gsn/domain';
import { apiGet, apiPost } from '../../../lib/api';

export const STATEMENTS_KEY = ['billing', 'statements'] as const;

/** A month's statements with their totals, and whether the month is open or closed. */
export type StatementList = Answer<typeof statementListAnswer>;
export type StatementRow = StatementList['data'][number];
/** A company's statements of a month, one per currency, with their lines. */
export type StatementDetail = Answer<typeof statementAnswer>['data'][number];
type MonthClose = Answer<typeof monthCloseAnswer>;

/** GET /billing/statements?month: every company's (staff) or the reader's own company's statements of the month. */
export function useStatements(month: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...STATEMENTS_KEY, 'list', month],
    queryFn: ({ signal }) => apiGet<StatementList>(`/billing/statements?month=${month}`, { signal }),
    // the previous month's table stays while the next one loads (no flash of an empty table)
    placeholderData: keepPreviousData,
  });
}

/** GET /billing/statements/{customer_id}/{month}: one company's statements of the month with their lines. */
export function useStatement(customerId: number, month: string) {
  return useQuery({
    queryKey: [...STATEMENTS_KEY, 'show', customerId, month],
    queryFn: ({ signal }) => apiGet<{ data: StatementDetail[] }>(`/billing/statements/${customerId}/${month}`, { signal }),
  });
}

/**
 * POST /billing/months/{month}/close: keeps every company's statement of the month for good. The server's refusals
 * (not ended, already closed, out of order) are shown as the app shows every coded error, in the reader's language.
 */
export function useCloseMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => apiPost<MonthClose>(`/billing/months/${month}/close`),
    onSettled: () => client.invalidateQueries({ queryKey: STATEMENTS_KEY }),
  });
}
