import type { PermissionRow } from '@gsn/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { permissions } from '../../db/schema.ts';

export function permissionRepository(db: Db) {
  return {
    /** Default rows of the type plus the rows specific to the customer. */
    async rowsFor(accountTypeId: number, customerId: number | null): Promise<PermissionRow[]> {
      return db
        .select({
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
        .where(
          and(
            eq(permissions.account_type_id, accountTypeId),
            customerId === null
              ? isNull(permissions.customer_id)
              : or(isNull(permissions.customer_id), eq(permissions.customer_id, customerId)),
          ),
        );
    },
  };
}

export type PermissionRepository = ReturnType<typeof permissionRepository>;
