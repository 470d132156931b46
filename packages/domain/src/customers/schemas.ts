import { z } from 'zod';
import { COMPANY_MESSAGES, companyFields, companyTemplateColumns } from '../common/company.ts';
import { idFilter, listQuery } from '../common/pagination.ts';

export const CUSTOMER_MESSAGES = {
  ...COMPANY_MESSAGES,
  masterEmailRequired: 'Please add the email for the master account',
} as const;

/** Every company field of spec 1 §3 (the `{product}_` fields are `provider_`): see common/company.ts. */
export const customerFields = companyFields;

/**
 * POST /customers/: the company and its master in one go. Either `master_email` (a new master account,
 * created and disabled until activated) or `master_id` (an existing registered account, "add from master").
 */
export const customerCreateSchema = z
  .object({
    ...customerFields,
    master_email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'Please enter a valid e-mail address' })
      .optional(),
    master_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  // Checked even when other fields fail, so a form or a bulk row shows every error at once.
  .refine((v) => v.master_id !== undefined || !!v.master_email, {
    path: ['master_email'],
    message: CUSTOMER_MESSAGES.masterEmailRequired,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

/** PUT /customers/{id}: company fields; `master_id` only while the company has no master. */
export const customerUpdateSchema = z.object({
  ...customerFields,
  master_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
});

export const customerListQuery = listQuery().extend({
  provider_signed_bdm_id: idFilter(),
  country: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
});

export type CustomerCreateInput = z.infer<typeof customerCreateSchema>;
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** The columns of the customer bulk template, in order (contacts flattened). */
export const CUSTOMER_TEMPLATE_COLUMNS = companyTemplateColumns(['master_email']);
