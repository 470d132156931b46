import { z } from 'zod';
import { timestampAnswer } from '../common/answers.ts';
import { mfaChallengeAnswer } from '../mfa/schemas.ts';
import { ACCOUNT_STATUSES, USER_PROFILE_KEYS } from './schemas.ts';

const text = z.string().nullable();

/** The profile of an account: every profile field, null when unset. */
export const userProfileAnswer = z.object(
  Object.fromEntries(USER_PROFILE_KEYS.map((k) => [k, text])) as Record<(typeof USER_PROFILE_KEYS)[number], typeof text>,
);

/** An account as the API shows it (GET /account/profile, the login answer, the account lists). */
export const accountViewAnswer = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    account_type_id: z.number().int(),
    accounttype: z.object({ id: z.number().int(), account_type: z.string() }),
    status: z.enum(ACCOUNT_STATUSES),
    disabled: z.boolean(),
    customer_id: z.number().int().nullable(),
    customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    userprofile: userProfileAnswer,
    last_login: timestampAnswer.nullable(),
    login_count: z.number().int(),
  })
  .meta({ id: 'Account' });

/**
 * A session opened by signing in: its token, when it expires, and the account. `mfa_enrolment_required`: the account
 * must add a second factor before anything else (docs/security.md, Second factors). `device`: this browser's device
 * token for the account (sent back as `device` at the next sign-in; docs/security.md, Sign-in throttling).
 */
export const loginSessionAnswer = z.object({
  token: z.string(),
  expires_at: timestampAnswer,
  account: accountViewAnswer,
  mfa_enrolment_required: z.boolean().optional(),
  device: z.string().optional(),
});

/** POST /account/login: a session, or — when the account has a second factor — the token of the second step. */
export const loginAnswer = z.union([loginSessionAnswer, mfaChallengeAnswer]);

/** GET /account/token_verification/{token}. */
export const tokenVerificationAnswer = z.object({ valid: z.boolean(), email: z.string(), purpose: z.string() });

/** PUT /account/profile. */
export const profileUpdateAnswer = z.object({ message: z.string(), logout: z.boolean(), account: accountViewAnswer });

/** POST /account/confirm-email/{token}. */
export const emailConfirmedAnswer = z.object({ message: z.string(), email: z.string() });

/** A session of the own account as the profile lists it. */
export const sessionAnswer = z.object({
  id: z.string(),
  created_at: timestampAnswer,
  last_used_at: timestampAnswer,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export const sessionListAnswer = z.object({ data: z.array(sessionAnswer) });

/** A row of GET /accounts/: the account with only the names of its profile. */
export const accountListRowAnswer = accountViewAnswer.extend({
  status: z.string(),
  userprofile: z.object({ firstname: text, lastname: text }),
});
export const accountListAnswer = z.object({ data: z.array(accountListRowAnswer), count: z.number().int() });
/** POST /account/signup, PUT /accounts/{id}. */
export const accountWriteAnswer = z.object({ message: z.string(), data: accountViewAnswer });
