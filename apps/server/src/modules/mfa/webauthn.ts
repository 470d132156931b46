import { relyingParty, type WebauthnOptions, type WebauthnResponse } from '@gsn/domain';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';

/** A stored passkey or security key: its id and COSE public key (base64url), signature counter and transports. */
export interface StoredCredential {
  credential_id: string | null;
  public_key: string | null;
  counter: number;
  transports: string[] | null;
}

const bytes = (b64url: string) => new Uint8Array(Buffer.from(b64url, 'base64url'));

/**
 * WebAuthn with `@simplewebauthn/server`, bound to the portal's public address (PUBLIC_URL): its host name is the
 * relying party's id, its origin the only one an answer may come from. Verification failures are answered as null
 * (the library throws on malformed answers; to the caller both are "not verified").
 */
export function webauthn(publicUrl: string) {
  const rp = relyingParty(publicUrl);
  const allow = (credentials: StoredCredential[]) =>
    credentials
      .filter((c) => c.credential_id)
      .map((c) => ({ id: c.credential_id!, transports: (c.transports ?? undefined) as AuthenticatorTransport[] | undefined }));

  return {
    rpId: rp.id,

    /** Options for `startRegistration`: the account's existing credentials excluded, no attestation asked. */
    registrationOptions: async (account: { id: number; email: string }, existing: StoredCredential[]): Promise<WebauthnOptions> =>
      (await generateRegistrationOptions({
        rpName: 'GSN Portal',
        rpID: rp.id,
        userName: account.email,
        // the user handle: the account's id, nothing personal
        userID: new TextEncoder().encode(`gsn-account-${account.id}`),
        attestationType: 'none',
        excludeCredentials: allow(existing),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      })) as unknown as WebauthnOptions,

    /** The new credential when the answer verifies against the challenge, origin and RP id; else null. */
    async verifyRegistration(response: WebauthnResponse, challenge: string) {
      try {
        const r = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
        if (!r.verified) return null;
        const c = r.registrationInfo.credential;
        return {
          credential_id: c.id,
          public_key: Buffer.from(c.publicKey).toString('base64url'),
          counter: c.counter,
          transports: (c.transports ?? null) as string[] | null,
        };
      } catch {
        return null;
      }
    },

    /** Options for `startAuthentication` over the account's credentials. */
    authenticationOptions: async (credentials: StoredCredential[]): Promise<WebauthnOptions> =>
      (await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: allow(credentials),
        userVerification: 'preferred',
      })) as unknown as WebauthnOptions,

    /** The credential's new signature counter when the answer verifies with its public key; else null. */
    async verifyAuthentication(response: WebauthnResponse, challenge: string, credential: StoredCredential) {
      if (!credential.credential_id || !credential.public_key) return null;
      try {
        const r = await verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: credential.credential_id,
            publicKey: bytes(credential.public_key),
            counter: credential.counter,
          },
          requireUserVerification: false,
        });
        return r.verified ? r.authenticationInfo.newCounter : null;
      } catch {
        return null;
      }
    },
  };
}

export type WebAuthn = ReturnType<typeof webauthn>;
