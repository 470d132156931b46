import { ERROR_CODES, type ErrorCode, type ErrorCodeInfo, errorCodeOfMessage, MESSAGES } from '@gsn/domain';

/**
 * An error with an HTTP status the API may show as it is (`{ statusCode, error, code, message, errors? }`, 5xx never
 * leaking internals), with its stable code (docs/error-codes.md).
 */
export interface FieldError {
  field: string;
  message: string;
  /** Set by AppError when not given: the code of the field's message when it is a listed fixed one, else the error's. */
  code?: ErrorCode;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: (FieldError & { code: ErrorCode })[] | undefined;
  /** Seconds the client should wait before trying again (sent as Retry-After with 429 and 503). */
  retryAfter?: number;
  constructor(statusCode: number, code: ErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors?.map((e) => ({ ...e, code: e.code ?? fieldCode(e.message, message, code) }));
  }
}

/**
 * A field error's code: the error's own when the texts agree, else the listed code of the field's text, else the
 * error's when its text varies, else `field.invalid` (a fixed code always comes with its own text).
 */
function fieldCode(fieldMessage: string, message: string, code: ErrorCode): ErrorCode {
  if (fieldMessage === message) return code;
  return errorCodeOfMessage(fieldMessage) ?? ((ERROR_CODES[code] as ErrorCodeInfo).varies ? code : 'field.invalid');
}

/** The listed code of a rule's message at `status` (a rule's problem as the API answers it), else `fallback`. */
export const codeOf = (message: string, status: number, fallback: ErrorCode): ErrorCode => errorCodeOfMessage(message, status) ?? fallback;

export const badRequest = (code: ErrorCode, message: string, errors?: FieldError[]) => new AppError(400, code, message, errors);
export const unauthorized = (code: ErrorCode, message: string) => new AppError(401, code, message);
export const forbidden = (code: ErrorCode = 'forbidden', message: string = MESSAGES.forbidden, errors?: FieldError[]) =>
  new AppError(403, code, message, errors);
export const notFound = (code: ErrorCode = 'not_found', message: string = MESSAGES.notFound) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string, errors?: FieldError[]) => new AppError(409, code, message, errors);
export const unprocessable = (code: ErrorCode, message: string, errors?: FieldError[]) => new AppError(422, code, message, errors);
export const tooMany = (code: ErrorCode, message: string, retryAfterSeconds?: number) =>
  withRetryAfter(new AppError(429, code, message), retryAfterSeconds);
/** The instance is busy (e.g. every upload worker taken): 503 with Retry-After. */
export const unavailable = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  withRetryAfter(new AppError(503, code, message), retryAfterSeconds);

function withRetryAfter(e: AppError, seconds: number | undefined): AppError {
  if (seconds !== undefined) e.retryAfter = Math.max(1, Math.ceil(seconds));
  return e;
}

/** The parts of a zod issue (or of fastify-type-provider-zod's validation error: keyword and params) a field code reads. */
export interface IssueLike {
  code?: string;
  message?: string;
  origin?: unknown;
  minimum?: unknown;
  /** The value refused is absent (undefined or null): a wrong type then means a missing field. */
  absent?: boolean;
}

/** The code of a field error of schema validation (`field.required`, `field.too_long`, …). */
export function fieldCodeOfIssue(issue: IssueLike): ErrorCode {
  const sized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return issue.absent || /received (undefined|null)/i.test(issue.message ?? '') ? 'field.required' : 'field.invalid_type';
    case 'too_small':
      if (sized) return Number(issue.minimum) === 1 ? 'field.required' : 'field.too_short';
      return 'field.too_small';
    case 'too_big':
      return sized ? 'field.too_long' : 'field.too_large';
    case 'invalid_format':
      return 'field.invalid_format';
    case 'unrecognized_keys':
      return 'field.unknown';
    default:
      return 'field.invalid';
  }
}
