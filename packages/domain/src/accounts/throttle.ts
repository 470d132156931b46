/**
 * Throttling of sign-in and of the anonymous mail-sending calls (docs/security.md). Pure rules: the server keeps the
 * counters in the database (shared by every instance) and asks these functions whether a request may go on.
 *
 * Sign-in failures are counted per (account, client address), per client address and per account. The first
 * failures are free; after them each attempt waits a delay that doubles with every further failure, up to a cap.
 * An attacker hammering an account from one address is slowed down to a handful of guesses an hour, while the
 * owner signing in from another address is not affected. Only the per-account ceiling, set far above what one
 * address can reach, stops a distributed attack for everyone.
 */

export interface FailureCount {
  /** Failures within the window. */
  count: number;
  /** When the last of them happened (ms since the epoch); null without failures. */
  last: number | null;
}

export interface LoginThrottlePolicy {
  /** Failures per (account, address) before delays start. */
  freePerAccountAddress: number;
  /** Failures per address (whatever the account) before delays start. */
  freePerAddress: number;
  /** Failures of one account from all addresses that lock it for everyone until the window moves on. */
  accountCeiling: number;
  /** The window the failures are counted in. */
  windowMs: number;
  /** The longest delay between two attempts. */
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  freePerAccountAddress: 5,
  freePerAddress: 20,
  accountCeiling: 100,
  windowMs: 15 * 60_000,
  maxDelayMs: 15 * 60_000,
};

/** The delay after `count` failures when `free` are free: 0, then 1 s, 2 s, 4 s … up to `maxDelayMs`. */
export function failureDelayMs(count: number, free: number, maxDelayMs: number): number {
  if (count < free) return 0;
  return Math.min(1000 * 2 ** Math.min(count - free, 30), maxDelayMs);
}

/** How long the attempt must still wait (ms, rounded up to whole seconds by the caller); 0 when it may go on. */
export function loginWaitMs(
  f: { accountAddress: FailureCount; address: FailureCount; account: FailureCount },
  now: number,
  p: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
): number {
  const wait = (c: FailureCount, free: number) =>
    c.last === null ? 0 : Math.max(0, c.last + failureDelayMs(c.count, free, p.maxDelayMs) - now);
  const ceiling = f.account.count >= p.accountCeiling && f.account.last !== null ? Math.max(0, f.account.last + p.windowMs - now) : 0;
  return Math.max(wait(f.accountAddress, p.freePerAccountAddress), wait(f.address, p.freePerAddress), ceiling);
}

/** Anonymous calls that send mail (forgot password, register): requests per window by address and by e-mail. */
export const MAIL_THROTTLE = {
  windowMs: 15 * 60_000,
  perAddress: 20,
  perEmail: 5,
  /** At most one reset (or "already registered") mail per e-mail in this time. */
  mailIntervalMs: 15 * 60_000,
} as const;

/** Unactivated self-registrations expire after this time and never count towards the user limit. */
export const REGISTRATION_EXPIRY_MS = 72 * 3600_000;
