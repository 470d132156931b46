import { z } from 'zod';
import { listQuery } from '../common/pagination.ts';

const text = (max = 200) => z.string().trim().max(max).nullable().optional();
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'Please enter a valid e-mail address' })
  .nullable()
  .optional();

export const contactSchema = z
  .object({ name: text(100), phone: text(40), email: optionalEmail })
  .nullable()
  .optional();

export const CUSTOMER_MESSAGES = {
  nameRequired: 'Please introduce the company name',
  masterEmailRequired: 'Please add the email for the master account',
} as const;

/** Every company field of spec 1 §3 (the `{product}_` fields are `provider_`). */
export const customerFields = {
  name: z.string({ message: CUSTOMER_MESSAGES.nameRequired }).trim().min(1, CUSTOMER_MESSAGES.nameRequired).max(200),
  former_name: text(),
  website: text(300),
  provider_insight_company_code: text(40),
  provider_signed_bdm_id: z.coerce.number().int().positive().nullable().optional(),
  provider_signed_bdm_name: text(100),
  business_jurisdiction: text(100),
  business_registration_number: text(100),
  vat_number: text(60),
  address_country: text(100),
  address_city: text(100),
  address_line_1: text(),
  address_line_2: text(),
  address_line_3: text(),
  address_postcode: text(20),
  commercial_contact: contactSchema,
  financial_contact: contactSchema,
  fault_reporting_contact: contactSchema,
  billing_details: text(2000),
  bank_information: text(2000),
  other_information: text(2000),
};

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
    master_id: z.coerce.number().int().positive().optional(),
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
  master_id: z.coerce.number().int().positive().nullable().optional(),
});

export const customerListQuery = listQuery().extend({
  provider_signed_bdm_id: z.coerce.number().int().positive().optional(),
  country: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
});

export type CustomerCreateInput = z.infer<typeof customerCreateSchema>;
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** The columns of the customer bulk template, in order (contacts flattened). */
export const CUSTOMER_TEMPLATE_COLUMNS = [
  'name',
  'former_name',
  'website',
  'master_email',
  'provider_insight_company_code',
  'provider_signed_bdm_name',
  'business_jurisdiction',
  'business_registration_number',
  'vat_number',
  'address_country',
  'address_city',
  'address_line_1',
  'address_line_2',
  'address_line_3',
  'address_postcode',
  'commercial_contact_name',
  'commercial_contact_phone',
  'commercial_contact_email',
  'financial_contact_name',
  'financial_contact_phone',
  'financial_contact_email',
  'fault_reporting_contact_name',
  'fault_reporting_contact_phone',
  'fault_reporting_contact_email',
  'billing_details',
  'bank_information',
  'other_information',
] as const;
