import { CARRIER_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the carrier calls answer with, and their translation keys. */
const CARRIER_KNOWN: KnownMessages = {
  ...catalogue(CARRIER_MESSAGES, 'carriers.messages'),
  'please upload xlsx/xls file': 'carriers.bulk.wrongType',
  'missing column': 'carriers.bulk.missingColumn',
};

export const carrierMessage = (message: string | null | undefined, fallbackKey?: string) =>
  knownMessage(CARRIER_KNOWN, message, fallbackKey);
export const showCarrierError = (error: unknown) => showKnownError(CARRIER_KNOWN, error);
