import { ACCOUNT_MESSAGES, VENDOR_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownFieldErrors, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the vendor calls answer with, and their translation keys. */
const VENDOR_KNOWN: KnownMessages = {
  ...catalogue(ACCOUNT_MESSAGES, 'accounts.messages'),
  ...catalogue(VENDOR_MESSAGES, 'vendors.messages'),
  'please upload xlsx/xls file': 'vendors.bulk.wrongType',
  'missing column': 'vendors.bulk.missingColumn',
  'please check the highlighted fields': 'accounts.messages.checkFields',
  'please enter a valid e-mail address': 'validation.emailInvalid',
};

export const vendorMessage = (message: string | null | undefined, fallbackKey?: string) => knownMessage(VENDOR_KNOWN, message, fallbackKey);
export const showVendorError = (error: unknown, formFields: readonly string[] = []) => showKnownError(VENDOR_KNOWN, error, formFields);
export const vendorFieldErrors = (error: unknown, fields: readonly string[]) => knownFieldErrors(VENDOR_KNOWN, error, fields);
