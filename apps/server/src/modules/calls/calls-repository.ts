import type { Db } from '../../db/connect.ts';
import { callRecordsRepository } from './call-records-repository.ts';
import { type CallInsert, insertCalls } from './call-insert.ts';
import { callStatsRepository } from './call-stats-repository.ts';

/**
 * Call records and their hourly counters (docs/api-reports.md): the only SQL of calls and call statistics, split by
 * concern — who sees what and the filters (`call-filters.ts`), the records (`call-records-repository.ts`), the
 * statistics read from the counters (`call-stats-repository.ts`) and loading calls with their counters
 * (`call-insert.ts`).
 */

export { type CallFilter, type CallScope, scopeAndFilter } from './call-filters.ts';
export { CALL_INSERT_COLUMNS, type CallInsert, insertCallsFrom } from './call-insert.ts';
export type { CallCursor } from './call-records-repository.ts';

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
