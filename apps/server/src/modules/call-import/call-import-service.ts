import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import {
  type Answer,
  CALL_IMPORT_MAX_LINE_CHARS,
  CALL_IMPORT_MAX_REJECTED,
  type callImportAnswer,
  CALL_IMPORT_MESSAGES,
  CALL_UPLOAD_MESSAGES,
  type CallImportColumns,
  callImportColumns,
  ignoredCallColumns,
  NumberMemo,
  readCallLine,
  type rejectedLineAnswer,
} from '@gsn/domain';
import { csvRecordBatches } from '../../lib/csv-records.ts';
import { badRequest, unprocessable } from '../../lib/errors.ts';
import type { CallLoads } from '../../lib/call-loads.ts';
import type { Events } from '../../lib/events.ts';
import type { CallImportRepository, StagedCall } from '../calls/index.ts';

/** One rejected line of the file: its number (the header is line 1), the column and the message. */
export type RejectedLine = Answer<typeof rejectedLineAnswer>;

/** The answer of POST /calls/import (the domain's schema). */
export type CallImportAnswer = Answer<typeof callImportAnswer>;

/** Lines validated and staged per batch. */
const BATCH = 5000;

/**
 * The inflated body as the reader takes it: a body that is not the gzip it says (damaged, truncated, or not
 * compressed at all) is the caller's error, 400 `request.bad_encoding`, whether it shows in the first bytes or
 * part-way; the import it interrupts is undone as after any other failure.
 */
async function* inflated(gunzip: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* gunzip;
  } catch (e) {
    throw isZlibError(e) ? badRequest('request.bad_encoding', CALL_IMPORT_MESSAGES.badGzip) : e;
  }
}

/** zlib's errors carry its codes (`Z_DATA_ERROR`, `Z_BUF_ERROR` for a body that ends inside the stream…). */
const isZlibError = (e: unknown) => e instanceof Error && /^Z_/.test(String((e as NodeJS.ErrnoException).code ?? ''));

/**
 * Call records at carrier volume (POST /calls/import; docs/api-reports.md): a CSV stream with the template's header,
 * read and validated line by line as it arrives (`readCallLine`, the rules of the xlsx upload), copied into a staging
 * table and merged in set-based statements (the repository). Re-sending a file loads nothing twice; a file without a
 * valid line changes nothing.
 */
export function callImportService(repo: CallImportRepository, events?: Events, loads?: CallLoads) {
  return {
    async import(body: Readable, contentEncoding?: string): Promise<CallImportAnswer> {
      let source: AsyncIterable<Buffer | string> = body;
      let piping: Promise<void> | null = null;
      if (contentEncoding && contentEncoding.toLowerCase() !== 'identity') {
        if (contentEncoding.toLowerCase() !== 'gzip')
          throw unprocessable('call_import.encoding', `Unsupported Content-Encoding: ${contentEncoding}`);
        const gunzip = createGunzip();
        piping = pipeline(body, gunzip);
        piping.catch(() => {}); // the error reaches the reader through gunzip
        source = inflated(gunzip);
      }

      const memo = new NumberMemo();
      const rejected: RejectedLine[] = [];
      let refused = 0;
      let received = 0;
      // the seizure times the file spans: the hours the traffic watchers look at after the load
      // (UTC texts, 'YYYY-MM-DD HH…' or ISO 8601: their first 13 characters are the hour, compared as text)
      let earliest = '9999';
      let latest = '';
      const batches = csvRecordBatches(source, BATCH, CALL_IMPORT_MAX_LINE_CHARS)[Symbol.asyncIterator]();

      // the header: the first record
      let first = await batches.next();
      const header = first.done ? undefined : first.value[0];
      const columns: CallImportColumns | null = header ? callImportColumns(header.fields) : null;
      if (!header || !columns) {
        body.resume();
        throw header
          ? unprocessable('call_import.header', CALL_IMPORT_MESSAGES.header)
          : unprocessable('call_import.empty', CALL_IMPORT_MESSAGES.empty);
      }
      const rest = first.done ? [] : first.value.slice(1);

      async function* staged(): AsyncGenerator<StagedCall[]> {
        let records = rest;
        for (;;) {
          const out: StagedCall[] = [];
          for (const r of records) {
            received++;
            const v: { ok: false; field: string; message: string } | ReturnType<typeof readCallLine> = r.tooLong
              ? { ok: false, field: 'line', message: CALL_IMPORT_MESSAGES.lineTooLong }
              : readCallLine(r.fields, columns as CallImportColumns, memo);
            if (v.ok) {
              out.push({ line: r.line, call: v.call });
              const hour = v.call.seized_at.slice(0, 13).replace('T', ' ');
              if (hour < earliest) earliest = hour;
              if (hour > latest) latest = hour;
            } else {
              refused++;
              if (rejected.length < CALL_IMPORT_MAX_REJECTED) rejected.push({ line: r.line, field: v.field, message: v.message });
            }
          }
          yield out;
          first = await batches.next();
          if (first.done) return;
          records = first.value;
        }
      }

      const merged = await repo.load(staged(), CALL_IMPORT_MAX_REJECTED);
      await piping;
      const unknown = merged.unknown.map((u) => ({
        line: u.line,
        field: u.direction === 'outbound' ? 'CDR_CLGNUM' : 'CDR_CLDNUM',
        message: CALL_UPLOAD_MESSAGES.unknownNumber,
      }));
      const errors = [...rejected, ...unknown].sort((a, b) => a.line - b.line).slice(0, CALL_IMPORT_MAX_REJECTED);
      const answer = {
        received,
        loaded: merged.loaded,
        duplicates: merged.duplicates,
        rejected: refused + merged.unknownCount,
        errors,
        ignored_columns: ignoredCallColumns(header.fields),
      };
      if (merged.loaded > 0 && loads) {
        const at = (hour: string) => new Date(`${hour.replace(' ', 'T')}:00:00Z`);
        await loads.loaded({ from: at(earliest), to: new Date(at(latest).getTime() + 3_600_000) });
      }
      // the calls of every company: only staff (every-company) endpoints hear it
      await events?.emit('calls.import_completed', null, {
        import: { received, loaded: answer.loaded, duplicates: answer.duplicates, rejected: answer.rejected },
      });
      return answer;
    },
  };
}

export type CallImportService = ReturnType<typeof callImportService>;
