import { EXPORT_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the export and download calls answer with, and their translation keys. */
const DOWNLOAD_KNOWN: KnownMessages = {
  ...catalogue(EXPORT_MESSAGES, 'downloads.messages'),
};

export const downloadMessage = (message: string | null | undefined, fallbackKey?: string) =>
  knownMessage(DOWNLOAD_KNOWN, message, fallbackKey);
export const showDownloadError = (error: unknown) => showKnownError(DOWNLOAD_KNOWN, error);
