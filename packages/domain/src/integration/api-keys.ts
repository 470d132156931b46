import { z } from 'zod';
import type { Answer } from '../common/answers.ts';
import { plainString } from '../common/text.ts';
import { API_KEY_ADDRESS_MESSAGES, API_KEY_MAX_ALLOWED_IPS, parseAllowedRange } from './api-key-addresses.ts';
import { API_KEY_SCOPES, isApiKeyScope, normalizeScopes } from './api-key-scopes.ts';
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
  renamed: 'API key renamed',
  /** Answered (403) when an API key calls a route that needs a signed-in session. */
  sessionOnly:
    'This call needs a signed-in session: API keys cannot manage keys, sessions, the password or the e-mail, nor delete the account',
  lifetime: `A key lasts from 1 to ${API_KEY_MAX_DAYS} days`,
  expiresAt: `The expiry must be in the future and at most ${API_KEY_MAX_DAYS} days away`,
  expiryTwice: 'Give either expires_in_days or expires_at, not both',
  scopeUnknown: 'Unknown scope: a scope is <resource>:read or <resource>:write (docs/integrating.md, Scopes)',
  scopesEmpty: 'Choose at least one scope, or leave scopes out for the account’s full rights',
  /** 422 on `scopes.N`: a key cannot hold a right its account lacks. */
  scopeNotAllowed: 'Your account does not hold this right, so its keys cannot either',
  /** 403 to a key's call its scopes do not cover. */
  outOfScope: 'This API key’s scopes do not allow this call',
  /** 401 to a key's call from an address outside its allow-list. */
  addressNotAllowed: 'This API key may not be used from this address',
} as const;

const keyName = plainString().trim().min(1, API_KEY_MESSAGES.nameRequired).max(100, 'At most 100 characters');

const scopeList = z
  .array(z.string().refine(isApiKeyScope, API_KEY_MESSAGES.scopeUnknown))
  .min(1, API_KEY_MESSAGES.scopesEmpty)
  .max(API_KEY_SCOPES.length)
  .transform(normalizeScopes);

const allowedRange = z.string().transform((s, ctx) => {
  const parsed = parseAllowedRange(s);
  if ('error' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.range;
});

const allowedList = z
  .array(allowedRange)
  .min(1, API_KEY_ADDRESS_MESSAGES.empty)
  .max(API_KEY_MAX_ALLOWED_IPS, API_KEY_ADDRESS_MESSAGES.tooMany)
  .transform((list) => [...new Set(list)]);

/** Unknown fields are refused (400 `field.unknown`), so that a misspelt restriction never leaves a key wider than meant. */
export const apiKeyCreateSchema = z
  .strictObject({
    name: keyName,
    /** Days the key works (default 90, at most 365). */
    expires_in_days: z
      .number({ message: API_KEY_MESSAGES.lifetime })
      .int(API_KEY_MESSAGES.lifetime)
      .min(1, API_KEY_MESSAGES.lifetime)
      .max(API_KEY_MAX_DAYS, API_KEY_MESSAGES.lifetime)
      .optional(),
    /** The moment the key stops working (instead of `expires_in_days`): in the future, at most a year away. */
    expires_at: z.iso.datetime({ offset: true, message: API_KEY_MESSAGES.expiresAt }).optional(),
    /** What the key may do (docs/integrating.md, Scopes); absent or null: everything its account may. */
    scopes: scopeList.nullish(),
    /** The client addresses the key answers (CIDR ranges, at most 20); absent or null: every address. */
    allowed_ips: allowedList.nullish(),
  })
  .refine((b) => b.expires_in_days === undefined || b.expires_at === undefined, {
    message: API_KEY_MESSAGES.expiryTwice,
    path: ['expires_at'],
  });
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;
export type ApiKeyCreateBody = z.output<typeof apiKeyCreateSchema>;

/** PATCH /account/api_keys/{id}: a new name (nothing else of a key changes; make a new key for other rights). */
export const apiKeyUpdateSchema = z.strictObject({ name: keyName });
export type ApiKeyUpdateInput = z.infer<typeof apiKeyUpdateSchema>;

/**
 * When a new key expires: `expires_at` when given (in the future, at most a year away), else `expires_in_days` (90 by
 * default) from now; the message of what is wrong otherwise.
 */
export function apiKeyExpiry(
  input: { expires_in_days?: number | undefined; expires_at?: string | undefined },
  now: Date,
): Date | { error: string } {
  if (input.expires_at === undefined) return new Date(now.getTime() + (input.expires_in_days ?? API_KEY_DEFAULT_DAYS) * 86_400_000);
  const at = new Date(input.expires_at);
  const ms = at.getTime() - now.getTime();
  if (Number.isNaN(ms) || ms <= 0 || ms > API_KEY_MAX_DAYS * 86_400_000) return { error: API_KEY_MESSAGES.expiresAt };
  return at;
}

/** A key as the owner's list shows it (the answer schema); the secret itself is answered once, on creation. */
export type ApiKeyView = Answer<typeof apiKeyAnswer>;

/** The answer to creating a key: the list view plus the secret, which the server cannot show again. */
export type ApiKeyCreated = Answer<typeof apiKeyCreatedAnswer>;
