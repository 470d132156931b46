/**
 * Idempotent writes (docs/integrating.md): a POST carrying an `Idempotency-Key` header is done once per (account, key)
 * within 24 hours; a repeat with the same request answers the first answer again, a repeat with another request is
 * refused.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The answer header marking a replayed answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A request still in progress after this long is taken as abandoned (its instance died): a repeat runs it, or
 * rebuilds its answer when it had committed. Safe however short: a request whose key was taken over rolls back at
 * its commit instead of committing twice. JSON POSTs take milliseconds; uploads take no key.
 */
export const IDEMPOTENCY_ABANDONED_SECONDS = 15;

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was already used with a different request (another body or path); use a new key for a new request',
  inProgress: 'A request with this Idempotency-Key is still in progress; retry in a moment',
  unsupported: 'Idempotency-Key is honoured only on requests with a JSON body, not on file uploads',
  notHonoured: 'Idempotency-Key is not honoured on this call: its answer holds a secret that is shown only once',
  committed:
    'The request with this Idempotency-Key was carried out, but its answer was lost; look its result up instead of sending it again',
} as const;

/** A request that committed its change and then failed: it must not be sent again (answered with status 500). */
export const COMMITTED_UNANSWERED_MESSAGE =
  'Your request was carried out, but its answer could not be completed; do not send it again — reload to see the result';

/** A valid key: 1–255 visible ASCII characters (letters, digits, punctuation; a UUID is the usual choice). */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}

/**
 * One text for a JSON value whatever the order of its object keys (undefined members dropped, as JSON does):
 * two requests are "the same" when their method, path and canonical bodies are equal.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The text whose hash identifies a request under an idempotency key. */
export function idempotencyFingerprintText(method: string, url: string, body: unknown): string {
  // `/orders` and `/orders/` are one route (the server ignores a trailing slash)
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const target = (path.length > 1 ? path.replace(/\/+$/, '') : path) + (query ? `?${query}` : '');
  return `${method.toUpperCase()} ${target}\n${body === undefined ? '' : canonicalJson(body)}`;
}
