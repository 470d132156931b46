import { and, desc, eq, sql } from 'drizzle-orm';
import { CALLS_COUNT_CAP, type CallDirection, type CallRecordRow, type DateRange, type ReleaseDirection } from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { calls, vendors } from '../../db/schema.ts';
import type { CountResult } from '../../db/paging.ts';
import { type CallFilter, type CallScope, callConditions } from './calls-filters.ts';

/** The call records themselves (spec 2 §3): pages, keyset batches for exports, and the cause breakdown. */

/** Where a keyset batch of the call records resumes: the last row's seizure time (as the database wrote it) and id. */
export interface CallCursor {
  seizedAt: string;
  id: number;
}

/** A call record as the API shows it (spec 2 §3): the CDR_* names, times in ISO 8601 UTC. */
const recordSelection = {
  id: calls.id,
  seized_at: calls.seized_at,
  service_type: calls.service_type,
  vendor_name: vendors.name,
  called_number: calls.called_number,
  calling_number: calls.calling_number,
  connected_number: calls.connected_number,
  origin: calls.origin,
  destination: calls.destination,
  disconnected_at: calls.disconnected_at,
  completion_code: calls.completion_code,
  release_direction: calls.release_direction,
  ic_customer_name: calls.ic_customer_name,
  og_customer_name: calls.og_customer_name,
  answered_at: calls.answered_at,
  alerted_at: calls.alerted_at,
  duration_seconds: calls.duration_seconds,
  direction: calls.direction,
  jurisdiction: calls.jurisdiction,
  city: calls.city,
  origin_type: calls.origin_type,
  billed_seconds: calls.billed_seconds,
  rate: calls.rate,
  cost: calls.cost,
  currency: calls.currency,
  unrated_reason: calls.unrated_reason,
};
/**
 * The selection for a viewer: customers never see which vendor carried a call (the provider's upstream carriers
 * stay confidential, as vendors are hidden from customers everywhere else), so `vendor_name` is null for them.
 */
const selectionFor = (scope: CallScope) =>
  'all' in scope ? recordSelection : { ...recordSelection, vendor_name: sql<string | null>`null::text` };

type RecordSelected = Pick<typeof calls.$inferSelect, Exclude<keyof typeof recordSelection, 'vendor_name'>> & {
  vendor_name: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toCallRecordRow(r: RecordSelected): CallRecordRow {
  return {
    id: r.id,
    CDR_SEIZTIME: r.seized_at.toISOString(),
    SERVICE_TYPE: r.service_type,
    vendor_name: r.vendor_name,
    CDR_CLDNUM: r.called_number,
    CDR_CLGNUM: r.calling_number,
    CDR_CLDCNUM: r.connected_number,
    CDR_ORIGIN: r.origin,
    CDR_DESTINATION: r.destination,
    CDR_DISCTIME: iso(r.disconnected_at),
    CDR_COMPCODE: r.completion_code,
    CDR_RELEASEDIR: r.release_direction as ReleaseDirection | null,
    CDR_IC_CUSTOMER_NAME: r.ic_customer_name,
    CDR_OG_CUSTOMER_NAME: r.og_customer_name,
    answer_time: iso(r.answered_at),
    alerting_time: iso(r.alerted_at),
    duration_seconds: r.duration_seconds,
    direction: r.direction as CallDirection,
    jurisdiction: r.jurisdiction,
    city: r.city,
    origin_type: r.origin_type,
    billed_seconds: r.billed_seconds,
    rate: r.rate,
    cost: r.cost,
    currency: r.currency,
    unrated_reason: r.unrated_reason,
  };
}

export function callRecordsRepository(db: Db) {
  const records = (scope: CallScope) => db.select(selectionFor(scope)).from(calls).leftJoin(vendors, eq(vendors.id, calls.vendor_id));

  async function count(scope: CallScope, f: CallFilter, range: DateRange, cap: number): Promise<CountResult> {
    const limited = db
      .select({ one: sql`1` })
      .from(calls)
      .where(callConditions(scope, f, range))
      .limit(cap + 1)
      .as('limited');
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
    const n = r?.n ?? 0;
    return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
  }

  return {
    /**
     * A page of the call records, newest seizure first (ties by id; the (seized_at, id) and (customer_id, seized_at,
     * id) indexes serve it), and the number of matching calls counted up to `cap` (a LIMITed subquery).
     */
    async list(
      scope: CallScope,
      f: CallFilter,
      range: DateRange,
      page: { limit: number; offset: number },
      cap = CALLS_COUNT_CAP,
    ): Promise<{ data: CallRecordRow[] } & CountResult> {
      const where = callConditions(scope, f, range);
      const [rows, counted] = await Promise.all([
        records(scope).where(where).orderBy(desc(calls.seized_at), desc(calls.id)).limit(page.limit).offset(page.offset),
        count(scope, f, range, cap),
      ]);
      return { data: rows.map(toCallRecordRow), ...counted };
    },

    count,

    /**
     * Keyset batches newest first, after `cursor` (the previous batch's last row): constant cost per batch however
     * deep (exports). The cursor keeps the seizure time as the database wrote it (microseconds), not a JS Date.
     */
    async batchAfter(
      scope: CallScope,
      f: CallFilter,
      range: DateRange,
      cursor: CallCursor | null,
      limit: number,
    ): Promise<{ rows: CallRecordRow[]; cursor: CallCursor | null }> {
      const rows = await db
        .select({ ...selectionFor(scope), cursor: sql<string>`${calls.seized_at}::text` })
        .from(calls)
        .leftJoin(vendors, eq(vendors.id, calls.vendor_id))
        .where(
          and(
            callConditions(scope, f, range),
            cursor ? sql`(${calls.seized_at}, ${calls.id}) < (${cursor.seizedAt}::timestamptz, ${cursor.id})` : undefined,
          ),
        )
        .orderBy(desc(calls.seized_at), desc(calls.id))
        .limit(limit);
      const last = rows.at(-1);
      return { rows: rows.map(toCallRecordRow), cursor: last ? { seizedAt: last.cursor, id: last.id } : null };
    },

    /**
     * The calls of the range counted per release cause and answered or not (the cause breakdown): read from the
     * calls themselves, through the same scope, filters and dates as the lists.
     */
    async causeCounts(
      scope: CallScope,
      f: CallFilter,
      range: DateRange,
    ): Promise<{ cause: number | null; answered: boolean; count: number }[]> {
      const answered = sql<boolean>`(${calls.answered_at} is not null)`;
      return db
        .select({ cause: calls.completion_code, answered, count: sql<number>`count(*)::float8` })
        .from(calls)
        .where(callConditions(scope, f, range))
        .groupBy(calls.completion_code, answered);
    },
  };
}
