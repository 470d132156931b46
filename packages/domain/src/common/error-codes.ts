import { ACCOUNT_ERROR_CODES } from '../accounts/error-codes.ts';
import { ADMINISTRATION_ERROR_CODES } from '../administration/error-codes.ts';
import { BILLING_ERROR_CODES } from '../billing/error-codes.ts';
import { TRAFFIC_ERROR_CODES } from '../traffic/error-codes.ts';
import { TICKET_ERROR_CODES } from '../tickets/error-codes.ts';
import { CATALOGUE_ERROR_CODES } from '../catalogue/error-codes.ts';
import { COMPLIANCE_ERROR_CODES } from '../compliance/error-codes.ts';
import { NUMBER_ERROR_CODES } from '../catalogue/number-error-codes.ts';
import { CUSTOMER_ERROR_CODES } from '../customers/error-codes.ts';
import { CUSTOMER_REQUEST_ERROR_CODES } from '../customer-requests/error-codes.ts';
import { INTEGRATION_ERROR_CODES } from '../integration/error-codes.ts';
import { MFA_ERROR_CODES } from '../mfa/error-codes.ts';
import { NOTIFICATION_ERROR_CODES } from '../notifications/error-codes.ts';
import { ORDER_ERROR_CODES } from '../orders/error-codes.ts';
import { PORT_ERROR_CODES } from '../ports/error-codes.ts';
import { REPORT_ERROR_CODES } from '../reports/error-codes.ts';
import type { ErrorCodeInfo } from './error-code-info.ts';
import { UPLOAD_ERROR_CODES } from './upload-error-codes.ts';

export type { ErrorCodeInfo } from './error-code-info.ts';

/** The codes of requests in general and of schema validation's field errors (the areas' own: their error-codes.ts). */
const REQUEST_ERROR_CODES = {
  // — requests in general
  'validation.failed': {
    status: 400,
    message: 'Please check the highlighted fields',
    meaning: 'The request does not match the call’s schema or rules; `errors[]` names each field and its problem',
  },
  bad_request: { status: 400, message: 'Bad Request', meaning: 'The request is malformed in another way', varies: true },
  'request.invalid_json': { status: 400, message: 'The request body is not valid JSON', meaning: 'The JSON body does not parse' },
  'request.value_out_of_range': {
    status: 400,
    message: 'The request holds a value out of range or not allowed',
    meaning: 'A value the database cannot store (an id beyond its column, a character it refuses)',
  },
  'request.control_characters': {
    status: 400,
    message: 'Control characters (such as NUL) are not allowed',
    meaning: 'A text field or file name holds control characters',
  },
  'request.bad_encoding': {
    status: 400,
    message: 'The body is not valid gzip (Content-Encoding: gzip): send it compressed whole, or without Content-Encoding',
    meaning: 'The body is not in the Content-Encoding it names (damaged, truncated or not compressed)',
  },
  'request.unsupported_type': { status: 415, message: 'Unsupported content type', meaning: 'The Content-Type is not accepted by the call' },
  unauthorized: { status: 401, message: 'Unauthorized', meaning: 'Authentication is missing or was refused', varies: true },
  forbidden: {
    status: 403,
    message: 'Explicit authorisation required',
    meaning: 'The caller’s account type or permissions do not allow this call',
  },
  not_found: {
    status: 404,
    message: 'We couldnt find what you are looking for',
    meaning: 'No such route, or no such record the caller may see',
  },
  conflict: { status: 409, message: 'Conflict', meaning: 'The request conflicts with the current state', varies: true },
  unprocessable: { status: 422, message: 'Unprocessable Entity', meaning: 'The request cannot be honoured as asked', varies: true },
  rate_limited: {
    status: 429,
    message: 'Too many attempts, please wait a moment and try again.',
    meaning: 'Too many attempts from this address or for this e-mail; retry after the Retry-After seconds',
  },
  internal: {
    status: 500,
    message: 'We experience some error with your request, please contact the administrator',
    meaning: 'An unexpected fault on the server (logged; details are never sent)',
  },
  'request.committed': {
    status: 500,
    message: 'Your request was carried out, but its answer could not be completed; do not send it again — reload to see the result',
    meaning: 'The change committed, then the answer failed (the database went away): unlike a 503, sending it again would do it twice',
  },
  unavailable: {
    status: 503,
    message: 'The service is briefly unavailable, please try again in a few seconds',
    meaning: 'The database cannot be reached just now; retry after the Retry-After seconds',
  },

  // — field errors (`errors[].code`) of schema validation
  'field.required': { status: 400, message: 'Required', meaning: 'The field is missing or empty', varies: true },
  'field.invalid': { status: 400, message: 'Invalid value', meaning: 'The value is not one the field accepts', varies: true },
  'field.invalid_type': {
    status: 400,
    message: 'Invalid input',
    meaning: 'The value has the wrong type (text for a number…)',
    varies: true,
  },
  'field.invalid_format': {
    status: 400,
    message: 'Invalid format',
    meaning: 'The text does not have the expected form (e-mail, date, number format…)',
    varies: true,
  },
  'field.too_long': { status: 400, message: 'Too long', meaning: 'The text or list is longer than allowed', varies: true },
  'field.too_short': { status: 400, message: 'Too short', meaning: 'The text or list is shorter than allowed', varies: true },
  'field.too_large': { status: 400, message: 'Too large', meaning: 'The number is larger than allowed', varies: true },
  'field.too_small': { status: 400, message: 'Too small', meaning: 'The number is smaller than allowed', varies: true },
  'field.unknown': {
    status: 400,
    message: 'Unknown field: this call does not take it',
    meaning: 'The body holds a field the call does not know',
    varies: true,
  },
} as const satisfies Record<string, ErrorCodeInfo>;

/**
 * Every error code the API answers with, each area's in its own file (its domain folder's error-codes.ts), in the
 * order docs/error-codes.md lists them. What a code promises: error-code-info.ts.
 */
export const ERROR_CODES = {
  ...REQUEST_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...MFA_ERROR_CODES,
  ...CUSTOMER_ERROR_CODES,
  ...CUSTOMER_REQUEST_ERROR_CODES,
  ...ADMINISTRATION_ERROR_CODES,
  ...ORDER_ERROR_CODES,
  ...COMPLIANCE_ERROR_CODES,
  ...UPLOAD_ERROR_CODES,
  ...CATALOGUE_ERROR_CODES,
  ...REPORT_ERROR_CODES,
  ...INTEGRATION_ERROR_CODES,
  ...NUMBER_ERROR_CODES,
  ...NOTIFICATION_ERROR_CODES,
  ...PORT_ERROR_CODES,
  ...BILLING_ERROR_CODES,
  ...TRAFFIC_ERROR_CODES,
  ...TICKET_ERROR_CODES,
} as const satisfies Record<string, ErrorCodeInfo>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Whether a string is one of the listed codes. */
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

/** The code whose fixed message is `message` (with `status` when given), if any: how a rule's text becomes its code. */
export function errorCodeOfMessage(message: string, status?: number): ErrorCode | undefined {
  for (const [code, info] of Object.entries(ERROR_CODES) as [ErrorCode, ErrorCodeInfo][]) {
    if (!info.varies && info.message === message && (status === undefined || info.status === status)) return code;
  }
  return undefined;
}
