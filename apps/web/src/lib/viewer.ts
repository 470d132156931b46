import { useMemo } from 'react';
import { ACCOUNT_TYPES, type CodedPermission, dashboardPath, isStaff } from '@gsn/domain';
import type { PermissionAction } from '@gsn/domain/permissions/functionalities';
import { can, usePermissions } from './permissions';
import { type SessionUser, useSession } from './session';

/** Who is looking: the signed-in account (a visitor, type 500, when nobody is) and what it may do. */
export interface Viewer {
  user: SessionUser | null;
  /** The account type; 500 (visitor) when nobody is signed in. */
  accountType: number;
  /** The customer company of a customer account, null for staff and visitors. */
  customerId: number | null;
  /** Provider staff (types below 200). */
  staff: boolean;
  /** The account type's dashboard (spec 1 §2). */
  home: string;
  /** The coded permissions, null while they load (or nobody is signed in). */
  permissions: CodedPermission[] | null;
  /** Whether the permissions allow `action` on the functionality (false while they load). */
  can: (functionalityId: number, action: PermissionAction) => boolean;
}

/** The viewer of a session and permission list (pure: the hook below and tests use it). */
export function viewerOf(user: SessionUser | null, permissions: CodedPermission[] | null): Viewer {
  const accountType = user?.account_type_id ?? ACCOUNT_TYPES.visitor;
  return {
    user,
    accountType,
    customerId: user?.customer_id ?? null,
    staff: isStaff(accountType),
    home: dashboardPath(accountType),
    permissions,
    can: (functionalityId, action) => can(permissions, functionalityId, action),
  };
}

/**
 * The signed-in user's account type, company and permission helpers. The permissions are fetched again when
 * the stored list is missing or old (as usePermissions does).
 */
export function useViewer(): Viewer {
  const user = useSession()?.user ?? null;
  const permissions = usePermissions();
  return useMemo(() => viewerOf(user, permissions), [user, permissions]);
}
