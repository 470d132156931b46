import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import type { AccountTypeRecord, MessageResponse } from '../../../components/admin/types';

export const ACCOUNT_TYPES_KEY = ['admin', 'account-types'] as const;

/** GET /account/types/: every account type (session). */
export function useAccountTypes() {
  return useQuery({
    queryKey: [...ACCOUNT_TYPES_KEY, 'list'],
    queryFn: () => apiGet<Page<AccountTypeRecord>>('/account/types/'),
    select: (page) => [...(page?.data ?? [])].sort((a, b) => a.id - b.id),
  });
}

export function useAccountType(id: number) {
  return useQuery({
    queryKey: [...ACCOUNT_TYPES_KEY, 'one', id],
    queryFn: () => apiGet<AccountTypeRecord>(`/account/types/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export interface AccountTypeInput {
  id: number;
  account_type: string;
  description: string;
}

export function useCreateAccountType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountTypeInput) => apiPost<MessageResponse<AccountTypeRecord>>('/account/types/', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNT_TYPES_KEY }),
  });
}

export function useUpdateAccountType(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<AccountTypeInput, 'id'>) => apiPut<MessageResponse<AccountTypeRecord>>(`/account/types/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNT_TYPES_KEY }),
  });
}

/** Only the lists are refetched: the deleted record itself would answer 404. */
export function useDeleteAccountType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<MessageResponse>(`/account/types/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ACCOUNT_TYPES_KEY, 'list'] }),
  });
}
