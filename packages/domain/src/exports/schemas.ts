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

/**
 * Export file names: `<report_name>[-<filter>_<value>…]-<yyyymmddhhmmss>-<8 hex>.<csv|xlsx>` — the report and what
 * it was filtered by, so that a folder of downloads tells them apart; lower-case letters, digits and `_` between the
 * dashes, nothing else is ever served (no dot, slash or space can reach the storage).
 */
export const EXPORT_FILENAME_RE = /^[a-z0-9_]+(?:-[a-z0-9_]+)*-\d{14}-[0-9a-f]{8}\.(csv|xlsx)$/;

/** The longest filter part of an export's name. */
const LABEL_MAX = 80;
const SHORT_KEYS: Record<string, string> = { fromDate: 'from', toDate: 'to', from_date: 'from', to_date: 'to', dates: 'days' };
const slug = (v: string) =>
  v
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The filter part of an export's name: `<filter>_<value>` per filter set (dates as digits, a list joined), in the
 * filters' order, cut at a whole part before LABEL_MAX characters; '' when nothing is filtered.
 */
export function exportFileLabel(filters: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  let length = 0;
  for (const [key, raw] of Object.entries(filters)) {
    if (raw === undefined || raw === null || raw === '' || raw === false) continue;
    const value = Array.isArray(raw) ? raw.map(String).join('_') : raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw);
    const v = slug(/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10).replace(/-/g, '') : value);
    const k = slug(SHORT_KEYS[key] ?? key.replace(/_id$/, ''));
    if (!v || !k) continue;
    const part = raw === true ? k : `${k}_${v}`;
    if (length + part.length + 1 > LABEL_MAX) break;
    parts.push(part);
    length += part.length + 1;
  }
  return parts.join('-');
}

/**
 * The export columns of calls/callstatisticshourly: 24 rows per chosen day, then the KPIs of that hour and its cost
 * (`withCostColumns`: a further currency on a row of its own).
 */
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
  'cost',
  'currency',
] as const;
/** The export columns of orders/summaryoverview: orders per service type (only types with orders). */
export const ORDER_OVERVIEW_COLUMNS = ['service_type', 'count'] as const;
