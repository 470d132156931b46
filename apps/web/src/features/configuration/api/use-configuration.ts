import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api';
import type { ConfigurationEntry, MessageResponse } from '../../../components/admin/types';

export const CONFIGURATION_KEY = ['admin', 'configuration'] as const;

/** GET /configuration (administrator only): the entries the form is built from. */
export function useConfiguration() {
  return useQuery({
    queryKey: CONFIGURATION_KEY,
    queryFn: () => apiGet<{ data: ConfigurationEntry[] }>('/configuration'),
    select: (res) => res?.data ?? [],
    // the form is built once from the answer; a background refetch would not update it anyway
    staleTime: 0,
  });
}

/** PUT /configuration: the map of field → value (a password sent as the mask keeps its value). */
export function useUpdateConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string | boolean>) => apiPut<MessageResponse<ConfigurationEntry[]>>('/configuration', values),
    onSuccess: (res) => {
      // not awaited: the form stays mounted and shows the saved values itself
      if (Array.isArray(res?.data)) client.setQueryData(CONFIGURATION_KEY, { data: res.data });
      else void client.invalidateQueries({ queryKey: CONFIGURATION_KEY, refetchType: 'none' });
    },
  });
}
