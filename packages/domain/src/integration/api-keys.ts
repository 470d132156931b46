import { z } from 'zod';
import type { Answer } from '../common/answers.ts';
import { plainString } from '../common/text.ts';
import type { apiKeyAnswer, apiKeyCreatedAnswer } from './answers.ts';

/**
 * API keys (docs/integrating.md): an account's named, revocable credentials for integrations. A key is `gsn_` followed
 * by 43 base64url characters (32 random bytes); the server keeps only its SHA-256 and the first characters as a prefix
 * the owner recognises it by.
 */
export const API_KEY_PREFIX = 'gsn_';
/** Characters of the secret shown in lists (`gsn_` and the next 8). */
export const API_KEY_DISPLAY_LENGTH = API_KEY_PREFIX.length + 8;
/** Keys one account may hold at once. */
export const API_KEYS_PER_ACCOUNT = 25;
/** A key's lifetime: 90 days unless its creator chooses another, at most a year; an expired key is refused like a revoked one. */
export const API_KEY_DEFAULT_DAYS = 90;
export const API_KEY_MAX_DAYS = 365;

const KEY_SHAPE = /^gsn_[A-Za-z0-9_-]{43}$/;

/** True when a bearer token has the shape of an API key (not a session token). */
export function isApiKeyToken(token: string): boolean {
  return KEY_SHAPE.test(token);
}

/** The part of a key shown in lists, e.g. `gsn_AbCd1234`. */
export function apiKeyDisplayPrefix(secret: string): string {
  return secret.slice(0, API_KEY_DISPLAY_LENGTH);
}

/** Whether a key's last use should be written again: at most once a minute, so a busy key costs no write per call. */
export function apiKeyUseIsStale(lastUsedAt: Date | null, now: Date, granularityMs = 60_000): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= granularityMs;
}

export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key',
  limit: `An account may hold at most ${API_KEYS_PER_ACCOUNT} API keys; revoke one first`,
  revoked: 'API key revoked',
  /** Answered (403) when an API key calls a route that needs a signed-in session. */
  sessionOnly:
    'This call needs a signed-in session: API keys cannot manage keys, sessions, the password or the e-mail, nor delete the account',
  lifetime: `A key lasts from 1 to ${API_KEY_MAX_DAYS} days`,
} as const;

export const apiKeyCreateSchema = z.object({
  name: plainString().trim().min(1, API_KEY_MESSAGES.nameRequired).max(100, 'At most 100 characters'),
  /** Days the key works (default 90, at most 365). */
  expires_in_days: z
    .number({ message: API_KEY_MESSAGES.lifetime })
    .int(API_KEY_MESSAGES.lifetime)
    .min(1, API_KEY_MESSAGES.lifetime)
    .max(API_KEY_MAX_DAYS, API_KEY_MESSAGES.lifetime)
    .optional(),
});
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;

/** A key as the owner's list shows it (the answer schema); the secret itself is answered once, on creation. */
export type ApiKeyView = Answer<typeof apiKeyAnswer>;

/** The answer to creating a key: the list view plus the secret, which the server cannot show again. */
export type ApiKeyCreated = Answer<typeof apiKeyCreatedAnswer>;
