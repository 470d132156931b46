import { z } from 'zod';
import { dataAnswer, pageAnswer, timestampAnswer } from './answers.ts';

const text = z.string().nullable();

/** A contact of a company (commercial, financial, fault reporting) as stored. */
const contactAnswer = z.looseObject({ name: text.optional(), phone: text.optional(), email: text.optional() }).nullable();

/** The company fields shared by customers and vendors (spec 1 §3 Customer, spec 2 §3 Vendor). */
export const companyAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  former_name: text,
  website: text,
  provider_insight_company_code: text,
  provider_signed_bdm_id: z.number().int().nullable(),
  provider_signed_bdm_name: text,
  business_jurisdiction: text,
  business_registration_number: text,
  vat_number: text,
  address_country: text,
  address_city: text,
  address_line_1: text,
  address_line_2: text,
  address_line_3: text,
  address_postcode: text,
  commercial_contact: contactAnswer,
  financial_contact: contactAnswer,
  fault_reporting_contact: contactAnswer,
  billing_details: text,
  bank_information: text,
  other_information: text,
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});

/** A customer company with its master account (null when it has none). */
export const customerAnswer = companyAnswer
  .extend({
    master_id: z.number().int().nullable(),
    master: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  })
  .meta({ id: 'Customer' });
export const customerListAnswer = pageAnswer(customerAnswer);
/** GET /customers/{id}: the customer and how many accounts it has. */
export const customerDetailAnswer = customerAnswer.extend({ account_count: z.number().int() });
export const customerWriteAnswer = dataAnswer(customerAnswer);

/** One row's outcome of a bulk upload (customers, vendors, carriers, products, inventory, calls). */
export const bulkRowAnswer = z
  .object({
    row: z.number().int(),
    status: z.enum(['created', 'exist', 'error']),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  })
  .meta({ id: 'BulkRow' });
export const bulkAnswer = z.object({ data: z.array(bulkRowAnswer) });

/** A vendor company. */
export const vendorAnswer = companyAnswer.meta({ id: 'Vendor' });
export const vendorListAnswer = pageAnswer(vendorAnswer);
export const vendorWriteAnswer = dataAnswer(vendorAnswer);

/** A carrier (CIC). */
export const carrierAnswer = z
  .object({
    id: z.number().int(),
    cic: z.string(),
    cs: text,
    clli_name: text,
    createdAt: timestampAnswer,
    updatedAt: timestampAnswer,
  })
  .meta({ id: 'Carrier' });
export const carrierListAnswer = pageAnswer(carrierAnswer);
export const carrierWriteAnswer = dataAnswer(carrierAnswer);
