import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/**
 * The typed database every repository takes, on either engine (connect.ts opens it). Kept apart from connect.ts so
 * that what connect.ts wires in (write-context.ts) can name it without importing connect.ts back.
 */
export type Schema = typeof schema;
// biome-ignore lint/suspicious/noExplicitAny: the two drivers differ only in their result type
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;
