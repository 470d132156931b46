/**
 * The stable, machine-readable codes of the API's error answers, listed in docs/error-codes.md: an integration
 * branches on the code, never on the English text.
 *
 * Every error answer carries `code` beside `message`, and every field error `errors[].code`. A code whose
 * `message` is fixed always comes with that exact English text, so clients may translate by code; a code marked
 * `varies` names a kind of error whose English text depends on the request (a size limit, a list of formats,
 * the rule a field breaks): clients show its message, or their own text for the kind.
 *
 * Codes are never renamed or reused for another meaning; new ones may be added.
 */
import { NUMBER_ERROR_CODES } from '../catalogue/number-error-codes.ts';

export interface ErrorCodeInfo {
  /** The HTTP status of the answer (of the whole answer, for a field code: the one it usually comes with). */
  status: number;
  /** The English message the answer carries (for a code that `varies`, an example or the form of the text). */
  message: string;
  /** What the code means, for the integrator. */
  meaning: string;
  /** The message depends on the request (see above). */
  varies?: true;
}

export const ERROR_CODES = {
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
  'field.unknown': { status: 400, message: 'Unrecognized key', meaning: 'The body holds a field the call does not know', varies: true },

  // — sign-in, sessions, registration
  'auth.invalid_credentials': {
    status: 401,
    message: 'Unauthorized: Username or password is invalid.',
    meaning: 'The e-mail or password is wrong',
  },
  'auth.session_expired': {
    status: 401,
    message: 'Your session has expired, please login again',
    meaning: 'No token, an unknown or expired session token, or a revoked API key',
  },
  'auth.account_terminated': { status: 403, message: 'This account has been terminated', meaning: 'The account may no longer sign in' },
  'auth.account_disabled': {
    status: 403,
    message: 'This account is disabled, please contact the administrator',
    meaning: 'The account is disabled',
  },
  'auth.session_only': {
    status: 403,
    message: 'This call needs a signed-in session: API keys cannot manage API keys, sessions or the password',
    meaning: 'An API key was used for a call reserved to signed-in sessions',
  },
  'auth.token_invalid': {
    status: 400,
    message: 'This link is invalid or has expired.',
    meaning: 'An activation, password-reset or e-mail-change link is unknown, used or expired',
  },
  'auth.registration_closed': { status: 403, message: 'Registration is closed', meaning: 'Self-registration is switched off' },
  'auth.user_limit': {
    status: 403,
    message: 'The portal has reached its user limit, please contact the administrator',
    meaning: 'The portal holds as many accounts as its licence allows',
  },

  // — the caller’s own account
  'account.username_taken': { status: 409, message: 'This username is already taken', meaning: 'Another account has this username' },
  'account.email_taken': {
    status: 409,
    message: 'This e-mail is already used by another account',
    meaning: 'Another account has this e-mail',
  },
  'account.current_password_required': {
    status: 422,
    message: 'Please enter your current password to change the e-mail',
    meaning: 'Changing the e-mail needs the current password',
  },
  'account.current_password_wrong': {
    status: 422,
    message: 'The current password is incorrect',
    meaning: 'The current password given is wrong',
  },
  'account.password_unchanged': {
    status: 422,
    message: 'The new password must differ from the current one',
    meaning: 'The new password is the current one',
  },
  'account.password_wrong': { status: 422, message: 'The password is incorrect', meaning: 'The password confirming the deletion is wrong' },
  'account.password_common': {
    status: 422,
    message: 'This password is too common, please choose another one',
    meaning: 'The password is on the list of common passwords',
  },

  // — account management (staff and masters)
  'account.type_not_creatable': {
    status: 403,
    message: 'You may not create accounts of this type',
    meaning: 'The caller may not create accounts of this type',
  },
  'account.type_not_assignable': {
    status: 403,
    message: 'You may not give this account type',
    meaning: 'The caller may not give this account type',
  },
  'account.customer_required': {
    status: 422,
    message: 'Please choose the customer of this account',
    meaning: 'A customer account type needs its customer',
  },
  'account.customer_forbidden': {
    status: 422,
    message: 'Provider and registered accounts do not belong to a customer',
    meaning: 'Provider and registered accounts take no customer',
  },
  'account.master_via_customer': {
    status: 422,
    message: 'The master account is set on the customer',
    meaning: 'The master type is given through the customer, not the account',
  },
  'account.unknown_customer': { status: 422, message: 'There is no such customer', meaning: 'The customer does not exist' },
  'account.unknown_type': { status: 422, message: 'There is no such account type', meaning: 'The account type does not exist' },
  'account.customer_has_master': {
    status: 409,
    message: 'This customer already has a master account',
    meaning: 'The customer already has a master account',
  },
  'account.master_with_accounts': {
    status: 409,
    message: 'Cannot delete the master account while the customer has other accounts',
    meaning: 'A master account is deleted last',
  },
  'account.not_manageable': { status: 403, message: 'You may not change this account', meaning: 'The caller may not change this account' },
  'account.not_deletable': { status: 403, message: 'You may not delete this account', meaning: 'The caller may not delete this account' },
  'account.already_activated': {
    status: 409,
    message: 'This account is already activated',
    meaning: 'The activation e-mail is sent only to accounts not yet activated',
  },
  'account.rule_forbidden': {
    status: 403,
    message: 'You may not give this account type',
    meaning: 'Another account rule the caller may not break',
    varies: true,
  },
  'account.rule_refused': {
    status: 422,
    message: 'There is no such account type',
    meaning: 'Another account rule the request breaks',
    varies: true,
  },

  // — customers (companies)
  'customer.name_taken': { status: 409, message: 'A customer with this name already exists', meaning: 'Customer names are unique' },
  'customer.email_taken': {
    status: 409,
    message: 'An account with this e-mail already exists',
    meaning: 'The new master’s e-mail is already used',
  },
  'customer.has_master': {
    status: 409,
    message: 'This customer already has a master account',
    meaning: 'The customer already has a master account',
  },
  'customer.master_not_eligible': {
    status: 422,
    message: 'Only a registered account, or an account of this customer, can become its master',
    meaning: 'The account cannot become the customer’s master',
  },
  'customer.new_master_not_eligible': {
    status: 422,
    message: 'Only a registered account without a company can become the master of a new customer',
    meaning: 'The account cannot become the master of a new customer',
  },
  'customer.unknown_account': { status: 422, message: 'There is no such account', meaning: 'The master account does not exist' },
  'customer.either_master': {
    status: 400,
    message: 'Give either the e-mail of a new master account or an existing account, not both',
    meaning: 'Both a new master e-mail and an existing master were given',
  },
  'customer.has_accounts': {
    status: 409,
    message: 'Cannot delete a customer that still has accounts',
    meaning: 'A customer is deleted after its accounts',
  },
  'customer.master_only': {
    status: 403,
    message: 'Only the master account may change the company',
    meaning: 'Only the company’s master account changes the company',
  },

  // — administration
  'vendor.name_taken': { status: 409, message: 'A vendor with this name already exists', meaning: 'Vendor names are unique' },
  'vendor.in_use': { status: 409, message: 'Cannot delete a vendor that is still in use', meaning: 'Products still refer to the vendor' },
  'carrier.cic_taken': { status: 409, message: 'A carrier with this CIC already exists', meaning: 'Carrier CICs are unique' },
  'functionality.id_taken': {
    status: 409,
    message: 'A functionality with this id already exists',
    meaning: 'Functionality ids are unique',
  },
  'functionality.description_taken': {
    status: 409,
    message: 'A functionality with this description already exists',
    meaning: 'Functionality descriptions are unique',
  },
  'functionality.sub_category_taken': {
    status: 409,
    message: 'A functionality with this sub-category already exists',
    meaning: 'Functionality sub-categories are unique',
  },
  'functionality.built_in': {
    status: 409,
    message: 'Built-in functionalities cannot be deleted',
    meaning: 'The portal’s own functionalities stay',
  },
  'functionality.in_use': {
    status: 409,
    message: 'This functionality is still used by permissions or notification types',
    meaning: 'Permissions or notification types still refer to it',
  },
  'account_type.id_taken': {
    status: 409,
    message: 'An account type with this id already exists',
    meaning: 'Account type ids are unique',
  },
  'account_type.name_taken': {
    status: 409,
    message: 'An account type with this name already exists',
    meaning: 'Account type names are unique',
  },
  'account_type.built_in': {
    status: 409,
    message: 'Built-in account types cannot be deleted',
    meaning: 'The portal’s own account types stay',
  },
  'account_type.in_use': {
    status: 409,
    message: 'This account type is still used by accounts or permissions',
    meaning: 'Accounts or permissions still refer to it',
  },
  'permission.exists': { status: 409, message: 'This permission already exists', meaning: 'The permission row already exists' },
  'permission.no_operations': {
    status: 422,
    message: 'This functionality offers no operations to this account type',
    meaning: 'The functionality grants nothing to this account type',
  },
  'permission.administrator_keeps': {
    status: 422,
    message: 'The administrator type always keeps reading, listing and editing permissions',
    meaning: 'The change would lock the administrators out',
  },
  'permission.no_scope': {
    status: 403,
    message: 'Only provider staff and master accounts manage permissions',
    meaning: 'The caller manages no permissions',
  },
  'permission.sub_accounts_only': {
    status: 403,
    message: 'You may only manage the permissions of your sub-account types (210–240)',
    meaning: 'A master manages only its sub-account types',
  },
  'permission.default_not_deletable': {
    status: 403,
    message: 'Default permissions cannot be deleted; delete your company’s own row to restore the default',
    meaning: 'A master cannot delete a default row',
  },
  'permission.customer_types_only': {
    status: 422,
    message: 'A company-specific permission applies to customer account types (200–240) only',
    meaning: 'A company row is for customer account types',
  },
  'permission.refused': {
    status: 422,
    message: 'A company-specific permission applies to customer account types (200–240) only',
    meaning: 'Another permission rule the request breaks',
    varies: true,
  },
  'notification_type.no_company': {
    status: 403,
    message: 'Your account belongs to no company',
    meaning: 'Company notification settings need a company',
  },
  'notification_type.customer_receivers_only': {
    status: 422,
    message: 'You may only choose customer account types (200–240) as receivers',
    meaning: 'A master chooses customer account types only',
  },

  // — orders and their documents
  'order.stale': {
    status: 409,
    message: 'The order was changed by someone else meanwhile; its current state is shown',
    meaning: 'The `updatedAt` sent is not the stored one; `data` holds the current order',
  },
  'order.not_allowed': {
    status: 409,
    message: 'This action is not possible for the order in its current status',
    meaning: 'No such move or change from the order’s current status',
  },
  'order.status_forbidden': {
    status: 403,
    message: 'This action is not possible for the order in its current status',
    meaning: 'The caller may not create an order in this status',
  },
  'order.customer_data_only': {
    status: 403,
    message: 'Only the customer may change the order data',
    meaning: 'Staff change the status, remarks and pricing, not the customer’s data',
  },
  'order.provider_remarks_only': {
    status: 403,
    message: 'Only the provider may change the provider remarks',
    meaning: 'Customers do not change the provider remarks',
  },
  'order.custom_pricing_not_allowed': {
    status: 403,
    message: 'Your account type may not set custom pricing',
    meaning: 'The caller may not price the order',
  },
  'order.custom_pricing_missing': {
    status: 422,
    message: 'Add custom pricing before processing the order',
    meaning: 'The move needs custom pricing',
  },
  'order.requirements_missing': {
    status: 422,
    message: 'The order cannot be accepted until its requirements are provided',
    meaning: 'The fields `errors[]` names are still missing',
  },
  'order.no_customer': {
    status: 422,
    message: 'No customer selected: the order cannot proceed without a customer',
    meaning: 'Staff placing an order must choose its customer',
  },
  'order.product_unknown': {
    status: 422,
    message: 'This product does not exist or is no longer offered',
    meaning: 'The product does not exist or has expired',
  },
  'order.invalid': {
    status: 422,
    message: 'No reference introduced (compulsory)',
    meaning: 'The order data break the product’s rules; the message is the first problem',
    varies: true,
  },
  'document.not_found': { status: 404, message: 'We couldnt find this file', meaning: 'No such stored document' },

  // — uploads
  'upload.too_large': {
    status: 413,
    message: 'The file is too large (at most 5 MB)',
    meaning: 'The file or request is over the call’s size limit',
    varies: true,
  },
  'upload.type_refused': {
    status: 415,
    message: 'Please upload xlsx/xls file',
    meaning: 'The file’s type (extension and content) is not one the call accepts',
    varies: true,
  },
  'upload.file_missing': {
    status: 400,
    message: 'Please upload xlsx/xls file',
    meaning: 'The multipart request holds no file in the expected field',
    varies: true,
  },
  'upload.unreadable': { status: 400, message: 'The upload could not be read', meaning: 'The multipart request is malformed' },
  'upload.damaged': {
    status: 400,
    message: 'The file is damaged or is not a spreadsheet',
    meaning: 'The spreadsheet cannot be read',
  },
  'upload.zip_bomb': {
    status: 422,
    message: 'The file expands to more data than an upload may hold',
    meaning: 'The compressed file expands beyond the limits',
    varies: true,
  },
  'upload.too_many_rows': {
    status: 422,
    message: 'The sheet has more than 50000 rows',
    meaning: 'The sheet has more rows than the call accepts',
    varies: true,
  },
  'upload.too_many_columns': {
    status: 422,
    message: 'The sheet has more than 200 columns',
    meaning: 'The sheet has more columns than the call accepts',
    varies: true,
  },
  'upload.too_much_data': {
    status: 422,
    message: 'The sheet holds more data than an upload may',
    meaning: 'The sheet needs more memory than an upload may use',
    varies: true,
  },
  'upload.formula_unreadable': {
    status: 422,
    message:
      'Cell B2 holds a formula whose text the file does not keep (=VLOOKUP(A2,Sheet2!A:B,2)): please open the file in Excel or LibreOffice and save it as .xlsx',
    meaning:
      'An .xls stores no text for a text formula (LibreOffice writes 0 when it saves an .ods again as .xls) and the formula is beyond what the upload computes',
    varies: true,
  },
  'upload.sheet_empty': {
    status: 422,
    message: 'The sheet is empty',
    meaning: 'The sheet holds no rows or no header row',
    varies: true,
  },
  'upload.columns_missing': {
    status: 422,
    message: 'The file does not match the template: missing column service_number',
    meaning: 'The sheet lacks columns of the template; `errors[]` names each',
    varies: true,
  },
  'upload.not_csv': {
    status: 415,
    message: 'Send the call records as a CSV body (Content-Type: text/csv)',
    meaning: 'The call import takes a CSV body',
  },
  'upload.busy': {
    status: 503,
    message: 'The server is busy with other uploads, please try again in a moment',
    meaning: 'Every upload worker is taken; retry after the Retry-After seconds',
  },

  // — catalogue and inventory
  'inventory.number_taken': {
    status: 409,
    message: 'This service number is already in the inventory',
    meaning: 'Service numbers are unique',
  },
  'inventory.invalid': {
    status: 422,
    message: 'This jurisdiction does not exist',
    meaning: 'A value names nothing known (jurisdiction, customer, vendor…); the message is the first problem',
    varies: true,
  },
  'inventory.customer_unknown': { status: 422, message: 'No customer has this code', meaning: 'No customer has the Insight code given' },
  'inventory.vendor_unknown': { status: 422, message: 'No vendor has this code', meaning: 'No vendor has the Insight code given' },
  'product.taken': {
    status: 409,
    message: 'A service number type with this vendor, vendor option, plan, service type and jurisdiction already exists',
    meaning: 'The product already exists',
  },
  'product.vendor_unknown': { status: 422, message: 'This vendor does not exist', meaning: 'The vendor does not exist' },
  'product.jurisdiction_unknown': { status: 422, message: 'This jurisdiction does not exist', meaning: 'The jurisdiction does not exist' },
  'tariff.taken': {
    status: 409,
    message: 'This service number type already has a standard tariff',
    meaning: 'A product has one standard tariff',
  },
  'tariff.product_unknown': {
    status: 422,
    message: 'This service number type does not exist',
    meaning: 'The product does not exist',
  },

  // — calls and reports
  'call.duplicate': {
    status: 409,
    message: 'This call is already loaded (same called number, calling number and seizure time)',
    meaning: 'The call record is already stored',
  },
  'call.unknown_number': {
    status: 422,
    message: 'No inventory number has this service number',
    meaning: 'The called number is not in the inventory',
  },
  'call_import.header': {
    status: 422,
    message: 'The first line must name the columns of the calls template; CDR_SEIZTIME and CDR_CLDNUM are required',
    meaning: 'The CSV lacks the template’s header line',
  },
  'call_import.empty': { status: 422, message: 'The file holds no call records', meaning: 'The CSV holds no records' },
  'call_import.encoding': {
    status: 422,
    message: 'Unsupported Content-Encoding: br',
    meaning: 'The body’s Content-Encoding is not gzip',
    varies: true,
  },
  'report.unknown': { status: 404, message: 'This report does not exist', meaning: 'No such report' },
  'reporting.not_found': { status: 404, message: 'Report not found', meaning: 'No such saved report of the caller' },
  'export.unknown_report': { status: 404, message: 'This report cannot be exported', meaning: 'No such export' },
  'export.too_many_rows': {
    status: 422,
    message: 'This export has more than 100,000 rows; please choose CSV',
    meaning: 'xlsx holds at most 100,000 rows',
  },
  'export.not_ready': { status: 409, message: 'This file is not ready yet', meaning: 'The export is still being prepared' },
  'export.file_not_found': { status: 404, message: 'File not found', meaning: 'No such export file of the caller' },

  // — integration
  'api_key.limit': {
    status: 422,
    message: 'An account may hold at most 25 API keys; revoke one first',
    meaning: 'The account holds the most keys it may',
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
  ...NUMBER_ERROR_CODES,
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
