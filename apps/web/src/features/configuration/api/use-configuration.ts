import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, configurationListAnswer, configurationUpdateAnswer } from '@gsn/domain';
import { apiGet, apiPut } from '../../../lib/api';

export const CONFIGURATION_KEY = ['admin', 'configuration'] as const;

/** The GET query of the configuration (its key is what the update writes). */
export const configurationQueries = {
  /** GET /configuration (administrator only): the entries the form is built from. */
  entries: () =>
    queryOptions({
      queryKey: CONFIGURATION_KEY,
      queryFn: () => apiGet<Answer<typeof configurationListAnswer>>('/configuration'),
      // the form is built once from the answer; a background refetch would not update it anyway
      staleTime: 0,
    }),
};

export function useConfiguration() {
  return useQuery({ ...configurationQueries.entries(), select: (res) => res?.data ?? [] });
}

/** PUT /configuration: the map of field → value (a password sent as the mask keeps its value). */
export function useUpdateConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string | boolean>) => apiPut<Answer<typeof configurationUpdateAnswer>>('/configuration', values),
    onSuccess: (res) => {
      // not awaited: the form stays mounted and shows the saved values itself
      if (Array.isArray(res?.data)) client.setQueryData(configurationQueries.entries().queryKey, { data: res.data });
      else void client.invalidateQueries({ queryKey: CONFIGURATION_KEY, refetchType: 'none' });
    },
  });
}
