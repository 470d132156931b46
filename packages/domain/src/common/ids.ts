import { z } from 'zod';

/** The largest id a 32-bit `serial`/`integer` column holds: ids beyond it are refused (400), never sent to the database. */
export const MAX_DB_ID = 2_147_483_647;

/** A row id from a path, query or body: a positive whole number within the column's range. */
export const dbId = () => z.coerce.number().int().positive().max(2_147_483_647).max(MAX_DB_ID);
