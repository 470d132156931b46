import { ERROR_CODES } from '@gsn/domain';

/**
 * The reusable parts of the API document that no zod schema describes: the error answers by status (each listing the
 * `code` values it can carry, from the one list of codes, docs/error-codes.md), the headers the API sends, the
 * Idempotency-Key it reads, and the tags that group the operations.
 */

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const errorContent = { 'application/json': { schema: ref('schemas', 'Error') } };

/** "`a`, `b`": the codes of the error list that come with `status` (or that `pick` chooses). */
export function codesOf(status: number | ((code: string, status: number) => boolean)): string {
  const pick = typeof status === 'number' ? (_: string, s: number) => s === status : status;
  return Object.entries(ERROR_CODES)
    .filter(([code, info]) => pick(code, info.status) && !code.startsWith('field.'))
    .map(([code]) => `\`${code}\``)
    .join(', ');
}

const errorResponse = (status: number, what: string, headers?: Record<string, object>) => ({
  description: `${what} \`code\`: one of ${codesOf(status)}.`,
  ...(headers ? { headers } : {}),
  content: errorContent,
});

/** The rate limiter's headers (draft-ietf-httpapi-ratelimit-headers) and Retry-After, on every 429. */
const rateLimitHeaders = {
  'Retry-After': ref('headers', 'RetryAfter'),
  RateLimit: ref('headers', 'RateLimit'),
  'RateLimit-Policy': ref('headers', 'RateLimitPolicy'),
};

/** components.responses: the error answers, referenced by every operation that can give them. */
export const RESPONSES = {
  BadRequest: errorResponse(400, 'The request is malformed or a field breaks the schema (`errors[]` names each field).'),
  Unauthorized: errorResponse(401, 'No token, an expired or revoked session or API key, or a sign-in refused.', {
    'WWW-Authenticate': ref('headers', 'WWWAuthenticate'),
  }),
  Forbidden: errorResponse(403, 'The account may not make this call.'),
  NotFound: errorResponse(404, 'No such record, or none the caller may see.'),
  Conflict: errorResponse(409, 'The request conflicts with the current state.'),
  PayloadTooLarge: errorResponse(413, 'The body or file is larger than the call accepts.'),
  UnsupportedMediaType: errorResponse(415, 'The Content-Type or the file type is not one the call accepts.'),
  UnprocessableEntity: errorResponse(422, 'The request breaks a rule (`errors[]` names the fields when it is theirs).'),
  TooManyRequests: errorResponse(429, 'Too many requests: retry after the `Retry-After` seconds.', rateLimitHeaders),
  ClientError: { description: 'Any other client error, in the same form.', content: errorContent },
  ServerError: {
    description: `A fault on the server (never with internals) or, 503, the service briefly unavailable: retry after the \`Retry-After\` seconds. \`code\`: one of ${codesOf((_, s) => s >= 500)}.`,
    headers: { 'Retry-After': ref('headers', 'RetryAfter') },
    content: errorContent,
  },
} as const;

/** components.headers */
export const HEADERS = {
  RetryAfter: { description: 'Seconds to wait before sending the request again (429, 503).', schema: { type: 'integer', minimum: 0 } },
  IdempotentReplayed: {
    description: '`true` when this answer is the stored answer of an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
  WWWAuthenticate: {
    description: 'The bearer challenge (RFC 6750); `error="invalid_token"` when a token was sent and refused.',
    schema: { type: 'string', examples: ['Bearer realm="api", error="invalid_token"'] },
  },
  RateLimit: {
    description: 'The caller’s remaining quota and its reset, per the IETF RateLimit header fields draft (e.g. `"default";r=0;t=30`).',
    schema: { type: 'string' },
  },
  RateLimitPolicy: {
    description: 'The quota policy the limit applies (e.g. `"default";q=600;w=60`).',
    schema: { type: 'string' },
  },
} as const;

/** components.parameters */
export const PARAMETERS = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  },
} as const;

/** The tags of the operations (every route's `schema.tags`), in the order the document shows them. */
export const TAGS: Record<string, string> = {
  account: 'The caller’s own account: sign-in, registration, profile, password, second factors, sessions and API keys.',
  accounts: 'Accounts of the portal and of customer companies, managed by staff and company masters.',
  'account types': 'Account types (provider staff, customer roles, registered).',
  permissions: 'Permissions of account types on the portal’s functionalities, by default or per customer.',
  functionalities: 'The functionalities permissions are granted on.',
  customers: 'Customer companies, their masters and second-factor policy; bulk upload.',
  'customer requests':
    'Requests of registered users to become a customer: submitted by the requester, approved (the company and its master are created) or declined by staff.',
  vendors: 'Vendors of service numbers; bulk upload.',
  carriers: 'Carriers (CIC); bulk upload.',
  'service number types': 'Products: service number types by country, vendor and plan; coverage; bulk upload.',
  tariffs: 'Standard tariffs of products and custom pricing.',
  billing: 'Rating of calls (what a call costs and how it was computed) and monthly statements.',
  traffic:
    'Traffic alerts: inbound traffic on a number that leaves its own baseline (pumping, short calls, origin mix, one caller, quality).',
  inventory: 'The inventory of service numbers, availability and reservations; bulk upload.',
  orders: 'Orders of service numbers: placing, following and moving them through their statuses; their numbers.',
  documents: 'Documents of orders and product templates: upload and download.',
  compliance: 'Proofs (identity, address, registration) and end users that orders require; their verification.',
  ports: 'Number porting requests and their letters of authorisation.',
  dnis: 'DNIS routing of service numbers.',
  reports: 'Call records (CDRs), their import and the reports on them.',
  exports: 'Report exports prepared in the background and their downloads.',
  reporting: 'Saved report definitions that run on demand or on a schedule.',
  notifications: 'Notifications of the caller.',
  'notification types': 'Notification types: who receives which notification, and whether by e-mail.',
  support: 'Support contacts and tickets.',
  webhooks: 'Webhook endpoints (Standard Webhooks) and their deliveries.',
  templates: 'Spreadsheet templates of the bulk uploads.',
  reference: 'Reference data: countries, currencies, dial codes, jurisdictions, cities.',
  dashboard: 'The dashboard’s figures.',
  configuration: 'Settings of the portal.',
  audit: 'The audit trail.',
  health: 'Readiness of the service.',
};
