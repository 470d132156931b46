import {
  addressKey,
  attackAlertDue,
  DEFAULT_LOGIN_THROTTLE,
  type LoginThrottlePolicy,
  MESSAGES,
  profilePath,
  securityMails,
  type SignInOrigin,
  signInWaitMs,
} from '@gsn/domain';
import type { Config } from '../../config.ts';
import { noteAudit } from '../../db/write-context.ts';
import { tooMany } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { SignInRepository } from './sign-in-repository.ts';

export interface SignInGuardDeps {
  repo: SignInRepository;
  mailer: Mailer;
  publicUrl: string;
  policy: LoginThrottlePolicy;
  now?: () => number;
}

/** The account a sign-in or a password check is about, as far as the guard needs it. */
interface GuardedAccount {
  id: number;
  email: string;
  customer_id: number | null;
}

/** One attempt's place in the counters: the keys it counts under and where it comes from. */
export interface SignInGate {
  email: string;
  /** The client address's key (IPv4, or the IPv6 /64). */
  address: string;
  origin: SignInOrigin;
  known: { device: boolean; address: boolean };
  /** The browser's device token as sent, and its hash. */
  device: { token: string; hash: string } | null;
  keys: { accountAddress: string; address: string; account: string; own: string | null };
  /** The account's failures in the window before this attempt. */
  accountFailures: number;
}

/** The policy with the settings of the configuration (config.ts, loginRateLimit) over the defaults. */
export function throttlePolicy(limit: Config['loginRateLimit']): LoginThrottlePolicy {
  const set = <K extends keyof LoginThrottlePolicy>(key: K, value: number | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    ...DEFAULT_LOGIN_THROTTLE,
    freePerAccountAddress: limit.max,
    windowMs: limit.windowMs,
    ...set('freePerAddress', limit.perAddress),
    ...set('freePerAccount', limit.perAccount),
    ...set('maxDelayMs', limit.maxDelayMs),
    ...set('maxAccountDelayMs', limit.maxAccountDelayMs),
  };
}

/** The e-mail as a throttling key: trimmed, lower case (the same key whether or not an account has it). */
export const emailKey = (email: string) => email.trim().toLowerCase();

const accountSubject = (a: GuardedAccount) => ({ kind: 'account', id: a.id, customer_id: a.customer_id });

/**
 * Sign-in throttling and origins (docs/security.md, Sign-in throttling): the counters every check of a password goes
 * through — sign-in, and a signed-in session's e-mail change, password change, re-authentication and deletion — the
 * device tokens and addresses an account signed in from (OWASP's device-cookie pattern), and the owner's mails: a
 * sign-in from a new browser or address, an attack on the password. The rules are @gsn/domain's accounts/throttle.ts.
 */
