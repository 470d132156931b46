/**
 * Throttling of sign-in, of every other check of a current password, and of the anonymous mail-sending calls
 * (docs/security.md, Sign-in throttling). Pure rules: the server keeps the counters in the database (shared by every
 * instance) and asks these functions whether a request may go on.
 *
 * Failures are counted per (account, client address), per client address, per account, and per device or session
 * (its own failures). The first failures are free; after them each attempt waits a delay that doubles with every
 * further failure, up to a cap. An address hammering an account waits up to `maxDelayMs`; the account as a whole (what
 * a distributed attack drives up) only slows strangers, by at most `maxAccountDelayMs`, so nobody can lock the owner
 * out: a browser that signed in before (OWASP's device cookie) counts only its own failures, and an address that signed
 * in before is not slowed by other addresses' failures.
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
  /** Failures of one account from everywhere before strangers are slowed. */
  freePerAccount: number;
  /** Failures of one known browser (or one signed-in session) before it is slowed. */
  freePerDevice: number;
  /** The window the failures are counted in. */
  windowMs: number;
  /** The longest delay of an address, an (account, address) pair or a device. */
  maxDelayMs: number;
  /** The longest delay the account's failures impose on a stranger: short, so it never locks the owner out. */
  maxAccountDelayMs: number;
  /** Failures of the account within the window from which its owner is told (by e-mail; where strangers start to wait)… */
  attackAlertAt: number;
  /** …at most once in this time. */
  attackAlertIntervalMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  freePerAccountAddress: 5,
  freePerAddress: 20,
  freePerAccount: 10,
  freePerDevice: 5,
  windowMs: 15 * 60_000,
  maxDelayMs: 15 * 60_000,
  maxAccountDelayMs: 60_000,
  attackAlertAt: 10,
  attackAlertIntervalMs: 3600_000,
};

/**
 * Where an attempt comes from, as far as the account knows it:
 * - `device`: a browser that signed in to the account before (its device token): only its own failures count;
 * - `address`: an address prefix that signed in before: its own failures and the address's, not other addresses';
 * - `session`: a signed-in session checking its password again (e-mail or password change, step-up, deletion): its
 *   own failures, its address's and the (account, address) pair's;
 * - `stranger`: anything else: the account's failures from everywhere slow it too, up to `maxAccountDelayMs`.
 */
export type SignInOrigin = 'device' | 'address' | 'session' | 'stranger';

export interface SignInFailures {
  accountAddress: FailureCount;
  address: FailureCount;
  account: FailureCount;
  /** The device's or session's own failures (none for an address or a stranger). */
  own: FailureCount;
}

/** The delay after `count` failures when `free` are free: 0, then 1 s, 2 s, 4 s … up to `maxDelayMs`. */
export function failureDelayMs(count: number, free: number, maxDelayMs: number): number {
  if (count < free) return 0;
  return Math.min(1000 * 2 ** Math.min(count - free, 30), maxDelayMs);
}

/** How long the attempt must still wait (ms, rounded up to whole seconds by the caller); 0 when it may go on. */
export function signInWaitMs(
  f: SignInFailures,
  origin: SignInOrigin,
  now: number,
  p: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
): number {
  const wait = (c: FailureCount, free: number, max = p.maxDelayMs) =>
    c.last === null ? 0 : Math.max(0, c.last + failureDelayMs(c.count, free, max) - now);
  const own = wait(f.own, p.freePerDevice);
  if (origin === 'device') return own;
  const local = Math.max(wait(f.accountAddress, p.freePerAccountAddress), wait(f.address, p.freePerAddress));
  if (origin === 'address') return local;
  if (origin === 'session') return Math.max(local, own);
  return Math.max(local, wait(f.account, p.freePerAccount, p.maxAccountDelayMs));
}

/** Whether the owner is told of an attack now: the account's failures reached the threshold, no alert in the interval. */
export function attackAlertDue(
  accountFailures: number,
  lastAlert: number | null,
  now: number,
  p: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
) {
  return accountFailures >= p.attackAlertAt && (lastAlert === null || now - lastAlert >= p.attackAlertIntervalMs);
}

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an
 * IPv6 address by its /64 prefix (one subscriber's network: a client holding a /64 could otherwise count as billions
 * of addresses), e.g. `2001:db8:1:2::/64`. Anything else (unknown, malformed) lower-cased as it is.
 */
export function addressKey(ip: string): string {
  const raw = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (!raw.includes(':')) return raw;
  const groups = expandIpv6(raw);
  if (!groups) return raw;
  const hex = groups.map((g) => Number.parseInt(g, 16));
  // ::ffff:a.b.c.d — an IPv4 client on a dual-stack socket
  if (hex.slice(0, 5).every((n) => n === 0) && hex[5] === 0xffff) {
    return [hex[6]! >> 8, hex[6]! & 255, hex[7]! >> 8, hex[7]! & 255].join('.');
  }
  return `${hex
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(':')}::/64`;
}

/** The eight hextets of an IPv6 address (an embedded IPv4 tail as two), or undefined when it is not one. */
function expandIpv6(ip: string): string[] | undefined {
  let text = ip;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return undefined;
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups : undefined;
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
