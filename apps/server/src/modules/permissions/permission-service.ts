import { codePermissions, effectivePermissions, type PermissionRow } from '@gsn/domain';
import type { PermissionRepository } from './permission-repository.ts';

export function permissionService(repo: PermissionRepository) {
  return {
    async effective(accountTypeId: number, customerId: number | null): Promise<PermissionRow[]> {
      return effectivePermissions(await repo.rowsFor(accountTypeId, customerId), accountTypeId, customerId);
    },
    async coded(accountTypeId: number, customerId: number | null) {
      return codePermissions(await this.effective(accountTypeId, customerId));
    },
  };
}

export type PermissionService = ReturnType<typeof permissionService>;
