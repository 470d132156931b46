import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

/**
 * The company fields shared by customer companies (spec 1 §3 Customer) and vendors (spec 2 §3 Vendor):
 * names, the provider's own codes (`{product}_` fields are `provider_`), address, registration, three
 * contacts and free texts; plus the bulk-template helpers that flatten and re-nest the contacts.
 */

/** Unlike `optionalText` (common/text.ts), a blank stays '' here: company fields are stored as sent. */
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

export const COMPANY_MESSAGES = {
  nameRequired: 'Please introduce the company name',
  nameTooLong: 'The company name may hold at most 200 characters',
} as const;

/** Every company field (without a customer's master account). */
export const companyFields = {
  name: z
    .string({ message: COMPANY_MESSAGES.nameRequired })
    .trim()
    .min(1, COMPANY_MESSAGES.nameRequired)
    .max(200, COMPANY_MESSAGES.nameTooLong),
  former_name: text(),
  website: text(300),
  provider_insight_company_code: text(40),
  provider_signed_bdm_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
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

export const COMPANY_CONTACTS = ['commercial_contact', 'financial_contact', 'fault_reporting_contact'] as const;
const CONTACT_PARTS = ['name', 'phone', 'email'] as const;

/** The company columns of a bulk template, in order (contacts flattened); `extra` columns go after `website`. */
export function companyTemplateColumns<const E extends readonly string[]>(extra: E) {
  return [
    'name',
    'former_name',
    'website',
    ...extra,
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
}

export const COMPANY_TEMPLATE_COLUMNS = companyTemplateColumns([]);
export type CompanyTemplateColumn = (typeof COMPANY_TEMPLATE_COLUMNS)[number];

/** The example row of a company template. */
export const COMPANY_TEMPLATE_EXAMPLE: Record<CompanyTemplateColumn, string> = {
  name: 'Example Telecom Ltd',
  former_name: 'Example Communications',
  website: 'https://www.example.com',
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

const CONTACT_COLUMNS = new Set<string>(COMPANY_CONTACTS.flatMap((c) => CONTACT_PARTS.map((p) => `${c}_${p}`)));

/**
 * A contact phone cell: a number typed into a spreadsheet as a number loses its '+' (a numeric cell reads as
 * `442079460000`); digits only that make a valid international number get it back. Anything else is kept as typed.
 */
export function phoneFromCell(v: string): string {
  if (!/^[1-9]\d{6,14}$/.test(v)) return v;
  return parsePhoneNumberFromString(`+${v}`)?.isValid() ? `+${v}` : v;
}

/** A template row (column → cell text) as a create payload: blanks left out, contacts nested. */
export function companyInputFromRow(
  columns: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of columns) {
    if (CONTACT_COLUMNS.has(column)) continue;
    const v = values[column]?.trim();
    if (v) input[column] = v;
  }
  for (const contact of COMPANY_CONTACTS) {
    const c: Record<string, string> = {};
    for (const part of CONTACT_PARTS) {
      const v = values[`${contact}_${part}`]?.trim();
      if (v) c[part] = part === 'phone' ? phoneFromCell(v) : v;
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

/** Validates one template row with a create schema; errors name template columns (one per column). */
export function validateTemplateRow<T>(
  schema: z.ZodType<T>,
  columns: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): { ok: true; data: T } | { ok: false; errors: RowFieldError[] } {
  const parsed = schema.safeParse(companyInputFromRow(columns, values));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: RowFieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = templateColumnOf(issue.path);
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}

/** Keys under which duplicates are detected: company names compare case-insensitively. */
export const companyKey = (name: string) => name.trim().toLowerCase();
