import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { ConfigurationService } from '../configuration/index.ts';
import { mfaProofs } from './mfa-proofs.ts';
import { mfaRepository } from './mfa-repository.ts';
import { mfaRoutes } from './mfa-routes.ts';
import { mfaService } from './mfa-service.ts';
import { mfaSignIn } from './mfa-sign-in.ts';
import { webauthn } from './webauthn.ts';

export type { MfaService } from './mfa-service.ts';
export type { MfaSignIn, SignInAccount } from './mfa-sign-in.ts';

/**
 * Second factors (docs/security.md, Second factors): TOTP authenticators, passkeys and security keys, recovery codes;
 * the sign-in's second step and step-up proofs by factor; the staff and company policies. Listed before `account`,
 * whose sign-in and re-authentication call into it.
 */
export const mfaModule = {
  name: 'mfa',
  services: (d: Pick<Infrastructure, 'db' | 'config' | 'mailer'> & { configuration: ConfigurationService }) => {
    const repo = mfaRepository(d.db);
    const passkeys = webauthn(d.config.publicUrl);
    const factors = mfaService({
      repo,
      webauthn: passkeys,
      mailer: d.mailer,
      publicUrl: d.config.publicUrl,
      staffRequired: async () => (await d.configuration.values()).get('mfa_required_for_staff') === 'true',
    });
    const signIn = mfaSignIn({ repo, proofs: mfaProofs({ repo, webauthn: passkeys }), webauthn: passkeys, required: factors.required });
    return { mfa: { factors, signIn } };
  },
  routes: mfaRoutes,
} satisfies ModuleManifest;
