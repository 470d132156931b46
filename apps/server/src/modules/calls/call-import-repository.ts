import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportedCall } from '@gsn/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/connect.ts';
import { CALL_INSERT_COLUMNS, dropEmptyCounters, insertCallsFrom, removeCallsFrom } from './call-insert.ts';
import { CALL_LOAD_LOCK } from './call-load-repository.ts';

/** A valid line of the file, ready to stage. */
export interface StagedCall {
  line: number;
  call: ImportedCall;
}

/** What the merge did: calls inserted, staged lines whose service number no inventory number has. */
export interface CallImportMerge {
  staged: number;
  loaded: number;
  /** Staged lines with a known service number that were already loaded, or earlier in the file. */
  duplicates: number;
  unknownCount: number;
  /** The first `limit` of them, by line. */
  unknown: { line: number; direction: string }[];
  /** With `outcomes` (embedded engine): what became of every staged line, by line. */
  lines?: StagedLineOutcome[];
}

/** What became of a staged line: loaded, already stored or earlier in the file, or no inventory number has it. */
export interface StagedLineOutcome {
  line: number;
  direction: string;
  status: 'loaded' | 'duplicate' | 'unknown';
}

const STAGE = 'call_import_stage';
const STAGE_COLUMNS = [
  ['line', 'int not null'],
  ['seized_at', 'timestamptz not null'],
  ['alerted_at', 'timestamptz'],
  ['answered_at', 'timestamptz'],
  ['disconnected_at', 'timestamptz'],
  ['duration_seconds', 'int not null'],
  ['direction', 'text not null'],
  ['called_number', 'text not null'],
  ['calling_number', 'text'],
  ['connected_number', 'text'],
  ['origin', 'text'],
  ['destination', 'text'],
  ['completion_code', 'int'],
  ['release_direction', 'text'],
  ['ic_customer_name', 'text'],
  ['og_customer_name', 'text'],
  ['service_number', 'text'],
] as const;

/** COPY text format: tab-separated, `\N` for null, backslash escapes for backslash, tab and line breaks. */
const ESCAPES = /[\\\t\n\r]/;
function copyText(v: string | null): string {
  if (v === null) return '\\N';
  return ESCAPES.test(v) ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : v;
}
const copyInt = (v: number | null) => (v === null ? '\\N' : String(v));

/**
 * A batch as COPY text, the columns of STAGE_COLUMNS in order, written field by field (no object or array per line:
 * at millions of lines the allocations, not the characters, cost the time). Times, direction and numbers come from
 * `readCallLine` and never hold a tab or line break; the free texts are escaped.
 */
function copyLines(batch: StagedCall[]): string {
  let out = '';
  for (const { line, call: c } of batch) {
    out +=
      `${line}\t${c.seized_at}\t${c.alerted_at ?? '\\N'}\t${c.answered_at ?? '\\N'}\t${c.disconnected_at ?? '\\N'}\t${c.duration_seconds}\t` +
      `${c.direction}\t${copyText(c.called_number)}\t${copyText(c.calling_number)}\t${copyText(c.connected_number)}\t` +
      `${copyText(c.origin)}\t${copyText(c.destination)}\t${copyInt(c.completion_code)}\t${copyText(c.release_direction)}\t` +
      `${copyText(c.ic_customer_name)}\t${copyText(c.og_customer_name)}\t${copyText(c.service_number)}\n`;
  }
  return out;
}

/** What a call copies from its inventory number (`i`, company `cu`); the rest comes from the staged line (`c`). */
const FROM_INVENTORY: Record<string, string> = {
  service_type: 'c.inv_service_type',
  customer_id: 'c.inv_customer_id',
  vendor_id: 'c.inv_vendor_id',
  inventory_number_id: 'c.inv_id',
  jurisdiction: 'c.inv_jurisdiction',
  city: 'c.inv_city',
  // the switch's names when it gave them, else the service number's company on its side of the call
  ic_customer_name: `coalesce(c.ic_customer_name, case when c.direction = 'outbound' then null else c.inv_customer_name end)`,
  og_customer_name: `coalesce(c.og_customer_name, case when c.direction = 'outbound' then c.inv_customer_name end)`,
};

/**
 * The merge, set-based: the staged lines matched to their inventory numbers, in the order of a call's identity
 * (seizure time, called number, calling number; the first line of the file first), inserted with their counters
 * (`insertCallsFrom`) under ON CONFLICT DO NOTHING on that identity (`calls_call_key`, migration 0023): a call
 * already stored, or met earlier in the file, is skipped by the unique index itself — no anti-join against the
 * stored calls, no DISTINCT ON over the file. The calls go in in seizure order: the primary key (seized_at, id) and
 * the identity's index (seized_at, …) are then appended to rather than written all over.
 */
