import { isStaff, isSubAccount } from './account-types.ts';

/** Spec 1 §5 password hint, enforced by the server as the floor. Returns the rules the password breaks. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'tooLong';

export function passwordProblems(password: string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  if (password.length < 8) problems.push('length');
  if (password.length > 128) problems.push('tooLong');
  if (!/[a-z]/.test(password)) problems.push('lowercase');
  if (!/[A-Z]/.test(password)) problems.push('uppercase');
  if (!/[0-9]/.test(password)) problems.push('digit');
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) problems.push('special');
  return problems;
}

export const PASSWORD_HINT = 'At least 8 characters with one lowercase letter, one uppercase letter, one digit and one of ! @ # $ % ^ & *';

export function isStrongPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/**
 * Spec 1 §6 account creation: which account types the signed-in type may create. Only the administrator creates
 * administrators (docs/security.md, Accounts; the edit rule of §6, 110–140 acting only on types above 100, shows the
 * intent): provider staff create the other provider types.
 */
export function creatableAccountTypes(actorType: number): number[] {
  if (actorType === 100) return [100, 110, 120, 130, 140, 200];
  if (isStaff(actorType)) return [110, 120, 130, 140];
  if (actorType === 200) return [210, 220, 230, 240];
  return [];
}

/**
 * Spec 1 §6 account edit and delete by logged type.
 * - 100 acts on all types except customer sub-types 210–240 (and never on itself: see canManageAccount);
 * - 110–140 act on types above 100, excluding 210–240;
 * - 200 acts only on 210–240;
 * - 210–240 may not act on provider types or on 200 (so only on their peers 210–240).
 */
export function canActOnType(actorType: number, targetType: number): boolean {
  if (actorType === 100) return !isSubAccount(targetType);
  if (isStaff(actorType)) return targetType > 100 && !isSubAccount(targetType);
  if (actorType === 200) return isSubAccount(targetType);
  if (isSubAccount(actorType)) return isSubAccount(targetType);
  return false;
}

export interface AccountRef {
  id: number;
  account_type_id: number;
  customer_id: number | null;
}

/** Whether `actor` may edit or delete `target`: type rule, never oneself, customers only inside their company. */
export function canManageAccount(actor: AccountRef, target: AccountRef): boolean {
  if (actor.id === target.id) return false;
  if (!canActOnType(actor.account_type_id, target.account_type_id)) return false;
  if (!isStaff(actor.account_type_id)) {
    return actor.customer_id !== null && actor.customer_id === target.customer_id;
  }
  return true;
}

/**
 * Whether staff may end `target`'s sessions or forget its failed sign-ins (docs/security.md): whoever may edit it, and
 * the administrator any account but its own (a customer's sub-account too: a security measure, not an edit).
 */
export function canSecureAccount(actor: AccountRef, target: AccountRef): boolean {
  if (actor.id === target.id || !isStaff(actor.account_type_id)) return false;
  return actor.account_type_id === 100 || canManageAccount(actor, target);
}
