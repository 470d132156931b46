/**
 * Mailed links' tokens never reach a log (docs/security.md, Logs): the token segment of the spec's API paths
 * (`/api/account/token_verification/:token`, `/api/account/activate/:token`, `/api/account/confirm-email/:token`) and of
 * the web app's pages the links open (`/account/reset-password/:token`, `/account/confirm-email/:token`) is replaced
 * by `[redacted]`, in the request log and wherever a URL or a link is logged.
 */
const TOKEN_SEGMENT = /(\/account\/(?:token_verification|activate|confirm-email|reset-password))\/[^/?#\s]+/gi;

export const REDACTED = '[redacted]';

/** The URL (or any text holding URLs) with every mailed link's token replaced. */
export function redactTokens(url: string): string {
  return url.replace(TOKEN_SEGMENT, `$1/${REDACTED}`);
}

/** The fields pino logs of a request (Fastify's own serializer's), the URL redacted. */
export function requestLogSerializer(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactTokens(req.url),
    version: [req.headers?.['accept-version'] ?? []].flat().join(',') || undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
