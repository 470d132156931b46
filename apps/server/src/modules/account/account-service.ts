import { MESSAGES, type LoginInput, type ProfileUpdateInput, type RegisterInput } from '@gsn/domain';
import { conflict, forbidden, tooMany, unauthorized, unprocessable, badRequest } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Principal, SessionService } from '../session/session-service.ts';
import type { AccountRepository } from './account-repository.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { accountMails } from './account-mails.ts';

export interface AccountServiceDeps {
  repo: AccountRepository;
  sessions: SessionService;
  mailer: Mailer;
  publicUrl: string;
  loginRateLimit: { max: number; windowMs: number };
  registrationEnabled: () => Promise<boolean>;
  userLimit: () => Promise<number | null>;
  notifier?: Pick<Notifier, 'accountEvent'>;
}

const HOUR = 3600_000;
const TOKEN_LIFETIME = { activate: 7 * 24 * HOUR, reset: HOUR } as const;

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

  async function checkRate(keys: string[]) {
    const since = new Date(Date.now() - d.loginRateLimit.windowMs);
    for (const key of keys) {
      const limit = key.startsWith('ip:') ? d.loginRateLimit.max * 3 : d.loginRateLimit.max;
      if ((await repo.countAttempts(key, since)) >= limit) throw tooMany(MESSAGES.tooManyAttempts);
    }
  }

  return {
    issueToken,
    tokenFor,

    async login(input: LoginInput, meta: { ip?: string; userAgent?: string }) {
      const emailKey = `email:${input.email.toLowerCase()}`;
      const ipKey = `ip:${meta.ip ?? 'unknown'}`;
      await checkRate([emailKey, ipKey]);
      const account = await repo.findByEmail(input.email);
      const ok = await verifyPassword(account?.password_hash ?? null, input.password);
      if (!account || !ok) {
        await repo.addAttempt(emailKey);
        await repo.addAttempt(ipKey);
        throw unauthorized(MESSAGES.unauthorizedLogin);
      }
      if (account.status === 'terminated') throw forbidden('This account has been terminated');
      if (account.disabled) throw forbidden('This account is disabled, please contact the administrator');
      await repo.clearAttempts(emailKey, new Date(Date.now() - d.loginRateLimit.windowMs));
      await repo.recordLogin(account.id);
      const session = await d.sessions.open(account, meta);
      const view = await repo.view(account.id);
      return { token: session.token, expires_at: session.expiresAt.toISOString(), account: view! };
    },

    logout: (p: Principal) => d.sessions.revoke(p.sessionId),

    /** Self sign-up (type 400). The same answer whether or not the e-mail is known. */
    async register(input: RegisterInput) {
      if (!(await d.registrationEnabled())) throw forbidden('Registration is closed');
      const limit = await d.userLimit();
      if (limit !== null && (await repo.countAccounts()) >= limit) {
        throw forbidden('The portal has reached its user limit, please contact the administrator');
      }
      const existing = await repo.findByEmail(input.email);
      if (existing) {
        await d.mailer.send(accountMails.alreadyRegistered(existing.email, `${d.publicUrl}/account/forgot-password`));
        return { message: MESSAGES.registered };
      }
      const username = input.username || input.email;
      if (await repo.usernameTaken(username)) {
        throw conflict('This username is already taken', [{ field: 'username', message: 'This username is already taken' }]);
      }
      const id = await repo.insert({
        username,
        email: input.email,
        account_type_id: 400,
        status: 'requested',
        company_name: input.company_name ?? null,
        profile: { firstname: input.firstname, lastname: input.lastname },
      });
      await d.mailer.send(accountMails.activation(input.email, await issueToken(id, 'activate')));
      await d.notifier?.accountEvent({ action: 'registered', accountId: id });
      return { message: MESSAGES.registered };
    },

    async forgotPassword(email: string) {
      const account = await repo.findByEmail(email.trim());
      if (account && account.status !== 'terminated') {
        await d.mailer.send(accountMails.reset(account.email, await issueToken(account.id, 'reset')));
      }
      return { message: MESSAGES.forgotPassword };
    },

    async verifyToken(token: string) {
      const t = await repo.validToken(hashToken(token));
      if (!t) throw badRequest(MESSAGES.tokenInvalid);
      return { valid: true, email: t.email, purpose: t.purpose };
    },

    /** Sets the password from an activation or reset link; the link works once. */
    async activate(token: string, newPassword: string) {
      const hash = hashToken(token);
      const t = await repo.validToken(hash);
      if (!t || !(await repo.consumeToken(hash))) throw badRequest(MESSAGES.tokenInvalid);
      await repo.setPassword(t.account_id, await hashPassword(newPassword), t.purpose === 'activate');
      if (t.purpose === 'activate') await d.notifier?.accountEvent({ action: 'activated', accountId: t.account_id });
      await d.sessions.revokeAll(t.account_id);
      return { message: MESSAGES.passwordSet };
    },

    async profile(p: Principal) {
      const view = await repo.view(p.accountId);
      if (!view) throw unauthorized(MESSAGES.unauthorizedLogin);
      return view;
    },

    async updateProfile(p: Principal, input: ProfileUpdateInput) {
      const { username, email, ...profile } = input;
      const current = await repo.findById(p.accountId);
      if (!current) throw unauthorized(MESSAGES.unauthorizedLogin);
      const errors = [];
      if (username && username !== current.username && (await repo.usernameTaken(username, current.id))) {
        errors.push({ field: 'username', message: 'This username is already taken' });
      }
      const emailChanged = !!email && email.toLowerCase() !== current.email.toLowerCase();
      if (emailChanged) {
        const other = await repo.findByEmail(email);
        if (other && other.id !== current.id) errors.push({ field: 'email', message: 'This e-mail is already used by another account' });
      }
      if (errors.length) throw conflict(errors[0]!.message, errors);
      await repo.update(current.id, {
        ...(username ? { username } : {}),
        ...(emailChanged ? { email } : {}),
        profile,
      });
      if (emailChanged) await d.sessions.revokeAll(current.id);
      return {
        message: emailChanged ? MESSAGES.profileUpdatedEmail : MESSAGES.profileUpdated,
        logout: emailChanged,
        account: (await repo.view(current.id))!,
      };
    },

    /** Changes the password; every other session of the account ends. */
    async updatePassword(p: Principal, password: string, newPassword: string) {
      const account = await repo.findById(p.accountId);
      if (!account || !(await verifyPassword(account.password_hash, password))) {
        throw unprocessable('The current password is incorrect', [{ field: 'password', message: 'The current password is incorrect' }]);
      }
      if (password === newPassword) {
        throw unprocessable('The new password must differ from the current one', [
          { field: 'new_password', message: 'The new password must differ from the current one' },
        ]);
      }
      await repo.setPassword(account.id, await hashPassword(newPassword), false);
      await d.sessions.revokeAll(account.id, p.sessionId);
      return { message: MESSAGES.passwordUpdated };
    },

    /** A registered user (type 400) deletes their own account after confirming the password. */
    async deleteOwn(p: Principal, password: string) {
      const account = await repo.findById(p.accountId);
      if (!account || !(await verifyPassword(account.password_hash, password))) {
        throw unprocessable('The password is incorrect', [{ field: 'password', message: 'The password is incorrect' }]);
      }
      await d.sessions.revokeAll(account.id);
      await repo.remove(account.id);
      return { message: MESSAGES.accountDeleted };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
