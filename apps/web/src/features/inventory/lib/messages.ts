import { INVENTORY_MESSAGES, MONEY_MESSAGES, NUMBER_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownFieldErrors, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the inventory calls (and the domain schema) answer with, and their translation keys. */
export const INVENTORY_KNOWN: KnownMessages = {
  ...catalogue(INVENTORY_MESSAGES, 'inventory.messages'),
  ...catalogue(MONEY_MESSAGES, 'inventory.money'),
  'please upload xlsx/xls file': 'inventory.bulk.wrongType',
  'missing column': 'inventory.bulk.missingColumn',
  [NUMBER_MESSAGES.updated.toLowerCase()]: 'inventory.edit.updated',
};

export const inventoryMessage = (message: string | null | undefined, fallbackKey?: string, code?: string | null) =>
  knownMessage(INVENTORY_KNOWN, message, fallbackKey, code);
export const showInventoryError = (error: unknown, formFields: readonly string[] = []) =>
  showKnownError(INVENTORY_KNOWN, error, formFields);
export const inventoryFieldErrors = (error: unknown, fields: readonly string[]) => knownFieldErrors(INVENTORY_KNOWN, error, fields);
