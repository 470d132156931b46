import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** The error codes of customers (companies) (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const CUSTOMER_ERROR_CODES = {
  // — customers (companies)
  'customer.name_taken': { status: 409, message: 'A customer with this name already exists', meaning: 'Customer names are unique' },
  'customer.email_taken': {
    status: 409,
    message: 'An account with this e-mail already exists',
    meaning: 'The new master’s e-mail is already used',
  },
  'customer.has_master': {
    status: 409,
    message: 'This customer already has a master account',
    meaning: 'The customer already has a master account',
  },
  'customer.master_not_eligible': {
    status: 422,
    message: 'Only a registered account, or an account of this customer, can become its master',
    meaning: 'The account cannot become the customer’s master',
  },
  'customer.new_master_not_eligible': {
    status: 422,
    message: 'Only a registered account without a company can become the master of a new customer',
    meaning: 'The account cannot become the master of a new customer',
  },
  'customer.unknown_account': { status: 422, message: 'There is no such account', meaning: 'The master account does not exist' },
  'customer.either_master': {
    status: 400,
    message: 'Give either the e-mail of a new master account or an existing account, not both',
    meaning: 'Both a new master e-mail and an existing master were given',
  },
  'customer.has_accounts': {
    status: 409,
    message: 'Cannot delete a customer that still has accounts',
    meaning: 'A customer is deleted after its accounts',
  },
  'customer.master_only': {
    status: 403,
    message: 'Only the master account may change the company',
    meaning: 'Only the company’s master account changes the company',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
