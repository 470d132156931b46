import { useMutation } from '@tanstack/react-query';
import { type Answer, dashboardPath, type LoginInput, type MfaChallenge, type loginSessionAnswer } from '@gsn/domain';
import { apiPost, MFA_ENROLMENT_PATH } from '../../../lib/api';
import { isLanguage, setLanguage } from '../../../lib/i18n';
import { fetchPermissions } from '../../../lib/permissions';
import { clearSession, setSession } from '../../../lib/session';
import { deviceTokenFor, rememberDeviceToken } from './device-tokens';

/** A session the sign-in opened (POST /account/login, or its second step POST /account/login/mfa). */
export type LoginResponse = Answer<typeof loginSessionAnswer>;
/** The second step's challenge, with what this browser sent for the e-mail so that step can send it again. */
export type SignInChallenge = MfaChallenge & { email: string; device?: string };

// Its own module, apart from use-auth.ts: the login page (the first page of most visits) needs no query code.

/**
 * Spec 1 §4 sign-in: store account and token, fetch the coded permissions, then the caller goes to the
 * dashboard of the account type (or to the enrolment page when the account must add a second factor first). Any
 * failure leaves the user signed out.
 */
async function signedIn(res: LoginResponse): Promise<LoginResponse> {
  setSession({
    token: res.token,
    user: res.account,
    expiresAt: res.expires_at,
    ...(res.mfa_enrolment_required ? { mfaEnrolment: true } : {}),
  });
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

/** The password: a session, or — when the account has a second factor — the second step's challenge. */
export async function login(input: LoginInput): Promise<LoginResponse | SignInChallenge> {
  // this browser's token for the e-mail, if it signed in with it before (device-tokens.ts)
  const device = input.device ?? deviceTokenFor(input.email);
  const res = await apiPost<LoginResponse | MfaChallenge>('/account/login', { ...input, ...(device ? { device } : {}) }, { auth: false });
  if ('mfa_required' in res) return { ...res, email: input.email, ...(device ? { device } : {}) };
  if (res.device) rememberDeviceToken(input.email, res.device);
  return signedIn(res);
}

/** The second step: the challenge's token and a code (TOTP or recovery) or a passkey's answer. */
export async function loginSecondStep(challenge: SignInChallenge, proof: { code: string } | { passkey: true }): Promise<LoginResponse> {
  // the sign-in completes here: the device token goes with it, so a known browser is not news to the owner
  const base = { mfa_token: challenge.mfa_token, ...(challenge.device ? { device: challenge.device } : {}) };
  let body: object;
  if ('code' in proof) body = { ...base, code: proof.code };
  else {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const webauthn = await startAuthentication({ optionsJSON: challenge.webauthn as never });
    body = { ...base, webauthn };
  }
  // a wrong code is shown beside the field, not as a toast
  const res = await apiPost<LoginResponse>('/account/login/mfa', body, { auth: false, silent: (e) => e.code === 'auth.mfa_code_invalid' });
  if (res.device) rememberDeviceToken(challenge.email, res.device);
  return signedIn(res);
}

/** Where a new session goes: the enrolment page when the account must add a second factor first, else its dashboard. */
export const landingPath = (res: LoginResponse) =>
  res.mfa_enrolment_required ? MFA_ENROLMENT_PATH : dashboardPath(res.account.account_type_id);

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useSecondStep(challenge: SignInChallenge) {
  return useMutation({ mutationFn: (proof: { code: string } | { passkey: true }) => loginSecondStep(challenge, proof) });
}
