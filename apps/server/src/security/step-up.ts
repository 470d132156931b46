import { API_KEY_MESSAGES, SECURITY_MESSAGES } from '@gsn/domain';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Principal } from './principal.ts';

/**
 * Step-up (docs/security.md): a sensitive change needs a signed-in session whose last password or factor proof is
 * younger than `maxAgeMs`, else 401 `auth.step_up_required` (the web app asks again, POST /account/reauth, and repeats
 * the call). An API key never proves anything: 403. Routes flag it (`config.stepUp`, plugins/access.ts); a service
 * whose change is sensitive only sometimes (a new e-mail in the profile) asks here itself.
 */
export function requireFreshProof(p: Principal, maxAgeMs: number, now = Date.now()): void {
  if (p.apiKeyId !== undefined) throw forbidden('auth.session_only', API_KEY_MESSAGES.sessionOnly);
  if (!p.authenticatedAt || now - p.authenticatedAt.getTime() > maxAgeMs) {
    throw unauthorized('auth.step_up_required', SECURITY_MESSAGES.stepUpRequired);
  }
}
