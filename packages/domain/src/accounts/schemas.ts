import { z } from 'zod';
import { CURRENCY_CODES } from '../reference/currencies.ts';
import { passwordProblems, PASSWORD_HINT } from './rules.ts';
import type { Answer } from '../common/answers.ts';
import type { accountViewAnswer, loginAnswer, sessionAnswer, userProfileAnswer } from './answers.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid e-mail address' }));
const shortText = (max = 100) => z.string().trim().max(max);

export const strongPassword = z
  .string()
  .max(128, 'Password must be at most 128 characters')
  .refine((p) => passwordProblems(p).length === 0, { message: PASSWORD_HINT });

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'E-mail is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
  /**
   * The device token an earlier sign-in of this account gave this browser (docs/security.md, Sign-in throttling): a
   * known browser is not slowed by strangers' failures on the account, and its sign-in is no news to the owner.
   */
  device: z.string().max(200).optional(),
});

export const registerSchema = z.object({
  username: shortText(64).optional(),
  email,
  firstname: shortText().min(1, 'First name is required'),
  lastname: shortText().min(1, 'Last name is required'),
  company_name: shortText(200).optional(),
});

/** A mailed link's token: in the path of the spec's calls, in the body of their variants (kept out of request logs). */
export const accountToken = z.string().min(10).max(200);
export const accountTokenSchema = z.object({ token: accountToken });

const newPasswords = { new_password: strongPassword, retry_password: z.string() };
const passwordsMatch: [(v: { new_password: string; retry_password: string }) => boolean, { path: string[]; message: string }] = [
  (v) => v.new_password === v.retry_password,
  { path: ['retry_password'], message: 'Passwords do not match' },
];

export const passwordResetSchema = z.object(newPasswords).refine(...passwordsMatch);

export const passwordUpdateSchema = z
  .object({ password: z.string().min(1, 'Current password is required').max(1024), ...newPasswords })
  .refine(...passwordsMatch);

/** POST /account/activate: the link's token with the new password. */
export const activateSchema = z.object({ token: accountToken, ...newPasswords }).refine(...passwordsMatch);

export const deleteOwnAccountSchema = z.object({
  password: z.string().min(1, 'Password is required').max(1024),
});

/** Spec 1 §3 Profile: every editable field. account_type_id is read-only and ignored on update. */
export const profileFields = {
  firstname: shortText().min(1, 'First name is required'),
  lastname: shortText().min(1, 'Last name is required'),
  jobtitle: shortText().optional().nullable(),
  telephone: shortText(40).optional().nullable(),
  mobile: shortText(40).optional().nullable(),
  fax: shortText(40).optional().nullable(),
  currency: z.enum(CURRENCY_CODES).optional().nullable(),
  language: z.enum(['en', 'es', 'fr', 'ja', 'ru', 'zh']).optional().nullable(),
  address_country: shortText(100).optional().nullable(),
  address_city: shortText(100).optional().nullable(),
  address_line_1: shortText(200).optional().nullable(),
  address_line_2: shortText(200).optional().nullable(),
  address_line_3: shortText(200).optional().nullable(),
  address_postcode: shortText(20).optional().nullable(),
  timezone: shortText(64).optional().nullable(),
  department: shortText(100).optional().nullable(),
};

/** The personal fields nested under `userprofile` (spec 1 §3 Profile). */
export const USER_PROFILE_KEYS = Object.keys(profileFields) as (keyof typeof profileFields)[];

export const profileUpdateSchema = z.object({
  username: shortText(64).min(3, 'Username must be at least 3 characters').optional(),
  email: email.optional(),
  /** Required when `email` changes (docs/security.md): a stolen session alone cannot take over the account. */
  current_password: z.string().max(1024).optional(),
  ...profileFields,
});

/** Messages of the e-mail change and the session list (docs/security.md); the web app translates them. */
export const SECURITY_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password to change the e-mail',
  currentPasswordWrong: 'The current password is incorrect',
  emailChangePending: 'Profile updated. To change the e-mail, follow the link we sent to the new address.',
  emailChanged: 'Your e-mail has been changed. Please sign in with the new address.',
  sessionEnded: 'Session ended',
  otherSessionsEnded: 'All other sessions ended',
  stepUpRequired: 'Please confirm it is you: enter your password or a second factor again',
  reauthenticated: 'Thank you, you may continue',
} as const;

/** How long a password or second-factor proof lets a session make sensitive changes (step-up). */
export const STEP_UP_MAX_AGE_MS = 5 * 60_000;

/** A session of the own account as the profile lists it. */
export type SessionView = Answer<typeof sessionAnswer>;

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const ACCOUNT_STATUSES = ['requested', 'created', 'active', 'terminated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Profile as the API answers it (spec 1 §3: personal fields nested under userprofile). */
export type UserProfile = Answer<typeof userProfileAnswer>;

/** An account as the API shows it (the answer schema). */
export type AccountView = Answer<typeof accountViewAnswer>;

/** POST /account/login's answer. */
export type LoginResponse = Answer<typeof loginAnswer>;