export function signInGuard(d: SignInGuardDeps) {
  const { repo, policy } = d;
  const now = d.now ?? Date.now;

  function keysOf(email: string, address: string, own: string | null) {
    return { accountAddress: `login:${email}|${address}`, address: `login-ip:${address}`, account: `login-account:${email}`, own };
  }

  /** 429 (with Retry-After) while the attempt must wait; otherwise how many failures the account has in the window. */
  async function enforce(gate: SignInGate, slowed: () => void): Promise<SignInGate> {
    const at = now();
    const keys = [gate.keys.accountAddress, gate.keys.address, gate.keys.account, ...(gate.keys.own ? [gate.keys.own] : [])];
    const counts = await repo.attemptsByKey(keys, new Date(at - policy.windowMs));
    const none = { count: 0, last: null };
    const failures = {
      accountAddress: counts.get(gate.keys.accountAddress) ?? none,
      address: counts.get(gate.keys.address) ?? none,
      account: counts.get(gate.keys.account) ?? none,
      own: (gate.keys.own && counts.get(gate.keys.own)) || none,
    };
    const wait = signInWaitMs(failures, gate.origin, at, policy);
    if (wait > 0) {
      slowed();
      throw tooMany('rate_limited', MESSAGES.tooManyAttempts, wait / 1000);
    }
    return { ...gate, accountFailures: failures.account.count };
  }

  /** A failure counts everywhere; past the threshold the owner hears of the attack (at most once an hour). */
  async function countFailure(gate: SignInGate, account: GuardedAccount | undefined) {
    const { own, ...shared } = gate.keys;
    await repo.addAttempt(...Object.values(shared), ...(own ? [own] : []));
    // looked up whether or not the e-mail has an account: the answer takes the same time
    const alertKey = `mail-attack:${gate.email}`;
    const at = now();
    const last = (await repo.attemptsByKey([alertKey], new Date(at - policy.attackAlertIntervalMs))).get(alertKey)?.last ?? null;
    const failures = gate.accountFailures + 1;
    if (!account || !attackAlertDue(failures, last, at, policy)) return;
    await repo.addAttempt(alertKey);
    const to = await repo.mailee(account.id);
    if (!to) return;
    const url = `${d.publicUrl}${profilePath(to.account_type_id, 'sessions')}`;
    await d.mailer.send({
      to: to.email,
      kind: 'account',
      ...securityMails.underAttack(to.language, { email: to.email, count: failures, url }),
    });
  }

  async function locate(typedEmail: string, meta: { ip?: string; device?: string }): Promise<SignInGate> {
    const email = emailKey(typedEmail);
    const address = addressKey(meta.ip ?? 'unknown');
    const device = meta.device ? { token: meta.device, hash: hashToken(meta.device) } : null;
    const known = await repo.knownOrigins(email, device?.hash ?? null, address);
    const origin: SignInOrigin = known.device ? 'device' : known.address ? 'address' : 'stranger';
    const own = known.device && device ? `login-device:${email}|${device.hash}` : null;
    return { email, address, origin, known, device, keys: keysOf(email, address, own), accountFailures: 0 };
  }

  const passed = (gate: SignInGate) => repo.clearAttempts([gate.keys.accountAddress, ...(gate.keys.own ? [gate.keys.own] : [])]);

  async function completed(
    gate: SignInGate,
    account: GuardedAccount,
    meta: { ip?: string; userAgent?: string; method?: string },
  ): Promise<string> {
    const device = gate.known.device && gate.device ? gate.device : newToken();
    const hadOrigins = gate.known.device || gate.known.address || (await repo.hasOrigins(account.id));
    const agent = meta.userAgent?.slice(0, 300) ?? null;
    await repo.remember(
      account.id,
      [
        { kind: 'device', value: device.hash },
        { kind: 'address', value: gate.address },
      ],
      agent,
    );
    noteAudit({
      action: 'auth.sign_in',
      actor: { kind: 'account', account_id: account.id, customer_id: account.customer_id },
      subject: accountSubject(account),
      changes: {
        new_browser: { to: !gate.known.device },
        new_address: { to: !gate.known.address },
        // the second factor that proved it, for an account with one
        ...(meta.method ? { method: { to: meta.method } } : {}),
      },
    });
    if (hadOrigins && !(gate.known.device && gate.known.address)) {
      const to = await repo.mailee(account.id);
      if (to) {
        const url = `${d.publicUrl}${profilePath(to.account_type_id, 'sessions')}`;
        const mail = securityMails.signIn(to.language, {
          email: to.email,
          time: new Date(now()),
          ip: meta.ip ?? '?',
          agent: agent ?? '?',
          url,
        });
        await d.mailer.send({ to: to.email, kind: 'account', ...mail });
      }
    }
    return device.token;
  }

  return {
    /**
     * Before a sign-in: where it comes from (the device token the browser sent, the address prefix) and whether it may
     * go on now; 429 with Retry-After when it must wait. The same answers whether or not the e-mail has an account.
     */
    async check(typedEmail: string, meta: { ip?: string; device?: string }): Promise<SignInGate> {
      const gate = await locate(typedEmail, meta);
      return enforce(gate, () =>
        noteAudit({
          action: 'auth.sign_in_slowed',
          actor: { kind: 'anonymous', label: gate.email },
          changes: { origin: { to: gate.origin } },
        }),
      );
    },

    /**
     * Where a sign-in comes from, without holding it back: the second step of an account with a second factor (its
     * password passed the checks already) looks at its origins again to remember them and warn the owner.
     */
    locate,

    /** A wrong password or an unknown e-mail: counted, and recorded against the account when there is one. */
    async failed(gate: SignInGate, account: GuardedAccount | undefined) {
      noteAudit({
        action: 'auth.sign_in_failed',
        actor: { kind: 'anonymous', label: gate.email },
        ...(account ? { subject: accountSubject(account) } : {}),
      });
      await countFailure(gate, account);
    },

    /**
     * The password was right: the (account, address) pair's and the browser's own failures are forgotten. With a
     * second factor to come, the sign-in completes after it (`completed`).
     */
    passed,

    /**
     * A sign-in completed: the browser's device token (a new one unless it sent a known one) and the address prefix are
     * remembered; a browser or an address the account had not used is e-mailed to the owner (not its very first
     * sign-in). Answers the device token for the browser to keep.
     */
    completed,

    /** The password was right and nothing more is asked: `passed`, then `completed`. */
    async succeeded(gate: SignInGate, account: GuardedAccount, meta: { ip?: string; userAgent?: string }): Promise<string> {
      await passed(gate);
      return completed(gate, account, meta);
    },

    /**
     * A signed-in session checks its account's current password (e-mail or password change, re-authentication,
     * deletion): the same counters as a sign-in, the session's own failures in place of a browser's. 429 while it must
     * wait; false (counted, recorded) when wrong.
     */
    async checkPassword(
      account: GuardedAccount & { password_hash: string | null },
      password: string,
      meta: { ip?: string; sessionId: string },
    ): Promise<boolean> {
      const email = emailKey(account.email);
      const address = addressKey(meta.ip ?? 'unknown');
      const gate: SignInGate = {
        email,
        address,
        origin: 'session',
        known: { device: false, address: false },
        device: null,
        keys: keysOf(email, address, `password-session:${meta.sessionId}`),
        accountFailures: 0,
      };
      const checked = await enforce(gate, () => noteAudit({ action: 'auth.password_check_slowed', subject: accountSubject(account) }));
      if (await verifyPassword(account.password_hash, password)) {
        await repo.clearAttempts([checked.keys.accountAddress, checked.keys.own!]);
        return true;
      }
      noteAudit({ action: 'auth.password_check_failed', subject: accountSubject(account) });
      await countFailure(checked, account);
      return false;
    },

    /** Forgets the account's failures (a completed password reset, an administrator): nobody waits any more. */
    clear: (accountEmail: string) => {
      const email = emailKey(accountEmail);
      return repo.clearAttempts([`login-account:${email}`], [`login:${email}|`, `login-device:${email}|`]);
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
