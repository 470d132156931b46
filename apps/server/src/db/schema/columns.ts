import { date, integer, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Column groups shared by several tables. */

/** A company contact (commercial, financial, fault reporting). */
export type Contact = { name?: string | null; phone?: string | null; email?: string | null };

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const companyColumns = () => ({
  name: text('name').notNull(),
  former_name: text('former_name'),
  website: text('website'),
  provider_insight_company_code: text('provider_insight_company_code'),
  provider_signed_bdm_id: integer('provider_signed_bdm_id'),
  provider_signed_bdm_name: text('provider_signed_bdm_name'),
  business_jurisdiction: text('business_jurisdiction'),
  business_registration_number: text('business_registration_number'),
  vat_number: text('vat_number'),
  address_country: text('address_country'),
  address_city: text('address_city'),
  address_line_1: text('address_line_1'),
  address_line_2: text('address_line_2'),
  address_line_3: text('address_line_3'),
  address_postcode: text('address_postcode'),
  commercial_contact: jsonb('commercial_contact').$type<Contact>(),
  financial_contact: jsonb('financial_contact').$type<Contact>(),
  fault_reporting_contact: jsonb('fault_reporting_contact').$type<Contact>(),
  billing_details: text('billing_details'),
  bank_information: text('bank_information'),
  other_information: text('other_information'),
});

/** Exact money: numeric(14,4), read and written as decimal strings (never floats). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
export const day = (name: string) => date(name, { mode: 'string' });
