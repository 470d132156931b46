import { ACCOUNT_MESSAGES, PRODUCT_BULK_MESSAGES, PRODUCT_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownFieldErrors, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the service number type calls answer with, and their translation keys. */
export const PRODUCT_KNOWN: KnownMessages = {
  ...catalogue(ACCOUNT_MESSAGES, 'accounts.messages'),
  ...catalogue(PRODUCT_MESSAGES, 'products.messages'),
  ...catalogue(PRODUCT_BULK_MESSAGES, 'products.messages'),
  'please upload xlsx/xls file': 'products.bulk.wrongType',
  'missing column': 'products.bulk.missingColumn',
  'please check the highlighted fields': 'accounts.messages.checkFields',
};

export const productMessage = (message: string | null | undefined, fallbackKey?: string) =>
  knownMessage(PRODUCT_KNOWN, message, fallbackKey);
export const showProductError = (error: unknown, formFields: readonly string[] = []) => showKnownError(PRODUCT_KNOWN, error, formFields);
export const productFieldErrors = (error: unknown, fields: readonly string[]) => knownFieldErrors(PRODUCT_KNOWN, error, fields);
