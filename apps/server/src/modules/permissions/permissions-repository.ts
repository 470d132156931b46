import type { PermissionFlags, PermissionRow, PermissionScope } from '@gsn/domain';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { accountTypes, customers, functionalities, permissions } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';

/** A permission row as the API shows it: with its account type name, its functionality and its company. */
export interface PermissionView extends PermissionRow {
  id: number;
  accounttype: { account_type: string };
  customer: { id: number; name: string } | null;
  functionality: { description: string; category: string; customercrud: string[]; providercrud: string[] };
}

export const PERMISSION_ORDER = ['id', 'account_type_id', 'functionality_id', 'customer_id'] as const;
export type PermissionOrder = (typeof PERMISSION_ORDER)[number];

export interface PermissionFilter {
  scope: PermissionScope;
  account_type_id?: number | undefined;
  functionality_id?: number | undefined;
  customer_id?: number | undefined;
}

const flagCols = {
  read: permissions.read,
  list: permissions.list,
  write: permissions.write,
  edit: permissions.edit,
  delete: permissions.delete,
};

const viewCols = {
  id: permissions.id,
  account_type_id: permissions.account_type_id,
  accounttype: { account_type: accountTypes.account_type },
  functionality_id: permissions.functionality_id,
  functionality: {
    description: functionalities.description,
    category: functionalities.category,
    customercrud: functionalities.customercrud,
    providercrud: functionalities.providercrud,
  },
  customer_id: permissions.customer_id,
  // left join: a default row has no company, and drizzle answers null for the whole object
  customer: { id: customers.id, name: customers.name },
  ...flagCols,
};

function scopeCondition(scope: PermissionScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return or(
    eq(permissions.customer_id, scope.customerId),
    and(isNull(permissions.customer_id), inArray(permissions.account_type_id, [...scope.accountTypeIds])),
  );
}

function permissionQueries(db: Db) {
  const view = () =>
    db
      .select(viewCols)
      .from(permissions)
      .innerJoin(accountTypes, eq(accountTypes.id, permissions.account_type_id))
      .innerJoin(functionalities, eq(functionalities.id, permissions.functionality_id))
      .leftJoin(customers, eq(customers.id, permissions.customer_id));

  return {
    /** Default rows of the type plus the rows specific to the customer. */
    async rowsFor(accountTypeId: number, customerId: number | null): Promise<PermissionRow[]> {
      return db
        .select({
          account_type_id: permissions.account_type_id,
          functionality_id: permissions.functionality_id,
          customer_id: permissions.customer_id,
          ...flagCols,
        })
        .from(permissions)
        .where(
          and(
            eq(permissions.account_type_id, accountTypeId),
            customerId === null
              ? isNull(permissions.customer_id)
              : or(isNull(permissions.customer_id), eq(permissions.customer_id, customerId)),
          ),
        );
    },

    async list(
      f: PermissionFilter,
      page: { limit: number; offset: number; orderby: PermissionOrder; asc: boolean },
    ): Promise<{ data: PermissionView[]; count: number }> {
      const where = and(
        scopeCondition(f.scope),
        f.account_type_id === undefined ? undefined : eq(permissions.account_type_id, f.account_type_id),
        f.functionality_id === undefined ? undefined : eq(permissions.functionality_id, f.functionality_id),
        f.customer_id === undefined ? undefined : eq(permissions.customer_id, f.customer_id),
      );
      const dir = page.asc ? asc : desc;
      const [data, [c]] = await Promise.all([
        view()
          .where(where)
          .orderBy(
            dir(permissions[page.orderby]),
            asc(permissions.account_type_id),
            asc(permissions.functionality_id),
            sql`${permissions.customer_id} asc nulls first`,
            asc(permissions.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(permissions).where(where),
      ]);
      return { data, count: c?.n ?? 0 };
    },

    async get(id: number): Promise<PermissionView | undefined> {
      return (await view().where(eq(permissions.id, id)).limit(1))[0];
    },

    async functionality(id: number) {
      const rows = await db
        .select({ id: functionalities.id, customercrud: functionalities.customercrud, providercrud: functionalities.providercrud })
        .from(functionalities)
        .where(eq(functionalities.id, id))
        .limit(1);
      return rows[0];
    },

    async accountTypeExists(id: number): Promise<boolean> {
      return (await db.select({ id: accountTypes.id }).from(accountTypes).where(eq(accountTypes.id, id)).limit(1)).length > 0;
    },

    async customerExists(id: number): Promise<boolean> {
      return (await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1)).length > 0;
    },

    /** The new row's id, or undefined when the (type, functionality, customer) row already exists. */
    async insert(row: PermissionRow): Promise<number | undefined> {
      const rows = await db.insert(permissions).values(row).onConflictDoNothing().returning({ id: permissions.id });
      return rows[0]?.id;
    },

    /** The flags of the (type, functionality, customer) row, locked until the transaction ends; undefined without one. */
    async lockFlags(key: { account_type_id: number; functionality_id: number; customer_id: number | null }) {
      const [r] = await db
        .select(flagCols)
        .from(permissions)
        .where(
          and(
            eq(permissions.account_type_id, key.account_type_id),
            eq(permissions.functionality_id, key.functionality_id),
            key.customer_id === null ? isNull(permissions.customer_id) : eq(permissions.customer_id, key.customer_id),
          ),
        )
        .for('update');
      return r;
    },

    async updateFlags(id: number, flags: PermissionFlags): Promise<void> {
      await db
        .update(permissions)
        .set({ ...flags, updatedAt: new Date() })
        .where(eq(permissions.id, id));
    },

    /** Creates or updates the company-specific row of (type, functionality, customer); returns its id. */
    async upsertOverride(row: PermissionRow & { customer_id: number }): Promise<number> {
      const [r] = await db
        .insert(permissions)
        .values(row)
        .onConflictDoUpdate({
          target: [permissions.account_type_id, permissions.functionality_id, permissions.customer_id],
          set: {
            read: row.read,
            list: row.list,
            write: row.write,
            edit: row.edit,
            delete: row.delete,
            updatedAt: new Date(),
          },
        })
        .returning({ id: permissions.id });
      return r!.id;
    },

    async remove(id: number): Promise<void> {
      await db.delete(permissions).where(eq(permissions.id, id));
    },
  };
}

/** The permissions' SQL; `transaction` for a change read and written as one (its audit event with it). */
export const permissionRepository = (db: Db) => transactional(db, permissionQueries);

export type PermissionRepository = ReturnType<typeof permissionRepository>;
