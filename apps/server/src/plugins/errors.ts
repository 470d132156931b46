import { COMMITTED_UNANSWERED_MESSAGE, type ErrorCode, MESSAGES } from '@gsn/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException } from '../db/errors.ts';

export { isDatabaseUnavailable };
import { AppError, type FieldError, fieldCodeOfIssue } from '../lib/errors.ts';
// the request's writeContext is declared beside the hook that sets it
import type {} from './idempotency.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The code of a framework error (not an AppError) by its status; 400 and any other 4xx: `bad_request`. */
const FALLBACK_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'upload.too_large',
  415: 'request.unsupported_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal',
  503: 'unavailable',
};

/** The refusals the security log records: authentication, authorization and anti-automation. */
const SECURITY_STATUSES = new Set([401, 403, 429]);

/** Seconds a client should wait before it retries after a 503 (database unreachable, instance draining). */
export const RETRY_AFTER_SECONDS = 5;
const UNKNOWN_FIELD_MESSAGE = 'Unknown field: this call does not take it';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again in a few seconds';

function fieldOf(path: string | undefined): string {
  return (path ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/** The value a validation error refers to: the request's part (body, querystring, …) at a `/a/0/b` path. */
function valueAt(request: FastifyRequest, context: string | undefined, path: string | undefined): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let value = context ? parts[context] : undefined;
  for (const key of (path ?? '').split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Errors in the design's JSON form; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance, opts: { spa?: ((reply: FastifyReply) => FastifyReply) | undefined } = {}): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let statusCode = 500;
    let message: string = MESSAGES.serverError;
    let code: ErrorCode = 'internal';
    let errors: FieldError[] | undefined;
    if (error instanceof AppError) {
      statusCode = error.statusCode;
      code = error.code;
      message = error.message;
      errors = error.errors;
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      statusCode = 400;
      code = 'validation.failed';
      message = 'Please check the highlighted fields';
      errors = error.validation.flatMap((v): FieldError[] => {
        // a strict body's unknown fields: one error naming each, so that a misspelt field is found at once
        const unknown = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: unknown }).keys : undefined;
        if (Array.isArray(unknown)) {
          const at = v.instancePath.replace(/\/$/, '');
          return unknown.map((key) => ({ field: fieldOf(`${at}/${String(key)}`), message: UNKNOWN_FIELD_MESSAGE, code: 'field.unknown' }));
        }
        return [
          {
            field: fieldOf(v.instancePath),
            message: v.message ?? 'Invalid value',
            code: fieldCodeOfIssue({
              ...(v.params as object),
              code: v.keyword,
              message: v.message,
              absent: valueAt(request, error.validationContext, v.instancePath) == null,
            }),
          },
        ];
      });
    } else if (isDataException(error)) {
      // A value the database refuses (an id beyond its column, a character it cannot store): a bad request, not a fault.
      statusCode = 400;
      code = 'request.value_out_of_range';
      message = 'The request holds a value out of range or not allowed';
    } else if (isDatabaseUnavailable(error)) {
      // an outage answers 503 with Retry-After, so that clients and load balancers retry
      statusCode = 503;
      code = 'unavailable';
      message = UNAVAILABLE_MESSAGE;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      statusCode = error.statusCode;
      const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
      message = invalidJson
        ? 'The request body is not valid JSON'
        : statusCode === 413
          ? 'The request is too large'
          : statusCode === 415
            ? 'Unsupported content type'
            : error.message;
      code = invalidJson ? 'request.invalid_json' : (FALLBACK_CODES[statusCode] ?? 'bad_request');
    }
    if (statusCode >= 500 && request.writeContext?.committed) {
      // the change is done: a 503 would invite a retry that does it twice
      statusCode = 500;
      code = 'request.committed';
      message = COMMITTED_UNANSWERED_MESSAGE;
      reply.removeHeader('retry-after');
      request.log.error({ err: error }, 'request failed after its change committed');
    } else if (statusCode === 503) request.log.warn({ err: error }, 'database unavailable');
    else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (SECURITY_STATUSES.has(statusCode) || code === 'validation.failed') {
      // the security log (docs/security.md, Security log): refused authentication, authorization, throttled and
      // malformed requests, with who and from where; the request id ties the line to the request log
      request.log.warn(
        {
          security: code,
          status: statusCode,
          account_id: request.principal?.accountId ?? null,
          ip: request.ip,
          route: request.routeOptions.url ?? null,
        },
        'security: request refused',
      );
    }
    reply.status(statusCode).send({
      statusCode,
      error: STATUS_TEXT[statusCode] ?? 'Error',
      code,
      message,
      ...(errors ? { errors } : {}),
    });
  });

  // Unknown API paths answer 404 in JSON; every other path is the single-page app's, when it is served.
  app.setNotFoundHandler((request, reply) => {
    if (opts.spa && !request.url.startsWith('/api')) return opts.spa(reply);
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', code: 'not_found', message: MESSAGES.notFound });
  });
}
