import { createHash } from 'node:crypto';
import { classifyCode, type MfaMethod, type WebauthnResponse } from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import type { FactorRow, MfaRepository } from './mfa-repository.ts';
import { totpStep } from './totp.ts';
import type { WebAuthn } from './webauthn.ts';

/** A recovery code is kept as the SHA-256 of its normal form (50 random bits: a fast hash cannot be searched back). */
export const recoveryCodeHash = (normal: string) => createHash('sha256').update(normal).digest('hex');

/**
 * Checking a second factor — the sign-in's second step and a step-up use the same checks: a TOTP code of any of the
 * account's authenticators, whose time step is then spent (never accepted twice); a recovery code, then used up; a
 * passkey's answer to a challenge the server issued, whose signature counter then moves on.
 */
export function mfaProofs(d: { repo: MfaRepository; webauthn: WebAuthn }) {
  const { repo } = d;

  /** Which method the code proved (TOTP or a recovery code), or null when it is wrong or spent. */
  async function proveCode(account: { id: number; customer_id: number | null }, code: string): Promise<MfaMethod | null> {
    const c = classifyCode(code);
    if (!c) return null;
    if (c.kind === 'totp') {
      for (const f of await repo.factors(account.id)) {
        if (f.kind !== 'totp' || !f.secret) continue;
        const step = totpStep(f.secret, c.code);
        if (step !== null && (await repo.spendTotpStep(f.id, step))) return 'totp';
      }
      return null;
    }
    if (!(await repo.spendRecoveryCode(account.id, recoveryCodeHash(c.code)))) return null;
    noteAudit({
      action: 'auth.recovery_code_used',
      subject: { kind: 'account', id: account.id, customer_id: account.customer_id },
      changes: { recovery_left: { to: await repo.recoveryCodesLeft(account.id) } },
    });
    return 'recovery_code';
  }

  /** Whether the passkey answer is one of the account's credentials signing `challenge`. */
  async function provePasskey(accountId: number, response: WebauthnResponse, challenge: string): Promise<boolean> {
    const factor = (await repo.factors(accountId)).find((f: FactorRow) => f.kind === 'webauthn' && f.credential_id === response.id);
    if (!factor) return false;
    const counter = await d.webauthn.verifyAuthentication(response, challenge, factor);
    if (counter === null) return false;
    await repo.usedCredential(factor.id, counter);
    return true;
  }

  return { proveCode, provePasskey };
}

export type MfaProofs = ReturnType<typeof mfaProofs>;
