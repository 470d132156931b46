import { asc, ne } from 'drizzle-orm';
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
  };
}

export type ConfigurationRepository = ReturnType<typeof configurationRepository>;