const mergeSource = (stage: string, lines?: { from: number; to: number }): SQL =>
  sql.raw(`
  select ${CALL_INSERT_COLUMNS.map((c) => FROM_INVENTORY[c] ?? `c.${c}`).join(', ')}
  from (
    select s.*, i.id as inv_id, i.service_type as inv_service_type, i.customer_id as inv_customer_id, i.vendor_id as inv_vendor_id,
      i.jurisdiction as inv_jurisdiction, i.city as inv_city, cu.name as inv_customer_name
    from ${stage} s
    join inventory_numbers i on i.service_number = s.service_number
    left join customers cu on cu.id = i.customer_id${
      lines
        ? `
    where s.line > ${Math.trunc(lines.from)} and s.line <= ${Math.trunc(lines.to)}`
        : ''
    }
  ) c
  order by c.seized_at, c.called_number, c.calling_number nulls first, c.line`);

const unknownSql = (stage: string, limit: number) => `
  select line, direction, (count(*) over ())::int as n from ${stage} s
  where s.service_number is null or not exists (select 1 from inventory_numbers i where i.service_number = s.service_number)
  order by line limit ${Math.trunc(limit)}`;

const outcomesSql = (stage: string, from: number, to: number) => `
  select s.line, s.direction, s.loaded_id,
    s.service_number is null or not exists (select 1 from inventory_numbers i where i.service_number = s.service_number) as unknown
  from ${stage} s where s.line > ${Math.trunc(from)} and s.line <= ${Math.trunc(to)} order by s.line`;

/** A statement runner of one connection (pg client or PGlite transaction). */
type Exec = <T>(text: string, params?: unknown[]) => Promise<T[]>;

const dialect = new PgDialect();

/**
 * work_mem of the import's transaction on PostgreSQL: the DISTINCT ON sort and the anti-join's hash in memory rather
 * than in temporary files (the default, 4 MB, spilled a 300,000-line file's sort to disk). Not on the embedded
 * engine, whose memory is the server's own.
 */
const MERGE_WORK_MEM = '256MB';

type UnknownLine = { line: number; direction: string; n: number };

/** What a merge did: lines staged, loaded, duplicates (neither loaded nor unknown), the first unknown ones. */
function tally(staged: number, loaded: number, unknown: UnknownLine[], limit: number): CallImportMerge {
  const unknownCount = unknown[0]?.n ?? 0;
  return {
    staged,
    loaded,
    duplicates: staged - unknownCount - loaded,
    unknownCount,
    unknown: unknown.slice(0, Math.max(0, limit)).map((u) => ({ line: u.line, direction: u.direction })),
  };
}

async function merge(exec: Exec, staged: number, limit: number, stage = STAGE): Promise<CallImportMerge> {
  if (!staged) return { staged, loaded: 0, duplicates: 0, unknownCount: 0, unknown: [] };
  await exec(`analyze ${stage}`);
  // at least one row, which carries the count, even when the answer lists no more (`limit` 0: a later chunk)
  const unknown = await exec<UnknownLine>(unknownSql(stage, Math.max(1, limit)));
  const q = dialect.sqlToQuery(insertCallsFrom(mergeSource(stage), undefined, { skipStored: true }));
  const [r] = await exec<{ inserted: number }>(q.sql, q.params);
  const loaded = r?.inserted ?? 0;
  return tally(staged, loaded, unknown, limit);
}

/**
 * Lines per chunk of the PostgreSQL pipeline: large enough that a chunk's fixed statements (`analyze`, the rejected
 * lines, planning) cost little beside its merge, small enough that the first chunk's reading and the last one's merge
 * — the parts the pipeline cannot overlap — stay short. Chunks read ahead: at most PIPELINE_AHEAD (about 24 MB of
 * COPY text each), so the server's memory stays flat whatever the file's size.
 */
const PIPELINE_LINES = 200_000;
const PIPELINE_AHEAD = 1;

/** COPY text grouped into chunks of at least `lines` lines (the last one smaller). */
async function* chunks(text: AsyncIterable<{ text: Buffer; lines: number }>, lines: number) {
  let parts: Buffer[] = [];
  let count = 0;
  for await (const t of text) {
    parts.push(t.text);
    count += t.lines;
    if (count >= lines) {
      yield { parts, lines: count };
      parts = [];
      count = 0;
    }
  }
  if (count) yield { parts, lines: count };
}

