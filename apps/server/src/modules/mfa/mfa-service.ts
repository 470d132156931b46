import { randomBytes } from 'node:crypto';
import {
  classifyCode,
  formatRecoveryCode,
  isStaff,
  MFA_FACTORS_PER_ACCOUNT,
  MFA_MESSAGES as M,
  mfaRequired,
  RECOVERY_CODE_COUNT,
  TOTP_ENROLMENT_TTL_MS,
  WEBAUTHN_CHALLENGE_TTL_MS,
  type WebauthnResponse,
} from '@gsn/domain';
import { factorsResetMail } from '@gsn/domain/mfa/mail';
import { noteAudit } from '../../db/write-context.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Principal } from '../../security/principal.ts';
import { recoveryCodeHash } from './mfa-proofs.ts';
import type { FactorRow, MfaRepository } from './mfa-repository.ts';
import { newTotpSecret, qrCodeDataUrl, totpStep, totpUri } from './totp.ts';
import type { WebAuthn } from './webauthn.ts';

export interface MfaServiceDeps {
  repo: MfaRepository;
  webauthn: WebAuthn;
  mailer: Mailer;
  publicUrl: string;
  /** The administrator's setting `mfa_required_for_staff`. */
  staffRequired: () => Promise<boolean>;
}

/** A factor as its owner sees it: never the secret or the key. */
const present = (f: FactorRow) => ({
  id: f.id,
  kind: f.kind as 'totp' | 'webauthn',
  name: f.name,
  created_at: f.created_at,
  last_used_at: f.last_used_at,
});

const subjectOf = (p: Principal) => ({ kind: 'account', id: p.accountId, customer_id: p.customerId });

/**
 * The own second factors (docs/security.md, Second factors): TOTP authenticators, passkeys and security keys, and
 * ten single-use recovery codes; the staff and company policies; an administrator's reset of an account's factors.
 */
