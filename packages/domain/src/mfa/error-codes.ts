import type { ErrorCodeInfo } from '../common/error-code-info.ts';
import { MFA_MESSAGES as M } from './rules.ts';

/** The error codes of second factors and their sign-in step (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const MFA_ERROR_CODES = {
  'auth.mfa_enrolment_required': {
    status: 403,
    message: M.enrolmentRequired,
    meaning:
      'The account must have a second factor and has none: until it adds one, its session may only enrol, read its profile and sign out',
  },
  'auth.mfa_token_invalid': {
    status: 401,
    message: M.tokenInvalid,
    meaning:
      'The second sign-in step’s token is unknown, used, older than 5 minutes or spent by 5 wrong codes: sign in with the password again',
  },
  'auth.mfa_code_invalid': {
    status: 401,
    message: M.codeInvalid,
    meaning: 'The second sign-in step’s code, recovery code or passkey answer is wrong (or the code was used already)',
  },
  'mfa.code_invalid': {
    status: 422,
    message: M.codeInvalid,
    meaning: 'The authenticator or recovery code given to confirm a factor or a step-up is wrong or was used already',
  },
  'mfa.webauthn_failed': {
    status: 422,
    message: M.webauthnFailed,
    meaning: 'The passkey or security key’s answer does not verify (another site, a foreign credential, a replayed challenge)',
  },
  'mfa.challenge_expired': {
    status: 422,
    message: M.challengeExpired,
    meaning: 'The WebAuthn challenge or the authenticator enrolment is unknown, used or expired: start again',
  },
  'mfa.last_factor_required': {
    status: 409,
    message: M.lastFactorRequired,
    meaning: 'The account must have a second factor (staff or company policy): its last one cannot be removed',
  },
  'mfa.no_factor': { status: 409, message: M.noFactor, meaning: 'Recovery codes are given to accounts that have a second factor' },
  'mfa.factor_limit': { status: 409, message: M.factorLimit, meaning: 'The account holds as many second factors as allowed' },
  'mfa.master_only': { status: 403, message: M.masterOnly, meaning: 'Only the company’s master requires second factors for its accounts' },
  'mfa.reset_self': { status: 403, message: M.resetSelf, meaning: 'An administrator does not reset their own second factors' },
} as const satisfies Record<string, ErrorCodeInfo>;
