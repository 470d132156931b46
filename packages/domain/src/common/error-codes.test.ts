import { TRAFFIC_ERROR_CODES } from '../traffic/error-codes.ts';
import { BILLING_ERROR_CODES } from '../billing/error-codes.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../accounts/management.ts';
import { SECURITY_MESSAGES } from '../accounts/schemas.ts';
import { COMMON_PASSWORD_MESSAGE } from '../accounts/common-passwords.ts';
import { PRODUCT_MESSAGES } from '../catalogue/products.ts';
import { CARRIER_MESSAGES } from '../catalogue/carriers.ts';
import { INVENTORY_MESSAGES } from '../catalogue/inventory.ts';
import { TARIFF_MESSAGES } from '../catalogue/tariffs.ts';
import { CUSTOMER_RULE_MESSAGES } from '../customers/rules.ts';
import { EXPORT_MESSAGES } from '../exports/schemas.ts';
import { API_KEY_MESSAGES } from '../integration/api-keys.ts';
import { IDEMPOTENCY_MESSAGES } from '../integration/idempotency.ts';
import { RATE_LIMIT_MESSAGES } from '../integration/rate-limits.ts';
import { ORDER_MESSAGES } from '../orders/schemas.ts';
import { PERMISSION_RULE_MESSAGES } from '../permissions/admin-rules.ts';
import { NOTIFICATION_TYPE_MESSAGES } from '../administration/notification-type-rules.ts';
import { CALL_IMPORT_MESSAGES } from '../reports/call-import.ts';
import { CALL_UPLOAD_MESSAGES } from '../reports/call-upload.ts';
import { REPORTING_MESSAGES } from '../reporting/schemas.ts';
import { VENDOR_MESSAGES } from '../vendors/schemas.ts';
import { WEBHOOK_MESSAGES } from '../webhooks/rules.ts';
import { ACCOUNT_ERROR_CODES } from '../accounts/error-codes.ts';
import { ADMINISTRATION_ERROR_CODES } from '../administration/error-codes.ts';
import { CATALOGUE_ERROR_CODES } from '../catalogue/error-codes.ts';
import { NUMBER_ERROR_CODES } from '../catalogue/number-error-codes.ts';
import { CUSTOMER_ERROR_CODES } from '../customers/error-codes.ts';
import { CUSTOMER_REQUEST_ERROR_CODES } from '../customer-requests/error-codes.ts';
import { INTEGRATION_ERROR_CODES } from '../integration/error-codes.ts';
import { MFA_ERROR_CODES } from '../mfa/error-codes.ts';
import { NOTIFICATION_ERROR_CODES } from '../notifications/error-codes.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/schemas.ts';
import { PERSONAL_PASSWORD_MESSAGE } from '../accounts/personal-passwords.ts';
import { ORDER_ERROR_CODES } from '../orders/error-codes.ts';
import { PORT_ERROR_CODES } from '../ports/error-codes.ts';
import { REPORT_ERROR_CODES } from '../reports/error-codes.ts';
import { ERROR_CODES, type ErrorCode, type ErrorCodeInfo, errorCodeOfMessage, isErrorCode } from './error-codes.ts';
import { UPLOAD_ERROR_CODES } from './upload-error-codes.ts';
import { MESSAGES } from './messages.ts';
import { CONTROL_CHARACTER_MESSAGE } from './text.ts';

const DOC = new URL('../../../../docs/error-codes.md', import.meta.url);

