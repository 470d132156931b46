import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import {
  type DownloadsListQuery,
  EXPORT_FILENAME_RE,
  EXPORT_HEARTBEAT_SECONDS,
  EXPORT_MAX_ATTEMPTS,
  EXPORT_MESSAGES as M,
  EXPORT_STALE_SECONDS,
  EXPORT_RETENTION_DAYS,
  type ExportFileRow,
  type ExportFormat,
  exportQuery,
  hasPermission,
  API_KEY_MESSAGES,
  apiKeyResourceOf,
  scopeAllows,
  pageOffset,
  XLSX_MAX_ROWS,
} from '@gsn/domain';
import type { Storage } from '../../lib/storage.ts';
import { AppError, badRequest, conflict, fieldCodeOfIssue, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { Principal } from '../../security/principal.ts';
import type { Events } from '../../lib/events.ts';
import type { ExportReport, ExportViewer } from '../../lib/registries.ts';
import { CONTENT_TYPES, csvLine, exportFilename, progress, UTF8_BOM } from './exports-files.ts';
import { type ExportFileRecord, type ExportsRepository, toExportFileRow } from './exports-repository.ts';

/** Rows per batch read from the database and written to the file. */
export const EXPORT_BATCH_SIZE = 2000;

export interface ExportsServiceDeps {
  repo: ExportsRepository;
  reports: ExportReport[];
  permissions: Pick<PermissionService, 'effective'>;
  jobs: Jobs;
  /** The exports area of the storage (DATA_DIR/exports or object storage): shared by every instance that serves downloads. */
  storage: Storage;
  /** Webhook events (export.completed). */
  events?: Events;
  log: { error: (o: object, m: string) => void };
  /** Tests beat faster; EXPORT_HEARTBEAT_SECONDS otherwise. */
  heartbeatMs?: number;
}

export const EXPORT_JOB = 'exports.run';
export const EXPORT_PURGE_JOB = 'exports.purge';
export const EXPORT_RECOVER_JOB = 'exports.recover';

/** Update the stored percentage at most every this many points. */
const PROGRESS_STEP = 5;

/**
 * Exports (docs/api-inventory-exports.md, Exports and downloads; spec 2 §2 Downloads, §3 Export file): a request
 * stores a Pending export file and queues a job; the job streams the report's rows to the storage's exports area
 * (visible only once complete), updating the percentage, and ends Completed or Failed. Owners list their files and
 * download Completed ones.
 */
export function exportsService(d: ExportsServiceDeps) {
  const { repo } = d;
  const byKey = new Map(d.reports.map((r) => [`${r.category}/${r.report_name}`, r]));

  async function allowed(viewer: ExportViewer, r: ExportReport) {
    return hasPermission(
      await d.permissions.effective(viewer.accountTypeId, viewer.customerId),
      r.permission.functionality,
      r.permission.action,
    );
  }

  function parseFilters(r: ExportReport, query: Record<string, unknown>) {
    const parsed = r.filters.extend(exportQuery.shape).safeParse(query);
    if (!parsed.success) {
      throw badRequest(
        'validation.failed',
        'Please check the highlighted fields',
        parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'query', message: i.message, code: fieldCodeOfIssue(i) })),
      );
    }
    const { format, ...filters } = parsed.data as { format: ExportFormat } & Record<string, unknown>;
    return { format, filters };
  }

  /**
   * A run that cannot finish: a refusal the report makes (AppError) fails the file at once with its message;
   * anything else (a database blip, a storage error) leaves it Processing without a heartbeat, so the recovery
   * tick runs it again within a minute, until EXPORT_MAX_ATTEMPTS.
   */
  async function fail(file: ExportFileRecord, e: unknown) {
    d.log.error({ err: e, export: file.filename, attempt: file.attempts }, 'export failed');
    if (e instanceof AppError) {
      const message = e.statusCode === 403 ? M.noLongerAllowed : e.message;
      await repo.updateRun(file.id, file.attempts, { status: 'Failed', error: message.slice(0, 500), heartbeat_at: null });
    } else {
      await repo.updateRun(file.id, file.attempts, { error: M.failed, heartbeat_at: null });
    }
  }

  /** Streams the file to the storage (which shows it only once complete); returns the number of rows. */
  async function write(file: ExportFileRecord, r: ExportReport, viewer: ExportViewer, filters: Record<string, unknown>) {
    const total = (await r.count(viewer, filters, Number.MAX_SAFE_INTEGER - 1)).count;
    if (file.format === 'xlsx' && total > XLSX_MAX_ROWS) throw unprocessable('export.too_many_rows', M.tooManyForXlsx);
    let done = 0;
    let shown = 0;
    const advance = async (n: number) => {
      done += n;
      const pct = progress(done, total);
      if (pct - shown >= PROGRESS_STEP) {
        shown = pct;
        await repo.updateRun(file.id, file.attempts, { percentage: pct, beat: true });
      }
    };
    const line = (row: Record<string, unknown>) => r.columns.map((c) => row[c]);
    if (file.format === 'csv') {
      // pulled by the storage as it writes (a multipart upload on S3), so the rows never sit in memory
      const lines = async function* () {
        yield UTF8_BOM + csvLine(r.columns);
        for await (const batch of r.batches(viewer, filters, EXPORT_BATCH_SIZE)) {
          yield batch.map((row) => csvLine(line(row))).join('');
          await advance(batch.length);
        }
      };
      await d.storage.write(file.filename, Readable.from(lines()));
    } else {
      const aoa: unknown[][] = [[...r.columns]];
      for await (const batch of r.batches(viewer, filters, EXPORT_BATCH_SIZE)) {
        if (aoa.length - 1 + batch.length > XLSX_MAX_ROWS) throw unprocessable('export.too_many_rows', M.tooManyForXlsx);
        for (const row of batch) aoa.push(line(row).map((v) => v ?? null));
        await advance(batch.length);
      }
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), file.report_name.slice(0, 31));
      await d.storage.write(file.filename, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
    }
    return done;
  }

  /**
   * The job: claims the file (Pending, or Processing with a stale heartbeat), beats every
   * EXPORT_HEARTBEAT_SECONDS while it streams the file, and ends Completed with rows, or Failed with a reason the
   * Downloads screen shows (never a technical detail), or left for the recovery tick after an unexpected error.
   */
  async function run({ id }: { id: string }) {
    const file = await repo.claim(id, EXPORT_STALE_SECONDS);
    if (!file) return;
    const beat = setInterval(
      () => {
        repo.updateRun(file.id, file.attempts, { beat: true }).catch((err) => d.log.error({ err }, 'export heartbeat not saved'));
      },
      d.heartbeatMs ?? EXPORT_HEARTBEAT_SECONDS * 1000,
    );
    beat.unref();
    try {
      const r = byKey.get(`${file.category}/${file.report_name}`);
      if (!r) throw new AppError(404, 'export.unknown_report', M.unknownReport);
      // what the file holds follows the account as it is when the job runs
      const viewer = await repo.viewer(file.account_id);
      if (!viewer || !(await allowed(viewer, r))) throw forbidden();
      const { filters } = parseFilters(r, { ...file.params, format: file.format });
      const rows = await write(file, r, viewer, filters);
      const completed = await repo.updateRun(file.id, file.attempts, {
        status: 'Completed',
        percentage: 100,
        rows,
        error: null,
        completed: true,
      });
      // a run that lost its claim (another run took the file over) announces nothing: the run that completes it does
      if (completed)
        await d.events?.emit('export.completed', viewer.customerId, {
          export: {
            filename: file.filename,
            category: file.category,
            report_name: file.report_name,
            format: file.format,
            rows,
            account_id: file.account_id,
          },
        });
    } catch (e) {
      await fail(file, e).catch((err) => d.log.error({ err }, 'export status not saved'));
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * Every minute (and at start): exports whose worker died (no heartbeat for EXPORT_STALE_SECONDS) or that
   * stopped on an unexpected error are queued again; after EXPORT_MAX_ATTEMPTS runs they are marked Failed.
   */
  async function recover() {
    const { retry, failed } = await repo.recoverStale(EXPORT_STALE_SECONDS, EXPORT_MAX_ATTEMPTS, M.interrupted);
    for (const id of retry) await d.jobs.send(EXPORT_JOB, { id });
    return { retried: retry.length, failed };
  }

  /** Removes files and rows older than EXPORT_RETENTION_DAYS (hourly). */
  async function purge(now = new Date()) {
    const cutoff = new Date(now.getTime() - EXPORT_RETENTION_DAYS * 86_400_000);
    const names = await repo.removeOlderThan(cutoff);
    for (const name of names) {
      if (EXPORT_FILENAME_RE.test(name)) await d.storage.remove(name);
    }
    return names.length;
  }

  d.jobs.define<{ id: string }>(EXPORT_JOB, run);
  d.jobs.define(EXPORT_PURGE_JOB, async () => void (await purge()));
  d.jobs.every(EXPORT_PURGE_JOB, '41 * * * *');
  d.jobs.define(EXPORT_RECOVER_JOB, async () => void (await recover()));
  d.jobs.every(EXPORT_RECOVER_JOB, '* * * * *');

  return {
    /**
     * GET /reports/download/{category}/{report_name}: 404 for an unknown report, 403 without the report's
     * permission, 400 for bad filters, 422 when an xlsx would hold more than XLSX_MAX_ROWS rows; else 202.
     */
    async request(p: Principal, category: string, reportName: string, query: Record<string, unknown>) {
      const r = byKey.get(`${category}/${reportName}`);
      if (!r) throw notFound('export.unknown_report', M.unknownReport);
      const viewer = { accountTypeId: p.accountTypeId, customerId: p.customerId };
      if (!(await allowed(viewer, r))) throw forbidden();
      // an API key with scopes needs the read scope of what the file holds (docs/integrating.md, Scopes)
      const resource = apiKeyResourceOf(r.permission.functionality);
      if (!scopeAllows(p.apiKeyScopes ?? null, { resource, level: 'read' }))
        throw forbidden('api_key.out_of_scope', API_KEY_MESSAGES.outOfScope);
      const { format, filters } = parseFilters(r, query);
      if (format === 'xlsx' && (await r.count(viewer, filters, XLSX_MAX_ROWS)).capped) {
        throw unprocessable('export.too_many_rows', M.tooManyForXlsx, [{ field: 'format', message: M.tooManyForXlsx }]);
      }
      const file = await repo.insert({
        account_id: p.accountId,
        filename: exportFilename(r.report_name, format, new Date(), filters),
        category: r.category,
        report_name: r.report_name,
        format,
        params: filters,
      });
      await d.jobs.send(EXPORT_JOB, { id: file.id });
      return { message: M.queued, data: toExportFileRow((await repo.find(file.id)) ?? file) };
    },

    /** GET /downloads: the caller's files, newest first. */
    list(p: Principal, q: DownloadsListQuery): Promise<{ data: ExportFileRow[]; count: number }> {
      return repo.list(p.accountId, { status: q.status, fresh: q.fresh === 'true' }, { limit: q.limit, offset: pageOffset(q) });
    },

    /**
     * GET /download/{name}: 404 unless the name is an export file's and the caller's own (nobody learns whether
     * another account's file exists), 409 while it is not Completed; marks it downloaded.
     */
    async open(p: Principal, name: string) {
      if (!EXPORT_FILENAME_RE.test(name)) throw notFound('export.file_not_found', M.notFound);
      const file = await repo.findOwn(p.accountId, name);
      if (!file) throw notFound('export.file_not_found', M.notFound);
      if (file.status !== 'Completed') throw conflict('export.not_ready', M.notReady);
      const stored = await d.storage.get(file.filename);
      if (!stored) throw notFound('export.file_not_found', M.notFound);
      await repo.markDownloaded(file.id);
      return {
        stream: stored.stream,
        size: stored.size,
        filename: file.filename,
        contentType: CONTENT_TYPES[file.format as ExportFormat],
      };
    },

    run,
    recover,
    purge,
  };
}

export type ExportsService = ReturnType<typeof exportsService>;
