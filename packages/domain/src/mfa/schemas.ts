import { z } from 'zod';
import { type Answer, timestampAnswer } from '../common/answers.ts';
import { MFA_KINDS, MFA_METHODS } from './rules.ts';

// ---------- inputs ----------

/** A factor's name, given by its owner ("Phone", "YubiKey 5"). */
export const factorNameSchema = z.string().trim().min(1, 'Please name this factor').max(60, 'At most 60 characters');

/** A TOTP code or a recovery code as typed (spaces and dashes allowed); what it is, is decided by `classifyCode`. */
export const mfaCodeSchema = z.string().trim().min(1, 'Please enter the code').max(40);

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'Not base64url');

/**
 * A WebAuthn answer as `@simplewebauthn/browser` returns it (RegistrationResponseJSON / AuthenticationResponseJSON):
 * the authenticator's own fields pass through to the verification, which checks them.
 */
export const webauthnResponseSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z
    .object({
      clientDataJSON: base64url,
      attestationObject: base64url.optional(),
      authenticatorData: base64url.optional(),
      signature: base64url.optional(),
      userHandle: base64url.optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url.optional(),
    })
    .loose(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** POST /account/mfa/totp/{id}/confirm: the first code from the app, and the name the factor goes by. */
export const totpConfirmSchema = z.object({ code: mfaCodeSchema, name: factorNameSchema });

/** POST /account/mfa/webauthn/registration: the authenticator's answer to the registration options, and its name. */
export const webauthnRegistrationSchema = z.object({ name: factorNameSchema, response: webauthnResponseSchema });

/** A second-factor proof: a TOTP or recovery code, or a passkey's answer; exactly one. */
const oneProof = <T extends { code?: unknown; webauthn?: unknown; password?: unknown }>(v: T) =>
  [v.code, v.webauthn, v.password].filter((x) => x !== undefined).length === 1;

/** POST /account/login/mfa: the token of the first step and its second factor. */
export const loginMfaSchema = z
  .object({
    mfa_token: z.string().min(10).max(200),
    code: mfaCodeSchema.optional(),
    webauthn: webauthnResponseSchema.optional(),
    /** The browser's device token, as sent with the password (POST /account/login). */
    device: z.string().max(200).optional(),
  })
  .refine(oneProof, { message: 'Give either a code or a passkey answer', path: ['code'] });

/** POST /account/reauth: a fresh proof in the session — the password, a TOTP or recovery code, or a passkey's answer. */
export const reauthSchema = z
  .object({ password: z.string().min(1).max(1024).optional(), code: mfaCodeSchema.optional(), webauthn: webauthnResponseSchema.optional() })
  .refine(oneProof, { message: 'Give the password, a code or a passkey answer', path: ['password'] });

/** PUT /customers/{id}/mfa: the master requires a second factor of every account of the company (or no longer). */
export const companyMfaSchema = z.object({ mfa_required: z.boolean() });

export type WebauthnResponse = z.infer<typeof webauthnResponseSchema>;
export type LoginMfaInput = z.infer<typeof loginMfaSchema>;
export type ReauthInput = z.infer<typeof reauthSchema>;

// ---------- answers ----------

/** A second factor as its owner sees it (never its secret or key). */
export const mfaFactorAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(MFA_KINDS),
  name: z.string(),
  created_at: timestampAnswer,
  last_used_at: timestampAnswer.nullable(),
});

/** GET /account/mfa: the own factors, the recovery codes left, and whether the account must have a factor. */
export const mfaStatusAnswer = z.object({
  factors: z.array(mfaFactorAnswer),
  recovery_codes_left: z.number().int(),
  /** The staff or company policy requires a second factor of this account. */
  required: z.boolean(),
  /** Required and none yet: the session may only enrol. */
  enrolment_required: z.boolean(),
});

/** POST /account/mfa/totp: the new authenticator's secret, its otpauth:// URI and that URI as a QR code (SVG data URL). */
export const totpEnrolmentAnswer = z.object({ id: z.number().int(), secret: z.string(), uri: z.string(), qr_code: z.string() });

/** A factor added; the first one of an account comes with its ten recovery codes, shown this once. */
export const factorAddedAnswer = z.object({
  message: z.string(),
  data: mfaFactorAnswer,
  recovery_codes: z.array(z.string()).nullable(),
});

/** POST /account/mfa/recovery_codes: ten new codes, shown this once (the earlier ones stop working). */
export const recoveryCodesAnswer = z.object({ message: z.string(), recovery_codes: z.array(z.string()) });

/**
 * WebAuthn options for the browser (`startRegistration` / `startAuthentication` of `@simplewebauthn/browser`): the
 * challenge and the relying party's settings, as PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON.
 */
export const webauthnOptionsAnswer = z.object({ challenge: z.string() }).loose();

/** The first sign-in step's answer when the account has a second factor: no session yet, a token for the second step. */
export const mfaChallengeAnswer = z.object({
  mfa_required: z.literal(true),
  /** Short-lived (5 minutes), single-use; it opens nothing but POST /account/login/mfa. */
  mfa_token: z.string(),
  expires_at: timestampAnswer,
  methods: z.array(z.enum(MFA_METHODS)),
  /** When the account has passkeys or security keys: the options to answer with one. */
  webauthn: webauthnOptionsAnswer.optional(),
});

/** GET/PUT /customers/{id}/mfa. */
export const companyMfaAnswer = z.object({ mfa_required: z.boolean() });

export type MfaFactor = Answer<typeof mfaFactorAnswer>;
export type MfaStatus = Answer<typeof mfaStatusAnswer>;
export type TotpEnrolment = Answer<typeof totpEnrolmentAnswer>;
export type FactorAdded = Answer<typeof factorAddedAnswer>;
export type MfaChallenge = Answer<typeof mfaChallengeAnswer>;
export type WebauthnOptions = Answer<typeof webauthnOptionsAnswer>;
