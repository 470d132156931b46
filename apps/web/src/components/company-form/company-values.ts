import type { Contact, CustomerRow } from '../../features/customers';

export const CONTACT_KEYS = ['commercial_contact', 'financial_contact', 'fault_reporting_contact'] as const;
export type ContactKey = (typeof CONTACT_KEYS)[number];

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
}

/** The company form's values: texts as strings, choices as string | null. */
export interface CompanyValues {
  name: string;
  former_name: string;
  website: string;
  provider_insight_company_code: string;
  provider_signed_bdm_id: string | null;
  provider_signed_bdm_name: string;
  business_jurisdiction: string | null;
  business_registration_number: string;
  vat_number: string;
  address_country: string | null;
  address_city: string;
  address_line_1: string;
  address_line_2: string;
  address_line_3: string;
  address_postcode: string;
  commercial_contact: ContactValues;
  financial_contact: ContactValues;
  fault_reporting_contact: ContactValues;
  billing_details: string;
  bank_information: string;
  other_information: string;
  /** Add: the e-mail of the master account to create. */
  master_email: string;
  /** Edit, when the company has no master yet: the account to make its master. */
  master_id: string | null;
}

const TEXT_KEYS = [
  'former_name',
  'website',
  'provider_insight_company_code',
  'provider_signed_bdm_name',
  'business_registration_number',
  'vat_number',
  'address_city',
  'address_line_1',
  'address_line_2',
  'address_line_3',
  'address_postcode',
  'billing_details',
  'bank_information',
  'other_information',
] as const;

/** The form fields a server error may name (for per-field messages). */
export const COMPANY_FORM_FIELDS = [
  'name',
  ...TEXT_KEYS,
  'provider_signed_bdm_id',
  'business_jurisdiction',
  'address_country',
  ...CONTACT_KEYS.flatMap((k) => [`${k}.name`, `${k}.phone`, `${k}.email`]),
  'master_email',
  'master_id',
] as const;

const emptyContact = (): ContactValues => ({ name: '', phone: '', email: '' });

export function emptyCompanyValues(): CompanyValues {
  return {
    name: '',
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, ''])) as Record<(typeof TEXT_KEYS)[number], string>),
    provider_signed_bdm_id: null,
    business_jurisdiction: null,
    address_country: null,
    commercial_contact: emptyContact(),
    financial_contact: emptyContact(),
    fault_reporting_contact: emptyContact(),
    master_email: '',
    master_id: null,
  };
}

function contactValues(c: Partial<Contact> | null | undefined): ContactValues {
  return { name: c?.name ?? '', phone: c?.phone ?? '', email: c?.email ?? '' };
}

export function companyToValues(c: CustomerRow): CompanyValues {
  return {
    ...emptyCompanyValues(),
    name: c.name ?? '',
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, c[k] ?? ''])) as Record<(typeof TEXT_KEYS)[number], string>),
    provider_signed_bdm_id: c.provider_signed_bdm_id ? String(c.provider_signed_bdm_id) : null,
    business_jurisdiction: c.business_jurisdiction || null,
    address_country: c.address_country || null,
    commercial_contact: contactValues(c.commercial_contact),
    financial_contact: contactValues(c.financial_contact),
    fault_reporting_contact: contactValues(c.fault_reporting_contact),
    master_id: c.master_id ? String(c.master_id) : null,
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

function contactPayload(c: ContactValues): Contact | null {
  const out = { name: orNull(c.name), phone: orNull(c.phone), email: orNull(c.email) };
  return out.name === null && out.phone === null && out.email === null ? null : out;
}

/** The company fields as the API takes them: trimmed, empty texts and contacts as null. */
export function companyPayload(v: CompanyValues) {
  return {
    name: v.name.trim(),
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, orNull(v[k])])) as Record<(typeof TEXT_KEYS)[number], string | null>),
    provider_signed_bdm_id: v.provider_signed_bdm_id ? Number(v.provider_signed_bdm_id) : null,
    business_jurisdiction: v.business_jurisdiction || null,
    address_country: v.address_country || null,
    commercial_contact: contactPayload(v.commercial_contact),
    financial_contact: contactPayload(v.financial_contact),
    fault_reporting_contact: contactPayload(v.fault_reporting_contact),
  };
}
