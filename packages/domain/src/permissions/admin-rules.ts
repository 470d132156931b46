import { isCustomer, isStaff, SUB_ACCOUNT_TYPES } from '../accounts/account-types.ts';
import { PERMISSION_ACTIONS, type PermissionAction } from './functionalities.ts';
import type { PermissionFlags } from './rules.ts';

/**
 * Who may see and manage which permission rows (API contract, Permissions; spec 1 §6):
 * - provider staff (with permission 1010) see and manage every row;
 * - a master (type 200) sees the default rows of its sub-account types 210–240 plus every row of its own
 *   company, and creates, edits and deletes only rows of types 210–240 for its own company: editing a default
 *   row writes the company's override instead, deleting the override restores the default;
 * - nobody else has a scope (a sub-account granted permission 1010 could otherwise raise its own type).
 */
export interface PermissionActor {
  account_type_id: number;
  customer_id: number | null;
}

export interface PermissionTarget {
  account_type_id: number;
  customer_id: number | null;
}

export type PermissionScope =
  | { kind: 'all' }
  | { kind: 'company'; customerId: number; accountTypeIds: readonly number[] }
  | { kind: 'none' };

export function permissionScope(actor: PermissionActor): PermissionScope {
  if (isStaff(actor.account_type_id)) return { kind: 'all' };
  if (actor.account_type_id === 200 && actor.customer_id !== null) {
    return { kind: 'company', customerId: actor.customer_id, accountTypeIds: SUB_ACCOUNT_TYPES };
  }
  return { kind: 'none' };
}

/** Whether the row is visible in the scope (outside it the row answers 404: never reveal it exists). */
export function inPermissionScope(scope: PermissionScope, row: PermissionTarget): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'none') return false;
  if (row.customer_id === scope.customerId) return true;
  return row.customer_id === null && scope.accountTypeIds.includes(row.account_type_id);
}

/** Why a write is refused: `forbidden` → 403, `invalid` → 422 (with the field), `not-found` → 404. */
export type PermissionRefusal =
  | { kind: 'forbidden'; message: string }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'not-found' };

export const PERMISSION_RULE_MESSAGES = {
  noScope: 'Only provider staff and master accounts manage permissions',
  subAccountsOnly: 'You may only manage the permissions of your sub-account types (210–240)',
  customerRowForCustomerTypes: 'A company-specific permission applies to customer account types (200–240) only',
  defaultNotDeletable: 'Default permissions cannot be deleted; delete your company’s own row to restore the default',
  administratorKeepsPermissions: 'The administrator type always keeps reading, listing and editing permissions',
} as const;

/**
 * The administrator type's default permission-administration row (100, 1010) can neither lose read, list or
 * edit nor be deleted: otherwise nobody could ever give the rights back through the API.
 */
export function isLockoutChange(row: PermissionTarget & { functionality_id: number }, next: PermissionFlags | 'delete'): boolean {
  if (row.account_type_id !== 100 || row.functionality_id !== 1010 || row.customer_id !== null) return false;
  return next === 'delete' || !next.read || !next.list || !next.edit;
}

/** POST /permissions: the customer the new row is for, or why it is refused. */
export function resolvePermissionCreate(
  actor: PermissionActor,
  input: { account_type_id: number; customer_id?: number | null | undefined },
): { ok: true; customer_id: number | null } | { ok: false; refusal: PermissionRefusal } {
  const scope = permissionScope(actor);
  if (scope.kind === 'none') return { ok: false, refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.noScope } };
  if (scope.kind === 'company') {
    if (!scope.accountTypeIds.includes(input.account_type_id)) {
      return { ok: false, refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.subAccountsOnly } };
    }
    // the company is always the master's own, whatever the payload says
    return { ok: true, customer_id: scope.customerId };
  }
  const customerId = input.customer_id ?? null;
  if (customerId !== null && !isCustomer(input.account_type_id)) {
    return {
      ok: false,
      refusal: { kind: 'invalid', field: 'customer_id', message: PERMISSION_RULE_MESSAGES.customerRowForCustomerTypes },
    };
  }
  return { ok: true, customer_id: customerId };
}

/** PUT /permissions/{id}: update the row itself, or write the company's override of a default row. */
export type PermissionEditPlan =
  | { kind: 'update' }
  | { kind: 'override'; customer_id: number }
  | { kind: 'refused'; refusal: PermissionRefusal };

export function planPermissionEdit(actor: PermissionActor, row: PermissionTarget): PermissionEditPlan {
  const scope = permissionScope(actor);
  if (scope.kind === 'all') return { kind: 'update' };
  if (scope.kind === 'none') return { kind: 'refused', refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.noScope } };
  if (!inPermissionScope(scope, row)) return { kind: 'refused', refusal: { kind: 'not-found' } };
  if (!scope.accountTypeIds.includes(row.account_type_id)) {
    return { kind: 'refused', refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.subAccountsOnly } };
  }
  return row.customer_id === null ? { kind: 'override', customer_id: scope.customerId } : { kind: 'update' };
}

/** DELETE /permissions/{id}: staff delete any row; a master only its company's rows of types 210–240. */
export function planPermissionDelete(
  actor: PermissionActor,
  row: PermissionTarget,
): { kind: 'delete' } | { kind: 'refused'; refusal: PermissionRefusal } {
  const scope = permissionScope(actor);
  if (scope.kind === 'all') return { kind: 'delete' };
  if (scope.kind === 'none') return { kind: 'refused', refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.noScope } };
  if (!inPermissionScope(scope, row)) return { kind: 'refused', refusal: { kind: 'not-found' } };
  if (!scope.accountTypeIds.includes(row.account_type_id)) {
    return { kind: 'refused', refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.subAccountsOnly } };
  }
  if (row.customer_id === null)
    return { kind: 'refused', refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.defaultNotDeletable } };
  return { kind: 'delete' };
}

/**
 * A customer never grants more than it holds: a master's grant is clamped to its own effective flags on the
 * functionality (staff are not clamped). The list flag never outlives read.
 */
export function clampToGrantor(actor: PermissionActor, flags: PermissionFlags, grantor: PermissionFlags | undefined): PermissionFlags {
  if (isStaff(actor.account_type_id)) return flags;
  const held = (a: PermissionAction) => flags[a] && (grantor?.[a] ?? false);
  const read = held('read');
  return { read, list: read && held('list'), write: held('write'), edit: held('edit'), delete: held('delete') };
}

/** Operation lists as stored (jsonb text arrays) narrowed to the known actions. */
export function toOperations(values: readonly string[]): PermissionAction[] {
  return PERMISSION_ACTIONS.filter((a) => values.includes(a));
}
