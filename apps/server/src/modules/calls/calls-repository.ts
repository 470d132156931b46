import type { Db } from '../../db/connect.ts';
import { callRecordsRepository } from './calls-records-repository.ts';
import { type CallInsert, insertCalls } from './calls-insert.ts';
import { callStatsRepository } from './calls-stats-repository.ts';

/**
 * Call records and their hourly counters (docs/api-reports.md): the only SQL of calls and call statistics, split by
 * concern — who sees what and the filters (`calls-filters.ts`), the records (`calls-records-repository.ts`), the
 * statistics read from the counters (`calls-stats-repository.ts`) and loading calls with their counters
 * (`calls-insert.ts`).
 */

export { type CallFilter, type CallScope, scopeAndFilter } from './calls-filters.ts';
export { CALL_INSERT_COLUMNS, type CallInsert, insertCallsFrom } from './calls-insert.ts';
export type { CallCursor } from './calls-records-repository.ts';

export function callsRepository(db: Db) {
  return {
    ...callRecordsRepository(db),
    ...callStatsRepository(db),
    /**
     * Loads calls and adds them to the hourly, the all-customer daily and the all-customer hourly counters in one
     * statement, so the counters never drift from the calls. Answers the number of calls inserted.
     */
    insertCalls: (rows: CallInsert[]): Promise<number> => insertCalls(db, rows),
  };
}

export type CallsRepository = ReturnType<typeof callsRepository>;
