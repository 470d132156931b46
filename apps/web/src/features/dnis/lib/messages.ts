import { DNIS_MESSAGES, INVENTORY_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownFieldErrors, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the DNIS calls (and the domain schema) answer with, and their translation keys. */
export const DNIS_KNOWN: KnownMessages = {
  ...catalogue(DNIS_MESSAGES, 'dnis.messages'),
  [INVENTORY_MESSAGES.e164.toLowerCase()]: 'inventory.messages.e164',
};

export const dnisMessage = (message: string | null | undefined, fallbackKey?: string) => knownMessage(DNIS_KNOWN, message, fallbackKey);
export const showDnisError = (error: unknown, formFields: readonly string[] = []) => showKnownError(DNIS_KNOWN, error, formFields);
export const dnisFieldErrors = (error: unknown, fields: readonly string[]) => knownFieldErrors(DNIS_KNOWN, error, fields);