/**
 * Iterates `source` while it is kept up to `ahead` items in advance: the work that produces them (reading and
 * checking the file's lines, here) runs whenever this process waits — for the database merging the item before.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, ahead: number): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  const queue: Promise<IteratorResult<T>>[] = [];
  const request = () => {
    const next = it.next();
    next.catch(() => {}); // a failure surfaces when its turn is awaited; none is left unhandled if the consumer stops
    queue.push(next);
  };
  try {
    for (;;) {
      while (queue.length < ahead + 1) request();
      const r = await (queue.shift() as Promise<IteratorResult<T>>);
      if (r.done) return;
      yield r.value;
    }
  } finally {
    await it.return?.(undefined);
  }
}

const stageColumns = STAGE_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ');
const createStage = `create temp table ${STAGE} (${stageColumns}) on commit drop`;

/**
 * Bytes of COPY text sent to the embedded engine at a time (its COPY reads a whole Blob): about 2,000 lines, a
 * statement short enough that the requests queued behind it wait a few tens of milliseconds.
 */
const PGLITE_COPY_BYTES = 256 * 1024;

/**
 * The SQL of POST /calls/import (docs/api-reports.md): the valid lines are copied into a staging table (PostgreSQL: a
 * temporary one, `COPY … FROM STDIN` through pg-copy-streams, as the batches arrive; the embedded engine: a table of
 * its own, `COPY … FROM '/dev/blob'` 256 KB at a time), then merged into `calls` and the counters by set-based
 * statements. On PostgreSQL all of it is one transaction under the call loading lock, so a failed import leaves
 * nothing and two never interleave. On the embedded engine (one connection, issue 12 §9) the staging runs outside
 * any transaction and the merge a range of lines per short transaction under the lock, undone if it fails part-way
 * (`mergeInChunks`, `undoImport`).
 */
export function callImportRepository(database: Database, options: { chunkLines?: number; pipelineLines?: number } = {}) {
  return {
    /**
     * Stages and merges the lines; `outcomes` (the xlsx upload on the embedded engine, POST /calls/bulk) adds what
     * became of each line.
     */
    async load(batches: AsyncIterable<StagedCall[]>, limit: number, opts: { outcomes?: boolean } = {}): Promise<CallImportMerge> {
      let staged = 0;
      async function* text() {
        for await (const b of batches) {
          staged += b.length;
          // as bytes: the text is built by concatenation, a rope of small strings many times its size until
          // flattened, and chunks read ahead would hold hundreds of megabytes of them
          if (b.length) yield { text: Buffer.from(copyLines(b)), lines: b.length };
        }
      }

      if (database.pool) {
        if (opts.outcomes) throw new Error('per-line outcomes are kept on the embedded engine only');
        const client = await database.pool.connect();
        const exec: Exec = async (t, p) => (await client.query(t, p as unknown[])).rows;
        const copy = `copy ${STAGE} (${STAGE_COLUMNS.map(([c]) => c).join(', ')}) from stdin`;
        try {
          await client.query('begin');
          await client.query('select pg_advisory_xact_lock($1)', [CALL_LOAD_LOCK]);
          await client.query(`set local work_mem = '${MERGE_WORK_MEM}'`);
          await client.query(createStage);
          // A pipeline of two workers: while PostgreSQL merges a chunk of the file, this process reads and checks
          // the next ones (`readAhead`); each chunk is copied into the emptied stage and merged on its own. The
          // merge skips the calls stored by the chunks before (ON CONFLICT on the call's identity), so the first
          // line of a call still wins across chunks.
          let total: CallImportMerge = { staged: 0, loaded: 0, duplicates: 0, unknownCount: 0, unknown: [] };
          let first = true;
          for await (const chunk of readAhead(chunks(text(), options.pipelineLines ?? PIPELINE_LINES), PIPELINE_AHEAD)) {
            if (!first) await client.query(`truncate ${STAGE}`);
            first = false;
            // one write: the socket sends it without needing this process, which meanwhile reads the next chunk
            await pipeline(Readable.from([Buffer.concat(chunk.parts)]), client.query(copyFrom(copy)));
            const part = await merge(exec, chunk.lines, limit - total.unknown.length);
            total = {
              staged: total.staged + part.staged,
              loaded: total.loaded + part.loaded,
              duplicates: total.duplicates + part.duplicates,
              unknownCount: total.unknownCount + part.unknownCount,
              unknown: [...total.unknown, ...part.unknown],
            };
          }
          await client.query('commit');
          return total;
        } catch (e) {
          await client.query('rollback').catch(() => {});
          throw e;
        } finally {
          client.release();
        }
      }

      // The embedded engine has one connection: the file is staged in a table of its own by short COPY statements,
      // the connection free between them while the body streams in, then merged a range of lines per short
      // transaction under the call loading lock (issue 12 §9; `mergeInChunks`). The import is recorded in
      // `bulk_publishes` with its stage (a regular table: it must outlive a crash), so a failure part-way is undone
      // (`undoImport`) by the import itself or, after a crash, at the next start-up (`rollBackUnfinishedImports`).
      const pglite = database.pglite;
      if (!pglite) throw new Error('no database connection');
      const id = randomUUID();
      const stage = `${STAGE}_${id.replaceAll('-', '')}`;
      await pglite.transaction(async (tx) => {
        await tx.query(`insert into bulk_publishes (id, kind, stage, status) values ($1, 'calls', $2, 'staging')`, [id, stage]);
        await tx.query(`create table ${stage} (${stageColumns}, loaded_id bigint)`);
      });
      try {
        const copy = `copy ${stage} (${STAGE_COLUMNS.map(([c]) => c).join(', ')}) from '/dev/blob'`;
        let parts: Buffer[] = [];
        let bytes = 0;
        const flush = async () => {
          if (!parts.length) return;
          // Buffer.from(string) allocates in ArrayBuffers: the parts are plain bytes
          const blob = new Blob(parts as Uint8Array<ArrayBuffer>[]);
          parts = [];
          bytes = 0;
          await pglite.query(copy, [], { blob });
        };
        for await (const chunk of text()) {
          parts.push(chunk.text);
          bytes += chunk.text.length;
          if (bytes < PGLITE_COPY_BYTES) continue;
          await flush();
          // the engine's statements and a file already read (an xlsx) resolve without giving the event loop a turn:
          // let the requests queued meanwhile in between two
          await yieldToRequests();
        }
        await flush();
        const result = await mergeInChunks(pglite, stage, staged, limit, options.chunkLines ?? CALL_IMPORT_CHUNK_LINES);
        if (opts.outcomes) result.lines = await lineOutcomes(pglite, stage);
        await endImport(pglite, stage);
        return result;
      } catch (e) {
        await undoImport(pglite, stage, options.chunkLines ?? CALL_IMPORT_CHUNK_LINES);
        throw e;
      }
    },
  };
}

