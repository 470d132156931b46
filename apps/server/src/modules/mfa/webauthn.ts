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

/** The result, or null when the library throws (a malformed answer is as unverified as a wrong one). */
async function orNull<T>(f: () => Promise<T | null>): Promise<T | null> {
  try {
    return await f();
  } catch {
    return null;
  }
}

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

  /** What every answer is checked against; user verification (a PIN, a fingerprint) is welcome, not required. */
  const expected = (challenge: string) => ({
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  });

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
    verifyRegistration: (response: WebauthnResponse, challenge: string) =>
      orNull(async () => {
        const r = await verifyRegistrationResponse({ response: response as unknown as RegistrationResponseJSON, ...expected(challenge) });
        if (!r.verified) return null;
        const c = r.registrationInfo.credential;
        return {
          credential_id: c.id,
          public_key: Buffer.from(c.publicKey).toString('base64url'),
          counter: c.counter,
          transports: (c.transports ?? null) as string[] | null,
        };
      }),

    /** Options for `startAuthentication` over the account's credentials. */
    authenticationOptions: async (credentials: StoredCredential[]): Promise<WebauthnOptions> =>
      (await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: allow(credentials),
        userVerification: 'preferred',
      })) as unknown as WebauthnOptions,

    /** The credential's new signature counter when the answer verifies with its public key; else null. */
    verifyAuthentication: (response: WebauthnResponse, challenge: string, credential: StoredCredential) =>
      orNull(async () => {
        const { credential_id: id, public_key: key } = credential;
        if (!id || !key) return null;
        const r = await verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          ...expected(challenge),
          credential: { id, publicKey: bytes(key), counter: credential.counter },
        });
        return r.verified ? r.authenticationInfo.newCounter : null;
      }),
  };
}

export type WebAuthn = ReturnType<typeof webauthn>;
