import { z } from 'zod';
import { SERVICE_TYPES } from '../catalogue/products.ts';
import { dataAnswer, pageAnswer, timestampAnswer } from '../common/answers.ts';
import { listQuery } from '../common/pagination.ts';
import { CUSTOMER_REQUEST_MESSAGES as M } from './error-codes.ts';
import { CUSTOMER_REQUEST_STATUSES, hasCompanyIdentifier, internationalPhone } from './rules.ts';

const required = (max: number, message: string) => z.string({ message }).trim().min(1, message).max(max);
/** Optional text: blank is stored as null (nothing to show), not as ''. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * POST /customer-requests: the company a registered user asks to open. The jurisdiction and the country are checked
 * against the reference data by the server (as the inventory and customer uploads are); the telephone number is
 * stored in international form.
 */
export const customerRequestSchema = z
  .object({
    company_name: required(200, M.companyNameRequired),
    business_jurisdiction: required(100, M.jurisdictionRequired),
    address_country: required(100, M.countryRequired),
    address_city: optional(100),
    address_line_1: required(200, M.addressRequired),
    address_line_2: optional(200),
    address_postcode: optional(20),
    vat_number: optional(60),
    business_registration_number: optional(100),
    phone: z
      .string({ message: M.phoneRequired })
      .trim()
      .min(1, M.phoneRequired)
      .max(40, M.phoneInvalid)
      .transform((v, ctx) => {
        const e164 = internationalPhone(v);
        if (!e164) ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
        return e164 ?? v;
      }),
    expected_services: z
      .array(z.enum(SERVICE_TYPES), { message: M.servicesRequired })
      .min(1, M.servicesRequired)
      .max(SERVICE_TYPES.length)
      .transform((list) => [...new Set(list)]),
    expected_volumes: optional(500),
    note: optional(2000),
  })
  .strict()
  // checked even when other fields fail, so the form shows every error at once
  .refine(hasCompanyIdentifier, {
    path: ['vat_number'],
    message: M.identifierRequired,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type CustomerRequestInput = z.infer<typeof customerRequestSchema>;

/** POST /customer-requests/{id}/decline: the reason the requester reads. */
export const customerRequestDeclineSchema = z
  .object({ reason: z.string({ message: M.reasonRequired }).trim().min(1, M.reasonRequired).max(1000) })
  .strict();

/**
 * POST /customer-requests/{id}/approve: optionally the company's name as staff correct it (a name taken by another
 * customer, a legal form spelled out); otherwise the name the requester gave.
 */
export const customerRequestApproveSchema = z
  .object({ company_name: z.string().trim().min(1, M.companyNameRequired).max(200).optional() })
  .strict();

/** GET /customer-requests (staff): the queue, oldest waiting first; filters status and a search of names and e-mail. */
export const customerRequestListQuery = listQuery()
  .omit({ orderby: true, asc: true })
  .extend({
    status: z.enum(CUSTOMER_REQUEST_STATUSES).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type CustomerRequestListQuery = z.infer<typeof customerRequestListQuery>;

const text = z.string().nullable();

/** A request as its requester and staff see it. */
export const customerRequestAnswer = z
  .object({
    id: z.number().int(),
    status: z.enum(CUSTOMER_REQUEST_STATUSES),
    account_id: z.number().int(),
    requester_email: z.string(),
    requester_name: z.string().nullable(),
    company_name: z.string(),
    business_jurisdiction: z.string(),
    address_country: z.string(),
    address_city: text,
    address_line_1: z.string(),
    address_line_2: text,
    address_postcode: text,
    vat_number: text,
    business_registration_number: text,
    phone: z.string(),
    expected_services: z.array(z.string()),
    expected_volumes: text,
    note: text,
    /** Declined: why (the requester reads it). */
    decline_reason: text,
    /** Approved: the company created from it. */
    customer_id: z.number().int().nullable(),
    decided_at: timestampAnswer.nullable(),
    createdAt: timestampAnswer,
    updatedAt: timestampAnswer,
  })
  .meta({ id: 'CustomerRequest' });
export type CustomerRequestView = z.infer<typeof customerRequestAnswer>;

export const customerRequestListAnswer = pageAnswer(customerRequestAnswer);
export const customerRequestShowAnswer = z.object({ data: customerRequestAnswer });
/** GET /customer-requests/mine: the account's latest request, or null before it sent one. */
export const customerRequestMineAnswer = z.object({ data: customerRequestAnswer.nullable() });
export const customerRequestWriteAnswer = dataAnswer(customerRequestAnswer);
