import { isCustomer, isStaff } from '../accounts/account-types.ts';

/**
 * Second factors (docs/security.md, Second factors): TOTP authenticators (RFC 6238), WebAuthn credentials (passkeys,
 * security keys) and single-use recovery codes. Sign-in is the password, then — when the account has a confirmed
 * factor — a second step with a short-lived token that opens nothing else.
 */
export const MFA_KINDS = ['totp', 'webauthn'] as const;
export type MfaKind = (typeof MFA_KINDS)[number];

/** What the second sign-in step accepts: a TOTP code, a passkey or security key, a recovery code. */
export const MFA_METHODS = ['totp', 'webauthn', 'recovery_code'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** RFC 6238 as every authenticator app speaks it: 30-second steps, six digits, HMAC-SHA1. */
export const TOTP = { period: 30, digits: 6, algorithm: 'SHA1', issuer: 'GSN Portal' } as const;
/** Steps either side of now a code may be from (a phone's clock a little off, a code typed as it changes). */
export const TOTP_WINDOW = 1;

/** The second sign-in step's token: how long it lives and how many wrong codes kill it. */
export const MFA_LOGIN_TTL_MS = 5 * 60_000;
export const MFA_LOGIN_MAX_ATTEMPTS = 5;
/**
 * Wrong second steps of one account (over all its tokens) within the window after which no new token is issued for a
 * while: someone who has the password cannot guess codes by signing in again and again.
 */
export const MFA_FAILURE_LIMIT = { failures: 10, windowMs: 15 * 60_000 } as const;
/** How long a WebAuthn registration or step-up challenge may be answered. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;
/** How long an unconfirmed TOTP enrolment (its secret shown, no code yet) waits for its first code. */
export const TOTP_ENROLMENT_TTL_MS = 15 * 60_000;

export const RECOVERY_CODE_COUNT = 10;
/** Factors one account may hold (authenticators and passkeys together). */
export const MFA_FACTORS_PER_ACCOUNT = 10;

/** Crockford's base32: no I, L, O or U, so a code read aloud or off paper is not misread. */
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 10;

/** A recovery code from 10 random bytes' worth of input (each byte picks a character): `xxxxx-xxxxx`, 50 bits. */
export function formatRecoveryCode(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_LENGTH) throw new Error('a recovery code needs 10 random bytes');
  const chars = Array.from(bytes.slice(0, RECOVERY_LENGTH), (b) => CROCKFORD[b & 31]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * What a typed code is: six digits are a TOTP code; ten characters of Crockford's base32 (case, spaces and dashes
 * ignored, O read as 0, I and L as 1) a recovery code in the form it is stored under; anything else neither.
 */
export function classifyCode(input: string): { kind: 'totp'; code: string } | { kind: 'recovery_code'; code: string } | null {
  const compact = input.replace(/[\s-]+/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  const normal = compact.replace(/o/g, '0').replace(/[il]/g, '1');
  if (normal.length === RECOVERY_LENGTH && [...normal].every((c) => CROCKFORD.includes(c))) return { kind: 'recovery_code', code: normal };
  return null;
}

/** What decides whether an account must have a second factor. */
export interface MfaPolicyFacts {
  accountTypeId: number;
  /** The installation's setting `mfa_required_for_staff`. */
  staffRequired: boolean;
  /** The account's company requires it (`customers.mfa_required`, set by its master). */
  companyRequired: boolean;
}

/**
 * Whether the account must have a second factor: provider staff (administrator included) when the installation says
 * so, a customer company's accounts when its master says so; registered visitors never.
 */
export function mfaRequired(f: MfaPolicyFacts): boolean {
  if (isStaff(f.accountTypeId)) return f.staffRequired;
  if (isCustomer(f.accountTypeId)) return f.companyRequired;
  return false;
}

/** An account that must have a factor and has none may only enrol (and read its profile, sign out) until it has. */
export const mustEnrol = (f: MfaPolicyFacts & { hasFactor: boolean }): boolean => !f.hasFactor && mfaRequired(f);

/** The methods the second step offers an account with these confirmed factors (recovery codes when it has some left). */
export function mfaMethods(kinds: readonly string[], recoveryCodesLeft: number): MfaMethod[] {
  const methods: MfaMethod[] = [];
  if (kinds.includes('totp')) methods.push('totp');
  if (kinds.includes('webauthn')) methods.push('webauthn');
  if (recoveryCodesLeft > 0) methods.push('recovery_code');
  return methods;
}

/** The RP id and origin WebAuthn binds credentials to: the portal's public address (PUBLIC_URL). */
export function relyingParty(publicUrl: string): { id: string; origin: string } {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

export const MFA_MESSAGES = {
  enrolmentRequired: 'Please add a second factor to your account first',
  tokenInvalid: 'This sign-in has expired, please sign in again',
  codeInvalid: 'The code is not valid',
  webauthnFailed: 'The passkey or security key could not be verified',
  challengeExpired: 'This request has expired, please try again',
  lastFactorRequired: 'A second factor is required for your account: add another one before removing this one',
  noFactor: 'Add an authenticator or a passkey before generating recovery codes',
  factorLimit: `An account may hold at most ${MFA_FACTORS_PER_ACCOUNT} second factors; remove one first`,
  masterOnly: 'Only the company’s master account may change this setting',
  resetSelf: 'Manage your own second factors from your profile',
  factorAdded: 'Second factor added',
  factorRemoved: 'Second factor removed',
  codesRegenerated: 'New recovery codes generated; the earlier ones no longer work',
  factorsReset: 'The account’s second factors have been removed',
  policyUpdated: 'Second-factor requirement updated',
} as const;
