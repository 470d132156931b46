import { describe, expect, it } from 'vitest';
import {
  DEFAULT_KEY_ATTEMPT_POLICY,
  keyAttemptWaitMs,
  localBatch,
  mustSyncBeforeAdmitting,
  rateLimitFields,
  rateLimitSetSchema,
  secondsToReset,
  windowStart,
} from './rate-limits.ts';

describe('rate limit windows', () => {
  it('starts every window on the minute, the same for every instance', () => {
    const at = Date.UTC(2026, 10, 27, 12, 30, 42, 500);
    expect(windowStart(at)).toBe(Date.UTC(2026, 10, 27, 12, 30, 0));
    expect(secondsToReset(at)).toBe(18);
    // on the boundary the whole next minute is left; never 0
    expect(secondsToReset(Date.UTC(2026, 10, 27, 12, 31, 0))).toBe(60);
    expect(secondsToReset(Date.UTC(2026, 10, 27, 12, 31, 59, 999))).toBe(1);
  });

  it('writes the IETF fields with the quota, window, remaining and reset', () => {
    expect(rateLimitFields(1200, 17, 42)).toEqual({ 'ratelimit-policy': '"minute";q=1200;w=60', ratelimit: '"minute";r=17;t=42' });
    expect(rateLimitFields(100, -3, 5).ratelimit).toBe('"minute";r=0;t=5');
  });

  it('counts 1 % of the quota locally and reads the shared count near the quota', () => {
    expect(localBatch(1200)).toBe(12);
    expect(localBatch(60)).toBe(1);
    expect(mustSyncBeforeAdmitting(1100, 1200)).toBe(false);
    expect(mustSyncBeforeAdmitting(1152, 1200)).toBe(true);
    expect(mustSyncBeforeAdmitting(0, 60)).toBe(false);
    expect(mustSyncBeforeAdmitting(56, 60)).toBe(true);
  });
});

describe('unknown API keys from one address', () => {
  const now = 1_000_000;
  it('lets the free attempts through, then doubles the wait from the last failure', () => {
    const free = DEFAULT_KEY_ATTEMPT_POLICY.free;
    expect(keyAttemptWaitMs(free, now, now)).toBe(0);
    expect(keyAttemptWaitMs(free + 1, now, now)).toBe(1000);
    expect(keyAttemptWaitMs(free + 2, now, now)).toBe(2000);
    expect(keyAttemptWaitMs(free + 4, now - 5000, now)).toBe(3000);
    expect(keyAttemptWaitMs(free + 4, now - 9000, now)).toBe(0);
    expect(keyAttemptWaitMs(free + 40, now, now)).toBe(DEFAULT_KEY_ATTEMPT_POLICY.maxDelayMs);
  });
});

describe('a company quota', () => {
  it('takes a whole number in range, or null for the default, and nothing else', () => {
    expect(rateLimitSetSchema.parse({ requests_per_minute: 6000 })).toEqual({ requests_per_minute: 6000 });
    expect(rateLimitSetSchema.parse({ requests_per_minute: null })).toEqual({ requests_per_minute: null });
    expect(rateLimitSetSchema.safeParse({ requests_per_minute: 10 }).success).toBe(false);
    expect(rateLimitSetSchema.safeParse({ requests_per_minute: 100.5 }).success).toBe(false);
    expect(rateLimitSetSchema.safeParse({ requests_per_minute: 600, burst: 5 }).success).toBe(false);
  });
});
