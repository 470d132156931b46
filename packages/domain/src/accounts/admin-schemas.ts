import { z } from 'zod';
import { boolish, idFilter, listQuery } from '../common/pagination.ts';
import { ACCOUNT_STATUSES } from './schemas.ts';
import type { Answer } from '../common/answers.ts';
import type { accountListRowAnswer } from './answers.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid e-mail address' }));
const accountTypeId = z.coerce.number().int().positive().max(2_147_483_647);

/** POST /account/signup and /customer/account/signup (spec 1 §7): a new account gets an activation e-mail. */
export const accountSignupSchema = z.object({
  username: z.string().trim().min(3).max(64).optional(),
  email,
  account_type_id: accountTypeId,
  customer_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  disabled: z.boolean().optional(),
});

/** PUT /accounts/{id}: account type, e-mail, status, disabled (the username is read-only). */
export const accountUpdateSchema = z.object({
  account_type_id: accountTypeId.optional(),
  email: email.optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  disabled: z.boolean().optional(),
});

/** GET /accounts/ query: account_type_code is an account type id or name. */
export const accountListQuery = listQuery().extend({
  account_type_code: z.string().max(40).optional(),
  customer_id: idFilter(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  disabled: boolish.optional(),
  /** true: the provider's staff only (account types below 200); false: customers' accounts only. */
  staff: boolish.optional(),
  search: z.string().trim().max(100).optional(),
});

export type AccountSignupInput = z.infer<typeof accountSignupSchema>;
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;
export type AccountListQuery = z.infer<typeof accountListQuery>;

/** A row of the accounts list (spec 1 §2 Accounts columns). */
export type AccountListRow = Answer<typeof accountListRowAnswer>;
