export interface Contact {
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** A company as GET /customers/ answers it: every company field plus id, master and timestamps. */
export interface CustomerRow {
  /** GET /customers/{id} only: the company's accounts (a company with accounts cannot be deleted). */
  account_count?: number;
  id: number;
  name: string;
  former_name: string | null;
  website: string | null;
  master_id: number | null;
  master: { id: number; email: string } | null;
  provider_insight_company_code: string | null;
  provider_signed_bdm_id: number | null;
  provider_signed_bdm_name: string | null;
  business_jurisdiction: string | null;
  business_registration_number: string | null;
  vat_number: string | null;
  address_country: string | null;
  address_city: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  address_line_3: string | null;
  address_postcode: string | null;
  commercial_contact: Partial<Contact> | null;
  financial_contact: Partial<Contact> | null;
  fault_reporting_contact: Partial<Contact> | null;
  billing_details: string | null;
  bank_information: string | null;
  other_information: string | null;
  createdAt?: string;
  updatedAt?: string;
}

export type { BulkRowResult, BulkRowStatus } from '../../../components/bulk-upload';
