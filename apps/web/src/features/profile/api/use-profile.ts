import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountView, ProfileUpdateInput } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';

export interface ProfileUpdateResponse {
  message: string;
  account: AccountView;
  /** True when the e-mail changed: the server has ended the session. */
  logout: boolean;
}

export const PROFILE_KEY = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => apiGet<AccountView>('/account/profile') });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => apiPut<ProfileUpdateResponse>('/account/profile', input),
  });
}

export function useRefreshProfile() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PROFILE_KEY });
}

/**
 * A wrong current password must not end the session: these calls show the server's message instead of
 * treating a 401 as a timeout.
 */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: { password: string; new_password: string; retry_password: string }) =>
      apiPost<{ message: string }>('/account/password_update', input, { expireOn401: false }),
  });
}

export function useDeleteOwnAccount() {
  return useMutation({
    mutationFn: (password: string) => apiDelete<{ message: string }>('/accounts/', { password }, { expireOn401: false }),
  });
}
