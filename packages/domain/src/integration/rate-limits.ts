import { z } from 'zod';

/**
 * API rate limits (docs/integrating.md, Rate limits): every API key and every signed-in session has a quota of requests
 * per fixed one-minute window (windows start on the minute, the same on every instance). The quota is the company's
 * when provider staff set one, else the installation's default. Answers carry the IETF `RateLimit-Policy` and
 * `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers); past the quota the answer is 429 with `Retry-After`.
 */
export const RATE_LIMIT_WINDOW_SECONDS = 60;
/** Requests per minute of a key or session unless the company has its own quota (API_RATE_LIMIT overrides it). */
export const DEFAULT_API_RATE_LIMIT = 3000;
export const API_RATE_LIMIT_MIN = 60;
export const API_RATE_LIMIT_MAX = 100_000;
/** The policy's name in the header fields. */
export const RATE_LIMIT_POLICY_NAME = 'minute';

export const RATE_LIMIT_MESSAGES = {
  exceeded: 'Too many requests: wait until the time in Retry-After, then try again',
  range: `A quota is from ${API_RATE_LIMIT_MIN} to ${API_RATE_LIMIT_MAX} requests per minute`,
  keyAttempts: 'Too many unknown API keys from this address: wait until the time in Retry-After',
  saved: 'API rate limit saved',
  reset: 'The company uses the default API rate limit again',
} as const;

/** The start (ms since the epoch) of the window holding `at`. */
export function windowStart(at: number, windowSeconds = RATE_LIMIT_WINDOW_SECONDS): number {
  const w = windowSeconds * 1000;
  return Math.floor(at / w) * w;
}

/** Whole seconds until the window holding `at` ends (at least 1: a client waiting 0 s would ask at once). */
export function secondsToReset(at: number, windowSeconds = RATE_LIMIT_WINDOW_SECONDS): number {
  return Math.max(1, Math.ceil((windowStart(at, windowSeconds) + windowSeconds * 1000 - at) / 1000));
}

/** The two header fields of an answer: the policy (quota, window) and the state (remaining, seconds to reset). */
export function rateLimitFields(quota: number, remaining: number, resetSeconds: number, windowSeconds = RATE_LIMIT_WINDOW_SECONDS) {
  return {
    'ratelimit-policy': `"${RATE_LIMIT_POLICY_NAME}";q=${quota};w=${windowSeconds}`,
    ratelimit: `"${RATE_LIMIT_POLICY_NAME}";r=${Math.max(0, remaining)};t=${resetSeconds}`,
  };
}

/**
 * How many requests a limiter may count locally before it adds them to the shared counter: 1 % of the quota, so that
 * several instances together overshoot it by at most a few percent while a busy key costs a shared write only every
 * hundredth request.
 */
export function localBatch(quota: number): number {
  return Math.max(1, Math.floor(quota / 100));
}

/**
 * Whether a request must wait for the shared counter before it is let through: when the estimate (the shared count
 * last seen plus what this instance counted since) comes within a few batches of the quota, every instance reads the
 * exact count, so the quota holds across instances where it matters.
 */
export function mustSyncBeforeAdmitting(estimate: number, quota: number): boolean {
  return estimate >= quota - 4 * localBatch(quota);
}

/**
 * Unknown API keys from one client address (docs/security.md): `free` failures in the window, then each next
 * attempt waits twice as long as the one before (from 1 s up to `maxDelayMs`) after the last failure. Only failures
 * count, and only per address: an attacker slows its own address, never a key's owner elsewhere.
 */
export interface KeyAttemptPolicy {
  free: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}
export const DEFAULT_KEY_ATTEMPT_POLICY: KeyAttemptPolicy = { free: 20, windowMs: 15 * 60_000, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };

/** Milliseconds the address must still wait after `failures` failures in the window, the last at `lastAt`. */
export function keyAttemptWaitMs(failures: number, lastAt: number | null, now: number, policy = DEFAULT_KEY_ATTEMPT_POLICY): number {
  if (failures <= policy.free || lastAt === null) return 0;
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(30, failures - policy.free - 1));
  return Math.max(0, lastAt + delay - now);
}

/** Staff set a company's quota (requests per minute) or clear it (null: the default again). */
export const rateLimitSetSchema = z
  .object({
    requests_per_minute: z
      .number({ message: RATE_LIMIT_MESSAGES.range })
      .int(RATE_LIMIT_MESSAGES.range)
      .min(API_RATE_LIMIT_MIN, RATE_LIMIT_MESSAGES.range)
      .max(API_RATE_LIMIT_MAX, RATE_LIMIT_MESSAGES.range)
      .nullable(),
  })
  .strict();
export type RateLimitSetInput = z.infer<typeof rateLimitSetSchema>;

/** A company's quota as staff see it: its own (null when it has none) and the one that applies. */
export const rateLimitAnswer = z.object({
  customer_id: z.number().int(),
  requests_per_minute: z.number().int().nullable(),
  effective_requests_per_minute: z.number().int(),
  default_requests_per_minute: z.number().int(),
  window_seconds: z.number().int(),
  updated_at: z.string().nullable(),
});
export type RateLimitView = z.infer<typeof rateLimitAnswer>;
