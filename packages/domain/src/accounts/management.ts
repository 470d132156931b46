import { ACCOUNT_TYPE_LIST, isCustomer, isStaff } from './account-types.ts';
import { type AccountRef, canActOnType, canManageAccount, creatableAccountTypes } from './rules.ts';

/**
 * Management of accounts by staff and masters (spec 1 §6): what a signed-in account may see and change.
 * Pure rules; the server enforces them on every call and the web app mirrors them.
 */

/** What part of the accounts and customers an account sees: staff all, customers their company, others nothing. */
export type CompanyScope = { kind: 'all' } | { kind: 'company'; customerId: number } | { kind: 'none' };

export function companyScope(actor: { account_type_id: number; customer_id: number | null }): CompanyScope {
  if (isStaff(actor.account_type_id)) return { kind: 'all' };
  if (isCustomer(actor.account_type_id) && actor.customer_id !== null) return { kind: 'company', customerId: actor.customer_id };
  return { kind: 'none' };
}

/** Whether a row of company `customerId` (null: no company) is inside the scope. */
export function inCompanyScope(scope: CompanyScope, customerId: number | null): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'none') return false;
  return customerId === scope.customerId;
}

/** Customer types (200–299) belong to a company; provider staff and registered users never do. */
export function accountTypeFitsCompany(accountTypeId: number, customerId: number | null): boolean {
  return isCustomer(accountTypeId) ? customerId !== null : customerId === null;
}

/** An account type the portal has (ACCOUNT_TYPE_LIST); any other id is refused (422), never sent to the database. */
export const isKnownAccountType = (id: number) => ACCOUNT_TYPE_LIST.some((t) => t.id === id);

export interface RuleProblem {
  /** forbidden: the actor may not do it (403); invalid: the request cannot be honoured as asked (422). */
  kind: 'forbidden' | 'invalid';
  field: string;
  message: string;
}

export const ACCOUNT_MESSAGES = {
  typeNotCreatable: 'You may not create accounts of this type',
  typeNotAssignable: 'You may not give this account type',
  customerRequired: 'Please choose the customer of this account',
  customerForbidden: 'Provider and registered accounts do not belong to a customer',
  masterViaCustomer: 'The master account is set on the customer',
  unknownCustomer: 'There is no such customer',
  unknownAccountType: 'There is no such account type',
  customerHasMaster: 'This customer already has a master account',
  emailTaken: 'This e-mail is already used by another account',
  usernameTaken: 'This username is already taken',
  masterWithAccounts: 'Cannot delete the master account while the customer has other accounts',
  added: 'User added successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
} as const;

/**
 * A new account (POST /account/signup): the type must be creatable by the actor; customers create inside
 * their own company whatever customer_id they send; customer types need a company, other types none.
 */
export function resolveSignup(
  actor: { account_type_id: number; customer_id: number | null },
  input: { account_type_id: number; customer_id?: number | null | undefined },
): { ok: true; customerId: number | null } | { ok: false; problem: RuleProblem } {
  if (!isKnownAccountType(input.account_type_id)) {
    return { ok: false, problem: { kind: 'invalid', field: 'account_type_id', message: ACCOUNT_MESSAGES.unknownAccountType } };
  }
  if (!creatableAccountTypes(actor.account_type_id).includes(input.account_type_id)) {
    return { ok: false, problem: { kind: 'forbidden', field: 'account_type_id', message: ACCOUNT_MESSAGES.typeNotCreatable } };
  }
  const customerId = isStaff(actor.account_type_id) ? (input.customer_id ?? null) : actor.customer_id;
  if (isCustomer(input.account_type_id) && customerId === null) {
    return { ok: false, problem: { kind: 'invalid', field: 'customer_id', message: ACCOUNT_MESSAGES.customerRequired } };
  }
  if (!isCustomer(input.account_type_id) && customerId !== null) {
    return { ok: false, problem: { kind: 'invalid', field: 'customer_id', message: ACCOUNT_MESSAGES.customerForbidden } };
  }
  return { ok: true, customerId };
}

/**
 * A change of account type (PUT /accounts/{id}): the actor must manage the account and may act on the new
 * type; the type must fit the account's company; master status moves only through the customer (one master
 * per company).
 */
export function accountTypeChangeProblem(actor: AccountRef, target: AccountRef, newType: number): RuleProblem | undefined {
  if (newType === target.account_type_id) return undefined;
  if (!isKnownAccountType(newType)) return { kind: 'invalid', field: 'account_type_id', message: ACCOUNT_MESSAGES.unknownAccountType };
  if (!canManageAccount(actor, target) || !canActOnType(actor.account_type_id, newType)) {
    return { kind: 'forbidden', field: 'account_type_id', message: ACCOUNT_MESSAGES.typeNotAssignable };
  }
  if (newType === 200 || target.account_type_id === 200) {
    return { kind: 'invalid', field: 'account_type_id', message: ACCOUNT_MESSAGES.masterViaCustomer };
  }
  if (!accountTypeFitsCompany(newType, target.customer_id)) {
    return {
      kind: 'invalid',
      field: 'account_type_id',
      message: target.customer_id === null ? ACCOUNT_MESSAGES.customerRequired : ACCOUNT_MESSAGES.customerForbidden,
    };
  }
  return undefined;
}

/**
 * Who may become the master of company `customerId`: a registered user (400) without a company ("add from
 * master"), or an account of that company.
 */
export function canBecomeMaster(account: { account_type_id: number; customer_id: number | null }, customerId: number): boolean {
  if (account.account_type_id === 400) return account.customer_id === null;
  return isCustomer(account.account_type_id) && account.customer_id === customerId;
}

/** Account changes after which the account's sessions end (disabled, terminated, new e-mail or type). */
export function accountChangeEndsSessions(
  before: { email: string; status: string; disabled: boolean; account_type_id: number },
  after: { email: string; status: string; disabled: boolean; account_type_id: number },
): boolean {
  return (
    (after.disabled && !before.disabled) ||
    (after.status === 'terminated' && before.status !== 'terminated') ||
    after.email.toLowerCase() !== before.email.toLowerCase() ||
    after.account_type_id !== before.account_type_id
  );
}

/** Sort keys of GET /accounts/ (default account_type_id, then e-mail). */
export const ACCOUNT_ORDER_FIELDS = ['account_type_id', 'email', 'username', 'status', 'last_login', 'createdAt'] as const;
export type AccountOrderField = (typeof ACCOUNT_ORDER_FIELDS)[number];
