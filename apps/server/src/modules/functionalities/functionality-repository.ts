import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { functionalities } from '../../db/schema.ts';

export function functionalityRepository(db: Db) {
  return {
    list: () =>
      db
        .select({
          id: functionalities.id,
          description: functionalities.description,
          category: functionalities.category,
          sub_category: functionalities.sub_category,
          customercrud: functionalities.customercrud,
          providercrud: functionalities.providercrud,
        })
        .from(functionalities)
        .orderBy(asc(functionalities.id)),
  };
}
