import { ACCOUNT_MESSAGES, CUSTOMER_MESSAGES, CUSTOMER_REFERENCE_MESSAGES, CUSTOMER_RULE_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownFieldErrors, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the customer calls answer with, and their translation keys. */
const CUSTOMER_KNOWN: KnownMessages = {
  ...catalogue(ACCOUNT_MESSAGES, 'accounts.messages'),
  ...catalogue(CUSTOMER_RULE_MESSAGES, 'customers.messages'),
  ...catalogue(CUSTOMER_MESSAGES, 'customers.messages'),
  // the bulk upload's rows naming a jurisdiction, country or BDM that does not exist
  ...catalogue(CUSTOMER_REFERENCE_MESSAGES, 'customers.messages'),
  // the master account of /addmaster is created by the accounts API
  'user added successfully': 'customers.messages.masterAdded',
  'please upload xlsx/xls file': 'customers.bulk.wrongType',
  'missing column': 'customers.bulk.missingColumn',
  'please check the highlighted fields': 'accounts.messages.checkFields',
  'please enter a valid e-mail address': 'validation.emailInvalid',
};

export const customerMessage = (message: string | null | undefined, fallbackKey?: string) =>
  knownMessage(CUSTOMER_KNOWN, message, fallbackKey);
export const showCustomerError = (error: unknown, formFields: readonly string[] = []) => showKnownError(CUSTOMER_KNOWN, error, formFields);
export const customerFieldErrors = (error: unknown, fields: readonly string[]) => knownFieldErrors(CUSTOMER_KNOWN, error, fields);
