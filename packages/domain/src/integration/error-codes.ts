import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** The error codes of integration (API keys, idempotent writes, webhooks) (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const INTEGRATION_ERROR_CODES = {
  // — integration
  'api_key.limit': {
    status: 422,
    message: 'An account may hold at most 25 API keys; revoke one first',
    meaning: 'The account holds the most keys it may',
  },
  'api_key.out_of_scope': {
    status: 403,
    message: 'This API key’s scopes do not allow this call',
    meaning:
      'The key’s scopes do not cover the call (a read-only key writing, another resource, or a change only a full-access key may make)',
  },
  'api_key.address_not_allowed': {
    status: 401,
    message: 'This API key may not be used from this address',
    meaning: 'The call comes from a client address outside the key’s `allowed_ips`',
  },
  'api_key.scope_not_allowed': {
    status: 422,
    message: 'Your account does not hold this right, so its keys cannot either',
    meaning: 'A scope asked for a new key goes beyond its account’s permissions (`errors[]` names each one)',
  },
  'webhook.no_scope': {
    status: 403,
    message: 'Only provider staff and company masters manage webhooks',
    meaning: 'The caller manages no webhooks',
  },
  'webhook.not_found': { status: 404, message: 'Webhook endpoint not found', meaning: 'No such endpoint the caller may see' },
  'webhook.delivery_not_found': { status: 404, message: 'Delivery not found', meaning: 'No such delivery of the endpoint' },
  'webhook.url_private': {
    status: 422,
    message: 'Private, loopback and link-local addresses are not allowed',
    meaning: 'The URL names a private address (unless the administrator setting allows it)',
  },
  'webhook.customer_required': {
    status: 422,
    message: 'Please choose the company whose events the endpoint receives',
    meaning: 'A staff endpoint for one company must name it',
  },
  'webhook.replay_too_many': {
    status: 422,
    message: 'The range holds more than 10000 events; please replay a shorter range',
    meaning: 'A replay sends at most 10,000 events',
  },
  'webhook.disabled': {
    status: 422,
    message: 'The endpoint is disabled; enable it first',
    meaning: 'A disabled endpoint’s deliveries are not retried',
  },
  'idempotency.key_invalid': {
    status: 400,
    message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
    meaning: 'The Idempotency-Key header is malformed',
  },
  'idempotency.key_reused': {
    status: 422,
    message: 'This Idempotency-Key was already used with a different request (another body or path); use a new key for a new request',
    meaning: 'The key was used with another request',
  },
  'idempotency.in_progress': {
    status: 409,
    message: 'A request with this Idempotency-Key is still in progress; retry in a moment',
    meaning: 'The first request with this key has not finished',
  },
  'idempotency.unsupported': {
    status: 400,
    message: 'Idempotency-Key is honoured only on requests with a JSON body, not on file uploads',
    meaning: 'Uploads take no Idempotency-Key',
  },
  'idempotency.not_honoured': {
    status: 400,
    message: 'Idempotency-Key is not honoured on this call: its answer holds a secret that is shown only once',
    meaning: 'The call does not take an Idempotency-Key',
  },
  'idempotency.committed': {
    status: 409,
    message:
      'The request with this Idempotency-Key was carried out, but its answer was lost; look its result up instead of sending it again',
    meaning: 'The first request committed, but its answer was never stored and this call cannot rebuild it',
  },
  'rate_limit.exceeded': {
    status: 429,
    message: 'Too many requests: wait until the time in Retry-After, then try again',
    meaning: 'The key or session used its quota of the minute (RateLimit headers); retry after the Retry-After seconds',
  },
  'rate_limit.key_attempts': {
    status: 429,
    message: 'Too many unknown API keys from this address: wait until the time in Retry-After',
    meaning: 'This client address sent too many unknown API keys; its next attempts wait (doubling up to 15 minutes)',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
