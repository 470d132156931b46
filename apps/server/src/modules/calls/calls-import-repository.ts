import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/connect.ts';
import { CALL_IMPORT_CHUNK_LINES, loadEmbedded } from './calls-import-embedded.ts';
import { insertCallsFrom } from './calls-insert.ts';
import { CALL_LOAD_LOCK } from './calls-load-repository.ts';
import {
  type CallImportMerge,
  copyBatches,
  copyColumns,
  dialect,
  mergeSource,
  STAGE,
  type StagedCall,
  stageColumns,
  tally,
  type UnknownLine,
  unknownSql,
} from './calls-stage.ts';

export { CALL_IMPORT_CHUNK_LINES, rollBackUnfinishedImports } from './calls-import-embedded.ts';
export type { CallImportMerge, StagedCall, StagedLineOutcome } from './calls-stage.ts';

/** A statement runner of the import's connection. */
type Exec = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * work_mem of the import's transaction: a chunk's sort into seizure order in memory rather than in temporary files
 * (the default, 4 MB, spilled a 300,000-line sort to disk).
 */
const MERGE_WORK_MEM = '256MB';

/** Merges the staged chunk: the rejected lines counted (the first `limit` listed), the rest inserted with their counters. */
async function merge(exec: Exec, staged: number, limit: number, rate: boolean): Promise<CallImportMerge> {
  const stage = STAGE;
  if (!staged) return { staged, loaded: 0, duplicates: 0, unknownCount: 0, unknown: [] };
  await exec(`analyze ${stage}`);
  // at least one row, which carries the count, even when the answer lists no more (`limit` 0: a later chunk)
  const unknown = await exec<UnknownLine>(unknownSql(stage, Math.max(1, limit)));
  const q = dialect.sqlToQuery(insertCallsFrom(mergeSource(stage, undefined, { rate }), undefined, { skipStored: true }));
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
const PIPELINE_AHEAD = 2;

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

const createStage = `create temp table ${STAGE} (${stageColumns}) on commit drop`;

/**
 * The load on PostgreSQL, one transaction under the call loading lock. A pipeline of two workers: while PostgreSQL
 * merges a chunk of the file, this process reads and checks the next one (`readAhead`); each chunk is copied into the
 * emptied stage and merged on its own. The merge skips the calls stored by the chunks before (ON CONFLICT on the
 * call's identity), so the first line of a call still wins across chunks.
 */
async function loadPostgres(
  pool: NonNullable<Database['pool']>,
  text: AsyncIterable<{ text: Buffer; lines: number }>,
  limit: number,
  lines: number,
  rate: boolean,
): Promise<CallImportMerge> {
  const client = await pool.connect();
  const exec: Exec = async (t, p) => (await client.query(t, p as unknown[])).rows;
  const copy = `copy ${STAGE} (${copyColumns}) from stdin`;
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [CALL_LOAD_LOCK]);
    await client.query(`set local work_mem = '${MERGE_WORK_MEM}'`);
    await client.query(createStage);
    let total: CallImportMerge = { staged: 0, loaded: 0, duplicates: 0, unknownCount: 0, unknown: [] };
    let first = true;
    for await (const chunk of readAhead(chunks(text, lines), PIPELINE_AHEAD)) {
      if (!first) await client.query(`truncate ${STAGE}`);
      first = false;
      // one write: the socket sends it without needing this process, which meanwhile reads the next chunk
      await pipeline(Readable.from([Buffer.concat(chunk.parts)]), client.query(copyFrom(copy)));
      const part = await merge(exec, chunk.lines, limit - total.unknown.length, rate);
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

/**
 * The SQL of POST /calls/import (docs/api-reports.md): the valid lines are copied into a staging table (PostgreSQL: a
 * temporary one, `COPY … FROM STDIN` through pg-copy-streams, as the batches arrive; the embedded engine: a table of
 * its own, `COPY … FROM '/dev/blob'` 256 KB at a time), then merged into `calls` and the counters by set-based
 * statements. On PostgreSQL all of it is one transaction under the call loading lock, so a failed import leaves
 * nothing and two never interleave. On the embedded engine (one connection: a long statement makes every request wait)
 * the staging runs outside any transaction and the merge a range of lines per short transaction under the lock, undone
 * if it fails part-way (calls-import-embedded.ts).
 */
/**
 * `rateOnLoad` false (CALL_RATING_ON_LOAD=false, the CSV import): the calls go in unrated and the never-rated job
 * prices them within ten minutes — a faster back-fill, the statements and costs behind until then.
 */
export function callImportRepository(
  database: Database,
  options: { chunkLines?: number; pipelineLines?: number; rateOnLoad?: boolean } = {},
) {
  const rate = options.rateOnLoad ?? true;
  return {
    /**
     * Stages and merges the lines; `outcomes` (the xlsx upload on the embedded engine, POST /calls/bulk) adds what
     * became of each line.
     */
    async load(batches: AsyncIterable<StagedCall[]>, limit: number, opts: { outcomes?: boolean } = {}): Promise<CallImportMerge> {
      const text = copyBatches(batches);
      if (database.pool) {
        if (opts.outcomes) throw new Error('per-line outcomes are kept on the embedded engine only');
        return loadPostgres(database.pool, text, limit, options.pipelineLines ?? PIPELINE_LINES, rate);
      }
      if (!database.pglite) throw new Error('no database connection');
      return loadEmbedded(database.pglite, text, limit, { chunkLines: options.chunkLines ?? CALL_IMPORT_CHUNK_LINES, rate, ...opts });
    },
  };
}

export type CallImportRepository = ReturnType<typeof callImportRepository>;
