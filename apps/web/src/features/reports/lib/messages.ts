import { CALL_UPLOAD_MESSAGES, REPORT_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownMessage, showKnownError } from '../../../lib/known-messages';

/** English texts the report calls (and the domain schemas) answer with, and their translation keys. */
const REPORT_KNOWN: KnownMessages = {
  ...catalogue(REPORT_MESSAGES, 'reports.messages'),
  'this report does not exist': 'reports.messages.unknownReport',
  ...catalogue(CALL_UPLOAD_MESSAGES, 'reports.load.messages'),
  'please upload xlsx/xls file': 'reports.load.wrongType',
  'missing column': 'reports.load.missingColumn',
};

export const reportMessage = (message: string | null | undefined, fallbackKey?: string) => knownMessage(REPORT_KNOWN, message, fallbackKey);
export const showReportError = (error: unknown) => showKnownError(REPORT_KNOWN, error);
