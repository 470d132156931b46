import {
  type AccountView,
  addressKey,
  API_KEY_MESSAGES,
  type ErrorCode,
  type LoginInput,
  MAIL_THROTTLE,
  MESSAGES,
  type ProfileUpdateInput,
  type ReauthInput,
  REGISTRATION_EXPIRY_MS,
  type RegisterInput,
  SECURITY_MESSAGES,
} from '@gsn/domain';
import type { ReadCache } from '../../lib/read-cache.ts';
import { codeOf, conflict, forbidden, notFound, tooMany, unauthorized, unprocessable, badRequest } from '../../lib/errors.ts';
import { refuseCommonPassword, refusePersonalPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Principal } from '../../security/principal.ts';
import type { SessionService } from '../../security/session-service.ts';
import { requireFreshProof } from '../../security/step-up.ts';
import type { MfaSignIn, SignInAccount } from '../mfa/index.ts';
import type { AccountRepository, AccountRow } from './account-repository.ts';
import type { AccountNotifier } from './account-notifications.ts';
import { accountMails } from './account-mails.ts';
import type { AccountCredentials } from './account-credentials.ts';
import { emailKey, type SignInGuard } from './sign-in-guard.ts';
import { noteAudit } from '../../db/write-context.ts';

export interface AccountServiceDeps {
  repo: AccountRepository;
  sessions: SessionService;
  /**
   * The own profile as last read, by account: every page asks for it, so a burst of calls reads it once (forgotten on
   * every write this instance serves; lib/read-cache.ts).
   */
  views: ReadCache<number, AccountView>;
  mailer: Mailer;
  publicUrl: string;
  /** Sign-in throttling and origins: every check of a password goes through it (sign-in-guard.ts). */
  guard: SignInGuard;
  /** What a recovery ends: sessions and API keys (account-credentials.ts). */
  credentials: AccountCredentials;
  registrationEnabled: () => Promise<boolean>;
  userLimit: () => Promise<number | null>;
  /** Tells of an account activated or registered (account-notifications.ts). */
  notifier?: AccountNotifier;
  /** Second factors (modules/mfa): the sign-in's second step and proofs by factor. */
  mfa: Pick<MfaSignIn, 'afterPassword' | 'proveFactor'>;
  /** How old the session's last proof may be for a sensitive change (step-up). */
  stepUpMaxAgeMs: number;
}

const HOUR = 3600_000;
const TOKEN_LIFETIME = { activate: 7 * 24 * HOUR, reset: HOUR, email: HOUR } as const;

/** Where a request comes from: the client address (the password checks count their failures under it). */
type Origin = { ip?: string };

const wrongPassword = (
  field: string,
  message: string = SECURITY_MESSAGES.currentPasswordWrong,
  code: ErrorCode = 'account.current_password_wrong',
) => unprocessable(code, message, [{ field, message }]);

