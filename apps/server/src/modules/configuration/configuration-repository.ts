import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { configuration } from '../../db/schema.ts';

export function configurationRepository(db: Db) {
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

    /** Writes the values in one transaction; internal entries are never written. */
    async update(values: { field: string; value: string }[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const v of values) {
          await tx
            .update(configuration)
            .set({ value: v.value, updatedAt: new Date() })
            .where(and(eq(configuration.field, v.field), ne(configuration.type, 'internal')));
        }
      });
    },
  };
}

export type ConfigurationRepository = ReturnType<typeof configurationRepository>;
