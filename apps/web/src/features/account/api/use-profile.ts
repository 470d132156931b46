import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  ApiKeyCreateInput,
  accountViewAnswer,
  apiKeyAnswer,
  apiKeyCreatedAnswer,
  apiKeyListAnswer,
  apiKeyRenamedAnswer,
  messageAnswer,
  ProfileUpdateInput,
  profileUpdateAnswer,
  sessionAnswer,
  sessionListAnswer,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut, apiRequest } from '../../../lib/api';

/** The own account as GET /account/profile answers it. */
export type ProfileAccount = Answer<typeof accountViewAnswer>;

/** PUT /account/profile; `logout` is true when the e-mail changed (the server has ended the session). */
export type ProfileUpdateResponse = Answer<typeof profileUpdateAnswer>;

/** A session of the own account (GET /account/sessions). */
export type SessionRow = Answer<typeof sessionAnswer>;

/** An API key of the own account (GET /account/api_keys): never its secret. */
export type ApiKeyRow = Answer<typeof apiKeyAnswer>;

/** POST /account/api_keys: the key with its secret, shown this once. */
export type ApiKeyCreated = Answer<typeof apiKeyCreatedAnswer>;

type MessageAnswer = Answer<typeof messageAnswer>;

export const PROFILE_KEY = ['account', 'profile'] as const;
export const SESSIONS_KEY = ['account', 'sessions'] as const;
export const API_KEYS_KEY = ['account', 'api_keys'] as const;

/** The GET queries of the own account (their keys are what the writes invalidate). */
export const profileQueries = {
  profile: () => queryOptions({ queryKey: PROFILE_KEY, queryFn: () => apiGet<ProfileAccount>('/account/profile') }),
  /**
   * The own account's sessions in force (docs/security.md, Sessions): created, last used, client address, user agent.
   */
  sessions: () =>
    queryOptions({
      queryKey: SESSIONS_KEY,
      queryFn: () => apiGet<Answer<typeof sessionListAnswer>>('/account/sessions').then((r) => r.data),
    }),
  /** The own account's API keys (docs/integrating.md): name, prefix, created, last used; never the secret. */
  apiKeys: () =>
    queryOptions({
      queryKey: API_KEYS_KEY,
      queryFn: () => apiGet<Answer<typeof apiKeyListAnswer>>('/account/api_keys').then((r) => r.data),
    }),
};

export function useProfile() {
  return useQuery(profileQueries.profile());
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
      apiPost<MessageAnswer>('/account/password_update', input, { expireOn401: false }),
  });
}

export function useDeleteOwnAccount() {
  return useMutation({
    mutationFn: (password: string) => apiDelete<MessageAnswer>('/accounts/', { password }, { expireOn401: false }),
  });
}

export function useSessions() {
  return useQuery(profileQueries.sessions());
}

/** Ends one own session (id) or, without an id, every own session but this one. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => apiDelete<MessageAnswer>(id ? `/account/sessions/${encodeURIComponent(id)}` : '/account/sessions'),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useApiKeys() {
  return useQuery(profileQueries.apiKeys());
}

/** Creates a key; the answer carries its secret, which cannot be read again. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreateInput) => apiPost<ApiKeyCreated>('/account/api_keys', input, { idempotent: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

/** Renames one of the own keys (PATCH /account/api_keys/{id}). */
export function useRenameApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiRequest<Answer<typeof apiKeyRenamedAnswer>>(`/account/api_keys/${id}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<MessageAnswer>(`/account/api_keys/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
