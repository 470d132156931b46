import { isStaff } from '../accounts/account-types.ts';

/** Sort keys of GET /customers/ (default name). */
export const CUSTOMER_ORDER_FIELDS = [
  'name',
  'former_name',
  'website',
  'provider_insight_company_code',
  'business_jurisdiction',
  'address_country',
  'createdAt',
  'updatedAt',
] as const;
export type CustomerOrderField = (typeof CUSTOMER_ORDER_FIELDS)[number];

/** The provider's own fields of a company: its vendor code and signed business development manager. */
export const PROVIDER_CUSTOMER_FIELDS = ['provider_insight_company_code', 'provider_signed_bdm_id', 'provider_signed_bdm_name'] as const;

/**
 * What of a company update an account may change: staff everything; a master its company's fields but not
 * the provider's own fields nor the master.
 */
export function editableCustomerPatch<T extends Record<string, unknown>>(actorType: number, patch: T): Partial<T> {
  if (isStaff(actorType)) return patch;
  const out: Partial<T> = { ...patch };
  for (const k of [...PROVIDER_CUSTOMER_FIELDS, 'master_id']) delete out[k as keyof T];
  return out;
}

export const CUSTOMER_RULE_MESSAGES = {
  nameTaken: 'A customer with this name already exists',
  emailTaken: 'An account with this e-mail already exists',
  hasMaster: 'This customer already has a master account',
  masterNotEligible: 'Only a registered account, or an account of this customer, can become its master',
  newMasterNotEligible: 'Only a registered account without a company can become the master of a new customer',
  unknownAccount: 'There is no such account',
  eitherMaster: 'Give either the e-mail of a new master account or an existing account, not both',
  hasAccounts: 'Cannot delete a customer that still has accounts',
  masterOnly: 'Only the master account may change the company',
  added: 'Customer added successfully',
  updated: 'Customer updated successfully',
  deleted: 'Customer deleted successfully',
} as const;
