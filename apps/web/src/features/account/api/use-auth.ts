import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Answer, emailConfirmedAnswer, messageAnswer, RegisterInput, tokenVerificationAnswer } from '@gsn/domain';
import { apiGet, apiPost } from '../../../lib/api';
import { clearAccountDrafts } from '../../../lib/drafts';
import { clearSession, getSession } from '../../../lib/session';

export type MessageResponse = Answer<typeof messageAnswer>;

/**
 * Ends the session on the server (when there is one) and always clears it locally. Signing out on purpose also drops
 * the account's unsaved form drafts (lib/drafts.ts): the next person at this computer must not find them. An expiry
 * keeps them.
 */
export async function logout(): Promise<void> {
  const accountId = getSession()?.user.id;
  if (accountId !== undefined) clearAccountDrafts(accountId);
  if (getSession()) {
    try {
      await apiPost<MessageResponse>('/account/logout', {}, { silent: true, expireOn401: false });
    } catch {
      // the session may already be over on the server; signing out locally is what matters
    }
  }
  clearSession();
  if (accountId !== undefined) clearAccountDrafts(accountId);
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiPost<MessageResponse>('/account/register', input, { auth: false }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiGet<MessageResponse>(`/account/forgotpassword/${encodeURIComponent(email.trim())}`, { auth: false }),
  });
}

export type TokenVerification = Answer<typeof tokenVerificationAnswer>;

/** The GET queries of the signed-out account pages. */
export const authQueries = {
  /**
   * POST /account/token_verification: whether a mailed link is still good, read once. The token goes in the body, never
   * in a URL a log could keep (docs/security.md, Logs).
   */
  tokenVerification: (token: string) =>
    queryOptions({
      queryKey: ['token-verification', token],
      queryFn: () => apiPost<TokenVerification>('/account/token_verification', { token }, { auth: false, silent: true }),
      staleTime: Infinity,
      gcTime: 0,
    }),
};

export function useTokenVerification(token: string) {
  return useQuery(authQueries.tokenVerification(token));
}

export function useActivate(token: string) {
  return useMutation({
    mutationFn: (input: { new_password: string; retry_password: string }) =>
      apiPost<MessageResponse>('/account/activate', { token, ...input }, { auth: false }),
  });
}

/**
 * Follows the link mailed to a new e-mail address (docs/security.md): the change takes effect and every session ends.
 */
export function useConfirmEmail(token: string) {
  return useMutation({
    mutationFn: () => apiPost<Answer<typeof emailConfirmedAnswer>>('/account/confirm-email', { token }, { auth: false, silent: true }),
  });
}
