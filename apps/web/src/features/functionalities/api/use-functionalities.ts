import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, PermissionAction } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import type { FunctionalityRecord, MessageResponse } from '../../../components/admin/types';

export const FUNCTIONALITIES_KEY = ['admin', 'functionalities'] as const;

/** GET /functionalities: every functionality (session). */
export function useFunctionalities() {
  return useQuery({
    queryKey: [...FUNCTIONALITIES_KEY, 'list'],
    queryFn: () => apiGet<Page<FunctionalityRecord>>('/functionalities'),
    select: (page) => [...(page?.data ?? [])].sort((a, b) => a.id - b.id),
  });
}

export function useFunctionality(id: number) {
  return useQuery({
    queryKey: [...FUNCTIONALITIES_KEY, 'one', id],
    queryFn: () => apiGet<FunctionalityRecord>(`/functionalities/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export interface FunctionalityInput {
  id: number;
  description: string;
  category: string;
  sub_category: string;
  customercrud: PermissionAction[];
  providercrud: PermissionAction[];
}

export function useCreateFunctionality() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionalityInput) => apiPost<MessageResponse<FunctionalityRecord>>('/functionalities', input),
    onSuccess: () => client.invalidateQueries({ queryKey: FUNCTIONALITIES_KEY }),
  });
}

export function useUpdateFunctionality(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<FunctionalityInput, 'id'>) => apiPut<MessageResponse<FunctionalityRecord>>(`/functionalities/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: FUNCTIONALITIES_KEY }),
  });
}

/** Only the lists are refetched: the deleted record itself would answer 404. */
export function useDeleteFunctionality() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<MessageResponse>(`/functionalities/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...FUNCTIONALITIES_KEY, 'list'] }),
  });
}
