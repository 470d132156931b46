import {
  ACCOUNT_TYPE_LIST,
  allowedOperations,
  type CodedPermission,
  FUNCTIONALITY_LIST,
  type FunctionalityOperations,
  isStaff,
  normalizeFlags,
  PERMISSION_ACTIONS,
  SUB_ACCOUNT_TYPES,
  setupFunctionalitiesFor,
  type PermissionAction,
} from '@gsn/domain';
import type { AccountTypeRecord, FunctionalityRecord, PermissionFlagsValue } from '../../../components/admin/types';
import { isPermissionAction } from '../../../components/admin/labels';

/** The operation lists as the server answers them (text: only known operations are stored, the write checks them). */
type OperationLists = Partial<Pick<FunctionalityRecord, 'customercrud' | 'providercrud'>>;

type FunctionalityLike = Pick<FunctionalityRecord, 'id' | 'description'> & OperationLists;

/** The functionality's operation lists as the server stores them, when known (custom or edited functionalities). */
export function operationsOf(f: OperationLists | null | undefined): FunctionalityOperations | undefined {
  return f && Array.isArray(f.customercrud) && Array.isArray(f.providercrud)
    ? { customercrud: f.customercrud.filter(isPermissionAction), providercrud: f.providercrud.filter(isPermissionAction) }
    : undefined;
}

/**
 * Account types whose permissions the signed-in account may set (spec 1 §6 and the API contract): provider
 * staff any type, a master (and any other customer) only its sub-account types 210–240.
 */
export function permissionAccountTypes(actorTypeId: number, all: readonly AccountTypeRecord[] | undefined): AccountTypeRecord[] {
  const known = all && all.length > 0 ? all : ACCOUNT_TYPE_LIST;
  const list = known.map((a) => ({ id: a.id, account_type: a.account_type, description: a.description ?? '' }));
  if (isStaff(actorTypeId)) return list;
  const subs = new Set<number>(SUB_ACCOUNT_TYPES);
  return list.filter((a) => subs.has(a.id));
}

/**
 * The functionalities offered for a permission of that account type: those spec 000 §6 names for its side (eight
 * for staff, five for customers), with operations for its side
 * (`allowedOperations`, the rule the server clamps the flags with) that the signed-in account may grant.
 */
export function permissionFunctionalities(
  accountTypeId: number | null,
  all: readonly FunctionalityLike[] | undefined,
  grantable: (functionalityId: number) => readonly PermissionAction[] | undefined = () => undefined,
): FunctionalityLike[] {
  const known: readonly FunctionalityLike[] = all && all.length > 0 ? all : FUNCTIONALITY_LIST;
  if (accountTypeId === null) return [];
  const offered = setupFunctionalitiesFor(accountTypeId);
  return known.filter((f) => offered.includes(f.id) && allowedFlags(f.id, accountTypeId, operationsOf(f), grantable(f.id)).length > 0);
}

/**
 * What the signed-in account may grant on a functionality: provider staff anything; a customer (a master) never
 * more than it holds itself (the server clamps a customer's grant to its own flags).
 */
export function grantableBy(actorTypeId: number, own: readonly CodedPermission[] | null, functionalityId: number | null) {
  if (isStaff(actorTypeId) || functionalityId === null) return undefined;
  const held = own?.find((p) => p.functionality_id === functionalityId);
  return PERMISSION_ACTIONS.filter((op) => held?.[op] === true);
}

/** Checkboxes shown for the pair, in the order read, list, write, edit, delete. */
export function allowedFlags(
  functionalityId: number | null,
  accountTypeId: number | null,
  def?: FunctionalityOperations,
  grantable?: readonly PermissionAction[],
): PermissionAction[] {
  if (functionalityId === null || accountTypeId === null) return [];
  const allowed = new Set(allowedOperations(functionalityId, accountTypeId, def));
  return PERMISSION_ACTIONS.filter((op) => allowed.has(op) && (!grantable || grantable.includes(op)));
}

/** The flags sent: clamped to what the functionality allows (and the grantor holds); list equals read (spec 1 §5). */
export function flagsToSend(
  functionalityId: number,
  accountTypeId: number,
  flags: PermissionFlagsValue,
  def?: FunctionalityOperations,
  grantable?: readonly PermissionAction[],
): PermissionFlagsValue {
  const n = normalizeFlags(functionalityId, accountTypeId, flags, def);
  if (!grantable) return n;
  const read = n.read && grantable.includes('read');
  return {
    read,
    list: read && n.list && grantable.includes('list'),
    write: n.write && grantable.includes('write'),
    edit: n.edit && grantable.includes('edit'),
    delete: n.delete && grantable.includes('delete'),
  };
}

export const NO_FLAGS: PermissionFlagsValue = { read: false, list: false, write: false, edit: false, delete: false };
