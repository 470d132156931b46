import {
  type LoginMfaInput,
  MESSAGES,
  MFA_FAILURE_LIMIT,
  MFA_LOGIN_MAX_ATTEMPTS,
  MFA_LOGIN_TTL_MS,
  MFA_MESSAGES as M,
  type MfaChallenge,
  mfaMethods,
  type ReauthInput,
  WEBAUTHN_CHALLENGE_TTL_MS,
} from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import { tooMany, unauthorized, unprocessable } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Principal } from '../../security/principal.ts';
import type { MfaProofs } from './mfa-proofs.ts';
import type { MfaAccount, MfaRepository } from './mfa-repository.ts';
import type { WebAuthn } from './webauthn.ts';

export interface SignInDeps {
  repo: MfaRepository;
  proofs: MfaProofs;
  webauthn: WebAuthn;
  /** Whether the account must have a second factor (staff or company policy). */
  required: (account: { account_type_id: number; customer_id: number | null }) => Promise<boolean>;
}

/** The account a sign-in opens a session for, as the account module passes it. */
export interface SignInAccount {
  id: number;
  account_type_id: number;
  customer_id: number | null;
}

const subjectOf = (a: { id: number; customer_id: number | null }) => ({ kind: 'account', id: a.id, customer_id: a.customer_id });

/**
 * Sign-in with a second factor (docs/security.md, Second factors): after the right password, an account with a
 * confirmed factor gets no session but a token for the second step — 5 minutes, single use, dead after 5 wrong codes,
 * kept by its hash, and accepted by nothing but POST /account/login/mfa. Step-up proofs by factor live here too.
 */
export function mfaSignIn(d: SignInDeps) {
  const { repo, proofs } = d;

  return {
    /**
     * What follows the right password: the second step's token when the account has a factor; else the session
     * (`open`), marked enrolment-only when the account must have a factor and has none.
     */
    async afterPassword<S extends object>(account: SignInAccount, open: () => Promise<S>): Promise<S | MfaChallenge> {
      const factors = await repo.factors(account.id);
      if (factors.length === 0) {
        const session = await open();
        return (await d.required(account)) ? { ...session, mfa_enrolment_required: true } : session;
      }
      // someone who has the password cannot guess codes by signing in again and again
      const failures = await repo.secondStepFailures(account.id, new Date(Date.now() - MFA_FAILURE_LIMIT.windowMs));
      if (failures >= MFA_FAILURE_LIMIT.failures)
        throw tooMany('rate_limited', MESSAGES.tooManyAttempts, MFA_FAILURE_LIMIT.windowMs / 1000);
      const passkeys = factors.filter((f) => f.kind === 'webauthn');
      const options = passkeys.length ? await d.webauthn.authenticationOptions(passkeys) : undefined;
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + MFA_LOGIN_TTL_MS);
      await repo.insertChallenge({
        token_hash: hash,
        account_id: account.id,
        purpose: 'mfa_login',
        challenge: options?.challenge ?? null,
        expires_at: expiresAt,
      });
      return {
        mfa_required: true,
        mfa_token: token,
        expires_at: expiresAt.toISOString(),
        methods: mfaMethods(
          factors.map((f) => f.kind),
          await repo.recoveryCodesLeft(account.id),
        ),
        ...(options ? { webauthn: options } : {}),
      };
    },

    /**
     * The second step: the token and a TOTP code, a recovery code or a passkey's answer. A wrong one counts against the
     * token (and is recorded); the right one uses the token up and names the account to open the session for.
     */
    async secondStep(input: LoginMfaInput): Promise<{ account: MfaAccount; method: string }> {
      const hash = hashToken(input.mfa_token);
      const challenge = await repo.liveChallenge(hash, 'mfa_login');
      const account = challenge && challenge.attempts < MFA_LOGIN_MAX_ATTEMPTS ? await repo.account(challenge.account_id) : undefined;
      if (!challenge || !account || account.disabled || account.status === 'terminated') {
        throw unauthorized('auth.mfa_token_invalid', M.tokenInvalid);
      }
      const method = input.webauthn
        ? challenge.challenge && (await proofs.provePasskey(account.id, input.webauthn, challenge.challenge))
          ? 'webauthn'
          : null
        : await proofs.proveCode(account, input.code ?? '');
      if (!method) {
        const attempts = await repo.failChallenge(hash, MFA_LOGIN_MAX_ATTEMPTS);
        noteAudit({
          action: 'auth.sign_in_second_step_failed',
          subject: subjectOf(account),
          actor: { kind: 'anonymous', label: account.email },
          changes: { attempts: { to: attempts } },
        });
        throw unauthorized('auth.mfa_code_invalid', M.codeInvalid);
      }
      if (!(await repo.consumeChallenge(hash))) throw unauthorized('auth.mfa_token_invalid', M.tokenInvalid);
      // the sign-in's event is written when it completes (the account module), with the factor that proved it
      return { account, method };
    },

    /** Options for a passkey to prove it is the owner (step-up): a challenge of 5 minutes, the account's latest only. */
    async stepUpOptions(p: Principal) {
      const passkeys = (await repo.factors(p.accountId)).filter((f) => f.kind === 'webauthn');
      const options = await d.webauthn.authenticationOptions(passkeys);
      await repo.keepChallenge(p.accountId, 'webauthn_step_up', options.challenge, new Date(Date.now() + WEBAUTHN_CHALLENGE_TTL_MS));
      return options;
    },

    /** A fresh proof by factor in the session (POST /account/reauth with a code or a passkey's answer); 422 when wrong. */
    async proveFactor(p: Principal, input: Pick<ReauthInput, 'code' | 'webauthn'>) {
      if (input.webauthn) {
        const challenge = await repo.latestChallenge(p.accountId, 'webauthn_step_up');
        const ok =
          !!challenge?.challenge &&
          (await proofs.provePasskey(p.accountId, input.webauthn, challenge.challenge)) &&
          (await repo.consumeChallenge(challenge.token_hash));
        if (!ok) throw unprocessable('mfa.webauthn_failed', M.webauthnFailed, [{ field: 'webauthn', message: M.webauthnFailed }]);
      } else if (!(await proofs.proveCode({ id: p.accountId, customer_id: p.customerId }, input.code ?? ''))) {
        throw unprocessable('mfa.code_invalid', M.codeInvalid, [{ field: 'code', message: M.codeInvalid }]);
      }
    },
  };
}

export type MfaSignIn = ReturnType<typeof mfaSignIn>;
