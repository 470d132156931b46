import { ACCOUNT_MESSAGES, MONEY_MESSAGES, ORDER_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownFieldErrors, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts of the order calls and rules, and their translation keys (orders.messages.*). */
export const ORDER_KNOWN: KnownMessages = {
  ...catalogue(ACCOUNT_MESSAGES, 'accounts.messages'),
  ...catalogue(ORDER_MESSAGES, 'orders.messages'),
  ...catalogue(MONEY_MESSAGES, 'orders.messages'),
};

export const orderMessage = (message: string | null | undefined, fallbackKey?: string) => knownMessage(ORDER_KNOWN, message, fallbackKey);
export const showOrderError = (error: unknown, formFields: readonly string[] = []) => showKnownError(ORDER_KNOWN, error, formFields);
export const orderFieldErrors = (error: unknown, fields: readonly string[]) => knownFieldErrors(ORDER_KNOWN, error, fields);
