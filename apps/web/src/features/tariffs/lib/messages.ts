import { ACCOUNT_MESSAGES, MONEY_MESSAGES, TARIFF_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownFieldErrors, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the tariff calls answer with, and their translation keys. */
export const TARIFF_KNOWN: KnownMessages = {
  ...catalogue(ACCOUNT_MESSAGES, 'accounts.messages'),
  ...catalogue(TARIFF_MESSAGES, 'tariffs.messages'),
  ...catalogue(MONEY_MESSAGES, 'tariffs.messages'),
  'please check the highlighted fields': 'accounts.messages.checkFields',
};

export const tariffMessage = (message: string | null | undefined, fallbackKey?: string) => knownMessage(TARIFF_KNOWN, message, fallbackKey);
export const showTariffError = (error: unknown, formFields: readonly string[] = []) => showKnownError(TARIFF_KNOWN, error, formFields);
export const tariffFieldErrors = (error: unknown, fields: readonly string[]) => knownFieldErrors(TARIFF_KNOWN, error, fields);