/**
 * Staged lines merged per short transaction on the embedded engine (issue 12 §9): a 50,000-line merge in one
 * statement held the connection 2.6–3.1 s on this machine; by ranges of 1,000 lines each took 58–308 ms (median
 * about 100 ms, load average 5–7 on 2 cores), by 2,000 lines the longest stall of a request was twice as long.
 */
export const CALL_IMPORT_CHUNK_LINES = 1000;

type PGliteLike = NonNullable<Database['pglite']>;
const yieldToRequests = () => new Promise<void>((r) => setImmediate(r));

async function lastLine(pglite: PGliteLike, stage: string): Promise<number> {
  const r = await pglite.query<{ last: number }>(`select coalesce(max(line), 0)::int as last from ${stage}`);
  return r.rows[0]?.last ?? 0;
}

/**
 * The merge on the embedded engine: the rejected lines counted once, then the staged lines merged a range of
 * `chunk` lines per transaction (the call loading lock, one `insertCallsFrom` that also notes in the stage the id
 * each loaded line got), yielding to the queued requests between two. Duplicates stay correct across ranges: a
 * range's lines are checked against the calls stored, which include the earlier ranges'; the first line still wins.
 * Readers may see part of the import while it is merged (a few seconds for 50,000 lines).
 */
async function mergeInChunks(pglite: PGliteLike, stage: string, staged: number, limit: number, chunk: number): Promise<CallImportMerge> {
  if (!staged) return { staged, loaded: 0, duplicates: 0, unknownCount: 0, unknown: [] };
  // each step a statement of its own (50,000 lines: 40–220 ms each on a loaded machine), the queued requests
  // let in between two
  await pglite.query(`create index on ${stage} (line)`);
  await yieldToRequests();
  await pglite.query(`analyze ${stage}`);
  await yieldToRequests();
  const unknown = (await pglite.query<UnknownLine>(unknownSql(stage, Math.max(1, limit)))).rows;
  await yieldToRequests();
  await pglite.query(`update bulk_publishes set status = 'publishing' where stage = $1`, [stage]);
  const last = await lastLine(pglite, stage);
  let loaded = 0;
  for (let from = 0; from < last; from += chunk) {
    await yieldToRequests();
    const to = from + chunk;
    const noted = sql.raw(`
      update ${stage} s set loaded_id = ins.id from ins
      where s.line > ${from} and s.line <= ${to} and s.seized_at = ins.seized_at and s.called_number = ins.called_number
        and coalesce(s.calling_number, '') = coalesce(ins.calling_number, '')
      returning 1`);
    const q = dialect.sqlToQuery(insertCallsFrom(mergeSource(stage, { from, to }), noted, { skipStored: true }));
    loaded += await pglite.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [CALL_LOAD_LOCK]);
      return (await tx.query<{ inserted: number }>(q.sql, q.params)).rows[0]?.inserted ?? 0;
    });
  }
  return tally(staged, loaded, unknown, limit);
}

