import type { ImportedCall } from '@gsn/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CALL_INSERT_COLUMNS } from './calls-insert.ts';
import { everyFieldIn, type RatedCallFields, ratingJoin, ratingSelectList, unratedSelectList } from '../billing/index.ts';

/*
 * Staged call lines, shared by both engines' loading (calls-import-repository.ts on PostgreSQL,
 * calls-import-embedded.ts on the embedded engine): the staging table's columns, the COPY text of a batch, the
 * statement that merges staged lines into `calls`, the rejected lines' query and the tally of a merge.
 */

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

export const STAGE = 'call_import_stage';
export const STAGE_COLUMNS = [
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
  ['origin_type', 'text'],
  ['origin_source', 'text'],
  ['called_type', 'text'],
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
      `${copyText(c.ic_customer_name)}\t${copyText(c.og_customer_name)}\t${copyText(c.service_number)}\t` +
      `${c.origin_type}\t${c.origin_source}\t${c.called_type ?? '\\N'}\n`;
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

/** A staged line's fields as rating reads them (its service type is its inventory number's). */
const STAGED: RatedCallFields = {
  service_type: 'i.service_type',
  direction: 's.direction',
  duration_seconds: 's.duration_seconds',
  answered_at: 's.answered_at',
  origin_type: 's.origin_type',
  called_type: 's.called_type',
};

/**
 * The merge, set-based: the staged lines matched to their inventory numbers and rated (modules/billing/billing-rating-sql.ts), in the order of a call's identity
 * (seizure time, called number, calling number; the first line of the file first), inserted with their counters
 * (`insertCallsFrom`) under ON CONFLICT DO NOTHING on that identity (`calls_call_key`, migration 0023): a call
 * already stored, or met earlier in the file, is skipped by the unique index itself — no anti-join against the
 * stored calls, no DISTINCT ON over the file. The calls go in in seizure order: the primary key (seized_at, id) and
 * the identity's index (seized_at, …) are then appended to rather than written all over.
 */
export const mergeSource = (
  stage: string,
  lines?: { from: number | `$${number}`; to: number | `$${number}` },
  opts: { rate?: boolean } = {},
): SQL => {
  // unrated (CALL_RATING_ON_LOAD=false): no pricing read, the rating columns null for the never-rated job
  const rate = opts.rate ?? true;
  // a bound: a line number, or a statement parameter (a prepared merge, planned once for every range)
  const bound = (v: number | string) => (typeof v === 'number' ? String(Math.trunc(v)) : v);
  const range = lines ? `s.line > ${bound(lines.from)} and s.line <= ${bound(lines.to)}` : '';
  // the pricing of the numbers these lines name: read once per number and rate field
  const numbers = everyFieldIn(
    `select distinct n.id from ${stage} s join inventory_numbers n on n.service_number = s.service_number${range ? ` where ${range}` : ''}`,
  );
  return sql.raw(`
  select ${CALL_INSERT_COLUMNS.map((c) => FROM_INVENTORY[c] ?? `c.${c}`).join(', ')}
  from (
    select s.*, i.id as inv_id, i.service_type as inv_service_type, i.customer_id as inv_customer_id, i.vendor_id as inv_vendor_id,
      i.jurisdiction as inv_jurisdiction, i.city as inv_city, cu.name as inv_customer_name, ${rate ? ratingSelectList(STAGED) : unratedSelectList()}
    from ${stage} s
    join inventory_numbers i on i.service_number = s.service_number
    left join customers cu on cu.id = i.customer_id${rate ? ratingJoin(STAGED, 'i.id', numbers) : ''}${
      range
        ? `
    where ${range}`
        : ''
    }
  ) c
  order by c.seized_at, c.called_number, c.calling_number nulls first, c.line`);
};

export const unknownSql = (stage: string, limit: number) => `
  select line, direction, (count(*) over ())::int as n from ${stage} s
  where s.service_number is null or not exists (select 1 from inventory_numbers i where i.service_number = s.service_number)
  order by line limit ${Math.trunc(limit)}`;

/** The staging table's columns with their types, and the column list COPY fills. */
export const stageColumns = STAGE_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ');
export const copyColumns = STAGE_COLUMNS.map(([c]) => c).join(', ');

/**
 * The batches of valid lines as COPY text, with their line counts. As bytes: the text is built by concatenation, a
 * rope of small strings many times its size until flattened, and chunks read ahead would hold hundreds of megabytes
 * of them.
 */
export async function* copyBatches(batches: AsyncIterable<StagedCall[]>): AsyncGenerator<{ text: Buffer; lines: number }> {
  for await (const b of batches) if (b.length) yield { text: Buffer.from(copyLines(b)), lines: b.length };
}

export const dialect = new PgDialect();

export type UnknownLine = { line: number; direction: string; n: number };

/** What a merge did: lines staged, loaded, duplicates (neither loaded nor unknown), the first unknown ones. */
export function tally(staged: number, loaded: number, unknown: UnknownLine[], limit: number): CallImportMerge {
  const unknownCount = unknown[0]?.n ?? 0;
  return {
    staged,
    loaded,
    duplicates: staged - unknownCount - loaded,
    unknownCount,
    unknown: unknown.slice(0, Math.max(0, limit)).map((u) => ({ line: u.line, direction: u.direction })),
  };
}