describe('error codes', () => {
  it('docs/error-codes.md lists every code of the list, with its status, and no other', () => {
    const text = readFileSync(DOC, 'utf8');
    const documented = new Map([...text.matchAll(/^\| `([a-z_.]+)` \| (\d{3}) \|/gm)].map((m) => [m[1]!, Number(m[2])] as const));
    const listed = Object.entries(ERROR_CODES).map(([code, info]) => [code, info.status] as const);
    expect([...documented.entries()].sort()).toEqual([...listed].sort());
  });

  it('each area’s file adds codes of its own: none is listed by two areas', () => {
    const areas = [
      ACCOUNT_ERROR_CODES,
      MFA_ERROR_CODES,
      CUSTOMER_ERROR_CODES,
      CUSTOMER_REQUEST_ERROR_CODES,
      ADMINISTRATION_ERROR_CODES,
      ORDER_ERROR_CODES,
      UPLOAD_ERROR_CODES,
      CATALOGUE_ERROR_CODES,
      REPORT_ERROR_CODES,
      INTEGRATION_ERROR_CODES,
      NUMBER_ERROR_CODES,
      NOTIFICATION_ERROR_CODES,
      PORT_ERROR_CODES,
      BILLING_ERROR_CODES,
      TRAFFIC_ERROR_CODES,
    ].flatMap((a) => Object.keys(a));
    expect(new Set(areas).size).toBe(areas.length);
    for (const code of areas) expect(ERROR_CODES).toHaveProperty([code]);
  });

  it('codes are lower case, dotted by area, and unique as i18n keys (no code is the prefix of another)', () => {
    const codes = Object.keys(ERROR_CODES);
    for (const c of codes) {
      expect(c).toMatch(/^[a-z_]+(\.[a-z_]+)?$/);
      expect(codes.some((o) => o.startsWith(`${c}.`))).toBe(false);
    }
  });

  it('a fixed message is the text the rules and services answer with', () => {
    const same: [ErrorCode, string][] = [
      ['auth.invalid_credentials', MESSAGES.unauthorizedLogin],
      ['auth.token_invalid', MESSAGES.tokenInvalid],
      ['auth.session_only', API_KEY_MESSAGES.sessionOnly],
      ['api_key.out_of_scope', API_KEY_MESSAGES.outOfScope],
      ['api_key.address_not_allowed', API_KEY_MESSAGES.addressNotAllowed],
      ['api_key.scope_not_allowed', API_KEY_MESSAGES.scopeNotAllowed],
      ['not_found', MESSAGES.notFound],
      ['forbidden', MESSAGES.forbidden],
      ['internal', MESSAGES.serverError],
      ['rate_limited', MESSAGES.tooManyAttempts],
      ['request.control_characters', CONTROL_CHARACTER_MESSAGE],
      ['account.password_common', COMMON_PASSWORD_MESSAGE],
      ['account.password_personal', PERSONAL_PASSWORD_MESSAGE],
      ['ticket.daily_limit', NOTIFICATION_MESSAGES.ticketLimit],
      ['account.current_password_required', SECURITY_MESSAGES.currentPasswordRequired],
      ['account.current_password_wrong', SECURITY_MESSAGES.currentPasswordWrong],
      ['account.email_taken', ACCOUNT_MESSAGES.emailTaken],
      ['account.username_taken', ACCOUNT_MESSAGES.usernameTaken],
      ['account.type_not_creatable', ACCOUNT_MESSAGES.typeNotCreatable],
      ['account.type_not_assignable', ACCOUNT_MESSAGES.typeNotAssignable],
      ['account.customer_required', ACCOUNT_MESSAGES.customerRequired],
      ['account.customer_forbidden', ACCOUNT_MESSAGES.customerForbidden],
      ['account.master_via_customer', ACCOUNT_MESSAGES.masterViaCustomer],
      ['account.unknown_customer', ACCOUNT_MESSAGES.unknownCustomer],
      ['account.unknown_type', ACCOUNT_MESSAGES.unknownAccountType],
      ['account.customer_has_master', ACCOUNT_MESSAGES.customerHasMaster],
      ['account.master_with_accounts', ACCOUNT_MESSAGES.masterWithAccounts],
      ['customer.name_taken', CUSTOMER_RULE_MESSAGES.nameTaken],
      ['customer.email_taken', CUSTOMER_RULE_MESSAGES.emailTaken],
      ['customer.has_master', CUSTOMER_RULE_MESSAGES.hasMaster],
      ['customer.master_not_eligible', CUSTOMER_RULE_MESSAGES.masterNotEligible],
      ['customer.new_master_not_eligible', CUSTOMER_RULE_MESSAGES.newMasterNotEligible],
      ['customer.unknown_account', CUSTOMER_RULE_MESSAGES.unknownAccount],
      ['customer.either_master', CUSTOMER_RULE_MESSAGES.eitherMaster],
      ['customer.has_accounts', CUSTOMER_RULE_MESSAGES.hasAccounts],
      ['customer.master_only', CUSTOMER_RULE_MESSAGES.masterOnly],
      ['vendor.name_taken', VENDOR_MESSAGES.nameTaken],
      ['vendor.in_use', VENDOR_MESSAGES.inUse],
      ['carrier.cic_taken', CARRIER_MESSAGES.cicTaken],
      ['permission.no_scope', PERMISSION_RULE_MESSAGES.noScope],
      ['permission.sub_accounts_only', PERMISSION_RULE_MESSAGES.subAccountsOnly],
      ['permission.default_not_deletable', PERMISSION_RULE_MESSAGES.defaultNotDeletable],
      ['permission.customer_types_only', PERMISSION_RULE_MESSAGES.customerRowForCustomerTypes],
      ['permission.administrator_keeps', PERMISSION_RULE_MESSAGES.administratorKeepsPermissions],
      ['notification_type.customer_receivers_only', NOTIFICATION_TYPE_MESSAGES.customerReceiversOnly],
      ['order.stale', ORDER_MESSAGES.stale],
      ['order.not_allowed', ORDER_MESSAGES.notAllowed],
      ['order.status_forbidden', ORDER_MESSAGES.notAllowed],
      ['order.customer_data_only', ORDER_MESSAGES.customerDataOnly],
      ['order.provider_remarks_only', ORDER_MESSAGES.providerRemarksOnly],
      ['order.internal_note_staff_only', ORDER_MESSAGES.internalNoteStaffOnly],
      ['order.custom_pricing_not_allowed', ORDER_MESSAGES.customPricingNotAllowed],
      ['order.custom_pricing_missing', ORDER_MESSAGES.customPricingMissing],
      ['order.requirements_missing', ORDER_MESSAGES.requirementsMissing],
      ['order.no_customer', ORDER_MESSAGES.noCustomer],
      ['order.product_unknown', ORDER_MESSAGES.productUnknown],
      ['inventory.number_taken', INVENTORY_MESSAGES.taken],
      ['inventory.customer_unknown', INVENTORY_MESSAGES.customerUnknown],
      ['inventory.vendor_unknown', INVENTORY_MESSAGES.vendorUnknown],
      ['product.taken', PRODUCT_MESSAGES.taken],
      ['product.vendor_unknown', PRODUCT_MESSAGES.vendorUnknown],
      ['product.jurisdiction_unknown', PRODUCT_MESSAGES.jurisdictionUnknown],
      ['tariff.taken', TARIFF_MESSAGES.taken],
      ['tariff.product_unknown', TARIFF_MESSAGES.productUnknown],
      ['call.duplicate', CALL_UPLOAD_MESSAGES.duplicate],
      ['call.unknown_number', CALL_UPLOAD_MESSAGES.unknownNumber],
      ['call_import.header', CALL_IMPORT_MESSAGES.header],
      ['call_import.empty', CALL_IMPORT_MESSAGES.empty],
      ['request.bad_encoding', CALL_IMPORT_MESSAGES.badGzip],
      ['reporting.not_found', REPORTING_MESSAGES.notFound],
      ['export.unknown_report', EXPORT_MESSAGES.unknownReport],
      ['export.too_many_rows', EXPORT_MESSAGES.tooManyForXlsx],
      ['export.not_ready', EXPORT_MESSAGES.notReady],
      ['export.file_not_found', EXPORT_MESSAGES.notFound],
      ['api_key.limit', API_KEY_MESSAGES.limit],
      ['webhook.no_scope', WEBHOOK_MESSAGES.noScope],
      ['webhook.not_found', WEBHOOK_MESSAGES.notFound],
      ['webhook.delivery_not_found', WEBHOOK_MESSAGES.deliveryNotFound],
      ['webhook.url_private', WEBHOOK_MESSAGES.urlPrivate],
      ['webhook.customer_required', WEBHOOK_MESSAGES.customerRequired],
      ['webhook.disabled', WEBHOOK_MESSAGES.disabled],
      ['idempotency.key_invalid', IDEMPOTENCY_MESSAGES.keyInvalid],
      ['idempotency.key_reused', IDEMPOTENCY_MESSAGES.reused],
      ['idempotency.in_progress', IDEMPOTENCY_MESSAGES.inProgress],
      ['rate_limit.exceeded', RATE_LIMIT_MESSAGES.exceeded],
      ['rate_limit.key_attempts', RATE_LIMIT_MESSAGES.keyAttempts],
      ['idempotency.unsupported', IDEMPOTENCY_MESSAGES.unsupported],
      ['idempotency.not_honoured', IDEMPOTENCY_MESSAGES.notHonoured],
    ];
    for (const [code, message] of same) expect([code, ERROR_CODES[code].message]).toEqual([code, message]);
  });

  it('finds the code of a rule’s message, by status when two share a text', () => {
    expect(errorCodeOfMessage(ORDER_MESSAGES.notAllowed, 403)).toBe('order.status_forbidden');
    expect(errorCodeOfMessage(ORDER_MESSAGES.notAllowed, 409)).toBe('order.not_allowed');
    expect(errorCodeOfMessage(ACCOUNT_MESSAGES.typeNotCreatable, 403)).toBe('account.type_not_creatable');
    expect(errorCodeOfMessage('Some other text')).toBeUndefined();
    // a code that varies is never found by its example text
    expect(errorCodeOfMessage((ERROR_CODES['upload.sheet_empty'] as ErrorCodeInfo).message)).toBeUndefined();
    expect(isErrorCode('order.stale')).toBe(true);
    expect(isErrorCode('order.unknown')).toBe(false);
  });
});
