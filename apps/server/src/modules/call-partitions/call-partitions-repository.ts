import type { Db } from '../../db/connect.ts';
import { monthPartitionsRepository } from '../../db/month-partitions.ts';

/** The monthly partitions of `calls` (migration 0014): the only SQL that creates or drops them. */
export const callPartitionsRepository = (db: Db) => monthPartitionsRepository(db, 'calls');

export type CallPartitionsRepository = ReturnType<typeof callPartitionsRepository>;
