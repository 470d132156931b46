import type { PermissionFlags, PermissionRow } from '@gsn/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { functionalities, notificationTypes, permissions } from '../../db/schema.ts';

const cols = {
  id: functionalities.id,
  description: functionalities.description,
  category: functionalities.category,
  sub_category: functionalities.sub_category,
  customercrud: functionalities.customercrud,
  providercrud: functionalities.providercrud,
};

export interface FunctionalityValues {
  description: string;
  category: string;
  sub_category: string;
  customercrud: string[];
  providercrud: string[];
}

export function functionalityRepository(db: Db) {
  return {
    list: () => db.select(cols).from(functionalities).orderBy(asc(functionalities.id)),

    get: async (id: number) => (await db.select(cols).from(functionalities).where(eq(functionalities.id, id)).limit(1))[0],

    /** The ids of other functionalities with the same description or sub-category (case-insensitive). */
    async clashes(v: { description: string; sub_category: string }, exceptId?: number) {
      const rows = await db
        .select({ id: functionalities.id, description: functionalities.description, sub_category: functionalities.sub_category })
        .from(functionalities)
        .where(
          sql`(lower(${functionalities.description}) = lower(${v.description}) or lower(${functionalities.sub_category}) = lower(${v.sub_category}))`,
        );
      const others = rows.filter((r) => r.id !== exceptId);
      return {
        description: others.some((r) => r.description.toLowerCase() === v.description.toLowerCase()),
        sub_category: others.some((r) => r.sub_category.toLowerCase() === v.sub_category.toLowerCase()),
      };
    },

    /** False when the id is already taken. */
    async insert(row: FunctionalityValues & { id: number }): Promise<boolean> {
      const rows = await db.insert(functionalities).values(row).onConflictDoNothing().returning({ id: functionalities.id });
      return rows.length > 0;
    },

    /**
     * Updates the functionality and, in the same transaction, re-clamps the permission rows that use it so that
     * no row keeps an operation the functionality no longer offers.
     */
    async update(id: number, values: FunctionalityValues, clamp: (row: PermissionRow) => PermissionFlags): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(functionalities)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(functionalities.id, id));
        const rows = await tx
          .select({
            id: permissions.id,
            account_type_id: permissions.account_type_id,
            functionality_id: permissions.functionality_id,
            customer_id: permissions.customer_id,
            read: permissions.read,
            list: permissions.list,
            write: permissions.write,
            edit: permissions.edit,
            delete: permissions.delete,
          })
          .from(permissions)
          .where(eq(permissions.functionality_id, id));
        for (const r of rows) {
          const next = clamp(r);
          const changed = (['read', 'list', 'write', 'edit', 'delete'] as const).some((k) => next[k] !== r[k]);
          if (changed) {
            await tx
              .update(permissions)
              .set({ ...next, updatedAt: new Date() })
              .where(eq(permissions.id, r.id));
          }
        }
      });
    },

    /** How many permission rows and notification types use the functionality. */
    async references(id: number): Promise<{ permissions: number; notificationTypes: number }> {
      const [[p], [n]] = await Promise.all([
        db.select({ n: sql<number>`count(*)::int` }).from(permissions).where(eq(permissions.functionality_id, id)),
        db.select({ n: sql<number>`count(*)::int` }).from(notificationTypes).where(eq(notificationTypes.functionality_id, id)),
      ]);
      return { permissions: p?.n ?? 0, notificationTypes: n?.n ?? 0 };
    },

    async remove(id: number): Promise<void> {
      await db.delete(functionalities).where(eq(functionalities.id, id));
    },
  };
}

export type FunctionalityRepository = ReturnType<typeof functionalityRepository>;
