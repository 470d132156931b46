import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  functionalityAnswer,
  functionalityListAnswer,
  functionalityWriteAnswer,
  messageAnswer,
  PermissionAction,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';

export const FUNCTIONALITIES_KEY = ['admin', 'functionalities'] as const;

/** The GET queries of functionalities (their keys are what the writes invalidate). */
export const functionalityQueries = {
  /** GET /functionalities: every functionality (session). */
  list: () =>
    queryOptions({
      queryKey: [...FUNCTIONALITIES_KEY, 'list'],
      queryFn: () => apiGet<Answer<typeof functionalityListAnswer>>('/functionalities'),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...FUNCTIONALITIES_KEY, 'one', id],
      queryFn: () => apiGet<Answer<typeof functionalityAnswer>>(`/functionalities/${id}`),
      enabled: Number.isInteger(id) && id > 0,
    }),
};

export function useFunctionalities() {
  return useQuery({ ...functionalityQueries.list(), select: (page) => [...(page?.data ?? [])].sort((a, b) => a.id - b.id) });
}

export function useFunctionality(id: number) {
  return useQuery(functionalityQueries.detail(id));
}

export interface FunctionalityInput {
  id: number;
  description: string;
  category: string;
  sub_category: string;
  customercrud: PermissionAction[];
  providercrud: PermissionAction[];
}

type WriteAnswer = Answer<typeof functionalityWriteAnswer>;

export function useCreateFunctionality() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionalityInput) => apiPost<WriteAnswer>('/functionalities', input),
    onSuccess: () => client.invalidateQueries({ queryKey: FUNCTIONALITIES_KEY }),
  });
}

export function useUpdateFunctionality(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<FunctionalityInput, 'id'>) => apiPut<WriteAnswer>(`/functionalities/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: FUNCTIONALITIES_KEY }),
  });
}

/** Only the lists are refetched: the deleted record itself would answer 404. */
export function useDeleteFunctionality() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/functionalities/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...FUNCTIONALITIES_KEY, 'list'] }),
  });
}
