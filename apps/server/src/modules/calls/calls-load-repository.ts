import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { calls, customers, inventoryNumbers as inv } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';
import { type CallInsert, insertCalls } from './calls-insert.ts';

/** What a loaded call copies from its service number. */
export interface ServiceNumberOfCall {
  id: number;
  service_number: string;
  customer_id: number | null;
  customer_name: string | null;
  vendor_id: number | null;
  service_type: string;
  jurisdiction: string;
  city: string | null;
}

/** A stored call's identity: called number, calling number ('' for none) and seizure time (ISO, UTC). */
export interface StoredCallKey {
  called: string;
  calling: string;
  seizedAt: string;
}

import { CALL_LOAD_LOCK } from '../../db/call-load-lock.ts';

export { CALL_LOAD_LOCK };

/** The queries of loading calls (POST /calls, POST /calls/bulk): the only SQL of that path. */
function callLoadQueries(db: Db) {
  return {
    /** Waits for the call loading lock (held to the end of the transaction). */
    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${CALL_LOAD_LOCK})`);
    },

    /** The inventory numbers with these service numbers (E.164), with their company's name. */
    async serviceNumbers(numbers: string[]): Promise<Map<string, ServiceNumberOfCall>> {
      const unique = [...new Set(numbers)];
      if (!unique.length) return new Map();
      const rows = await db
        .select({
          id: inv.id,
          service_number: inv.service_number,
          customer_id: inv.customer_id,
          customer_name: customers.name,
          vendor_id: inv.vendor_id,
          service_type: inv.service_type,
          jurisdiction: inv.jurisdiction,
          city: inv.city,
        })
        .from(inv)
        .leftJoin(customers, sql`${customers.id} = ${inv.customer_id}`)
        .where(inArray(inv.service_number, unique));
      return new Map(rows.map((r) => [r.service_number, r as ServiceNumberOfCall]));
    },

    /**
     * The calls already stored with these (called number, seizure time) keys — a batch's, whose seizure times lie
     * between `from` and `to` — as keys: a file loaded twice adds nothing. Exact keys, which the (seized_at,
     * called_number) index serves whatever the batch's time span; the span prunes the months.
     */
    async storedKeys(keys: { called: string; seizedAt: string }[], from: string, to: string): Promise<StoredCallKey[]> {
      if (!keys.length) return [];
      const given = sql`(select k.s, k.c from jsonb_to_recordset(${JSON.stringify(keys.map((k) => ({ s: k.seizedAt, c: k.called })))}::jsonb) as k(s timestamptz, c text))`;
      const rows = await db
        .select({ called: calls.called_number, calling: calls.calling_number, seizedAt: calls.seized_at })
        .from(calls)
        .where(
          and(
            gte(calls.seized_at, new Date(from)),
            lte(calls.seized_at, new Date(to)),
            sql`(${calls.seized_at}, ${calls.called_number}) in ${given}`,
          ),
        );
      return rows.map((r) => ({ called: r.called, calling: r.calling ?? '', seizedAt: new Date(r.seizedAt).toISOString() }));
    },

    /** Inserts calls with their counters (`insertCalls`, one statement). */
    insertCalls: (rows: CallInsert[]) => insertCalls(db, rows),
  };
}

export const callLoadRepository = (db: Db) => transactional(db, callLoadQueries);
export type CallLoadRepository = ReturnType<typeof callLoadRepository>;
export type CallLoadQueries = ReturnType<typeof callLoadQueries>;
