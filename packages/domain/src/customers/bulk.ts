import { type CustomerCreateInput, CUSTOMER_TEMPLATE_COLUMNS, customerCreateSchema } from './schemas.ts';

/**
 * Bulk customer upload (spec 1 §2 Customers bulk, §4 per-row states): a spreadsheet row uses the flat
 * template columns; these rules turn it into the nested create payload and name errors by column.
 */

export type CustomerTemplateColumn = (typeof CUSTOMER_TEMPLATE_COLUMNS)[number];

/** Columns a file must have (the others may be left out). */
export const CUSTOMER_TEMPLATE_REQUIRED: readonly CustomerTemplateColumn[] = ['name', 'master_email'];

/** The example row of the template. */
export const CUSTOMER_TEMPLATE_EXAMPLE: Record<CustomerTemplateColumn, string> = {
  name: 'Example Telecom Ltd',
  former_name: 'Example Communications',
  website: 'https://www.example.com',
  master_email: 'master@example.com',
  provider_insight_company_code: 'EXT001',
  provider_signed_bdm_name: 'Sam Wong',
  business_jurisdiction: 'United Kingdom',
  business_registration_number: '01234567',
  vat_number: 'GB123456789',
  address_country: 'United Kingdom',
  address_city: 'London',
  address_line_1: '1 Example Street',
  address_line_2: '',
  address_line_3: '',
  address_postcode: 'EC1A 1BB',
  commercial_contact_name: 'Jane Doe',
  commercial_contact_phone: '+44 20 7946 0000',
  commercial_contact_email: 'sales@example.com',
  financial_contact_name: 'John Roe',
  financial_contact_phone: '+44 20 7946 0001',
  financial_contact_email: 'finance@example.com',
  fault_reporting_contact_name: 'NOC',
  fault_reporting_contact_phone: '+44 20 7946 0002',
  fault_reporting_contact_email: 'noc@example.com',
  billing_details: 'Monthly invoice in GBP',
  bank_information: '',
  other_information: '',
};

export const CUSTOMER_CONTACTS = ['commercial_contact', 'financial_contact', 'fault_reporting_contact'] as const;
const CONTACT_PARTS = ['name', 'phone', 'email'] as const;

/** A template row (column → cell text) as the create payload: blanks left out, contacts nested. */
export function customerInputFromRow(values: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const contactColumns = new Set<string>(CUSTOMER_CONTACTS.flatMap((c) => CONTACT_PARTS.map((p) => `${c}_${p}`)));
  for (const column of CUSTOMER_TEMPLATE_COLUMNS) {
    if (contactColumns.has(column)) continue;
    const v = values[column]?.trim();
    if (v) input[column] = v;
  }
  for (const contact of CUSTOMER_CONTACTS) {
    const c: Record<string, string> = {};
    for (const part of CONTACT_PARTS) {
      const v = values[`${contact}_${part}`]?.trim();
      if (v) c[part] = v;
    }
    if (Object.keys(c).length) input[contact] = c;
  }
  return input;
}

/** The template column of a payload path: ['commercial_contact', 'email'] → 'commercial_contact_email'. */
export function templateColumnOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('_') || 'row';
}

export interface RowFieldError {
  field: string;
  message: string;
}

/** Validates one template row with the create schema; errors name template columns. */
export function validateCustomerRow(
  values: Readonly<Record<string, string | undefined>>,
): { ok: true; data: CustomerCreateInput } | { ok: false; errors: RowFieldError[] } {
  const parsed = customerCreateSchema.safeParse(customerInputFromRow(values));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: RowFieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = templateColumnOf(issue.path);
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}

/** Keys under which duplicates are detected: company names and e-mails compare case-insensitively. */
export const companyKey = (name: string) => name.trim().toLowerCase();