export function accountService(d: AccountServiceDeps) {
  const { repo } = d;

  /** A new single-use token as the row to store (in the caller's transaction, if any) and the link to mail. */
  function tokenFor(accountId: number, purpose: keyof typeof TOKEN_LIFETIME) {
    const { token, hash } = newToken();
    return {
      row: { token_hash: hash, account_id: accountId, purpose, expires_at: new Date(Date.now() + TOKEN_LIFETIME[purpose]) },
      link: `${d.publicUrl}/account/reset-password/${token}`,
    };
  }

  async function issueToken(accountId: number, purpose: keyof typeof TOKEN_LIFETIME): Promise<string> {
    await repo.invalidateTokens(accountId, purpose);
    const { row, link } = tokenFor(accountId, purpose);
    await repo.insertToken(row);
    return link;
  }

  /** The strength rules beyond the schema's: not a common password, not made of the account's own words. */
  async function refuseWeakPassword(accountId: number, password: string) {
    refuseCommonPassword(password, 'new_password');
    refusePersonalPassword(password, await repo.personalWords(accountId), 'new_password');
  }

  /** A signed-in session's check of its account's current password: throttled like a sign-in (sign-in-guard.ts). */
  const passwordRight = (p: Principal, account: AccountRow, password: string, origin: Origin) =>
    d.guard.checkPassword(account, password, { ip: origin.ip, sessionId: p.sessionId || `key:${p.apiKeyId}` });

  /** E-mail, password and deletion need a signed-in session: an API key cannot take the account over. */
  const refuseApiKey = (p: Principal) => {
    if (p.apiKeyId !== undefined) throw forbidden('auth.session_only', API_KEY_MESSAGES.sessionOnly);
  };

  /** Anonymous mail-sending calls: 429 past the requests per address or per e-mail in the window; this request counts. */
  async function checkMailRate(kind: 'forgot' | 'register', email: string, ip: string) {
    const keys = [`${kind}-ip:${addressKey(ip)}`, `${kind}-email:${emailKey(email)}`];
    const counts = await repo.attemptsByKey(keys, new Date(Date.now() - MAIL_THROTTLE.windowMs));
    const over = (k: string, limit: number) => (counts.get(k)?.count ?? 0) >= limit;
    if (over(keys[0]!, MAIL_THROTTLE.perAddress) || over(keys[1]!, MAIL_THROTTLE.perEmail)) {
      throw tooMany('rate_limited', MESSAGES.tooManyAttempts, MAIL_THROTTLE.windowMs / 1000);
    }
    await repo.addAttempt(...keys);
  }

  /** Whether a mail of this kind may go to the e-mail now (at most one per interval); records it when so. */
  async function mayMail(kind: 'reset' | 'registered', email: string): Promise<boolean> {
    const key = `mail-${kind}:${emailKey(email)}`;
    const sent = await repo.attemptsByKey([key], new Date(Date.now() - MAIL_THROTTLE.mailIntervalMs));
    if ((sent.get(key)?.count ?? 0) > 0) return false;
    await repo.addAttempt(key);
    return true;
  }

  /** A session for an account that proved who it is (password, and its second factor when it has one). */
  async function openSession(account: SignInAccount, meta: { ip?: string; userAgent?: string }) {
    await repo.recordLogin(account.id);
    const session = await d.sessions.open(account, meta);
    const view = await repo.view(account.id);
    return { token: session.token, expires_at: session.expiresAt.toISOString(), account: view! };
  }

  async function checkUserLimit() {
    const limit = await d.userLimit();
    if (limit !== null && (await repo.countAccounts()) >= limit) {
      throw forbidden('auth.user_limit', 'The portal has reached its user limit, please contact the administrator');
    }
  }

  return {
    issueToken,
    tokenFor,
    openSession,

    /** Deletes the self-registrations not activated within 72 hours (hourly, and before each registration). */
    purgeExpiredRegistrations: async () => {
      await repo.purgeUnactivatedRegistrations(REGISTRATION_EXPIRY_MS);
    },

    /**
     * Sign-in, throttled per (account, address), per address, per account and per known browser (sign-in-guard.ts,
     * docs/security.md): the keys are the e-mail as typed, so known and unknown e-mails get the same answers; a wrong
     * password is verified against a decoy hash when the account does not exist, so the time does not tell either.
     */
    async login(input: LoginInput, meta: { ip?: string; userAgent?: string }) {
      const gate = await d.guard.check(input.email, { ip: meta.ip, device: input.device });
      const account = await repo.findByEmail(input.email);
      const ok = await verifyPassword(account?.password_hash ?? null, input.password);
      if (!account || !ok) {
        await d.guard.failed(gate, account);
        throw unauthorized('auth.invalid_credentials', MESSAGES.unauthorizedLogin);
      }
      if (account.status === 'terminated') throw forbidden('auth.account_terminated', 'This account has been terminated');
      if (account.disabled) throw forbidden('auth.account_disabled', 'This account is disabled, please contact the administrator');
      await d.guard.passed(gate);
      // an account with a second factor gets the second step's token instead of a session (modules/mfa): its sign-in
      // completes (origins remembered, the owner told of a new browser) after that step, in `completeSignIn`
      return d.mfa.afterPassword(account, async () => {
        const device = await d.guard.completed(gate, account, meta);
        return { ...(await openSession(account, meta)), device };
      });
    },

    /**
     * The second step passed: the sign-in completes as a password-only one does — where it comes from is looked at
     * again (the browser sends its device token to this step too), remembered, told to the owner when new.
     */
    async completeSignIn(
      account: SignInAccount & { email: string },
      meta: { ip?: string; userAgent?: string; device?: string; method: string },
    ) {
      const gate = await d.guard.locate(account.email, meta);
      const device = await d.guard.completed(gate, account, meta);
      return { ...(await openSession(account, meta)), device };
    },

    logout: (p: Principal) => d.sessions.revoke(p.sessionId),

    /** An administrator forgets the account's sign-in failures: nobody waits any more (accounts module). */
    clearSignInFailures: (email: string) => d.guard.clear(email),

    /**
     * Self sign-up (type 400). The same answer whether or not the e-mail is known; throttled per address and per
     * e-mail, at most one "already registered" mail per e-mail per 15 minutes. Unactivated registrations expire
     * after 72 hours and do not count towards the user limit.
     */
    async register(input: RegisterInput, meta: { ip?: string } = {}) {
      if (!(await d.registrationEnabled())) throw forbidden('auth.registration_closed', 'Registration is closed');
      await checkMailRate('register', input.email, meta.ip ?? 'unknown');
      await repo.purgeUnactivatedRegistrations(REGISTRATION_EXPIRY_MS);
      await checkUserLimit();
      const existing = await repo.findByEmail(input.email);
      if (existing) {
        if (await mayMail('registered', existing.email)) {
          await d.mailer.send(accountMails.alreadyRegistered(existing.email, `${d.publicUrl}/account/forgot-password`));
        }
        return { message: MESSAGES.registered };
      }
      const username = input.username || input.email;
      if (await repo.usernameTaken(username)) {
        throw conflict('account.username_taken', 'This username is already taken', [
          { field: 'username', message: 'This username is already taken' },
        ]);
      }
      const id = await repo.insert({
        username,
        email: input.email,
        account_type_id: 400,
        status: 'requested',
        company_name: input.company_name ?? null,
        profile: { firstname: input.firstname, lastname: input.lastname },
      });
      const { token, hash } = newToken();
      await repo.insertToken({
        token_hash: hash,
        account_id: id,
        purpose: 'activate',
        expires_at: new Date(Date.now() + REGISTRATION_EXPIRY_MS),
      });
      // the link lives as long as the registration: REGISTRATION_EXPIRY_MS
      await d.mailer.send(accountMails.activation(input.email, `${d.publicUrl}/account/reset-password/${token}`, '72 hours'));
      await d.notifier?.accountEvent({ action: 'registered', accountId: id });
      return { message: MESSAGES.registered };
    },

    /** A reset link by mail: throttled per address and per e-mail, at most one mail per e-mail per 15 minutes; one answer. */
    async forgotPassword(email: string, meta: { ip?: string } = {}) {
      await checkMailRate('forgot', email, meta.ip ?? 'unknown');
      const account = await repo.findByEmail(email.trim());
      if (account && account.status !== 'terminated' && (await mayMail('reset', account.email))) {
        await d.mailer.send(accountMails.reset(account.email, await issueToken(account.id, 'reset')));
      }
      return { message: MESSAGES.forgotPassword };
    },

    async verifyToken(token: string) {
      const t = await repo.validToken(hashToken(token));
      if (!t || t.purpose === 'email') throw badRequest('auth.token_invalid', MESSAGES.tokenInvalid);
      return { valid: true, email: t.email, purpose: t.purpose };
    },

    /** Sets the password from an activation or reset link; the link works once. */
    async activate(token: string, newPassword: string) {
      const hash = hashToken(token);
      const t = await repo.validToken(hash);
      // An e-mail change link never sets a password.
      if (!t || (t.purpose !== 'activate' && t.purpose !== 'reset')) throw badRequest('auth.token_invalid', MESSAGES.tokenInvalid);
      if (t.purpose === 'activate' && t.status === 'requested') await checkUserLimit();
      await refuseWeakPassword(t.account_id, newPassword);
      if (!(await repo.consumeToken(hash))) throw badRequest('auth.token_invalid', MESSAGES.tokenInvalid);
      await repo.setPassword(t.account_id, await hashPassword(newPassword), t.purpose === 'activate');
      // Whatever link was used, no other reset or activation link of the account works any more.
      await repo.invalidateTokens(t.account_id);
      // the owner proved it holds the mailbox: nobody's failures slow it any more
      await d.guard.clear(t.email);
      const subject = { kind: 'account', id: t.account_id, customer_id: t.customer_id };
      if (t.purpose === 'activate') {
        noteAudit({ action: 'account.activated', subject });
        await d.notifier?.accountEvent({ action: 'activated', accountId: t.account_id });
        await d.sessions.revokeAll(t.account_id);
      } else {
        noteAudit({ action: 'auth.password_reset', subject });
        await d.credentials.endAll({ id: t.account_id, customer_id: t.customer_id }, 'reset');
      }
      return { message: MESSAGES.passwordSet };
    },

    async profile(p: Principal) {
      const view = await d.views.get(p.accountId, () => repo.view(p.accountId));
      if (!view) throw unauthorized('auth.invalid_credentials', MESSAGES.unauthorizedLogin);
      return view;
    },

    /**
     * Updates the own profile. A new e-mail needs the current password and takes effect only when the link mailed to
     * the new address is followed (the old address is told); until then the account keeps its e-mail.
     */
    async updateProfile(p: Principal, input: ProfileUpdateInput, origin: Origin = {}) {
      const { username, email, current_password, ...profile } = input;
      const current = await repo.findById(p.accountId);
      if (!current) throw unauthorized('auth.invalid_credentials', MESSAGES.unauthorizedLogin);
      const errors = [];
      if (username && username !== current.username && (await repo.usernameTaken(username, current.id))) {
        errors.push({ field: 'username', message: 'This username is already taken' });
      }
      const emailChanged = !!email && email.toLowerCase() !== current.email.toLowerCase();
      if (emailChanged) {
        const other = await repo.findByEmail(email);
        if (other && other.id !== current.id) errors.push({ field: 'email', message: 'This e-mail is already used by another account' });
      }
      if (errors.length) throw conflict(codeOf(errors[0]!.message, 409, 'conflict'), errors[0]!.message, errors);
      if (emailChanged) {
        refuseApiKey(p);
        // a new e-mail is a sensitive change (step-up): the rest of the profile is not
        requireFreshProof(p, d.stepUpMaxAgeMs);
        if (!current_password) {
          throw unprocessable('account.current_password_required', SECURITY_MESSAGES.currentPasswordRequired, [
            { field: 'current_password', message: SECURITY_MESSAGES.currentPasswordRequired },
          ]);
        }
        if (!(await passwordRight(p, current, current_password, origin))) throw wrongPassword('current_password');
      }
      await repo.update(current.id, { ...(username ? { username } : {}), profile });
      if (emailChanged) {
        await repo.invalidateTokens(current.id, 'email');
        const { token, hash } = newToken();
        await repo.insertToken({
          token_hash: hash,
          account_id: current.id,
          purpose: 'email',
          expires_at: new Date(Date.now() + TOKEN_LIFETIME.email),
          new_email: email,
        });
        await d.mailer.send(accountMails.confirmEmail(email, `${d.publicUrl}/account/confirm-email/${token}`));
        await d.mailer.send(accountMails.emailChangeRequested(current.email, email));
      }
      return {
        message: emailChanged ? SECURITY_MESSAGES.emailChangePending : MESSAGES.profileUpdated,
        logout: false,
        account: (await repo.view(current.id))!,
      };
    },

    /** Follows the link mailed to the new address: the e-mail changes, every session and outstanding link ends. */
    async confirmEmail(token: string) {
      const hash = hashToken(token);
      const t = await repo.validToken(hash);
      if (t?.purpose !== 'email' || !t.new_email) throw badRequest('auth.token_invalid', MESSAGES.tokenInvalid);
      const other = await repo.findByEmail(t.new_email);
      if (other && other.id !== t.account_id) {
        throw conflict('account.email_taken', 'This e-mail is already used by another account', [
          { field: 'email', message: 'This e-mail is already used by another account' },
        ]);
      }
      if (!(await repo.consumeToken(hash))) throw badRequest('auth.token_invalid', MESSAGES.tokenInvalid);
      await repo.update(t.account_id, { email: t.new_email });
      await repo.invalidateTokens(t.account_id);
      noteAudit({
        action: 'account.email_changed',
        subject: { kind: 'account', id: t.account_id, customer_id: t.customer_id },
        changes: { email: { from: t.email, to: t.new_email } },
      });
      await d.credentials.endAll({ id: t.account_id, customer_id: t.customer_id }, 'email', { previousEmail: t.email });
      return { message: SECURITY_MESSAGES.emailChanged, email: t.new_email };
    },

    /** The own account's sessions in force. */
    sessions: (p: Principal) => d.sessions.list(p),

    /** Ends one of the own sessions (404 for any other id). */
    async endSession(p: Principal, sessionId: string) {
      if (!(await d.sessions.revokeOwn(p.accountId, sessionId))) throw notFound();
      return { message: SECURITY_MESSAGES.sessionEnded };
    },

    /** Ends every own session but the caller's. */
    async endOtherSessions(p: Principal) {
      await d.sessions.revokeAll(p.accountId, p.sessionId);
      return { message: SECURITY_MESSAGES.otherSessionsEnded };
    },

    /**
     * A fresh proof in the signed-in session (step-up, docs/security.md): the password, a TOTP or recovery code, or a
     * passkey's answer opens sensitive changes for 5 minutes.
     */
    async reauthenticate(p: Principal, input: ReauthInput, origin: Origin = {}) {
      const account = await repo.findById(p.accountId);
      if (account && input.password === undefined) await d.mfa.proveFactor(p, input);
      else if (!account || !(await passwordRight(p, account, input.password ?? '', origin))) throw wrongPassword('password');
      await d.sessions.markAuthenticated(p.sessionId);
      noteAudit({ action: 'auth.reauthenticated', subject: { kind: 'account', id: p.accountId, customer_id: p.customerId } });
      return { message: SECURITY_MESSAGES.reauthenticated };
    },

    /** Changes the password; every other session and every API key of the account ends (the owner is told). */
    async updatePassword(p: Principal, password: string, newPassword: string, origin: Origin = {}) {
      refuseApiKey(p);
      const account = await repo.findById(p.accountId);
      if (!account || !(await passwordRight(p, account, password, origin))) throw wrongPassword('password');
      if (password === newPassword) {
        throw unprocessable('account.password_unchanged', 'The new password must differ from the current one', [
          { field: 'new_password', message: 'The new password must differ from the current one' },
        ]);
      }
      await refuseWeakPassword(account.id, newPassword);
      await repo.setPassword(account.id, await hashPassword(newPassword), false);
      await repo.invalidateTokens(account.id);
      noteAudit({ action: 'auth.password_changed', subject: { kind: 'account', id: account.id, customer_id: account.customer_id } });
      await d.credentials.endAll(account, 'password', { keep: p.sessionId });
      return { message: MESSAGES.passwordUpdated };
    },

    /** A registered user (type 400) deletes their own account after confirming the password. */
    async deleteOwn(p: Principal, password: string, origin: Origin = {}) {
      refuseApiKey(p);
      const account = await repo.findById(p.accountId);
      if (!account || !(await passwordRight(p, account, password, origin))) {
        throw wrongPassword('password', 'The password is incorrect', 'account.password_wrong');
      }
      await d.sessions.revokeAll(account.id);
      await repo.remove(account.id);
      return { message: MESSAGES.accountDeleted };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
