import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPE_LIST,
  CUSTOMER_TYPES,
  accountTypeChangeProblem,
  creatableAccountTypes,
  isStaff,
  type AccountRef,
} from '@gsn/domain';
import type { AccountRow } from '../api/use-accounts';

/** Account types offered by the list's type filter: every type to staff, the company types to customers. */
export function filterTypeIds(actorType: number): number[] {
  return isStaff(actorType) ? ACCOUNT_TYPE_LIST.map((a) => a.id) : [...CUSTOMER_TYPES];
}

/**
 * Types an account may be given on the edit form: the current one, and those the actor may create and give
 * it (spec 1 §6; the master type moves only through the customer; a type must fit the account's company).
 */
export function editableTypeIds(actor: AccountRef, target: AccountRef): number[] {
  const ids = creatableAccountTypes(actor.account_type_id).filter(
    (t) => t !== target.account_type_id && accountTypeChangeProblem(actor, target, t) === undefined,
  );
  return [target.account_type_id, ...ids].sort((a, b) => a - b);
}

export const STATUS_VALUES = ACCOUNT_STATUSES;

/** "First Last" of an account, or its e-mail when it has no name. */
export function accountName(a: Pick<AccountRow, 'email' | 'userprofile'>): string {
  const name = [a.userprofile?.firstname, a.userprofile?.lastname].filter(Boolean).join(' ').trim();
  return name || a.email;
}
