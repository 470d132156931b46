import { z } from 'zod';
import { listQuery } from '../common/pagination.ts';
import type { exportFileAnswer } from './answers.ts';

/**
 * Export files (spec 2 §2 Downloads, §3 Export file): `GET /reports/download/{category}/{report_name}` queues a
 * background job that streams the report's rows to a CSV or XLSX file, updating `percentage`; the owner lists
 * them at `GET /downloads` and fetches a Completed one at `GET /download/{name}`.
 */
export const EXPORT_STATUSES = ['Pending', 'Processing', 'Completed', 'Failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** An XLSX workbook is built in memory; beyond this many rows only CSV (streamed, flat memory) is offered. */
export const XLSX_MAX_ROWS = 100_000;
/** Export files are removed this many days after they were made. */
export const EXPORT_RETENTION_DAYS = 7;
/** A running export refreshes its heartbeat this often. */
export const EXPORT_HEARTBEAT_SECONDS = 10;
/** A Processing export whose heartbeat is older than this has lost its worker (a crash, a database blip) and is run again. */
export const EXPORT_STALE_SECONDS = 30;
/** An export interrupted this many times is marked Failed instead of being run again. */
export const EXPORT_MAX_ATTEMPTS = 3;

export const EXPORT_MESSAGES = {
  queued: 'Your export is being prepared. Follow its progress in Downloads.',
  unknownReport: 'This report cannot be exported',
  tooManyForXlsx: `This export has more than ${XLSX_MAX_ROWS.toLocaleString('en')} rows; please choose CSV`,
  notReady: 'This file is not ready yet',
  notFound: 'File not found',
  /** Failure reasons the Downloads screen shows beside a Failed file. */
  failed: 'The export could not be completed',
  interrupted: 'The export was interrupted several times and could not be finished; please export again',
  noLongerAllowed: 'Your account may no longer export this report',
} as const;

/** The export's own query parameters; the report's filters come beside them. */
export const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });

/** An export file as GET /downloads lists it (the answer schema). */
export type ExportFileRow = z.infer<typeof exportFileAnswer>;

/** GET /downloads: the caller's files, newest first; `status` filters (the badge counts Completed ones not yet downloaded with `fresh=true`). */
export const downloadsListQuery = listQuery().extend({
  status: z.enum(EXPORT_STATUSES).optional(),
  fresh: z.enum(['true', 'false']).optional(),
});
export type DownloadsListQuery = z.infer<typeof downloadsListQuery>;

/** Export file names: `<report_name>-<yyyymmddhhmmss>-<8 hex>.<csv|xlsx>`; nothing else is ever served. */
export const EXPORT_FILENAME_RE = /^[a-z0-9_]+-\d{14}-[0-9a-f]{8}\.(csv|xlsx)$/;

/** The export columns of calls/callstatisticshourly: 24 rows per chosen day, then the KPIs of that hour. */
export const CALL_STATISTICS_HOURLY_COLUMNS = [
  'date',
  'hour',
  'callattempts',
  'successfulcalls',
  'minutes',
  'aloc',
  'asr',
  'ner',
  'pdd',
] as const;
/** The export columns of orders/summaryoverview: orders per service type (only types with orders). */
export const ORDER_OVERVIEW_COLUMNS = ['service_type', 'count'] as const;
