import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FactorAdded, MfaStatus, TotpEnrolment, WebauthnOptions } from '@gsn/domain';
import { apiDelete, apiGet, apiPost } from '../../../lib/api';

export type { FactorAdded, MfaFactor, MfaStatus, TotpEnrolment, WebauthnOptions } from '@gsn/domain';

export const MFA_KEY = ['account', 'mfa'] as const;

/** GET /account/mfa: the own second factors, the recovery codes left, whether the account must have a factor. */
export const mfaQuery = () => queryOptions({ queryKey: MFA_KEY, queryFn: () => apiGet<MfaStatus>('/account/mfa') });

export function useMfaStatus() {
  return useQuery(mfaQuery());
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MFA_KEY });
}

// the answers below hold a secret shown once (the authenticator's secret, recovery codes): no Idempotency-Key
const once = { idempotent: false } as const;

/** POST /account/mfa/totp: a new authenticator's secret, URI and QR code. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => apiPost<TotpEnrolment>('/account/mfa/totp', {}, once) });
}

/** Confirms the authenticator with its first code, under a name. */
export function useConfirmTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, code, name }: { id: number; code: string; name: string }) =>
      apiPost<FactorAdded>(`/account/mfa/totp/${id}/confirm`, { code, name }, { ...once, silent: (e) => e.status === 422 }),
    onSuccess: refresh,
  });
}

/** The server's options to register a passkey or security key (asked first: a step-up, if any, comes before). */
export function usePasskeyOptions() {
  return useMutation({
    mutationFn: async () => {
      const options = await apiPost<WebauthnOptions>('/account/mfa/webauthn/registration_options', {}, once);
      // the browser part is loaded only by those who add a passkey
      await import('@simplewebauthn/browser');
      return options;
    },
  });
}

/** The browser's ceremony with those options, then the server's verification under the name. */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ options, name }: { options: WebauthnOptions; name: string }) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options as never });
      return apiPost<FactorAdded>('/account/mfa/webauthn/registration', { name, response }, once);
    },
    onSuccess: refresh,
  });
}

export function useRemoveFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/account/mfa/factors/${id}`),
    onSuccess: refresh,
  });
}

/** Ten new recovery codes (the earlier ones stop working). */
export function useRegenerateCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiPost<{ message: string; recovery_codes: string[] }>('/account/mfa/recovery_codes', {}, once),
    onSuccess: refresh,
  });
}
