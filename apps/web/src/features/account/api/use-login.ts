import { useMutation } from '@tanstack/react-query';
import type { Answer, LoginInput, loginAnswer } from '@gsn/domain';
import { apiPost } from '../../../lib/api';
import { isLanguage, setLanguage } from '../../../lib/i18n';
import { fetchPermissions } from '../../../lib/permissions';
import { clearSession, setSession } from '../../../lib/session';
import { deviceTokenFor, rememberDeviceToken } from './device-tokens';

/** POST /account/login: the session token, when it expires, and the account. */
export type LoginResponse = Answer<typeof loginAnswer>;

// Its own module, apart from use-auth.ts: the login page (the first page of most visits) needs no query code.

/**
 * Spec 1 §4 sign-in: store account and token, fetch the coded permissions, then the caller goes to the
 * dashboard of the account type. Any failure leaves the user signed out.
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  // this browser's token for the e-mail, if it signed in with it before (device-tokens.ts)
  const device = input.device ?? deviceTokenFor(input.email);
  const res = await apiPost<LoginResponse>('/account/login', { ...input, ...(device ? { device } : {}) }, { auth: false });
  if (res.device) rememberDeviceToken(input.email, res.device);
  setSession({ token: res.token, user: res.account, expiresAt: res.expires_at });
  try {
    await fetchPermissions(res.account.id);
  } catch (error) {
    clearSession();
    throw error;
  }
  const lng = res.account.userprofile?.language;
  if (isLanguage(lng)) await setLanguage(lng);
  return res;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
