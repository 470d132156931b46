import {
  COMPANY_CONTACTS,
  COMPANY_TEMPLATE_EXAMPLE,
  companyInputFromRow,
  type RowFieldError,
  validateTemplateRow,
} from '../common/company.ts';
import { type CustomerCreateInput, CUSTOMER_TEMPLATE_COLUMNS, customerCreateSchema } from './schemas.ts';

/**
 * Bulk customer upload (spec 1 §2 Customers bulk, §4 per-row states): a spreadsheet row uses the flat
 * template columns; the shared company rules (common/company.ts) turn it into the nested create payload and
 * name errors by column.
 */

export type CustomerTemplateColumn = (typeof CUSTOMER_TEMPLATE_COLUMNS)[number];

/** Columns a file must have (the others may be left out). */
export const CUSTOMER_TEMPLATE_REQUIRED: readonly CustomerTemplateColumn[] = ['name', 'master_email'];

/** The example row of the template. */
export const CUSTOMER_TEMPLATE_EXAMPLE: Record<CustomerTemplateColumn, string> = {
  ...COMPANY_TEMPLATE_EXAMPLE,
  master_email: 'master@example.com',
};

export const CUSTOMER_CONTACTS = COMPANY_CONTACTS;

/** A template row (column → cell text) as the create payload: blanks left out, contacts nested. */
export function customerInputFromRow(values: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  return companyInputFromRow(CUSTOMER_TEMPLATE_COLUMNS, values);
}

/** Validates one template row with the create schema; errors name template columns. */
export function validateCustomerRow(
  values: Readonly<Record<string, string | undefined>>,
): { ok: true; data: CustomerCreateInput } | { ok: false; errors: RowFieldError[] } {
  return validateTemplateRow(customerCreateSchema, CUSTOMER_TEMPLATE_COLUMNS, values);
}