/**
 * What became of each staged line, read a range of lines per statement. A loaded call's id is noted on every line
 * of the file with its key: the first of them loaded it, the others are its duplicates.
 */
async function lineOutcomes(pglite: PGliteLike, stage: string): Promise<StagedLineOutcome[]> {
  const out: StagedLineOutcome[] = [];
  const seen = new Set<string>();
  const last = await lastLine(pglite, stage);
  for (let from = 0; from < last; from += OUTCOME_LINES) {
    await yieldToRequests();
    const rows = await pglite.query<{ line: number; direction: string; loaded_id: string | null; unknown: boolean }>(
      outcomesSql(stage, from, from + OUTCOME_LINES),
    );
    for (const r of rows.rows) {
      const first = r.loaded_id !== null && !seen.has(String(r.loaded_id));
      if (first) seen.add(String(r.loaded_id));
      const status = first ? 'loaded' : r.loaded_id === null && r.unknown ? 'unknown' : 'duplicate';
      out.push({ line: r.line, direction: r.direction, status });
    }
  }
  return out;
}
const OUTCOME_LINES = 5000;

/** Ends an import (merged or undone): its stage dropped and its record deleted, in one transaction. */
async function endImport(pglite: PGliteLike, stage: string): Promise<void> {
  await pglite.transaction(async (tx) => {
    await tx.query(`drop table if exists ${stage}`);
    await tx.query('delete from bulk_publishes where stage = $1', [stage]);
  });
}

/**
 * Undoes an embedded-engine import that did not finish: the calls its ranges loaded (their ids noted in the stage)
 * are deleted and taken off the counters, a range per transaction under the call loading lock, then the stage and
 * its record go. When this fails too, the record stays for the next start-up.
 */
async function undoImport(pglite: PGliteLike, stage: string, chunk: number): Promise<void> {
  try {
    const exists = (await pglite.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [stage])).rows[0]?.ok;
    if (exists) {
      await pglite.query(`update bulk_publishes set status = 'failed' where stage = $1`, [stage]);
      const last = await lastLine(pglite, stage);
      for (let from = 0; from < last; from += chunk) {
        if (from) await yieldToRequests();
        const q = dialect.sqlToQuery(
          removeCallsFrom(
            sql.raw(`select seized_at, loaded_id from ${stage} where line > ${from} and line <= ${from + chunk} and loaded_id is not null`),
          ),
        );
        await pglite.transaction(async (tx) => {
          await tx.query('select pg_advisory_xact_lock($1)', [CALL_LOAD_LOCK]);
          await tx.query(q.sql, q.params);
        });
      }
      await pglite.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [CALL_LOAD_LOCK]);
        for (const d of dropEmptyCounters()) {
          const dq = dialect.sqlToQuery(d);
          await tx.query(dq.sql, dq.params);
        }
      });
    }
    await endImport(pglite, stage);
  } catch {
    // left for the start-up (rollBackUnfinishedImports); the import's own error is the one answered
  }
}

/**
 * At start-up on the embedded engine: undoes the call imports a crash (or a failure whose undoing failed) left
 * unfinished, so none stays half merged. Answers how many.
 */
export async function rollBackUnfinishedImports(database: Database, chunk = CALL_IMPORT_CHUNK_LINES): Promise<number> {
  const pglite = database.pglite;
  if (!pglite) return 0;
  const rows = (await pglite.query<{ stage: string }>(`select stage from bulk_publishes where kind = 'calls'`)).rows;
  for (const r of rows) await undoImport(pglite, r.stage, chunk);
  return rows.length;
}

export type CallImportRepository = ReturnType<typeof callImportRepository>;
