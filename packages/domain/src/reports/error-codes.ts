import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** The error codes of call records and reports (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const REPORT_ERROR_CODES = {
  // — calls and reports
  'call.duplicate': {
    status: 409,
    message: 'This call is already loaded (same called number, calling number and seizure time)',
    meaning: 'The call record is already stored',
  },
  'call.unknown_number': {
    status: 422,
    message: 'No inventory number has this service number',
    meaning: 'The called number is not in the inventory',
  },
  'call_import.header': {
    status: 422,
    message: 'The first line must name the columns of the calls template; CDR_SEIZTIME and CDR_CLDNUM are required',
    meaning: 'The CSV lacks the template’s header line',
  },
  'call_import.empty': { status: 422, message: 'The file holds no call records', meaning: 'The CSV holds no records' },
  'call_import.encoding': {
    status: 422,
    message: 'Unsupported Content-Encoding: br',
    meaning: 'The body’s Content-Encoding is not gzip',
    varies: true,
  },
  'report.unknown': { status: 404, message: 'This report does not exist', meaning: 'No such report' },
  'reporting.not_found': { status: 404, message: 'Report not found', meaning: 'No such saved report of the caller' },
  'export.unknown_report': { status: 404, message: 'This report cannot be exported', meaning: 'No such export' },
  'export.too_many_rows': {
    status: 422,
    message: 'This export has more than 100,000 rows; please choose CSV',
    meaning: 'xlsx holds at most 100,000 rows',
  },
  'export.not_ready': { status: 409, message: 'This file is not ready yet', meaning: 'The export is still being prepared' },
  'export.file_not_found': { status: 404, message: 'File not found', meaning: 'No such export file of the caller' },
} as const satisfies Record<string, ErrorCodeInfo>;
