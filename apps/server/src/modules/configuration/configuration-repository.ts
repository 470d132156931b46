import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { configuration } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';

function configurationQueries(db: Db) {
  return {
    /** Every entry except internal ones (the session secret). */
    all: () =>
      db
        .select({
          field: configuration.field,
          type: configuration.type,
          value: configuration.value,
          description: configuration.description,
        })
        .from(configuration)
        .where(ne(configuration.type, 'internal'))
        .orderBy(asc(configuration.field)),

    /** Writes the values (inside `transaction`: all or none); internal entries are never written. */
    async update(values: { field: string; value: string }[]): Promise<void> {
      for (const v of values) {
        await db
          .update(configuration)
          .set({ value: v.value, updatedAt: new Date() })
          .where(and(eq(configuration.field, v.field), ne(configuration.type, 'internal')));
      }
    },
  };
}

/** The settings' SQL; `transaction` writes several values as one change (with its audit event). */
export const configurationRepository = (db: Db) => transactional(db, configurationQueries);

export type ConfigurationRepository = ReturnType<typeof configurationRepository>;
