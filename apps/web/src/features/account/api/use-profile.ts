import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountView,
  Answer,
  ApiKeyCreated,
  ApiKeyCreateInput,
  ApiKeyView,
  ProfileUpdateInput,
  profileUpdateAnswer,
  SessionView,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';

/** PUT /account/profile; `logout` is true when the e-mail changed (the server has ended the session). */
export type ProfileUpdateResponse = Answer<typeof profileUpdateAnswer>;

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

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** The own account's sessions in force (issue 11): created, last used, client address, user agent. */
export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => apiGet<{ data: SessionView[] }>('/account/sessions').then((r) => r.data) });
}

/** Ends one own session (id) or, without an id, every own session but this one. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => apiDelete<{ message: string }>(id ? `/account/sessions/${encodeURIComponent(id)}` : '/account/sessions'),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const API_KEYS_KEY = ['account', 'api_keys'] as const;

/** The own account's API keys (issue 16): name, prefix, created, last used; never the secret. */
export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: () => apiGet<{ data: ApiKeyView[] }>('/account/api_keys').then((r) => r.data) });
}

/** Creates a key; the answer carries its secret, which cannot be read again. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreateInput) => apiPost<ApiKeyCreated>('/account/api_keys', input),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/account/api_keys/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
