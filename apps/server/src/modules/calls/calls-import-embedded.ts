import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { dropEmptyCounters, insertCallsFrom, removeCallsFrom } from './calls-insert.ts';
import { CALL_LOAD_LOCK } from './calls-load-repository.ts';
import {
  type CallImportMerge,
  copyColumns,
  dialect,
  mergeSource,
  STAGE,
  type StagedLineOutcome,
  stageColumns,
  tally,
  type UnknownLine,
  unknownSql,
} from './calls-stage.ts';

/**
 * Bytes of COPY text sent to the embedded engine at a time (its COPY reads a whole Blob): about 2,000 lines, a
 * statement short enough that the requests queued behind it wait a few tens of milliseconds.
 */
const PGLITE_COPY_BYTES = 256 * 1024;

const outcomesSql = (stage: string, from: number, to: number) => `
  select s.line, s.direction, s.loaded_id,
    s.service_number is null or not exists (select 1 from inventory_numbers i where i.service_number = s.service_number) as unknown
  from ${stage} s where s.line > ${Math.trunc(from)} and s.line <= ${Math.trunc(to)} order by s.line`;

/**
 * Staged loading on the embedded engine, which has one connection: the file is staged in a table of its own by short
 * COPY statements, the connection free between them while the body streams in, then merged a range of lines per
 * short transaction under the call loading lock (`mergeInChunks`; bench/README.md, Embedded engine stalls). The import
 * is recorded in `bulk_publishes` with its stage (a regular table: it must outlive a crash), so a failure part-way is
 * undone (`undoImport`) by the import itself or, after a crash, at the next start-up (`rollBackUnfinishedImports`).
 * `outcomes` (the xlsx upload, POST /calls/bulk) adds what became of each line.
 */
export async function loadEmbedded(
  pglite: PGliteLike,
  text: AsyncIterable<{ text: Buffer; lines: number }>,
  limit: number,
  opts: { chunkLines: number; outcomes?: boolean; rate?: boolean },
): Promise<CallImportMerge> {
  const id = randomUUID();
  const stage = `${STAGE}_${id.replaceAll('-', '')}`;
  await pglite.transaction(async (tx) => {
    await tx.query(`insert into bulk_publishes (id, kind, stage, status) values ($1, 'calls', $2, 'staging')`, [id, stage]);
    await tx.query(`create table ${stage} (${stageColumns}, loaded_id bigint)`);
  });
  try {
    const copy = `copy ${stage} (${copyColumns}) from '/dev/blob'`;
    let staged = 0;
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
    for await (const chunk of text) {
      staged += chunk.lines;
      parts.push(chunk.text);
      bytes += chunk.text.length;
      if (bytes < PGLITE_COPY_BYTES) continue;
      await flush();
      // the engine's statements and a file already read (an xlsx) resolve without giving the event loop a turn:
      // let the requests queued meanwhile in between two
      await yieldToRequests();
    }
    await flush();
    const result = await mergeInChunks(pglite, stage, staged, limit, opts.chunkLines, opts.rate ?? true);
    if (opts.outcomes) result.lines = await lineOutcomes(pglite, stage);
    await endImport(pglite, stage);
    return result;
  } catch (e) {
    await undoImport(pglite, stage, opts.chunkLines);
    throw e;
  }
}

/**
 * Staged lines merged per short transaction on the embedded engine, whose one connection every request waits for: a
 * 50,000-line merge in one statement held the connection 2.6–3.1 s on this machine; by ranges of 1,000 lines each took
 * 58–308 ms (median about 100 ms, load average 5–7 on 2 cores), by 2,000 lines the longest stall of a request was twice
 * as long.
 */
export const CALL_IMPORT_CHUNK_LINES = 1000;

export type PGliteLike = NonNullable<Database['pglite']>;
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
async function mergeInChunks(
  pglite: PGliteLike,
  stage: string,
  staged: number,
  limit: number,
  chunk: number,
  rate: boolean,
): Promise<CallImportMerge> {
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
  // one statement for every range, prepared once with the range's bounds as parameters: planning the merge (its
  // rating joins included) for each 1,000-line range cost the embedded engine as much as running it
  const noted = sql.raw(`
      update ${stage} s set loaded_id = ins.id from ins
      where s.line > $1 and s.line <= $2 and s.seized_at = ins.seized_at and s.called_number = ins.called_number
        and coalesce(s.calling_number, '') = coalesce(ins.calling_number, '')
      returning 1`);
  const q = dialect.sqlToQuery(insertCallsFrom(mergeSource(stage, { from: '$1', to: '$2' }, { rate }), noted, { skipStored: true }));
  if (q.params.length) throw new Error('the range merge takes no parameters but its bounds');
  const merge = `merge_${stage}`;
  await pglite.query(`prepare ${merge} (int, int) as ${q.sql}`);
  try {
    for (let from = 0; from < last; from += chunk) {
      await yieldToRequests();
      const to = from + chunk;
      loaded += await pglite.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [CALL_LOAD_LOCK]);
        await tx.query(`set local plan_cache_mode = force_generic_plan`);
        return (await tx.query<{ inserted: number }>(`execute ${merge}(${from}, ${to})`)).rows[0]?.inserted ?? 0;
      });
    }
  } finally {
    await pglite.query(`deallocate ${merge}`);
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
