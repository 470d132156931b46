import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, accountTypeAnswer, accountTypeListAnswer, accountTypeWriteAnswer, messageAnswer } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';

export const ACCOUNT_TYPES_KEY = ['admin', 'account-types'] as const;

/** The GET queries of account types (their keys are what the writes invalidate). */
export const accountTypeQueries = {
  /** GET /account/types/: every account type (session). */
  list: () =>
    queryOptions({
      queryKey: [...ACCOUNT_TYPES_KEY, 'list'],
      queryFn: () => apiGet<Answer<typeof accountTypeListAnswer>>('/account/types/'),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...ACCOUNT_TYPES_KEY, 'one', id],
      queryFn: () => apiGet<Answer<typeof accountTypeAnswer>>(`/account/types/${id}`),
      enabled: Number.isInteger(id) && id > 0,
    }),
};

export function useAccountTypes() {
  return useQuery({ ...accountTypeQueries.list(), select: (page) => [...(page?.data ?? [])].sort((a, b) => a.id - b.id) });
}

export function useAccountType(id: number) {
  return useQuery(accountTypeQueries.detail(id));
}

export interface AccountTypeInput {
  id: number;
  account_type: string;
  description: string;
}

type WriteAnswer = Answer<typeof accountTypeWriteAnswer>;

export function useCreateAccountType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountTypeInput) => apiPost<WriteAnswer>('/account/types/', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNT_TYPES_KEY }),
  });
}

export function useUpdateAccountType(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<AccountTypeInput, 'id'>) => apiPut<WriteAnswer>(`/account/types/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNT_TYPES_KEY }),
  });
}

/** Only the lists are refetched: the deleted record itself would answer 404. */
export function useDeleteAccountType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/account/types/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ACCOUNT_TYPES_KEY, 'list'] }),
  });
}