export function mfaService(d: MfaServiceDeps) {
  const { repo } = d;

  /** Whether the account must have a second factor (staff: the installation's setting; a company's: its master's). */
  async function required(account: { account_type_id: number; customer_id: number | null }): Promise<boolean> {
    return mfaRequired({
      accountTypeId: account.account_type_id,
      staffRequired: isStaff(account.account_type_id) && (await d.staffRequired()),
      companyRequired: account.customer_id !== null && ((await repo.companyRequired(account.customer_id)) ?? false),
    });
  }

  /** Ten new recovery codes replace the account's; only their hashes are kept, the codes are shown this once. */
  async function newRecoveryCodes(accountId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(10)));
    await repo.replaceRecoveryCodes(
      accountId,
      codes.map((c) => recoveryCodeHash(classifyCode(c)!.code)),
    );
    return codes;
  }

  async function checkRoom(accountId: number) {
    if ((await repo.countFactors(accountId)) >= MFA_FACTORS_PER_ACCOUNT) throw conflict('mfa.factor_limit', M.factorLimit);
  }

  /** A factor just added: recorded; the account's first comes with its recovery codes. */
  async function added(p: Principal, factor: FactorRow) {
    noteAudit({ action: 'auth.factor_added', subject: subjectOf(p), changes: { kind: { to: factor.kind }, name: { to: factor.name } } });
    const codes = (await repo.recoveryCodesLeft(p.accountId)) === 0 ? await newRecoveryCodes(p.accountId) : null;
    return { message: M.factorAdded, data: present(factor), recovery_codes: codes };
  }

  return {
    required,

    /** GET /account/mfa. */
    async status(p: Principal) {
      const account = await repo.account(p.accountId);
      if (!account) throw notFound();
      const factors = await repo.factors(p.accountId);
      const must = await required(account);
      return {
        factors: factors.map(present),
        recovery_codes_left: await repo.recoveryCodesLeft(p.accountId),
        required: must,
        enrolment_required: must && factors.length === 0,
      };
    },

    /** Starts an authenticator: a new secret (any earlier unconfirmed one dropped), its URI and QR code. */
    async startTotp(p: Principal) {
      await checkRoom(p.accountId);
      await repo.dropPendingTotp(p.accountId);
      const secret = newTotpSecret();
      const factor = await repo.insertFactor({ account_id: p.accountId, kind: 'totp', name: 'Authenticator', secret });
      const uri = totpUri(secret, p.email);
      return { id: factor.id, secret, uri, qr_code: await qrCodeDataUrl(uri) };
    },

    /** The authenticator's first code confirms it (that code is then spent) and names it. */
    async confirmTotp(p: Principal, id: number, input: { code: string; name: string }) {
      const pending = await repo.pendingTotp(p.accountId, id, new Date(Date.now() - TOTP_ENROLMENT_TTL_MS));
      if (!pending?.secret) throw unprocessable('mfa.challenge_expired', M.challengeExpired);
      const code = classifyCode(input.code);
      const step = code?.kind === 'totp' ? totpStep(pending.secret, code.code) : null;
      if (step === null) throw unprocessable('mfa.code_invalid', M.codeInvalid, [{ field: 'code', message: M.codeInvalid }]);
      await checkRoom(p.accountId);
      const factor = await repo.confirmTotp(id, input.name, step);
      if (!factor) throw unprocessable('mfa.challenge_expired', M.challengeExpired);
      return added(p, factor);
    },

    /** Options to register a passkey or security key; the challenge is kept 5 minutes (the account's latest only). */
    async registrationOptions(p: Principal) {
      await checkRoom(p.accountId);
      const existing = (await repo.factors(p.accountId)).filter((f) => f.kind === 'webauthn');
      const options = await d.webauthn.registrationOptions({ id: p.accountId, email: p.email }, existing);
      await repo.keepChallenge(p.accountId, 'webauthn_register', options.challenge, new Date(Date.now() + WEBAUTHN_CHALLENGE_TTL_MS));
      return options;
    },

    /** The authenticator's answer to those options: verified, the credential is stored under its name. */
    async register(p: Principal, input: { name: string; response: WebauthnResponse }) {
      const challenge = await repo.latestChallenge(p.accountId, 'webauthn_register');
      if (!challenge?.challenge) throw unprocessable('mfa.challenge_expired', M.challengeExpired);
      const credential = await d.webauthn.verifyRegistration(input.response, challenge.challenge);
      if (!credential) throw unprocessable('mfa.webauthn_failed', M.webauthnFailed);
      if (!(await repo.consumeChallenge(challenge.token_hash))) throw unprocessable('mfa.challenge_expired', M.challengeExpired);
      await checkRoom(p.accountId);
      const factor = await repo.insertFactor({
        account_id: p.accountId,
        kind: 'webauthn',
        name: input.name,
        ...credential,
        confirmed_at: new Date(),
      });
      return added(p, factor);
    },

    /** Removes an own factor; not the last one of an account that must have one. The last gone, so are the codes. */
    async remove(p: Principal, id: number) {
      const factors = await repo.factors(p.accountId);
      const factor = factors.find((f) => f.id === id);
      if (!factor) throw notFound();
      if (factors.length === 1 && (await required({ account_type_id: p.accountTypeId, customer_id: p.customerId }))) {
        throw conflict('mfa.last_factor_required', M.lastFactorRequired);
      }
      if (!(await repo.removeFactor(p.accountId, id))) throw notFound();
      if (factors.length === 1) await repo.replaceRecoveryCodes(p.accountId, []);
      noteAudit({
        action: 'auth.factor_removed',
        subject: subjectOf(p),
        changes: { kind: { from: factor.kind }, name: { from: factor.name } },
      });
      return { message: M.factorRemoved };
    },

    /** Ten new recovery codes (the earlier ones stop working), for an account that has a factor. */
    async regenerateRecoveryCodes(p: Principal) {
      if ((await repo.countFactors(p.accountId)) === 0) throw conflict('mfa.no_factor', M.noFactor);
      const codes = await newRecoveryCodes(p.accountId);
      noteAudit({ action: 'auth.recovery_codes_regenerated', subject: subjectOf(p), changes: { recovery_left: { to: codes.length } } });
      return { message: M.codesRegenerated, recovery_codes: codes };
    },

    /** An administrator removes an account's factors and recovery codes (a lost phone); the owner is e-mailed. */
    async reset(p: Principal, accountId: number) {
      if (accountId === p.accountId) throw forbidden('mfa.reset_self', M.resetSelf);
      const account = await repo.account(accountId);
      if (!account) throw notFound();
      const removed = await repo.resetAccount(accountId);
      const mail = factorsResetMail(account.language, `${d.publicUrl}/account/login`);
      await d.mailer.send({ to: account.email, kind: 'account', ...mail });
      noteAudit({
        action: 'auth.factors_reset',
        subject: { kind: 'account', id: accountId, customer_id: account.customer_id },
        changes: { factors: { from: removed, to: 0 } },
      });
      return { message: M.factorsReset };
    },

    /** Whether a company requires second factors: its own accounts and staff may read it. */
    async companyPolicy(p: Principal, customerId: number) {
      if (!isStaff(p.accountTypeId) && p.customerId !== customerId) throw notFound();
      const value = await repo.companyRequired(customerId);
      if (value === undefined) throw notFound();
      return { mfa_required: value };
    },

    /** The company's master requires a second factor of every account of the company (or no longer). */
    async setCompanyPolicy(p: Principal, customerId: number, value: boolean) {
      if (p.accountTypeId !== 200 || p.customerId !== customerId) throw forbidden('mfa.master_only', M.masterOnly);
      const before = await repo.companyRequired(customerId);
      if (before === undefined) throw notFound();
      await repo.setCompanyRequired(customerId, value);
      noteAudit({
        action: 'customers.update',
        subject: { kind: 'customer', id: customerId, customer_id: customerId },
        changes: { mfa_required: { from: before, to: value } },
      });
      return { mfa_required: value };
    },
  };
}

export type MfaService = ReturnType<typeof mfaService>;
