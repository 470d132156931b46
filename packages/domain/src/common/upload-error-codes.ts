import type { ErrorCodeInfo } from './error-code-info.ts';

/** The error codes of uploads, spreadsheets and documents alike (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const UPLOAD_ERROR_CODES = {
  // — uploads
  'upload.too_large': {
    status: 413,
    message: 'The file is too large (at most 5 MB)',
    meaning: 'The file or request is over the call’s size limit',
    varies: true,
  },
  'upload.type_refused': {
    status: 415,
    message: 'Please upload xlsx/xls file',
    meaning: 'The file’s type (extension and content) is not one the call accepts',
    varies: true,
  },
  'upload.file_missing': {
    status: 400,
    message: 'Please upload xlsx/xls file',
    meaning: 'The multipart request holds no file in the expected field',
    varies: true,
  },
  'upload.unreadable': { status: 400, message: 'The upload could not be read', meaning: 'The multipart request is malformed' },
  'upload.damaged': {
    status: 400,
    message: 'The file is damaged or is not a spreadsheet',
    meaning: 'The spreadsheet cannot be read',
  },
  'upload.zip_bomb': {
    status: 422,
    message: 'The file expands to more data than an upload may hold',
    meaning: 'The compressed file expands beyond the limits',
    varies: true,
  },
  'upload.too_many_rows': {
    status: 422,
    message: 'The sheet has more than 50000 rows',
    meaning: 'The sheet has more rows than the call accepts',
    varies: true,
  },
  'upload.too_many_columns': {
    status: 422,
    message: 'The sheet has more than 200 columns',
    meaning: 'The sheet has more columns than the call accepts',
    varies: true,
  },
  'upload.too_much_data': {
    status: 422,
    message: 'The sheet holds more data than an upload may',
    meaning: 'The sheet needs more memory than an upload may use',
    varies: true,
  },
  'upload.formula_unreadable': {
    status: 422,
    message:
      'Cell B2 holds a formula whose text the file does not keep (=VLOOKUP(A2,Sheet2!A:B,2)): please open the file in Excel or LibreOffice and save it as .xlsx',
    meaning:
      'An .xls stores no text for a text formula (LibreOffice writes 0 when it saves an .ods again as .xls) and the formula is beyond what the upload computes',
    varies: true,
  },
  'upload.sheet_empty': {
    status: 422,
    message: 'The sheet is empty',
    meaning: 'The sheet holds no rows or no header row',
    varies: true,
  },
  'upload.columns_missing': {
    status: 422,
    message: 'The file does not match the template: missing column service_number',
    meaning: 'The sheet lacks columns of the template; `errors[]` names each',
    varies: true,
  },
  'upload.not_csv': {
    status: 415,
    message: 'Send the call records as a CSV body (Content-Type: text/csv)',
    meaning: 'The call import takes a CSV body',
  },
  'upload.busy': {
    status: 503,
    message: 'The server is busy with other uploads, please try again in a moment',
    meaning: 'Every upload worker is taken; retry after the Retry-After seconds',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
