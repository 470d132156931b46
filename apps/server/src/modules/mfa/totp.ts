import { TOTP_WINDOW, TOTP } from '@gsn/domain';
import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 with `otpauth`: the secret, its otpauth:// URI and QR code, and the time step a code belongs to. */
const totp = (secret: string, label = '') =>
  new Totp({
    issuer: TOTP.issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
  });

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32 as apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code (issuer "GSN Portal", the account's e-mail). */
export const totpUri = (secret: string, label: string): string => totp(secret, label).toString();

/** The URI as a QR code: an SVG data URL (the portal's CSP allows data: images; nothing is fetched elsewhere). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step of `code` when it is right within ±TOTP_WINDOW steps of now, else null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const t = totp(secret);
  const delta = t.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : t.counter({ timestamp: now }) + delta;
}
